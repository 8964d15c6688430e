import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// What ``HTMLFormDecoder/check(_:using:limits:)`` found in a browser's
/// submission: the button that sent it, whether the form can be submitted,
/// the values, the messages, and the session to show the page again.
public final class HTMLFormCheck<Form: ValidatableForm> {
    /// The action of the button that sent the form.
    public let action: HTMLFormAction
    /// Messages about values that could not be applied, by field name: show
    /// them with ``HTMLFormRenderer/decodingProblems``.
    public let problems: [String: String]
    /// Whether the form was sent to be submitted and can be: every value
    /// applied, every text read, every field valid. Submit ``form``'s value
    /// (or ``session``) when it is.
    public let isValid: Bool
    /// The result of an add, remove or move, when the action was one.
    public let groupEdit: GroupEditResult?
    /// The session the submission was decoded into: the values as sent,
    /// with the messages a failed submission shows. Show the page again
    /// from it.
    public let session: FormSession<Form>

    init(session: FormSession<Form>, decoding: HTMLFormDecoding, isValid: Bool) {
        action = decoding.action
        problems = decoding.problems
        self.isValid = isValid
        groupEdit = decoding.groupEdit
        self.session = session
    }

    /// The form's values as decoded (and, after an add, remove or move,
    /// edited), with their fields' validation states.
    public var form: Form { session.controller.form }

    /// The messages of every invalid field, by field name (the names the
    /// page gives its controls), as `FormController.validationErrors` gives
    /// them; empty unless the form was sent to be submitted. Texts that did
    /// not read and values not applied are in ``problems`` and the page,
    /// not here.
    public var errors: [String: [String]] {
        action == .submit ? session.controller.validationErrors : [:]
    }
}

extension HTMLFormDecoder {
    /// Decodes a browser's submission into a new session from `template`'s
    /// form and, when the submit button sent it, validates it as
    /// `FormSession.submit()` does before it submits, without submitting:
    /// for a handler that does what a valid form asks itself.
    ///
    /// ```swift
    /// let check = await HTMLFormDecoder.check(try SubmittedForm(parsing: body), using: signUp)
    /// if check.isValid { return try await save(check.form) }
    /// return page(renderer.render(check.session, decodingProblems: check.problems))
    /// ```
    ///
    /// The same as ``decode(_:into:limits:)`` into `template.makeSession()`
    /// followed by `FormSession.checkAsSubmission()` when the submit button
    /// sent the form.
    nonisolated(nonsending) public static func check(
        _ submission: SubmittedForm, using template: FormSessionTemplate<Form>, limits: SubmittedFormLimits = .standard
    ) async -> HTMLFormCheck<Form> {
        let session = template.makeSession()
        let decoding = decode(submission, into: session, limits: limits)
        guard decoding.action == .submit else { return HTMLFormCheck(session: session, decoding: decoding, isValid: false) }
        guard decoding.problems.isEmpty else {
            session.controller.validate()
            return HTMLFormCheck(session: session, decoding: decoding, isValid: false)
        }
        // What was typed was read in a browser's wire formats; it is
        // checked in them too, whatever the language.
        let isValid = await TextConventions.withConventions(.iso) { await session.checkAsSubmission() }
        return HTMLFormCheck(session: session, decoding: decoding, isValid: isValid)
    }
}
