import FormsKit
import FormsKitModel

/// What ``HTMLFormDecoder/check(_:using:limits:)`` found in a browser's
/// submission: the button that sent it, whether the form can be submitted,
/// the values, the messages, and the session to show the page again.
///
/// A submission sent by the submit button, shaped as the template's page
/// (its repeated groups as long as the template's), is decoded into a copy
/// of the form and validated without a session: the session is made only
/// when ``session`` is read, to show the page again. Any other submission
/// (another button, a group of another length, a form with asynchronous
/// rules, a file, a row told of each change) goes through a session, with
/// the same results.
@MainActor
public class HTMLFormCheck<Form: ValidatableForm> {
    /// The action of the button that sent the form.
    public final let action: HTMLFormAction
    /// Messages about values that could not be applied, by field name: show
    /// them with ``HTMLFormRenderer/decodingProblems``.
    public final let problems: [String: String]
    /// Whether the form was sent to be submitted and can be: every value
    /// applied, every text read, every field valid. Submit ``form``'s value
    /// (or ``session``) when it is.
    public final let isValid: Bool
    /// The result of an add, remove or move, when the action was one.
    public final let groupEdit: GroupEditResult?
    /// The session, once made (at once for a submission decoded into one).
    fileprivate var sessionStorage: FormSession<Form>?

    /// Whether the submission was checked without a session (the session,
    /// if any, made afterwards from the result).
    package var isCheckedWithoutSession: Bool { false }

    fileprivate init(action: HTMLFormAction, problems: [String: String], isValid: Bool, groupEdit: GroupEditResult?) {
        self.action = action
        self.problems = problems
        self.isValid = isValid
        self.groupEdit = groupEdit
    }

    init(session: FormSession<Form>, decoding: HTMLFormDecoding, isValid: Bool) {
        action = decoding.action
        problems = decoding.problems
        self.isValid = isValid
        groupEdit = decoding.groupEdit
        sessionStorage = session
    }

    /// The form's values as decoded (and, after an add, remove or move,
    /// edited), with their fields' validation states: a value of its own,
    /// linked to no session.
    public final var form: Form { decodedForm() }

    /// The messages of every invalid field, by field name (the names the
    /// page gives its controls), as `FormController.validationErrors` gives
    /// them; empty unless the form was sent to be submitted. Texts that did
    /// not read and values not applied are in ``problems`` and the page,
    /// not here.
    public final var errors: [String: [String]] { fieldErrors() }

    /// The session to show the page from: the values as sent, with the
    /// messages a failed submission shows. Made on first use when the
    /// submission was checked without one.
    public final var session: FormSession<Form> {
        if let sessionStorage { return sessionStorage }
        let session = makeSession()
        sessionStorage = session
        return session
    }

    // What a check without a session does instead
    // (``DetachedHTMLFormCheck``).

    fileprivate func decodedForm() -> Form {
        session.controller.detachedCopy()
    }

    fileprivate func fieldErrors() -> [String: [String]] {
        action == .submit ? session.controller.validationErrors : [:]
    }

    fileprivate func makeSession() -> FormSession<Form> {
        preconditionFailure("HTMLFormCheck: a session source without its session")
    }
}

/// A check made without a session (``HTMLFormDecoder/check(_:using:limits:)``'s
/// common case): the form as decoded and checked, kept in place, and the
/// template to make the session from if the page is shown again.
///
/// A subclass, so that the form is a stored value, not an optional one: a
/// generic optional's every destruction looked its type up at run time; and
/// one object a request, not a result object beside the check.
final class DetachedHTMLFormCheck<Form: ValidatableForm>: HTMLFormCheck<Form> {
    /// The form as decoded and checked.
    private let detachedForm: Form
    /// The check of ``detachedForm``.
    private let detachedCheck: DetachedFormCheck<Form>
    /// The plan the form was decoded with; its controller (the template's)
    /// checked it.
    private let plan: HTMLDetachedDecodingPlan<Form>
    /// The parsed rows' texts, by row (a list of a plain type, not of the
    /// session's generic one: made only if the page is shown).
    private let detachedTexts: [DetachedText]
    private let template: FormSessionTemplate<Form>

    init(
        form: consuming Form, check: DetachedFormCheck<Form>, plan: HTMLDetachedDecodingPlan<Form>, template: FormSessionTemplate<Form>,
        problems: [String: String], texts: [DetachedText], hasInputProblem: Bool
    ) {
        detachedForm = form
        detachedCheck = check
        self.plan = plan
        detachedTexts = texts
        self.template = template
        super.init(action: .submit, problems: problems, isValid: check.isValid && !hasInputProblem && problems.isEmpty, groupEdit: nil)
    }

    override package var isCheckedWithoutSession: Bool { true }

    override fileprivate func decodedForm() -> Form {
        detachedForm
    }

    override fileprivate func fieldErrors() -> [String: [String]] {
        // The template's controller checked the form.
        plan.controller.validationErrors(checkedBy: detachedCheck)
    }

    override fileprivate func makeSession() -> FormSession<Form> {
        let session = template.makeSession()
        // The parsed rows' texts, as a session takes them.
        let texts = detachedTexts.map { SubmittedText(id: plan.rows[$0.row].row.id, text: $0.text, problem: $0.problem) }
        // A value not applied stops the submission before it is checked
        // as one: the fields are validated, nothing else.
        session.adoptCheckedSubmission(detachedForm, checkedBy: detachedCheck, texts: texts, asSubmission: problems.isEmpty)
        return session
    }
}

extension HTMLFormDecoder {
    /// Decodes a browser's submission into a new session from `template`'s
    /// form and, when the submit button sent it, validates it as
    /// `FormSession.submit()` does before it submits, without submitting:
    /// for a handler that does what a valid form asks itself.
    ///
    /// ```swift
    /// let check = await HTMLFormDecoder.check(try URLEncodedForm(parsing: body), using: signUp)
    /// if check.isValid { return try await save(check.form) }
    /// return page(renderer.render(check.session, decodingProblems: check.problems))
    /// ```
    ///
    /// The common case, a page as the template rendered it sent by its
    /// submit button, is decoded into a copy of the form and validated
    /// without making a session (``HTMLFormCheck``); the session is made
    /// only if the page is shown again. The values, messages and page are
    /// the same either way.
    @MainActor
    @inlinable
    public static func check(
        _ submission: URLEncodedForm, using template: FormSessionTemplate<Form>, limits: URLEncodedFormLimits = .standard
    ) async -> HTMLFormCheck<Form> {
        // Inlinable, so that the common case, which never suspends, is no
        // asynchronous call of its own in the caller's code (a frame on the
        // task's stack and a check of the executor, on every request).
        if let checked = checkWithoutSession(submission, using: template, limits: limits) { return checked }
        return await checkThroughSession(submission, using: template, limits: limits)
    }

    /// ``check(_:using:limits:)``'s common case: a submission the submit
    /// button sent, decoded into a copy of the form and validated without
    /// a session; `nil` when it needs one.
    @MainActor
    @usableFromInline
    static func checkWithoutSession(
        _ submission: URLEncodedForm, using template: FormSessionTemplate<Form>, limits: URLEncodedFormLimits
    ) -> HTMLFormCheck<Form>? {
        guard isSubmission(submission) else { return nil }
        return decodeDetached(submission, using: template, limits: limits)
    }

    /// ``check(_:using:limits:)`` through a new session from `template`.
    @MainActor
    @usableFromInline
    static func checkThroughSession(
        _ submission: URLEncodedForm, using template: FormSessionTemplate<Form>, limits: URLEncodedFormLimits
    ) async -> HTMLFormCheck<Form> {
        let session = template.makeSession()
        let decoding = decode(submission, into: session, limits: limits)
        guard decoding.action == .submit else { return HTMLFormCheck(session: session, decoding: decoding, isValid: false) }
        guard decoding.problems.isEmpty else {
            session.controller.validate()
            return HTMLFormCheck(session: session, decoding: decoding, isValid: false)
        }
        let isValid = await session.checkAsSubmission()
        return HTMLFormCheck(session: session, decoding: decoding, isValid: isValid)
    }

    /// Whether the submit button sent `submission` (or no button did): its
    /// action's value compared in place, read as an action only when it is
    /// not the submit button's.
    private static func isSubmission(_ submission: URLEncodedForm) -> Bool {
        guard let pair = submission.firstPair(named: HTMLFormAction.key, hash: HTMLFormKeys.actionHash) else { return true }
        return submission.value(at: pair, is: HTMLFormAction.submitValue) || HTMLFormAction(value: submission.value(at: pair)) == .submit
    }
}
