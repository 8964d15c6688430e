import FormsKit

/// The forms a person has open, one over the other, and the rules for
/// moving between them, the same on every surface: a link opens a form over
/// the current one; leaving a form with changes asks first ("Discard
/// changes?"); submitting a form opened by a link closes it and says so;
/// submitting the first form, or leaving it, ends the run.
///
/// ```swift
/// let navigator = FormNavigator(root: FormSession(form: SettingsForm(plans: store)))
/// navigator.open(destination)           // a link was activated
/// if case .needsConfirmation = navigator.leave() { … ask … }
/// ```
@_spi(FormsKitSurface) public final class FormNavigator {
    /// The open forms, the first one first; the last is shown.
    @_spi(FormsKitSurface) public private(set) var stack: [any AnyFormSession]
    /// A question waiting for an answer before the current form is left.
    @_spi(FormsKitSurface) public private(set) var pendingLeave: PendingLeave?
    /// How the run ended, once it has.
    @_spi(FormsKitSurface) public private(set) var outcome: NavigationOutcome?
    /// What to tell the user after a move: a form opened by a link was
    /// submitted and closed, a page cannot be shown here.
    @_spi(FormsKitSurface) public var status: String?

    /// A navigator whose first form is `root`'s.
    @_spi(FormsKitSurface) public init(root: any AnyFormSession) {
        stack = [root]
    }

    /// The form shown.
    @_spi(FormsKitSurface) public var current: any AnyFormSession { stack[stack.count - 1] }

    /// Whether the form shown was opened by a link (so leaving goes back).
    @_spi(FormsKitSurface) public var isShowingChild: Bool { stack.count > 1 }

    /// Opens `destination`: another form over the current one, which
    /// appears (focus on its first row, or where its layout says). A page is
    /// for the host to show; the navigator only says so in ``status``.
    @_spi(FormsKitSurface) public func open(_ destination: FormDestination) {
        switch destination.kind {
        case .page(let id):
            status = ModelWords.text("navigator.hostPage", ["title": destination.title, "id": id])
        case .form(let makeSession):
            let session = makeSession()
            session.appear()
            stack.append(session)
        }
    }

    /// Leaves the current form (back to the one before, or out of the first
    /// one). A form with changes is not left at once: ``pendingLeave`` asks,
    /// and ``confirmLeave(discarding:)`` answers. In a form split into
    /// steps, leaving any step but the first goes back a step, asking
    /// nothing and losing nothing.
    @discardableResult
    @_spi(FormsKitSurface) public func leave() -> LeaveResult {
        if current.goBackAStep() { return .stayed }
        if current.isDirty {
            pendingLeave = .discardChanges(closingRun: !isShowingChild)
            return .needsConfirmation
        }
        return completeLeave()
    }

    /// Puts the current form back as it was (a Start over button). A form
    /// with changes is not put back at once: ``pendingLeave`` asks "Start
    /// over?", and ``confirmLeave(discarding:)`` answers.
    @discardableResult
    @_spi(FormsKitSurface) public func startOver() -> LeaveResult {
        if current.isDirty {
            pendingLeave = .startOver
            return .needsConfirmation
        }
        current.startOver()
        return .stayed
    }

    /// Answers the pending question: discard the changes (and leave, or
    /// start over), or keep them.
    @discardableResult
    @_spi(FormsKitSurface) public func confirmLeave(discarding: Bool) -> LeaveResult {
        guard let pending = pendingLeave else { return .stayed }
        pendingLeave = nil
        guard discarding else { return .stayed }
        if case .startOver = pending {
            current.startOver()
            return .stayed
        }
        return completeLeave()
    }

    /// Records that `session`'s form was submitted with `output`: a form
    /// opened by a link closes (with the forms over it) and ``status`` says
    /// so; the first form ends the run.
    @_spi(FormsKitSurface) public func didSubmit(_ session: any AnyFormSession, output: Any) {
        guard let index = stack.firstIndex(where: { $0 === session }) else { return }
        if index == 0 {
            outcome = .submitted(output)
            return
        }
        stack.removeSubrange(index...)
        hasSubmittedLinkedForm = true
        status = session.successMessage ?? ModelWords.text("navigator.done", ["title": session.title ?? ModelWords.text("layout.untitled")])
    }

    /// Whether a form a link opened was submitted during the run: ending
    /// the first form without submitting it then leaves what those saved.
    @_spi(FormsKitSurface) public private(set) var hasSubmittedLinkedForm = false

    /// Ends the run at once (Ctrl-C).
    @_spi(FormsKitSurface) public func abort() {
        outcome = .aborted
    }

    private func completeLeave() -> LeaveResult {
        if isShowingChild {
            stack.removeLast()
            return .wentBack
        }
        outcome = .cancelled
        return .closedRun
    }
}

/// A question a `FormNavigator` asks before a form's changes are lost:
/// by leaving it, or by starting over.
@_spi(FormsKitSurface) public enum PendingLeave: Hashable, Sendable {
    /// "Discard changes?": the form has changes; leaving would lose them.
    /// `closingRun` when leaving ends the run (the first form).
    case discardChanges(closingRun: Bool)
    /// "Start over?": the form has changes; starting over would lose them.
    case startOver
}

/// What asking to leave a form did.
@_spi(FormsKitSurface) public enum LeaveResult: Hashable, Sendable {
    /// Went back to the form before.
    case wentBack
    /// Left the first form: the run is over, cancelled.
    case closedRun
    /// Nothing yet: `FormNavigator.pendingLeave` asks first.
    case needsConfirmation
    /// Stayed on the form.
    case stayed
}

/// How a run of forms ended.
@_spi(FormsKitSurface) public enum NavigationOutcome {
    /// The first form was submitted; its output.
    case submitted(Any)
    /// The person left the first form.
    case cancelled
    /// The run was stopped at once (Ctrl-C).
    case aborted
}
