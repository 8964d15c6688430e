import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// Asks the questions of one form and of the forms its links open, through
/// the form's session; the navigator keeps the rules for moving between
/// forms.
@MainActor
final class PlainPrompter {
    /// How asking a form ended.
    enum Ending {
        case submitted(Any)
        /// The form was left without submitting.
        case left
        case ended
        case aborted
        case failed(String)
    }

    /// What one question led to.
    enum Step {
        case next
        /// Nothing was asked: the row was only said (a note, a value, a
        /// row not available now). Going back passes over it.
        case told
        /// Ask this row again later (an Add row after adding an element).
        case again
        case back
        case ended
        case aborted
    }

    enum Confirmation {
        case yes, no, back, ended, aborted
    }

    let read: (_ prompt: String, _ masked: Bool) -> PlainLine
    let write: (String) -> Void
    let navigator: FormNavigator
    /// Called after each answer: a draft is saved there.
    var afterEachAnswer: (() -> Void)?
    /// Runs a submission, watching for Ctrl-C, which cancels it; whether
    /// Ctrl-C came. Without it, a submission runs as it is.
    var submitting: ((@escaping @MainActor () async -> Void) async -> Bool)?
    /// Called when the forms open change (a link opened one, or one
    /// closed): the offer of a draft a run left of a form just opened.
    var afterNavigation: (() -> DraftOffer?)?

    init(read: @escaping (_ prompt: String, _ masked: Bool) -> PlainLine, write: @escaping (String) -> Void, navigator: FormNavigator) {
        self.read = read
        self.write = write
        self.navigator = navigator
    }

    func say(_ line: String) {
        write(line + "\n")
    }

    func ask(_ prompt: String, masked: Bool = false) -> PlainLine {
        read(prompt + " ", masked)
    }

    // MARK: A form

    func run<Session: AnyFormSession>(_ erased: Session) async -> Ending {
        let session = erased.typedSession
        let title = erased.title ?? TerminalWords.text("plain.theForm")
        say("")
        say("== \(erased.title ?? TerminalWords.text("plain.form")) ==")
        // The rows gone through, and whether each was asked (or only said).
        var asked: [(id: PartialKeyPath<Session.Form>, isQuestion: Bool)] = []
        var askedSet: Set<PartialKeyPath<Session.Form>> = []
        /// Goes back to the last question asked, to ask it again with the
        /// rows said after it; `false` when there is none.
        func goBack() -> Bool {
            guard let last = asked.lastIndex(where: \.isQuestion) else { return false }
            for entry in asked[last...] { askedSet.remove(entry.id) }
            asked.removeSubrange(last...)
            return true
        }
        var onlyInvalid = false
        // A form in steps says each step as it comes, and asks all of it.
        var shownStep = session.stepIndex
        if let progress = session.stepProgress { say(progress.text) }
        func sayStepIfChanged() {
            guard session.stepIndex != shownStep else { return }
            shownStep = session.stepIndex
            asked = []
            askedSet = []
            if let progress = session.stepProgress { say(progress.text) }
        }
        while true {
            var section: Int?
            while let index = nextQuestion(in: session, asked: askedSet, onlyInvalid: onlyInvalid) {
                let id = session.outline[index].id
                if !onlyInvalid, section != session.outline[index].section {
                    if let section { sayFooter(of: section, in: session) }
                    section = session.outline[index].section
                    if let header = session.layout.sections[session.outline[index].section].headerText { say("— \(header) —") }
                }
                if onlyInvalid {
                    // Why the list was refused, before the row it is about.
                    for message in groupMessages(anchoredAt: id, in: session) { say("✗ \(message)") }
                }
                let step = await answer(index, in: session)
                afterEachAnswer?()
                switch step {
                case .next, .told:
                    asked.append((id, step == .next))
                    askedSet.insert(id)
                case .again:
                    break
                case .back:
                    if !goBack() {
                        // Before the step's first question: the step before.
                        if session.goBackAStep() {
                            section = nil
                        } else {
                            say(TerminalWords.text("plain.firstQuestion"))
                        }
                    }
                case .ended: return .ended
                case .aborted: return .aborted
                }
                // A button (the review's Change) may have shown another step.
                if session.stepIndex != shownStep { section = nil }
                sayStepIfChanged()
            }
            if let section { sayFooter(of: section, in: session) }
            // Before the last step: check this one, then ask the next.
            if !session.isOnLastStep {
                switch await session.continueToNextStep() {
                case .moved:
                    onlyInvalid = false
                    sayStepIfChanged()
                case .invalid, .lastStep:
                    say(TerminalWords.text("plain.needsAnotherLook"))
                    onlyInvalid = true
                    asked = []
                    askedSet = []
                }
                continue
            }
            guard session.isSubmittable else {
                say(TerminalWords.text("plain.doneWith", ["title": title]))
                return .left
            }
            say(TerminalWords.text("plain.allAnswered", ["title": title]))
            switch confirm(Self.question(session.layout.submitTitle), default: true) {
            case .ended: return .ended
            case .aborted: return .aborted
            case .back:
                _ = goBack()
                continue
            case .no:
                say(TerminalWords.text("plain.notSubmitted"))
                if let ending = leaveOrStay(title) { return ending }
                asked = []
                askedSet = []
                onlyInvalid = false
                continue
            case .yes:
                break
            }
            switch await submit(erased) {
            case .finished(let ending):
                return ending
            case .again:
                continue
            case .invalid:
                // The answer may be on an earlier step, now shown.
                sayStepIfChanged()
                onlyInvalid = true
                asked = []
                askedSet = []
            }
        }
    }

    /// Asks whether to leave a form the user chose not to submit: how the
    /// form ends, or `nil` to stay and go through it again.
    private func leaveOrStay(_ title: String) -> Ending? {
        switch confirm(TerminalWords.text("plain.leaveQuestion", ["title": title]), default: true) {
        case .ended: return .ended
        case .aborted: return .aborted
        case .yes:
            if navigator.isShowingChild {
                say(TerminalWords.text("plain.left", ["title": title]))
            } else if navigator.hasSubmittedLinkedForm {
                say(TerminalWords.text("screen.cancelledAfterLinkedForms", ["title": title]))
            } else {
                say(TerminalWords.text("plain.cancelled"))
            }
            return .left
        case .no, .back:
            return nil
        }
    }

    /// What a submission led to.
    private enum AfterSubmission {
        /// The form is done with.
        case finished(Ending)
        /// It failed and the user asked to try again.
        case again
        /// The form's rules refused it: the rows to look at again are asked.
        case invalid
    }

    /// Submits the form, watching for Ctrl-C, and says how it went.
    private func submit<Session: AnyFormSession>(_ erased: Session) async -> AfterSubmission {
        let session = erased.typedSession
        let result = SubmissionBox()
        var interrupted = false
        if let submitting {
            interrupted = await submitting { result.value = await session.submit() }
        } else {
            result.value = await session.submit()
        }
        // Ctrl-C aborts, unless it came too late to stop the submission:
        // then the form was submitted, and is said to be.
        guard let submission = result.value, !interrupted || submission.output != nil else { return .finished(.aborted) }
        switch submission {
        case .submitted(let output):
            let isMainForm = !navigator.isShowingChild
            navigator.didSubmit(erased, output: output)
            // The main form's success is said as full screen and inline
            // say it; a linked form's is the navigator's status.
            if isMainForm {
                say("✓ " + (erased.successMessage ?? TerminalWords.text("screen.submitted")))
            } else if let status = navigator.status {
                say("✓ " + status)
            }
            return .finished(.submitted(output))
        case .invalid:
            for problem in session.formProblems { say("✗ \(problem)") }
            say(TerminalWords.text("plain.needsAnotherLook"))
            return .invalid
        case .failed(let message):
            say("✗ \(session.translated(message))")
            switch confirm(TerminalWords.text("plain.tryAgain"), default: true) {
            case .yes, .back: return .again
            case .no: return .finished(.failed(message))
            case .ended: return .finished(.ended)
            case .aborted: return .finished(.aborted)
            }
        case .cancelled:
            return .finished(.aborted)
        case .unavailable(let reason):
            say(reason)
            return .finished(.left)
        }
    }

    func sayFooter<Form: ValidatableForm>(of section: Int, in session: FormSession<Form>) {
        if let footer = session.layout.sections[section].footerText { say(footer) }
    }

    /// The next row to ask or show, in the layout's current order.
    func nextQuestion<Form: ValidatableForm>(in session: FormSession<Form>, asked: Set<PartialKeyPath<Form>>, onlyInvalid: Bool) -> Int? {
        let outline = session.outline
        return outline.indices.first { index in
            let entry = outline[index]
            guard !asked.contains(entry.id), session.isVisible(at: index) else { return false }
            if onlyInvalid {
                if let group = entry.group, !session.messages(ofGroup: group).isEmpty { return true }
                return !session.messages(for: entry.id).isEmpty
            }
            // Submit, Cancel and Reset are asked for at the end.
            return !entry.row.control.actsOnWholeForm
        }
    }
}

/// A submission's result, handed from the task that runs it.
@MainActor
private final class SubmissionBox {
    var value: SubmissionResult?
}
