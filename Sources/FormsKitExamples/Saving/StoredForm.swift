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
}

extension StoredForm {
    /// Keeps `values` in the form's store, when it has one; returns them.
    @MainActor
    func keep(_ values: Output) async throws -> Output {
        try await store?.save(values, as: Self.storeKey)
        return values
    }
}

extension PlanStore {
    /// A session of `form` with the values it last saved here, as a baseline
    /// (the form is clean until the user changes something); its defaults
    /// when it saved nothing.
    @MainActor
    public func session<Form: StoredForm>(for form: Form) -> FormSession<Form> {
        let session = FormSession(form: form)
        if let saved = saved(Form.Output.self, as: Form.storeKey) {
            session.controller.populate(from: saved)
        }
        return session
    }
}
