#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back as it was, on every way out: a normal return, a
/// thrown error, `exit()`, a termination signal, or a crash in user code;
/// and takes it again when a stopped process is continued (see ``JobControl``).
///
/// Everything the signal handlers use (the descriptor, the saved and the
/// raw settings, the byte sequences, the handlers they replaced) is kept in
/// memory allocated once and written before any handler is installed. The
/// handlers touch no Swift collection, allocate nothing, take no lock, and
/// call only async-signal-safe functions (`write`, `read`, `tcsetattr`,
/// `tcgetpgrp`, `getpgrp`, `dup2`, `lseek`, `close`, `sigaction`,
/// `pthread_sigmask`, `raise`).
enum TerminalRestoration {
    /// The most bytes an enter or a restore sequence may have: room for
    /// every presentation's, set aside once.
    static let sequenceCapacity = 128

    /// Signals that end the process because something asked it to end. After
    /// restoring, each takes its default action: chaining to a previous
    /// handler could reach Swift's backtracer, which does not end the
    /// process on SIGQUIT. A signal that is ignored when the terminal is
    /// armed (SIGHUP under `nohup`) stays ignored.
    static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGINT]

    /// Signals raised by a crash. After restoring, each is passed on to the
    /// handler installed before (Swift's backtracer prints the crash report)
    /// or to the default action.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP]

    /// What the handlers read and write.
    struct State {
        /// The terminal's descriptor.
        var descriptor: Int32 = -1
        /// Whether the handlers are installed for a run.
        var isArmed = false
        /// Whether the terminal is in raw mode on the alternate screen, so
        /// that leaving has something to restore.
        var isInteractive = false
        /// Whether the SIGTSTP handler has restored the terminal and is
        /// about to stop the process, so the terminal must not be taken back.
        var isStopping = false
        /// Whether a termination signal waits for the run to keep its draft
        /// (``defersTermination``) rather than ending the process at once.
        var defersTermination = false
        /// Whether, while a termination waits, the run draws its own end
        /// (a form below the prompt closes as answered) before the terminal
        /// is restored, rather than the handler restoring it at once.
        var runDrawsEnd = false
        /// The termination signal that came while deferred, raised again
        /// by ``endIfTerminationPending()``; 0 for none.
        var pendingTermination: Int32 = 0
        /// The settings before the run, restored on the way out and on a stop.
        var savedSettings = termios()
        /// The run's raw settings, set again when the process is continued.
        var rawSettings = termios()
        var restoreBytes: UnsafeMutablePointer<UInt8>
        var restoreCount: Int
        var enterBytes: UnsafeMutablePointer<UInt8>
        var enterCount: Int
        /// Standard error, set aside while it goes to `capturedErrors`.
        var savedStandardError: Int32 = -1
        /// Where standard error goes while the form is on the alternate
        /// screen, so that messages (a crash's among them) are shown after
        /// restoring rather than drawn on a screen that is about to disappear.
        var capturedErrors: Int32 = -1
        var copyBuffer: UnsafeMutablePointer<UInt8>
        var copyCapacity: Int
    }

    /// The handlers' state, allocated once. Touched by ``arm(descriptor:saved:raw:)``
    /// before any handler is installed, so its one-time initialisation never
    /// runs inside a handler. Only pointer accesses, which Swift does not
    /// track for exclusivity, so a handler interrupting code that reads the
    /// state cannot trip an exclusivity check.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        let restore = UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)
        restore.initialize(repeating: 0, count: sequenceCapacity)
        let enter = UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)
        enter.initialize(repeating: 0, count: sequenceCapacity)
        let copyCapacity = 4096
        let copyBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: copyCapacity)
        copyBuffer.initialize(repeating: 0, count: copyCapacity)
        state.initialize(
            to: State(
                restoreBytes: restore, restoreCount: 0,
                enterBytes: enter, enterCount: 0,
                copyBuffer: copyBuffer, copyCapacity: copyCapacity
            ))
        return state
    }()

    nonisolated(unsafe) private static var isAtExitInstalled = false

    /// Whether the terminal is in raw mode on the alternate screen: false
    /// while the process is stopped or continued in the background, when the
    /// shell has the terminal. The run loop draws only when this is true.
    static var isInteractive: Bool { state.pointee.isInteractive }

    /// Remembers how to restore `descriptor` to `saved` and how to take it
    /// again with `raw`, what `presentation` writes on the way in and out,
    /// and installs the handlers. The caller then sets `raw` and writes
    /// the presentation's enter sequence.
    static func arm(descriptor: Int32, saved: termios, raw: termios, presentation: TerminalPresentation) {
        arm(
            descriptor: descriptor, saved: saved, raw: raw, enterSequence: presentation.enterSequence,
            restoreSequence: presentation.restoreSequence, capturesStandardError: true)
    }

    /// Remembers how to restore `descriptor` to `saved` and take it again
    /// with `raw`, writing `enterSequence` and `restoreSequence` on the way
    /// in and out, and installs the handlers. Standard error is set aside
    /// while armed when `capturesStandardError` (a drawn screen); plain
    /// mode writes its questions there and keeps it.
    static func arm(
        descriptor: Int32, saved: termios, raw: termios, enterSequence: String, restoreSequence: String, capturesStandardError: Bool
    ) {
        let table = SignalActionTable.shared
        JobControl.prepare()
        let enter = Array(enterSequence.utf8)
        let restore = Array(restoreSequence.utf8)
        precondition(enter.count <= sequenceCapacity && restore.count <= sequenceCapacity, "A terminal sequence is longer than the room set aside for it.")
        state.pointee.enterBytes.update(from: enter, count: enter.count)
        state.pointee.enterCount = enter.count
        state.pointee.restoreBytes.update(from: restore, count: restore.count)
        state.pointee.restoreCount = restore.count
        state.pointee.descriptor = descriptor
        state.pointee.savedSettings = saved
        state.pointee.rawSettings = raw
        if capturesStandardError { captureStandardError() }
        state.pointee.isInteractive = true
        state.pointee.isArmed = true
        let crashFlags = Int32(SA_ONSTACK)
        for signal in crashSignals {
            table.install({ TerminalRestoration.handleCrash(signal: $0) }, for: signal, flags: crashFlags)
        }
        for signal in terminationSignals {
            table.install({ TerminalRestoration.handleTermination(signal: $0) }, for: signal, flags: 0, unlessIgnored: true)
        }
        JobControl.installHandlers()
        if !isAtExitInstalled {
            isAtExitInstalled = true
            atexit { TerminalRestoration.restore() }
        }
    }

    /// Lets a run that keeps a draft save what was typed since the last
    /// save before a termination signal (SIGTERM, SIGHUP, SIGQUIT, SIGINT)
    /// ends the process: the handler restores the terminal at once, notes
    /// the signal and wakes the run (through ``JobControl``'s wake pipe),
    /// which saves and calls ``endIfTerminationPending()``. Should the run
    /// not get there within two seconds (busy in the form's own code), or a
    /// second signal come, the process ends as the signal would end it.
    /// With `runDrawsEnd`, the handler leaves the terminal to the run, which
    /// draws its end (a form below the prompt, closed) and restores it; the
    /// two-second deadline restores it otherwise.
    /// Call after ``arm(descriptor:saved:raw:presentation:)``.
    static func deferTermination(runDrawsEnd: Bool = false) {
        state.pointee.runDrawsEnd = runDrawsEnd
        state.pointee.defersTermination = true
        SignalActionTable.shared.install({ TerminalRestoration.handleDeadline(signal: $0) }, for: SIGALRM, flags: 0)
    }

    /// The termination signal that came while deferred, if any: the run
    /// saves its draft, then calls ``endIfTerminationPending()``.
    static var isTerminationPending: Bool { state.pointee.pendingTermination != 0 }

    /// Ends the process as the termination signal that came while deferred
    /// would have ended it; does nothing when none came.
    static func endIfTerminationPending() {
        let signal = state.pointee.pendingTermination
        guard signal != 0 else { return }
        alarm(0)
        state.pointee.isArmed = false
        restore()
        SignalActionTable.shared.restoreAll()
        SignalActionTable.resetToDefault(signal)
        var pending = sigset_t()
        sigemptyset(&pending)
        sigaddset(&pending, signal)
        _ = pthread_sigmask(SIG_UNBLOCK, &pending, nil)
        raise(signal)
    }

    /// Restores the terminal once and puts the previous signal handlers back;
    /// without `writingRestoreSequence`, only the settings (a run that
    /// ended at the start of a line needs no line break).
    static func disarm(writingRestoreSequence: Bool = true) {
        state.pointee.isArmed = false
        state.pointee.defersTermination = false
        state.pointee.runDrawsEnd = false
        if !writingRestoreSequence { state.pointee.restoreCount = 0 }
        restore()
        SignalActionTable.shared.restoreAll()
    }

    /// Restores the terminal, then shows what was written to standard error
    /// meanwhile. Async-signal-safe.
    static func restore() {
        restoreTerminal()
        releaseStandardError()
    }

    /// Writes the restore sequence and the saved settings, once; standard
    /// error stays captured (the process is only stopping). Async-signal-safe.
    static func restoreTerminal() {
        guard state.pointee.isInteractive else { return }
        state.pointee.isInteractive = false
        // In the background (stopped by SIGSTOP, then `bg`) the terminal is
        // the shell's; touching it would stop the process with SIGTTOU.
        guard ownsTerminal else { return }
        writeAll(state.pointee.restoreBytes, count: state.pointee.restoreCount)
        applyTerminalSettings(state.pointee.descriptor, TCSAFLUSH, &state.pointee.savedSettings)
    }

    /// Sets the raw settings again and writes the enter sequence: the
    /// terminal as the run left it, but the screen to be drawn again.
    /// Async-signal-safe.
    static func reenterTerminal() {
        applyTerminalSettings(state.pointee.descriptor, TCSADRAIN, &state.pointee.rawSettings)
        writeAll(state.pointee.enterBytes, count: state.pointee.enterCount)
        state.pointee.isInteractive = true
    }

    /// Whether the process is in the terminal's foreground process group,
    /// or the terminal has none (it is not the controlling terminal), so
    /// that the process may set it and draw on it. Async-signal-safe.
    static var ownsTerminal: Bool {
        let foreground = tcgetpgrp(state.pointee.descriptor)
        return foreground == -1 || foreground == getpgrp()
    }

    /// Writes `count` bytes to the terminal, going on after an interruption.
    /// Async-signal-safe.
    private static func writeAll(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) {
        let descriptor = state.pointee.descriptor
        var offset = 0
        while offset < count {
            let written = write(descriptor, bytes + offset, count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Sends standard error to a temporary file when it is a terminal.
    private static func captureStandardError() {
        guard state.pointee.capturedErrors < 0, isatty(STDERR_FILENO) == 1 else { return }
        // mkstemp replaces the six trailing placeholder characters.
        var template = Array(("/tmp/formskit-stderr-" + String(repeating: "X", count: 6)).utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            close(file)
            return
        }
        state.pointee.savedStandardError = saved
        state.pointee.capturedErrors = file
    }

    /// Puts standard error back and copies what was captured to it.
    /// Async-signal-safe.
    private static func releaseStandardError() {
        let captured = state.pointee.capturedErrors
        let saved = state.pointee.savedStandardError
        guard captured >= 0, saved >= 0 else { return }
        state.pointee.capturedErrors = -1
        state.pointee.savedStandardError = -1
        _ = dup2(saved, STDERR_FILENO)
        _ = lseek(captured, 0, SEEK_SET)
        let buffer = state.pointee.copyBuffer
        while true {
            let count = read(captured, buffer, state.pointee.copyCapacity)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            _ = write(STDERR_FILENO, buffer, count)
        }
        close(captured)
        close(saved)
    }

    /// SIGTERM, SIGHUP, SIGQUIT, SIGINT: restore, then end by the default
    /// action, raised again here and delivered when the handler returns.
    private static func handleTermination(signal: Int32) {
        if state.pointee.defersTermination, state.pointee.pendingTermination == 0 {
            let savedErrno = errno
            state.pointee.pendingTermination = signal
            state.pointee.isArmed = false
            if !state.pointee.runDrawsEnd { restoreTerminal() }
            alarm(2)
            JobControl.wake()
            errno = savedErrno
            return
        }
        state.pointee.isArmed = false
        restore()
        SignalActionTable.resetToDefault(signal)
        raise(signal)
    }

    /// SIGALRM two seconds after a deferred termination signal: the run did
    /// not end in time, so the process ends as that signal would end it.
    private static func handleDeadline(signal: Int32) {
        let pending = state.pointee.pendingTermination
        guard pending != 0 else { return }
        restore()
        SignalActionTable.resetToDefault(pending)
        raise(pending)
    }

    /// A crash: restore, then hand the signal on to the handler before ours
    /// (Swift's backtracer) or to the default action.
    private static func handleCrash(signal: Int32) {
        state.pointee.isArmed = false
        restore()
        SignalActionTable.shared.restorePrevious(signal)
        raise(signal)
    }
}
