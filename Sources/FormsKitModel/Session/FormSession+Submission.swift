import FormsKit
import Foundation

extension FormSession {
    /// Whether the form can be submitted at all: it is a `SubmittableForm`.
    @_spi(FormsKitSurface) public var isSubmittable: Bool {
        observation.read()
        return submitter != nil
    }

    /// Whether submitting is possible now, and why not when it is not: one
    /// rule for every submit control of every surface (a toolbar's Submit, a
    /// submit button, a key). It is the controller's: a fresh form can be
    /// submitted, to show what is missing; a form populated from saved data
    /// only once changed (text typed that does not read, such as "16x" in a
    /// number, is a change: Submit says what is wrong with it); none while a
    /// submission runs.
    @_spi(FormsKitSurface) public var submitAvailability: SubmitAvailability {
        observation.read()
        guard submitter != nil else { return .unavailable(ModelWords.text("submission.nothingToSubmit")) }
        if let reason = controller.submitUnavailability {
            if reason == .unchanged, typedText.values.contains(where: { $0.problem != nil }) { return .available }
            return .unavailable(reason.message)
        }
        return .available
    }

    /// Validates and submits the form. Text that does not read (a number
    /// typed as "12a") stops the submission first; then the controller
    /// validates and submits. On failure, focus moves to the first row that
    /// is wrong in the layout's order (for a repeated group, to the element
    /// its message is about). Nothing the user typed is changed.
    nonisolated(nonsending) public func submit() async -> SubmissionResult {
        if case .unavailable(let reason) = submitAvailability {
            notice = reason
            return .unavailable(reason)
        }
        guard let submitter else { return .unavailable(ModelWords.text("submission.nothingToSubmit")) }
        failureMessage = nil
        let unreadable = rowsWithInputProblems
        if !unreadable.isEmpty {
            stopAtUnreadableText(unreadable)
            return .invalid
        }
        // What is submitted is checked by every rule, whatever steps were seen.
        if hasSteps { controller.withholdRules(reading: []) }
        do {
            let output = try await submitter()
            typedText = [:]
            return .submitted(output)
        } catch is ValidationError {
            refreshGroupAnchors()
            // In a form split into steps, the person is taken to the step
            // holding the first wrong field.
            if showStepOfFirstInvalidField() { return .invalid }
            if let focus = controller.focus, row(focus) == nil {
                controller.focus = focusTarget(for: focus)
            }
            return .invalid
        } catch is CancellationError {
            return .cancelled
        } catch {
            let message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
            failureMessage = message
            return .failed(message)
        }
    }
}

/// Whether a form can be submitted now.
@_spi(FormsKitSurface) public enum SubmitAvailability: Hashable, Sendable {
    /// It can.
    case available
    /// It cannot, for this reason ("Nothing has changed yet.").
    case unavailable(String)

    /// Whether the form can be submitted.
    @_spi(FormsKitSurface) public var isAvailable: Bool { self == .available }
}

/// How a submission through a ``FormSession`` ended.
public enum SubmissionResult {
    /// Submitted; the form's output.
    case submitted(Any)
    /// Something the user entered is wrong (on the client or the server):
    /// the messages are on the rows and focus is on the first.
    case invalid
    /// The submission failed for another reason, said here and in
    /// ``FormSession/formProblems``.
    case failed(String)
    /// The submission was cancelled; the form is as it was.
    case cancelled
    /// Submitting is not possible now, for this reason.
    case unavailable(String)
}

extension SubmissionResult {
    /// The output, when the form was submitted.
    public var output: Any? {
        if case .submitted(let output) = self { return output }
        return nil
    }

    /// Whether something the user entered was wrong.
    public var isInvalid: Bool {
        if case .invalid = self { return true }
        return false
    }
}

extension FormSession {
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
    @_spi(FormsKitSurface) nonisolated(nonsending) public func checkAsSubmission() async -> Bool {
        failureMessage = nil
        let unreadable = rowsWithInputProblems
        if !unreadable.isEmpty {
            stopAtUnreadableText(unreadable)
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

    /// Shows every message, as a failed submission does, when typed text
    /// on `rows` does not read, and focuses the first row that is wrong in
    /// the layout's order: a row whose text does not read, or an invalid
    /// field. Text that does not read is no more wrong than an empty
    /// required field above it, so it does not go first.
    private func stopAtUnreadableText(_ rows: [PartialKeyPath<Form>]) {
        controller.validate()
        refreshGroupAnchors()
        let unreadable = Set(rows)
        for id in validationFocusOrder {
            if unreadable.contains(id) {
                controller.focus = id
                return
            }
            if controller.validationState(of: id)?.isInvalid == true {
                controller.focus = focusTarget(for: id)
                return
            }
        }
        // Text on a row that cannot take focus now is still what stops the
        // submission.
        controller.focus = rows.first
    }
}
