import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// A form as line-by-line questions, on standard error, answered on
/// standard input. A screen reader can follow it and a script can answer it
/// through a pipe:
///
/// ```sh
/// printf 'Team\nada@example.com\ny\n' | my-tool create-plan --plain
/// ```
///
/// It is the same form as the interactive one, run by the same session:
/// rows appear and disappear by their conditions, repeated groups can gain,
/// lose and reorder elements, links open other forms, every answer is
/// validated at once and asked again until it is valid, and a failed
/// submission asks again for what was rejected. Questions show the current
/// value in brackets (nothing when empty), hints and placeholders. Enter
/// alone keeps the value; `-` clears it; `<` goes back to the previous
/// question; a `\` before a command makes it literal (`\-` is a dash, and
/// in an answer of several lines `\.` a line holding a period); any other
/// backslash is kept as typed.
@MainActor
public struct PlainForm<Root: SubmittableForm & ValidatableForm> {
    private let session: FormSession<Root>
    private let read: (_ prompt: String, _ masked: Bool) -> PlainLine
    private let write: (String) -> Void
    private let drafts: TerminalDrafts?
    /// Standard input's reader, which holds the terminal for the run.
    private let reader: PlainLineReader?

    /// A plain form reading answers with `readLine` and writing questions
    /// with `write`. By default answers come from standard input (edited by
    /// whole characters on a terminal) and questions go to standard error.
    /// With `drafts`, what is answered is kept as a draft, and a draft a run
    /// left is offered first (``TerminalDrafts``).
    public init(
        session: FormSession<Root>,
        readLine: (() -> String?)? = nil,
        // Standard error closed: there is no one left to tell.
        write: @escaping (String) -> Void = { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) },
        drafts: TerminalDrafts? = nil
    ) {
        self.session = session
        self.write = write
        self.drafts = drafts
        if let readLine {
            reader = nil
            read = { prompt, _ in
                write(prompt)
                return readLine().map { .line(TextSanitizer.clean($0, keepingNewlines: false)) } ?? .end
            }
        } else {
            let reader = PlainLineReader()
            self.reader = reader
            read = { prompt, masked in reader.readLine(prompt: prompt, masked: masked, show: write) }
        }
    }

    /// Asks every question, then submits. Input that ends before the form is
    /// submitted, or Ctrl-C, aborts.
    public func run() async -> TerminalFormOutcome<Root.Output> {
        reader?.start(keepingDraft: drafts != nil)
        defer {
            reader?.finish()
            TerminalRestoration.endIfTerminationPending()
        }
        let navigator = FormNavigator(root: session)
        let prompter = PlainPrompter(read: read, write: write, navigator: navigator)
        if let reader { prompter.submitting = { await reader.watchingForInterrupt($0) } }
        prompter.say(TerminalWords.text("plain.intro"))
        prompter.say(TerminalWords.text("plain.introKeys"))
        session.appear()
        let runDrafts = drafts.map { RunDrafts($0, root: session) }
        if let leftover = runDrafts?.root?.leftover() {
            switch prompter.askYesOrNo(leftover.question, default: true) {
            case true?:
                leftover.restore()
                prompter.say(TerminalWords.text("plain.restored"))
            case false?:
                leftover.discard()
            case nil:
                // Input ended before an answer: the draft stays for next time.
                runDrafts?.finish(keepingDrafts: true)
                if let note = runDrafts?.failureNote { prompter.say("✗ " + note) }
                return .aborted
            }
        }
        if let runDrafts {
            prompter.afterEachAnswer = { runDrafts.saveChanges() }
            prompter.afterNavigation = { runDrafts.follow(navigator.stack) }
        }
        let outcome = await answers(prompter)
        switch outcome {
        case .submitted, .cancelled: runDrafts?.finish(keepingDrafts: false)
        case .aborted, .failed:
            runDrafts?.finish(keepingDrafts: true)
            // Said when what was typed is kept for next time, and was not.
            if let note = runDrafts?.failureNote { prompter.say("✗ " + note) }
        }
        return outcome
    }

    private func answers(_ prompter: PlainPrompter) async -> TerminalFormOutcome<Root.Output> {
        switch await prompter.run(session) {
        case .submitted(let output as Root.Output): return .submitted(output)
        case .submitted, .left: return .cancelled
        case .failed(let message): return .failed(message)
        case .aborted: return .aborted
        case .ended:
            prompter.say("")
            prompter.say(TerminalWords.text("plain.inputEnded"))
            return .aborted
        }
    }
}
