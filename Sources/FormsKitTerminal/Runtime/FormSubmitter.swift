import FormsKit
import FormsKitModel

/// Submitting a session whose form type is known only at run time: forms
/// opened by links may or may not be submittable.
enum FormSubmitter {
    /// A function that submits `session`'s form and returns its output, or
    /// `nil` when the form is not a `SubmittableForm`.
    @MainActor
    static func make<Form: ValidatableForm>(for session: FormSession<Form>) -> (@MainActor () async throws -> Any)? {
        guard let type = Form.self as? any (SubmittableForm & ValidatableForm).Type else { return nil }
        func make<Submittable: SubmittableForm & ValidatableForm>(_: Submittable.Type) -> @MainActor () async throws -> Any {
            let typed = session as! FormSession<Submittable>
            return { try await typed.submit() }
        }
        return make(type)
    }
}
