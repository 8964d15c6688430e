import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-Z, `fg` and `bg`, as full-screen programs such as vim and less
/// handle them.
///
/// Raw mode turns the terminal's signal keys off, so Ctrl-Z arrives as a
/// key; the run loop hands it to ``suspend()``, which restores the terminal
/// and sends SIGTSTP to the process group as the terminal would. The SIGTSTP
/// handler (for `kill -TSTP` too) restores the terminal (the shell's screen,
/// the cursor, the saved settings) and stops the process by the default
/// action. The SIGCONT handler, when the process is in the terminal's
/// foreground process group, sets raw mode and the alternate screen again
/// and writes a byte to a pipe, which wakes the run loop to draw the whole
/// screen. Continued in the background (`bg`), the process leaves the
/// terminal to the shell, neither drawing nor reading, until it is the
/// foreground job again (`fg`).
///
/// A process group with no job-control shell to continue it (an orphaned
/// one, such as a program `exec`ed by the terminal's own shell) cannot be
/// stopped: the kernel ignores SIGTSTP, and the form is drawn again at once.
///
/// The handlers use only what ``TerminalRestoration`` prepared before they
/// were installed, and only async-signal-safe calls.
enum JobControl {
    /// The key that suspends the process: Ctrl-Z, the terminal's usual
    /// suspend character. The run loop intercepts it before the form sees it.
    static let suspendKey: Key = .control("z")

    /// The pipe the SIGCONT handler writes to: read end, write end. Both are
    /// non-blocking and close on `exec`. Allocated once.
    nonisolated(unsafe) private static let wakePipe: UnsafeMutablePointer<Int32> = {
        let ends = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
        ends.initialize(repeating: -1, count: 2)
        return ends
    }()

    /// Creates the pipe the first time and empties it, before the handlers
    /// are installed.
    static func prepare() {
        if wakePipe[0] < 0 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            wakePipe[0] = ends[0]
            wakePipe[1] = ends[1]
        }
        drain(wakePipe[0])
    }

    /// Installs the SIGTSTP and SIGCONT handlers. SIGTSTP is left alone when
    /// it is ignored: then there is no job control, and Ctrl-Z does nothing.
    static func installHandlers() {
        let table = SignalActionTable.shared
        let flags = Int32(SA_RESTART)
        table.install({ JobControl.handleStop(signal: $0) }, for: SIGTSTP, flags: flags, unlessIgnored: true)
        table.install({ JobControl.handleContinue(signal: $0) }, for: SIGCONT, flags: flags)
    }

    /// Restores the terminal and stops the process group, as Ctrl-Z does
    /// when the terminal is not in raw mode (so a whole pipeline stops, and
    /// the shell sees the job stopped). The screen is drawn again, once the
    /// process is continued in the foreground, through the source made by
    /// ``makeRedrawSource(queue:handler:)``.
    ///
    /// The terminal is restored here rather than left to the SIGTSTP
    /// handler: the signal goes to whichever thread the kernel picks, and
    /// the run loop could otherwise draw on the shell's screen meanwhile.
    static func suspend() {
        guard SignalActionTable.shared.isInstalled(SIGTSTP) else { return }
        TerminalRestoration.state.pointee.isStopping = true
        TerminalRestoration.restoreTerminal()
        _ = kill(0, SIGTSTP)
    }

    /// A source that calls `handler` on `queue` when the terminal was taken
    /// again after a stop and the whole screen must be drawn. Resume it to
    /// start, cancel it when the run ends.
    static func makeRedrawSource(queue: DispatchQueue, handler: @escaping @Sendable () -> Void) -> any DispatchSourceRead {
        let descriptor = wakePipe[0]
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        source.setEventHandler {
            drain(descriptor)
            handler()
        }
        return source
    }

    /// Takes the terminal again if the process is the terminal's foreground
    /// job while the form does not have it: after `bg`, bash's `fg` hands the
    /// terminal back without a SIGCONT, since the job is running. The input
    /// reader calls this while it waits.
    static func resumeIfForeground() {
        guard !TerminalRestoration.state.pointee.isStopping else { return }
        resume(redrawingAnyway: false)
    }

    /// The descriptor that becomes readable when the terminal was taken
    /// again after a stop, for a reader that waits with `poll`; then call
    /// ``drainWakes()``.
    static var wakeDescriptor: Int32 { wakePipe[0] }

    /// Wakes whoever waits on ``wakeDescriptor``. Async-signal-safe.
    static func wake() {
        var byte: UInt8 = 0x2A
        _ = write(wakePipe[1], &byte, 1)
    }

    /// Empties the wake pipe, once its descriptor was readable.
    static func drainWakes() {
        drain(wakePipe[0])
    }

    private static func drain(_ descriptor: Int32) {
        guard descriptor >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// SIGTSTP: restore the terminal, then stop as the default action does.
    private static func handleStop(signal: Int32) {
        let savedErrno = errno
        let state = TerminalRestoration.state
        state.pointee.isStopping = true
        TerminalRestoration.restoreTerminal()
        SignalActionTable.resetToDefault(SIGTSTP)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        _ = raise(SIGTSTP)
        // Here once continued, or at once when the kernel ignored the stop
        // (an orphaned process group): take the terminal back unless the
        // SIGCONT handler already did.
        state.pointee.isStopping = false
        resume(redrawingAnyway: false)
        errno = savedErrno
    }

    /// SIGCONT: take the terminal again when in the foreground.
    private static func handleContinue(signal: Int32) {
        let savedErrno = errno
        TerminalRestoration.state.pointee.isStopping = false
        // Also after a stop that was not ours (SIGSTOP, SIGTTIN), after which
        // the shell may have changed the terminal: set it and draw again.
        resume(redrawingAnyway: true)
        errno = savedErrno
    }

    /// Installs the SIGTSTP handler again and, in the foreground, sets raw
    /// mode and the alternate screen and wakes the run loop to draw the
    /// whole screen. Async-signal-safe.
    private static func resume(redrawingAnyway: Bool) {
        let state = TerminalRestoration.state
        guard state.pointee.isArmed else { return }
        SignalActionTable.shared.reinstall(SIGTSTP)
        guard TerminalRestoration.ownsTerminal else {
            // Continued in the background: the terminal is the shell's until
            // `fg` (SIGCONT, or ``resumeIfForeground()`` noticing).
            state.pointee.isInteractive = false
            return
        }
        if state.pointee.isInteractive, !redrawingAnyway { return }
        TerminalRestoration.reenterTerminal()
        wake()
    }
}
