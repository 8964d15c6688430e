import FormsKit

/// Submitting a form whose type is known only as `ValidatableForm`: forms
/// opened by links may or may not be submittable.
enum FormSubmitter {
    /// A function that submits `controller`'s form and returns its output,
    /// or `nil` when the form is not a `SubmittableForm`.
    static func make<Form: ValidatableForm>(for controller: FormController<Form>) -> (nonisolated(nonsending) () async throws -> Any)? {
        guard let type = Form.self as? any (SubmittableForm & ValidatableForm).Type else { return nil }
        func make<Submittable: SubmittableForm & ValidatableForm>(_: Submittable.Type) -> nonisolated(nonsending) () async throws -> Any {
            // `Form` is `Submittable`, as the cast above found.
            let typed = controller as! FormController<Submittable>
            return { try await typed.submit() }
        }
        return make(type)
    }
}
