public import Foundation

/// Texts in every language a bundle has them in: one `Localizable.strings`
/// file a language, in the bundle's `<tag>.lproj` folder, the way Swift
/// packages ship their translations.
///
/// FormsKit's own modules keep their words in one: English in code (so a
/// program shipped without its resource bundles still speaks English), the
/// other languages in their resources. Your forms can use one for your own
/// titles, hints and messages: the key is then the English text, and a
/// text no file translates is shown as written.
///
/// ```swift
/// let texts = TextCatalog(bundle: .module)
/// texts.text("New plan", in: .french)            // "Nouveau forfait", from fr.lproj/Localizable.strings
/// texts.text("At least {count} characters", count: 3, in: .russian)
/// ```
///
/// A text that depends on a number has a form for each plural category its
/// language uses, under the key followed by `|` and the category:
///
/// ```
/// "tooShort|one" = "Au moins {minimum} caractère";
/// "tooShort|other" = "Au moins {minimum} caractères";
/// ```
///
/// `{name}` in a text is replaced by the argument of that name. A file
/// for `pt-BR` is looked up before one for `pt`; a text neither has comes
/// from the English texts given in code, else is the key itself.
public struct TextCatalog: Sendable {
    /// The English texts, by key (plural forms under `key|one`, `key|other`).
    public let english: [String: String]
    /// Where the other languages' files are; `nil` for English only.
    public let bundle: Bundle?
    /// The name of the files (`Localizable`).
    public let table: String

    /// Texts whose English is `english` and whose translations are the
    /// `table.strings` files of `bundle`.
    public init(english: [String: String] = [:], bundle: Bundle?, table: String = "Localizable") {
        self.english = english
        self.bundle = bundle
        self.table = table
    }

    /// The text under `key` in `language`, with `arguments` in its
    /// placeholders.
    public func text(_ key: String, in language: FormLanguage = .current, _ arguments: [String: String] = [:]) -> String {
        fill(lookUp(key, in: language) ?? key, with: arguments, in: language)
    }

    /// The text under `key` in `language` in the plural form `count` calls
    /// for, with `count` in its `{count}` placeholder (as the language
    /// writes it: `1 000` in French) and `arguments` in the others.
    public func text(_ key: String, count: Int, in language: FormLanguage = .current, _ arguments: [String: String] = [:]) -> String {
        text(key, category: language.pluralCategory(for: count), in: language, ["count": language.writtenNumber(count)].merging(arguments) { $1 })
    }

    /// The text under `key` in the plural form of `category`, falling back
    /// to `other`, then to the key alone.
    public func text(_ key: String, category: PluralCategory, in language: FormLanguage = .current, _ arguments: [String: String] = [:]) -> String {
        let found = lookUp(key + "|" + category.rawValue, in: language) ?? lookUp(key + "|other", in: language) ?? lookUp(key, in: language)
        return fill(found ?? key, with: arguments, in: language)
    }

    /// `language`'s own text under `key` (English: the texts in code, then
    /// an `en` file), as written, placeholders and all; `nil` when it has
    /// none.
    public func translation(of key: String, in language: FormLanguage) -> String? {
        for tag in language.lookupTags {
            if tag == "en", let text = english[key] { return text }
            if let text = translations(for: tag)[key] { return text }
        }
        return nil
    }

    /// Whether `language` has its own text under `key` (English: the
    /// texts in code), rather than falling back to English.
    public func hasText(_ key: String, in language: FormLanguage) -> Bool {
        translation(of: key, in: language) != nil
    }

    /// The keys `language` has its own texts under (English: every key
    /// given in code).
    public func keys(in language: FormLanguage) -> Set<String> {
        language.lookupTags.reduce(into: Set<String>()) { keys, tag in
            if tag == "en" { keys.formUnion(english.keys) }
            keys.formUnion(translations(for: tag).keys)
        }
    }

    /// What `language` lacks to say every English text of its own: each
    /// key it has no text under, and for a text that depends on a number
    /// (`tooShort|one`, `tooShort|other`), each plural form the language
    /// uses that it lacks (`tooShort|few` in Russian). `keys` are the texts
    /// to check, by default every English one (give the keys of a catalog
    /// keyed by its English, which has none in code).
    public func missingTranslations(in language: FormLanguage, keys: [String]? = nil) -> [String] {
        let keys = keys ?? Array(english.keys)
        var missing: Set<String> = []
        let categories = language.pluralCategories
        for key in keys {
            if let bar = key.firstIndex(of: "|") {
                let base = key[..<bar]
                for category in categories where translation(of: base + "|" + category.rawValue, in: language) == nil {
                    missing.insert(base + "|" + category.rawValue)
                }
            } else if translation(of: key, in: language) == nil {
                missing.insert(key)
            }
        }
        return missing.sorted()
    }

    /// The keys whose text in `language` names other placeholders than
    /// the English does (a plural form may leave `{count}` out).
    public func placeholderMismatches(in language: FormLanguage) -> [String] {
        func names(_ text: String) -> Set<String> {
            Set(
                text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap {
                    $0.split(separator: "}", maxSplits: 1).first.map(String.init)
                })
        }
        return keys(in: language).filter { key in
            guard let text = translation(of: key, in: language) else { return false }
            let base = key.split(separator: "|").first.map(String.init) ?? key
            guard let english = english[key] ?? english[base + "|other"] else { return false }
            var (wanted, given) = (names(english), names(text))
            if key.contains("|") {
                wanted.remove("count")
                given.remove("count")
            }
            return wanted != given
        }.sorted()
    }

    /// Whether `bundle` has a file of texts for the language tagged `tag`
    /// (read once, as every file is).
    public func hasFile(for tag: String) -> Bool {
        !translations(for: tag).isEmpty
    }

    /// The languages `bundle` has a file for, English included.
    public var languages: [FormLanguage] {
        let tags = bundle?.localizations.filter { $0 != "Base" } ?? []
        return [.english] + tags.filter { $0 != "en" }.sorted().map(FormLanguage.init)
    }

    private func lookUp(_ key: String, in language: FormLanguage) -> String? {
        // English, as a rule: the texts in code, without a file to look in.
        if language.tag == "en", let text = english[key] { return text }
        return translation(of: key, in: language) ?? english[key]
    }

    /// The texts of `tag`'s file, read once.
    private func translations(for tag: String) -> [String: String] {
        guard let bundle else { return [:] }
        return StringsFiles.shared.table(table, language: tag, in: bundle)
    }

    /// `text` with each `{name}` replaced by `arguments[name]`; other braces
    /// stay. A value with letters of the other direction than the text's
    /// (Latin in Arabic, Arabic in English) is isolated (U+2068 … U+2069),
    /// so that it reads in its own direction and its punctuation stays
    /// with it: "Team A/B." inside Arabic would otherwise read ".A/B".
    private func fill(_ text: String, with arguments: [String: String], in language: FormLanguage) -> String {
        guard !arguments.isEmpty, text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = arguments[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += Self.needsIsolation(value, inRightToLeft: language.isRightToLeft) ? "\u{2068}" + value + "\u{2069}" : value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Whether `value` must be isolated in a text of the direction given:
    /// whether it has a letter written the other way, outside the parts
    /// of it isolated already (the items of a list filled in before).
    private static func needsIsolation(_ value: String, inRightToLeft: Bool) -> Bool {
        var depth = 0
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068: depth += 1
            case 0x2069: depth = max(depth - 1, 0)
            default:
                guard depth == 0 else { continue }
                if isRightToLeft(scalar) ? !inRightToLeft : inRightToLeft && scalar.properties.isAlphabetic { return true }
            }
        }
        return false
    }

    /// Whether `scalar` is a letter of a right-to-left script (Hebrew,
    /// Arabic, Syriac, Thaana, N'Ko and their presentation forms).
    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }
}

/// The `.strings` files read so far, by bundle, table and language: each is
/// read once, when a text of it is first wanted.
final class StringsFiles: @unchecked Sendable {
    // `@unchecked`: `tables` is read and written only with `lock` held.
    static let shared = StringsFiles()
    private let lock = NSLock()
    private var tables: [Key: (bundle: Bundle, texts: [String: String])] = [:]

    /// A file by its bundle's identity: asking a bundle its path builds a
    /// string on every call, and a page asks for many texts. The entry
    /// keeps its bundle, so no other bundle can take that identity.
    private struct Key: Hashable {
        let bundle: ObjectIdentifier
        let name: String
        let tag: String
    }

    func table(_ name: String, language tag: String, in bundle: Bundle) -> [String: String] {
        let key = Key(bundle: ObjectIdentifier(bundle), name: name, tag: tag)
        if let entry = lock.withLock({ tables[key] }) { return entry.texts }
        let texts = Self.read(name, language: tag, in: bundle)
        lock.withLock { tables[key] = (bundle, texts) }
        return texts
    }

    /// The file's texts; none when the bundle has no such file, or it is
    /// not a strings file.
    private static func read(_ name: String, language tag: String, in bundle: Bundle) -> [String: String] {
        let folders = [tag, tag.replacingOccurrences(of: "-", with: "_"), tag.lowercased()]
        for folder in folders {
            guard let path = bundle.path(forResource: name, ofType: "strings", inDirectory: nil, forLocalization: folder),
                let data = FileManager.default.contents(atPath: path)
            else { continue }
            // A translation file that does not read leaves those words in English.
            return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String] ?? [:]
        }
        return [:]
    }
}
