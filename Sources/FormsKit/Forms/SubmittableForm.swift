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
    /// Runs where ``FormController/submit()`` is called (the main actor in
    /// an app, a request's task on a server), so the form never crosses an
    /// isolation boundary. Mark it `@MainActor`, as upstream FormsKit's
    /// README does, to run it on the main actor wherever it is called;
    /// `await`s inside free the actor while the work runs elsewhere.
    nonisolated(nonsending) func submit() async throws -> Output
}
