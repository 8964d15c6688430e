import FormsKit
import Foundation
import Testing

/// Checks that every shipped language but English translates every text of
/// `catalog` (`keys`, by default its English ones), in every plural form it
/// uses, with the English placeholders.
public func expectEveryLanguage(
    translates catalog: TextCatalog, keys: [String]? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(!(keys ?? Array(catalog.english.keys)).isEmpty, "texts to check", sourceLocation: sourceLocation)
    for language in FormLanguage.shipped where language != .english {
        let missing = catalog.missingTranslations(in: language, keys: keys)
        #expect(missing.isEmpty, "\(language.tag) lacks \(missing)", sourceLocation: sourceLocation)
        let mismatched = catalog.placeholderMismatches(in: language)
        #expect(mismatched.isEmpty, "\(language.tag) has other placeholders in \(mismatched)", sourceLocation: sourceLocation)
    }
}

/// English texts of `catalogs` that `rendered` shows: the words a page or
/// screen in another language left in English. A catalog keyed by its
/// English comes with its keys. Texts of fewer than two words, or that the
/// language writes the same (a brand, a name), are not looked for.
public func englishLeft(in rendered: String, language: FormLanguage, catalogs: [(catalog: TextCatalog, keys: [String]?)]) -> [String] {
    var left: Set<String> = []
    for (catalog, keys) in catalogs {
        for key in keys ?? Array(catalog.english.keys) {
            let english = catalog.english[key] ?? key.split(separator: "|").first.map(String.init) ?? key
            // A text with values: its longest run of words without one.
            let pieces = english.split(separator: "{").map { $0.split(separator: "}").last.map(String.init) ?? String($0) }
            guard let longest = pieces.max(by: { $0.count < $1.count }) else { continue }
            let piece = longest.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
            guard piece.split(separator: " ").count >= 2 else { continue }
            let translated = catalog.translation(of: key, in: language) ?? catalog.translation(of: key + "|other", in: language)
            guard translated.map({ !$0.contains(piece) }) ?? true else { continue }
            if rendered.contains(piece) { left.insert(piece) }
        }
    }
    return left.sorted()
}

/// The demo forms' own texts, as `Sources/FormsKitExamples/english.txt`
/// lists them (one a line; `|other` after a text that depends on a number).
public let exampleTexts: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let list = (try? String(contentsOf: root.appendingPathComponent("Sources/FormsKitExamples/english.txt"), encoding: .utf8)) ?? ""
    return list.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
}()
