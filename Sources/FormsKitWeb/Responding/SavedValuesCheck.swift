import Crypto
import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// Which saved values a page showed, so that a Save from a page opened
/// before another tab or window saved the form neither overwrites what was
/// saved there nor is lost without a word.
///
/// Every page of a form without steps carries, in a hidden field, a short
/// hash of each field's value as the page showed it. When a submission
/// comes for a form that has saved values (``FormController/isPopulated``)
/// and some of them differ from those the page showed, the values are
/// merged as three versions are: a field the person left as the page showed
/// it takes what was saved since; a field changed in both is a conflict,
/// answered with the page again, what was typed kept, naming those fields.
/// That page carries the hashes of the values saved now, so sending it
/// again saves what it shows.
struct SavedValuesCheck {
    /// The hidden field that carries the hashes.
    static let fieldName = "_fk_saved"

    /// Whether the form has saved values to keep from being overwritten.
    private let isSaved: Bool
    /// The values saved now, as a draft keeps them, by posted name.
    private let saved: [String: [String]]
    /// Their hashes, by posted name.
    private let savedHashes: [String: String]

    /// The values `session`, just made, holds: those saved now.
    init<Form>(savedIn session: FormSession<Form>) {
        isSaved = session.controller.isPopulated
        saved = session.makeDraft(at: Date(timeIntervalSince1970: 0)).values
        savedHashes = Self.savedHashes(of: saved)
    }

    /// What a page writes in ``fieldName``: the hashes, one per field.
    var fingerprint: String {
        savedHashes.values.sorted().joined(separator: ".")
    }

    /// Merges the values saved since the page that sent `sent` was shown
    /// into `session`, which holds the submission: each field saved
    /// elsewhere that the person left as the page showed it takes the value
    /// saved. Returns the titles of the fields changed both there and here;
    /// empty when the submission can go on, or there is nothing to check
    /// (a client that does not send the field, a form with no saved values).
    func merge<Form>(sent: String?, into session: FormSession<Form>) -> [String] {
        guard let sent, isSaved else { return [] }
        let shown = Set(sent.split(separator: ".").map(String.init))
        let changedElsewhere = savedHashes.filter { !shown.contains($0.value) }.map(\.key)
        guard !changedElsewhere.isEmpty else { return [] }
        let submitted = Self.hashes(of: session.makeDraft(at: Date(timeIntervalSince1970: 0)).values)
        var taken: [String: [String]] = [:]
        var conflicts: Set<String> = []
        for name in changedElsewhere {
            let value = submitted[name]
            // Sent as saved now: nothing to merge.
            if value == savedHashes[name] { continue }
            if let value, shown.contains(value) {
                taken[name] = saved[name]
            } else {
                conflicts.insert(name)
            }
        }
        if !taken.isEmpty { session.restore(FormDraft(values: taken, savedAt: Date())) }
        guard !conflicts.isEmpty else { return [] }
        let outline = session.outline
        let version = session.structureVersion
        var titles: [String] = []
        for index in outline.indices where conflicts.contains(session.postedName(ofRowAt: index, in: outline, version: version)) {
            let title = outline[index].row.anatomy.title
            if !title.isEmpty, !titles.contains(title) { titles.append(title) }
        }
        return titles
    }

    /// Each field's hash, by its posted name: the name and the value as a
    /// draft keeps it, so that equal values in two fields differ.
    private static func savedHashes(of values: [String: [String]]) -> [String: String] {
        // The values a form's pages show are the same page after page (its
        // defaults, or what it saved): their hashes are kept for the last
        // few, compared whole. What a person sent is never kept here.
        if let known = recentHashes.withLock({ $0.first { $0.values == values }?.hashes }) { return known }
        let hashes = hashes(of: values)
        recentHashes.withLock { recent in
            recent.insert((values, hashes), at: 0)
            if recent.count > 16 { recent.removeLast() }
        }
        return hashes
    }

    /// The hashes of the values hashed last, newest first.
    private static let recentHashes = LockedValue<[(values: [String: [String]], hashes: [String: String])]>([])

    private static func hashes(of values: [String: [String]]) -> [String: String] {
        var hashes: [String: String] = [:]
        for (name, values) in values {
            var hasher = SHA256()
            hasher.update(data: Data(name.utf8))
            for value in values {
                hasher.update(data: [0])
                hasher.update(data: Data(value.utf8))
            }
            hashes[name] = Base64URL.encode(Array(hasher.finalize().prefix(9)))
        }
        return hashes
    }
}
