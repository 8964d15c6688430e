import FormsKit
import FormsKitModel

/// A demo form whose values are kept in the demo's ``PlanStore`` between
/// runs, on every surface: it opens with what it last saved, and saving
/// keeps its values there.
public protocol StoredForm: SubmittableForm, PopulatableForm, PresentableForm where Data == Output, Output: Codable & Sendable {
    /// The name its values are kept under in the store (`display`).
    static var storeKey: String { get }
    /// The store its values are kept in; `nil` keeps nothing.
    var store: PlanStore? { get }
    /// Fills the form with values it saved, wherever it is used (a web
    /// request's task as well as the main actor).
    mutating func load(_ values: Output)
}

extension StoredForm {
    /// Fills the form with values it saved: ``load(_:)``.
    public mutating func populate(from values: Output) {
        load(values)
    }

    /// Keeps `values` in the form's store, when it has one; returns them.
    nonisolated(nonsending) func keep(_ values: Output) async throws -> Output {
        try await store?.save(values, as: Self.storeKey)
        return values
    }
}

extension PlanStore {
    /// A session of `form` with the values it last saved here, as a baseline
    /// (the form is clean until the user changes something); its defaults
    /// when it saved nothing.
    nonisolated public func session<Form: StoredForm>(for form: Form) -> FormSession<Form> {
        let session = FormSession(form: form)
        if let saved = saved(Form.Output.self, as: Form.storeKey) {
            session.controller.populate { $0.load(saved) }
        }
        return session
    }

}
