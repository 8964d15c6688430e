import FormsKit
import Foundation

/// The SwiftUI screen's own words (its buttons and accessibility labels).
/// English here; the other languages in `Resources/<tag>.lproj/Localizable.strings`.
public enum ScreenWords {
    /// The words, in every language the module has them in. Public so that
    /// a translation can be checked (`TextCatalog.missingTranslations(in:)`).
    public static let catalog = TextCatalog(english: english, bundle: ResourceBundle.of(target: "FormsKitSwiftUI", module: .module))

    static let english: [String: String] = [
        "clear": "Clear {title}",
        "chooseFile": "Choose…",
        "ok": "OK",
        "restore": "Restore",
        "discard": "Discard",
        "setDate": "Set",
        "draft.readFailed": "The draft could not be read ({reason}).",
        "draft.saveFailed": "The draft could not be saved ({reason}): what is typed is still here, but will not be back if the app quits.",
        "draft.removeFailed": "The draft could not be removed ({reason}).",
    ]

    /// The word under `key` in the language in effect, with `arguments` in
    /// its placeholders.
    public static func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        catalog.text(key, in: FormLanguage.current, arguments)
    }
}

extension FormLanguage {
    /// The shipped language nearest to `locale`'s (English when none is
    /// near): a SwiftUI environment's locale, say.
    public init(matching locale: Locale) {
        self = FormLanguage.best(for: [locale.identifier(.bcp47)]) ?? .english
    }
}
