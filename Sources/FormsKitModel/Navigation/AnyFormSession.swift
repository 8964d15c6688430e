import FormsKit

/// A form session of any form type: what a surface that opens forms from
/// links holds. Open an `any AnyFormSession` with a generic function to
/// reach its typed session: `func show<S: AnyFormSession>(_ s: S)`.
public protocol AnyFormSession: AnyObject {
    /// The form's type.
    associatedtype Form: ValidatableForm
    /// The session, with its form type.
    var typedSession: FormSession<Form> { get }
    /// The form's title.
    var title: String? { get }
    /// Whether leaving would lose changes.
    var isDirty: Bool { get }
    /// What to say once the form was submitted from a link and closed.
    var successMessage: String? { get }
    /// Moves focus where the layout says it goes on appearing.
    func appear()
    /// Validates and submits the form.
    nonisolated(nonsending) func submitForm() async -> SubmissionResult
    /// Puts every field back as it was.
    func startOver()
    /// Where the person is in a form split into steps; `nil` for a form
    /// shown whole.
    var stepProgress: StepProgress? { get }
    /// Whether the step shown is the last (a form shown whole is one last
    /// step): the step whose Continue submits.
    var isOnLastStep: Bool { get }
    /// Checks the step shown and shows the next one the answers call for.
    nonisolated(nonsending) func continueToNextStep() async -> StepAdvance
    /// Shows the step before, checking nothing; `false` on the first step.
    @discardableResult func goBackAStep() -> Bool
}

extension FormSession: AnyFormSession {
    public var typedSession: FormSession<Form> { self }
    public var title: String? { layout.title }
    public var isDirty: Bool { controller.isDirty }
    public var successMessage: String? {
        guard let summary = layout.successSummary else { return layout.successMessage }
        return controller.readForm(summary)
    }
    nonisolated(nonsending) public func submitForm() async -> SubmissionResult { await submit() }
}
