import FormsKit

/// One step of a form split into steps: a title and the sections asked on
/// it, or a review of every answer before the form is submitted.
///
/// ```swift
/// FormLayout<SignUpForm>(title: "Sign up", submitTitle: "Create account") {
///     FormStep("Account") {
///         FormSection { TextRow("Email", \.email, content: .emailAddress) }
///     }
///     FormStep("Company") {
///         FormSection { TextRow("Company name", \.companyName) }
///     }
///     .shown(when: { $0.accountType == .business })
///     FormStep.review("Check your answers")
/// }
/// ```
///
/// A session shows one step at a time: Continue checks the step's fields
/// and goes to the next step the answers call for, Back goes to the one
/// before without checking anything, and the last step submits the form.
public struct FormStep<Form: ValidatableForm> {
    /// What a step holds.
    public enum Kind: Hashable, Sendable {
        /// Questions: the step's sections.
        case questions
        /// Every answer of the steps before it, each with a way back to
        /// change it ("Check your answers"). It has no sections.
        case review
    }

    /// The step's title, shown with its number ("Step 2 of 4: About you").
    public var title: String
    /// The sections asked on this step.
    public var sections: [FormSection<Form>]
    /// Questions or a review.
    public var kind: Kind
    var condition: ((Form) -> Bool)?

    /// A step of questions.
    public init(_ title: String, @SectionListBuilder<Form> sections: () -> [FormSection<Form>]) {
        self.title = title
        self.sections = sections()
        self.kind = .questions
    }

    /// A step that lists every answer of the steps shown before it, each
    /// with a way to change it, before the form is submitted. Masked
    /// answers (passwords) are listed as set or not set, never in clear.
    public static func review(_ title: String) -> FormStep {
        var step = FormStep(title) {}
        step.kind = .review
        return step
    }

    /// Shows the step only while `condition` holds for the answers (a
    /// company step for a business account). A step that is not shown is
    /// neither asked, nor counted, nor checked.
    public func shown(when condition: @escaping (Form) -> Bool) -> Self {
        var step = self
        let previous = step.condition
        step.condition = { form in (previous?(form) ?? true) && condition(form) }
        return step
    }

    /// Whether the step is shown for these answers.
    public func isShown(in form: Form) -> Bool {
        condition?(form) ?? true
    }
}

/// A step of a ``FormLayout``: its title and kind, and which of the
/// layout's sections it asks.
public struct FormLayoutStep<Form: ValidatableForm> {
    /// The step's title.
    public var title: String
    /// Questions or a review.
    public var kind: FormStep<Form>.Kind
    /// The positions of its sections in ``FormLayout/sections``.
    public var sections: Range<Int>
    var condition: ((Form) -> Bool)?

    /// Whether the step is shown for these answers.
    public func isShown(in form: Form) -> Bool {
        condition?(form) ?? true
    }

    /// Whether the step is shown whatever the answers.
    package var isUnconditional: Bool {
        condition == nil
    }
}

/// Builds a form's steps declaratively, with `if`/`else`, optionals and loops.
@resultBuilder
public enum StepListBuilder<Form: ValidatableForm> {
    public static func buildExpression(_ step: FormStep<Form>) -> [FormStep<Form>] {
        [step]
    }

    public static func buildBlock(_ parts: [FormStep<Form>]...) -> [FormStep<Form>] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [FormStep<Form>]?) -> [FormStep<Form>] {
        part ?? []
    }

    public static func buildEither(first part: [FormStep<Form>]) -> [FormStep<Form>] {
        part
    }

    public static func buildEither(second part: [FormStep<Form>]) -> [FormStep<Form>] {
        part
    }

    public static func buildArray(_ parts: [[FormStep<Form>]]) -> [FormStep<Form>] {
        parts.flatMap { $0 }
    }
}
