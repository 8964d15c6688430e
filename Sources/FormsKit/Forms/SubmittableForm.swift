/// A form that can be submitted, producing an `Output` (the created entity, a
/// server response, ...).
///
/// ``FormController/submit()`` validates the form and then calls ``submit()``.
/// Throw ``ValidationError/invalid(errors:)`` to report per-field problems the
/// server found; they appear on the matching fields.
public protocol SubmittableForm {
    /// What a successful submission produces.
    associatedtype Output

    /// Submits the form's values.
    ///
    /// Runs on the main actor: the form never crosses an isolation boundary,
    /// and `await`s inside free the main actor while the work runs elsewhere.
    @MainActor
    func submit() async throws -> Output
}
