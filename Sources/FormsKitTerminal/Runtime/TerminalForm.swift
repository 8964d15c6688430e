import Dispatch
import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a form in the terminal: interactively when there is a terminal to
/// draw on and read keys from, otherwise as line-by-line prompts.
///
/// ```swift
/// let outcome = try await TerminalForm(session: FormSession(form: CreatePlanForm())).run()
/// if case .submitted(let plan) = outcome { print(plan) }
/// ```
///
/// The form is drawn on the terminal itself (`/dev/tty`), never on standard
/// output, so `plan=$(my-tool create-plan)` works as it does with fzf or gum.
/// It takes the whole screen, or with ``TerminalPresentation/inline`` the
/// lines below the prompt, where it stays, answered, once the run is over:
///
/// ```swift
/// let outcome = try await TerminalForm(session: session, presentation: .inline).run()
/// ```
///
/// The terminal is restored however the run ends: a return, a thrown error,
/// Ctrl-C, SIGTERM, SIGQUIT, SIGHUP, or a crash in the form's own code.
/// Ctrl-Z (or SIGTSTP) suspends the program as in other full-screen programs:
/// the shell's screen comes back, and `fg` draws the form again.
@MainActor
public struct TerminalForm<Root: SubmittableForm & ValidatableForm> {
    /// How to run.
    public enum Mode: Sendable {
        /// Interactive in a terminal; plain when standard input is not a
        /// terminal (a pipe), when there is no terminal, or when `TERM=dumb`.
        case automatic
        /// Always interactive; fails without a terminal.
        case interactive
        /// Always line-by-line prompts, on standard error, answered on
        /// standard input.
        case plain
    }

    private let session: FormSession<Root>
    private let mode: Mode
    private let presentation: TerminalPresentation
    private let keyMap: KeyMap
    private let environment: [String: String]
    private let drafts: TerminalDrafts?

    /// A form to run, drawn as `presentation` says when it runs
    /// interactively. With `drafts`, what is typed is kept as a draft, and
    /// a draft a run left is offered first (``TerminalDrafts``).
    public init(
        session: FormSession<Root>, mode: Mode = .automatic, presentation: TerminalPresentation = .fullScreen, keyMap: KeyMap = .default,
        environment: [String: String] = ProcessInfo.processInfo.environment, drafts: TerminalDrafts? = nil
    ) {
        self.drafts = drafts
        self.session = session
        self.mode = mode
        self.presentation = presentation
        self.keyMap = keyMap
        self.environment = environment
    }

    /// Runs the form until it is submitted, cancelled or aborted.
    public func run() async throws -> TerminalFormOutcome<Root.Output> {
        switch mode {
        case .plain:
            return await PlainForm(session: session, drafts: draftsForPlainMode).run()
        case .interactive:
            guard let terminal = SystemTerminal.open() else { throw TerminalError.notATerminal }
            return try await runInteractively(on: terminal)
        case .automatic:
            let isDumb = environment["TERM"] == "dumb"
            if isatty(STDIN_FILENO) == 1, !isDumb, let terminal = SystemTerminal.open() {
                return try await runInteractively(on: terminal)
            }
            return await PlainForm(session: session, drafts: draftsForPlainMode).run()
        }
    }

    /// Drafts for plain mode when a person answers: a script's answers
    /// through a pipe can be given again, and an offer would take the
    /// first of them.
    private var draftsForPlainMode: TerminalDrafts? {
        isatty(STDIN_FILENO) == 1 ? drafts : nil
    }

    private func runInteractively(on terminal: SystemTerminal) async throws -> TerminalFormOutcome<Root.Output> {
        let runDrafts = drafts.map { RunDrafts($0, root: session) }
        // What a run left is offered inside the form, answered with one
        // key as the form's other questions are (a line prompt before the
        // form wanted Enter, and Ctrl-S there froze the terminal).
        let leftover = runDrafts?.root?.leftover()
        let outcome = try await runInteractively(on: terminal, drafts: runDrafts, offering: leftover)
        switch outcome {
        case .submitted, .cancelled: runDrafts?.finish(keepingDrafts: false)
        case .aborted, .failed:
            runDrafts?.finish(keepingDrafts: true)
            // Said when what was typed is kept for next time, and was not,
            // after the screen is put back, where it stays readable.
            if let note = runDrafts?.failureNote {
                FileHandle.standardError.write(Data(("✗ " + note + "\n").utf8))
            }
        }
        TerminalRestoration.endIfTerminationPending()
        return outcome
    }

    private func runInteractively(
        on terminal: SystemTerminal, drafts: RunDrafts?, offering leftover: DraftOffer?
    ) async throws -> TerminalFormOutcome<Root.Output> {
        try terminal.enterInteractiveMode(presentation)
        defer { terminal.leaveInteractiveMode() }
        // SIGTERM or SIGHUP keeps what was typed since the last save, and
        // below the prompt leaves the form closed, as Esc and Ctrl-C do.
        if drafts != nil || presentation == .inline {
            TerminalRestoration.deferTermination(runDrawsEnd: presentation == .inline)
        }

        let colorMode = ColorMode.detect(environment: environment)
        let app = TerminalFormApp(session: session, keyMap: keyMap, colorMode: colorMode)
        app.draftOffer = leftover
        // Said before the run too, where a full screen hides it: on the
        // form's own screen until the first key.
        if let notice = RightToLeftSupport.shortNotice(for: FormLanguage.standard, environment: environment) { app.navigator.status = notice }
        var canvas = TerminalCanvas(presentation: presentation, colorMode: colorMode)
        var decoder = KeyDecoder()
        let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()

        let reader = InputReader(terminal: terminal, continuation: continuation)
        reader.start()
        defer { reader.stop() }

        signal(SIGWINCH, SIG_IGN)
        let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resizes.setEventHandler { continuation.yield(.resize) }
        resizes.resume()
        defer { resizes.cancel() }

        let redraws = JobControl.makeRedrawSource(queue: .main) { continuation.yield(.continued) }
        redraws.resume()
        defer { redraws.cancel() }

        let ticker = Task {
            while !Task.isCancelled {
                // Cancelled: the loop checks and ends.
                try? await Task.sleep(for: .milliseconds(80))
                continuation.yield(.tick)
            }
        }
        defer { ticker.cancel() }
        app.onChange = { continuation.yield(.changed) }

        func draw() {
            // Stopped or in the background, the screen is the shell's.
            guard TerminalRestoration.isInteractive else { return }
            let size = terminal.size
            let bytes = canvas.draw(app, width: size.width, height: size.height)
            // Again just before writing: a SIGTSTP handler, on another
            // thread, may have given the screen back meanwhile. Once the
            // terminal is taken again the whole screen is drawn anyway.
            guard TerminalRestoration.isInteractive else { return }
            terminal.write(bytes)
        }

        /// Ends the run: below the prompt, the form stays as answered.
        func end(_ outcome: TerminalFormOutcome<Root.Output>) -> TerminalFormOutcome<Root.Output> {
            if TerminalRestoration.isInteractive { terminal.write(canvas.drawEnd(app, width: terminal.size.width)) }
            return outcome
        }

        var laidOutSize = terminal.size
        app.resize(width: laidOutSize.width, height: laidOutSize.height)

        draw()
        // Whether something was running at the last tick: once it is over,
        // one more frame shows its result (a check's message).
        var wasBusy = false
        for await event in events {
            // Asked to end: the draft is kept by the caller, then the
            // process ends as the signal would end it.
            if TerminalRestoration.isTerminationPending { return end(.aborted) }
            // At most once a second, and only after a change.
            drafts?.saveIfDue()
            switch event {
            case .input(let bytes):
                for input in decoder.decodeInput(bytes) where app.outcome == nil {
                    switch input {
                    case .key(JobControl.suspendKey): JobControl.suspend()
                    case .key(let key): app.handle(key)
                    case .mouse(let event): app.handle(event)
                    }
                }
            case .endOfInput:
                return end(.aborted)
            case .resize, .continued:
                if case .continued = event { canvas.redrawAfterStop() } else { canvas.redrawWhole() }
                laidOutSize = terminal.size
                app.resize(width: laidOutSize.width, height: laidOutSize.height)
            case .tick:
                // A resize whose SIGWINCH was lost (it came before the signal
                // source was armed, or while stopped) is noticed here.
                let size = terminal.size
                if size != laidOutSize {
                    canvas.redrawWhole()
                    laidOutSize = size
                    app.resize(width: size.width, height: size.height)
                    break
                }
                let isBusy = app.isBusy
                guard isBusy || wasBusy else { continue }
                wasBusy = isBusy
                app.tick()
            case .changed:
                break
            }
            if let outcome = app.outcome { return end(outcome) }
            // A form a link opened is offered the draft a run left of it.
            if let offer = drafts?.follow(app.navigator.stack) { app.draftOffer = offer }
            draw()
        }
        return end(app.outcome ?? .aborted)
    }
}

/// What the interactive loop reacts to.
enum TerminalEvent: Sendable {
    case input([UInt8])
    case endOfInput
    case resize
    /// The process was continued after a stop and took the terminal again:
    /// the whole screen is to be drawn.
    case continued
    case tick
    case changed
}

/// Reads the terminal on a thread of its own, polling so that it can stop,
/// and only while the terminal is the form's.
final class InputReader: @unchecked Sendable {
    private let terminal: SystemTerminal
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private let lock = NSLock()
    private var isStopped = false

    init(terminal: SystemTerminal, continuation: AsyncStream<TerminalEvent>.Continuation) {
        self.terminal = terminal
        self.continuation = continuation
    }

    func start() {
        let thread = Thread { [self] in
            while !stopped {
                // In the background (`bg`) the terminal is the shell's, and
                // reading it would stop the process (SIGTTIN). Wait until it
                // is the foreground job again: bash's `fg` sends no SIGCONT
                // to a job that is running.
                guard TerminalRestoration.isInteractive else {
                    JobControl.resumeIfForeground()
                    usleep(50_000)
                    continue
                }
                guard let bytes = terminal.read(timeout: 100) else {
                    continuation.yield(.endOfInput)
                    return
                }
                if !bytes.isEmpty { continuation.yield(.input(bytes)) }
            }
        }
        thread.name = "FormsKit terminal input"
        thread.start()
    }

    func stop() {
        lock.withLock { isStopped = true }
    }

    private var stopped: Bool {
        lock.withLock { isStopped }
    }
}
