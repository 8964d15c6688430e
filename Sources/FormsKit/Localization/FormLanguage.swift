public import Foundation

/// The language a form speaks to a person: its built-in words (messages,
/// buttons, hints), the plural forms of its numbers, how numbers and dates
/// are written, and the direction of its text.
///
/// FormsKit ships English, French, German, Spanish, Japanese, Russian and
/// Arabic (``shipped``). A language is named by a BCP 47 tag; a tag with a
/// region (`fr-CA`, `de-CH`) takes its words from the language (`fr`, `de`)
/// and writes numbers and dates as the region does.
///
/// Every surface uses the language in effect, ``current``: the one a piece
/// of work runs in (`withLanguage(_:operation:)`: an HTTP
/// request's), else the one set for the process (``standard``, English
/// unless set).
///
/// ```swift
/// FormLanguage.standard = FormLanguage.preferred(environment: ProcessInfo.processInfo.environment)
/// FormLanguage.withLanguage(.french) { ValidationMessages.text(for: .required) }   // "Ce champ est obligatoire"
/// ```
public struct FormLanguage: Sendable, Hashable, CustomStringConvertible {
    /// The BCP 47 tag, with its language in lower case and its region in
    /// upper case: `en`, `fr`, `pt-BR`.
    public let tag: String
    /// The tags a text is looked up under, most particular first: `pt-BR`,
    /// then `pt`. Worked out once: every word shown asks for them.
    public let lookupTags: [String]

    /// The language tagged `tag` (`fr`, `pt-BR`; `pt_BR` and `pt-br` are
    /// read the same).
    public init(_ tag: String) {
        // A bare language in lower case ("en", the most common by far) is
        // its own tag: no splitting, no case mapping.
        if !tag.isEmpty, tag.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            self.tag = tag
            lookupTags = [tag]
            return
        }
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let normalized = parts.enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 2 { return part.uppercased() }
            if part.count == 4 { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            return part.lowercased()
        }.joined(separator: "-")
        self.tag = normalized
        lookupTags = parts.indices.reversed().map { end in
            normalized.split(separator: "-").prefix(end + 1).joined(separator: "-")
        }
    }

    /// The tag of the language without its region or script (`fr` for
    /// `fr-CA`): the last of ``lookupTags``, read without parsing the tag
    /// again, as every message asks for it.
    private var baseTag: String { lookupTags.last ?? tag }

    public static func == (left: FormLanguage, right: FormLanguage) -> Bool { left.tag == right.tag }

    public func hash(into hasher: inout Hasher) { hasher.combine(tag) }

    public var description: String { tag }

    /// English, the language FormsKit's words are written in.
    public static let english = FormLanguage("en")
    /// French.
    public static let french = FormLanguage("fr")
    /// German.
    public static let german = FormLanguage("de")
    /// Spanish.
    public static let spanish = FormLanguage("es")
    /// Japanese.
    public static let japanese = FormLanguage("ja")
    /// Russian.
    public static let russian = FormLanguage("ru")
    /// Arabic, written right to left.
    public static let arabic = FormLanguage("ar")

    /// The languages FormsKit's own words come in: English, then each
    /// language its resources have a file for (French, German, Spanish,
    /// Japanese, Russian and Arabic as it ships; a file added for another
    /// adds it, see <doc:Localization>). English alone when the resources
    /// are missing.
    public static let shipped: [FormLanguage] = {
        let order = ["en", "fr", "de", "es", "ja", "ru", "ar"]
        let found = ValidationMessage.catalog.languages
        return found.sorted { (order.firstIndex(of: $0.tag) ?? order.count, $0.tag) < (order.firstIndex(of: $1.tag) ?? order.count, $1.tag) }
    }()

    /// Why FormsKit speaks only English here, for the person running the
    /// program, or `nil` when its translations were found.
    ///
    /// A program built by SwiftPM on Linux finds its translations in the
    /// `*.resources` folders `swift build` writes beside it; a program
    /// copied without them still works, in English. Print this at start-up
    /// so the person knows why, and how to mend it.
    public static var translationsMissingNotice: String? {
        guard shipped.count == 1 else { return nil }
        let folder = Bundle.main.bundleURL.path
        return "FormsKit's translations were not found beside this program in \(folder), so it speaks only English. "
            + "Copy the *.resources folders that swift build writes beside the program along with it."
    }

    /// The language without its region or script: `fr` for `fr-CA`.
    public var language: FormLanguage {
        baseTag == tag ? self : FormLanguage(baseTag)
    }

    /// The locale numbers and dates are written in, with Latin digits
    /// (`0`–`9`) in every language: the digits people type in forms, and
    /// those a value typed is shown in.
    public var locale: Locale { Locale(identifier: tag + "@numbers=latn") }

    /// A whole number as the language writes it, in figures grouped by
    /// thousands: `65,536` in English, `65 536` in French, `65.536` in
    /// German.
    public func writtenNumber(_ number: Int) -> String {
        number.formatted(.number.locale(locale))
    }

    /// Whether the language is written right to left (Arabic, Hebrew,
    /// Persian, Urdu and others).
    public var isRightToLeft: Bool {
        Self.rightToLeftTags.contains(baseTag)
    }

    private static let rightToLeftTags: Set<String> = ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug", "syr"]

    /// The language's name in itself ("Français", "日本語"), for a list of
    /// languages to choose from.
    public var name: String {
        let names = [
            "en": "English", "fr": "Français", "de": "Deutsch", "es": "Español", "ja": "日本語", "ru": "Русский", "ar": "العربية",
        ]
        return names[baseTag] ?? locale.localizedString(forLanguageCode: baseTag) ?? tag
    }

    /// The plural categories this language uses, in CLDR's order: `one`
    /// and `other` in English, `one`, `few`, `many` and `other` in Russian.
    public var pluralCategories: [PluralCategory] {
        // Every category shows among these: the rules look at a number's
        // last two digits, its millions and its fraction.
        let samples = (0...200).map(String.init) + ["1000000", "0.5", "1.5", "2.5", "10.5", "1.0"]
        let found = Set(samples.map(pluralCategory(for:)))
        return PluralCategory.allCases.filter(found.contains)
    }

    /// The plural category of `count` in this language: `one` for 1 in
    /// English, `few` for 22 in Russian.
    public func pluralCategory(for count: Int) -> PluralCategory {
        PluralRules.category(of: PluralOperands(count), language: tag)
    }

    /// The plural category of a number as written ("1.5", "21"); `other`
    /// when `number` is not a number.
    public func pluralCategory(for number: String) -> PluralCategory {
        PluralOperands(number).map { PluralRules.category(of: $0, language: tag) } ?? .other
    }

    // MARK: Choosing

    /// The language of `languages` a person with these preferences reads
    /// best: the first preference one of them matches, exactly or by its
    /// language (`fr-CA` is answered in `fr`, written as in Canada; `de`
    /// takes `de-DE`); `nil` when none matches. Preferences are BCP 47
    /// tags or ranges, most preferred first; `*` matches the first language.
    public static func best(for preferences: [String], among languages: [FormLanguage] = shipped) -> FormLanguage? {
        for preference in preferences {
            let wanted = FormLanguage(preference.trimmingCharacters(in: .whitespaces))
            if wanted.tag == "*" { return languages.first }
            if languages.contains(wanted) { return wanted }
            if let match = languages.first(where: { wanted.lookupTags.contains($0.tag) }) {
                // The region of the preference, for numbers and dates, with
                // the words of the language matched.
                return wanted.tag.hasPrefix(match.tag + "-") ? wanted : match
            }
            if let wider = languages.first(where: { $0.tag.hasPrefix(wanted.tag + "-") }) { return wider }
        }
        return nil
    }

    /// The language a command-line program's environment asks for, among
    /// `languages`, as gettext reads it: `LC_ALL`, else `LC_MESSAGES`, else
    /// `LANG` (`fr_FR.UTF-8`), with `LANGUAGE`'s list (`de:fr`) first
    /// unless the locale is `C` or `POSIX`; English when none matches.
    public static func preferred(environment: [String: String], among languages: [FormLanguage] = shipped) -> FormLanguage {
        let locale = [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]].lazy.compactMap { $0 }.first { !$0.isEmpty }
        let posixTag = locale.map { $0.split(separator: ".").first.map(String.init) ?? $0 }
        guard let posixTag, posixTag != "C", posixTag != "POSIX" else { return languages.first ?? .english }
        let list = (environment["LANGUAGE"] ?? "").split(separator: ":").map { String($0.split(separator: ".").first ?? $0) }
        let tags = (list + [posixTag]).map { String($0.split(separator: "@").first ?? Substring($0)) }
        return best(for: tags, among: languages) ?? languages.first ?? .english
    }

    // MARK: The language in effect

    private static let installed = InstalledLanguage()

    @TaskLocal private static var scoped: FormLanguage?

    /// The language of the process, used wherever no piece of work runs in
    /// one of its own: English unless set. Set it once at start-up.
    public static var standard: FormLanguage {
        get { installed.language }
        set { installed.language = newValue }
    }

    /// The language in effect: the one this task runs in
    /// (`withLanguage(_:operation:)`), else ``standard``.
    public static var current: FormLanguage {
        scoped ?? standard
    }

    /// Runs `operation` with `language` in effect in this task and its
    /// child tasks.
    public static func withLanguage<Result>(_ language: FormLanguage, operation: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(language, operation: operation)
    }

    /// Runs `operation` with `language` in effect in this task and its
    /// child tasks. `operation` runs on the caller's actor.
    nonisolated(nonsending) public static func withLanguage<Result>(
        _ language: FormLanguage,
        operation: nonisolated(nonsending) () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(language, operation: operation)
    }
}

/// The process's language, behind a lock: set once at start-up as a rule,
/// read by every word shown.
private final class InstalledLanguage: @unchecked Sendable {
    // `@unchecked`: `value` is read and written only with `lock` held.
    private let lock = NSLock()
    private var value = FormLanguage.english

    var language: FormLanguage {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
