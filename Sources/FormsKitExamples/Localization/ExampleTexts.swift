import FormsKit
import Foundation

/// The demo forms' own texts in other languages, as a package of forms
/// ships them: `Resources/<tag>.lproj/Localizable.strings`, keyed by the
/// English text. Every layout names the bundle (`bundle: ExampleTexts.bundle`), which
/// puts its titles, hints, options and messages into the language in
/// effect; texts worked out from the values (a success summary, a preview)
/// are looked up here, in the code that writes them.
public enum ExampleTexts {
    /// The texts' translations, by their English.
    public static let catalog = TextCatalog(bundle: bundle)

    /// Where the translations are: the module's resource bundle, found
    /// without stopping the program when it is missing.
    static let bundle: Bundle? = ResourceBundle.of(target: "FormsKitExamples", module: .module)

    /// `english` in the language in effect, with `arguments` in its
    /// `{placeholders}`.
    static func text(_ english: String, _ arguments: [String: String] = [:]) -> String {
        catalog.text(english, in: .current, arguments)
    }

    /// `english` in the plural form `count` calls for in the language in
    /// effect (translations give `english|one`, `english|few`…).
    static func text(_ english: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        catalog.text(english, count: count, in: .current, arguments)
    }
}
