import FormsKitExamples
import Foundation

/// What the `plans.json` of an earlier version holds: the plans, and the
/// values last saved by the forms that save theirs (Display, Profile,
/// Settings), by form. Read once, to import it into a new database.
///
/// A file without saved forms is a list of plans; with saved forms it is an
/// object: `{"plans": [...], "forms": {"display": {...}}}`.
struct StoreDocument: Equatable, Sendable {
    var plans: [Plan]
    /// Each saved form's values as the JSON they were saved as: the import
    /// stores them without reading them.
    var forms: [String: Data] = [:]
}

extension StoreDocument {
    /// The plans of a keyed document, read with `JSONDecoder` so that an
    /// error says which plan is wrong.
    struct KeyedPlans: Decodable {
        var plans: [Plan]
    }

    /// The saved forms of the keyed document in `data`, each as JSON of its
    /// own; `nil` when `forms` is there but is not an object of forms.
    static func savedForms(in data: Data) throws -> [String: Data]? {
        guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        guard let forms = document["forms"] else { return [:] }
        guard let byForm = forms as? [String: Any] else { return nil }
        return try byForm.mapValues { try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .fragmentsAllowed]) }
    }
}
