import FormsKit

/// Text a submission set on a row whose text is parsed (a number, a date),
/// as a session keeps it: what was sent, and why it did not read, if it did
/// not.
package struct SubmittedText<Form> {
    /// The row, by its identifier.
    package let id: PartialKeyPath<Form>
    /// The text as kept (cut to the row's character limit).
    package let text: String
    /// Why it does not read.
    package let problem: InputProblem?

    package init(id: PartialKeyPath<Form>, text: String, problem: InputProblem?) {
        self.id = id
        self.text = text
        self.problem = problem
    }
}

extension FormSession {
    /// Whether someone is told of each change: a row's `onChange` handler,
    /// or ``eventHandler``.
    package var tellsOfEachChange: Bool {
        eventHandler != nil || currentOutline.hasChangeHandlers
    }

    /// Takes over `form`, a detached copy of this session's form that a
    /// submission was written into and `check` validated away from any
    /// session, in the state this session would be in had the submission's
    /// values been set through it and the form then submitted and found
    /// invalid: the parsed rows' texts kept as sent (those that did not
    /// read with their problems), and focus on the first row to mend.
    ///
    /// As ``submit()`` does, a text that did not read stops the submission
    /// before the form's own submission: the fields are validated, the
    /// controller's state is left as it was, and focus goes to that row.
    ///
    /// With `asSubmission` false (a value that could not be applied: the
    /// form was not submitted) the fields are validated and nothing else:
    /// no state, no focus.
    package func adoptCheckedSubmission(
        _ form: Form, checkedBy check: DetachedFormCheck<Form>, texts: [SubmittedText<Form>], asSubmission: Bool
    ) {
        var hasInputProblem = false
        for index in 0..<texts.count where texts[index].problem != nil { hasInputProblem = true }
        controller.adopt(form, checkedBy: check, asFailedSubmission: asSubmission && !hasInputProblem)
        for index in 0..<texts.count {
            let sent = texts[index]
            guard let entry = row(sent.id)?.control.textEntry, !entry.isVerbatim else { continue }
            drafts[sent.id] = TextDraft(text: sent.text, problem: sent.problem, stamp: entry.text(in: controller))
        }
        refreshGroupAnchors()
        guard asSubmission else { return }
        if hasInputProblem {
            if let first = rowsWithInputProblems.first { controller.focus = first }
        } else if let focus = controller.focus, row(focus) == nil {
            controller.focus = focusTarget(for: focus)
        }
    }

    /// Validates the form as ``submit()`` does before it submits, and leaves
    /// the session as a failed ``submit()`` leaves it, without submitting:
    /// for a server that checks a request and does what the form's value
    /// asks itself. Whether the form can be submitted: no text that does not
    /// read, every field valid (asynchronous checks waited for).
    ///
    /// ```swift
    /// if await session.checkAsSubmission() {
    ///     try await accounts.create(session.controller.form)
    /// }
    /// ```
    public func checkAsSubmission() async -> Bool {
        failureMessage = nil
        if let first = rowsWithInputProblems.first {
            controller.validate()
            refreshGroupAnchors()
            controller.focus = first
            return false
        }
        controller.validate()
        await controller.waitForPendingValidations()
        guard !controller.isValid else { return true }
        controller.recordCheckedSubmission()
        refreshGroupAnchors()
        if let focus = controller.focus, row(focus) == nil {
            controller.focus = focusTarget(for: focus)
        }
        return false
    }
}
