import Crypto
import FormsKit
import FormsKitModel
import Foundation

/// Which saved values a page of an edit form showed, so that a Save from an
/// out-of-date page (another tab saved since) does not overwrite what was
/// saved there without a word.
///
/// A page of a form populated from saved values (``FormController/isPopulated``)
/// carries, in a hidden field, a short hash of each field's saved value. A
/// submission whose hashes differ from the values saved now is answered
/// with the page again, what was typed kept, naming the fields saved
/// elsewhere; that page carries the hashes of the values saved now, so
/// saving it again is a choice made knowingly.
enum SavedValuesCheck {
    /// The hidden field that carries the hashes.
    static let fieldName = "_fk_saved"

    /// The hashes of the values `session` holds, one per field, for a
    /// session just made from saved values; `nil` for a form that was not
    /// populated (a create form), which has nothing to compare.
    @MainActor
    static func fingerprint<Form>(of session: FormSession<Form>) -> String? {
        guard session.controller.isPopulated else { return nil }
        return hashes(of: session).values.sorted().joined(separator: ".")
    }

    /// The titles of the fields whose saved values differ from those the
    /// page that sent `sent` showed; `session` is just made, from the values
    /// saved now. Empty when nothing changed, or when the page said nothing
    /// (a client that does not send the field is not checked).
    @MainActor
    static func fieldsSavedElsewhere<Form>(sent: String?, in session: FormSession<Form>) -> [String] {
        guard let sent, session.controller.isPopulated else { return [] }
        let shown = Set(sent.split(separator: ".").map(String.init))
        let now = hashes(of: session)
        let changed = Set(now.filter { !shown.contains($0.value) }.keys)
        guard !changed.isEmpty else { return [] }
        let outline = session.outline
        let version = session.structureVersion
        var titles: [String] = []
        for index in outline.indices where changed.contains(session.postedName(ofRowAt: index, in: outline, version: version)) {
            let title = outline[index].row.anatomy.title
            if !title.isEmpty, !titles.contains(title) { titles.append(title) }
        }
        return titles
    }

    /// Each field's hash, by its posted name: the name and the value as a
    /// draft keeps it, so that equal values in two fields differ.
    @MainActor
    private static func hashes<Form>(of session: FormSession<Form>) -> [String: String] {
        var hashes: [String: String] = [:]
        for (name, values) in session.makeDraft(at: Date(timeIntervalSince1970: 0)).values {
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
