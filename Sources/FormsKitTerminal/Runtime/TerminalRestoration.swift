#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back as it was, on every way out: a normal return, a
/// thrown error, `exit()`, a termination signal, or a crash in user code.
///
/// The state it needs is written before any handler is installed and only
/// read afterwards, and the handlers call only async-signal-safe functions
/// (`write`, `tcsetattr`, `sigaction`, `raise`), so restoring from a signal
/// handler is safe.
enum TerminalRestoration {
    /// What restoring writes: default style, bracketed paste off, cursor shown,
    /// the shell's screen back.
    static let restoreSequence: [UInt8] = Array(
        (ControlSequence.resetStyle + ControlSequence.disableBracketedPaste + ControlSequence.showCursor + ControlSequence.leaveAlternateScreen).utf8
    )

    nonisolated(unsafe) private static var fileDescriptor: Int32 = -1
    nonisolated(unsafe) private static var savedSettings = termios()
    nonisolated(unsafe) private static var isActive = false
    nonisolated(unsafe) private static var sequence: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) private static var previousHandlers: [Int32: sigaction] = [:]
    nonisolated(unsafe) private static var isAtExitInstalled = false
    /// Standard error, set aside while it goes to `capturedErrors`.
    nonisolated(unsafe) private static var savedStandardError: Int32 = -1
    /// Where standard error goes while the form is on the alternate screen,
    /// so that messages (a crash's among them) are shown after restoring
    /// rather than drawn on a screen that is about to disappear.
    nonisolated(unsafe) private static var capturedErrors: Int32 = -1
    nonisolated(unsafe) private static var copyBuffer: UnsafeMutablePointer<UInt8>?

    /// The signals that end the process by default; after restoring, each is
    /// passed on to the handler that was installed before (such as Swift's
    /// crash backtracer) or to the default action.
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP, SIGTERM, SIGHUP, SIGQUIT, SIGINT]

    /// Remembers how to restore `descriptor` to `settings` and installs the handlers.
    static func arm(descriptor: Int32, settings: termios) {
        if sequence == nil {
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreSequence.count)
            buffer.initialize(from: restoreSequence, count: restoreSequence.count)
            sequence = buffer
        }
        fileDescriptor = descriptor
        savedSettings = settings
        captureStandardError()
        isActive = true
        for signal in fatalSignals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { signal in TerminalRestoration.handle(signal: signal) }
            #else
            action.__sigaction_u.__sa_handler = { signal in TerminalRestoration.handle(signal: signal) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            previousHandlers[signal] = previous
        }
        if !isAtExitInstalled {
            isAtExitInstalled = true
            atexit { TerminalRestoration.restore() }
        }
    }

    /// Restores the terminal once and puts the previous signal handlers back.
    static func disarm() {
        restore()
        for (signal, previous) in previousHandlers {
            var previous = previous
            sigaction(signal, &previous, nil)
        }
        previousHandlers = [:]
    }

    /// Writes the restore sequence and the saved settings, then shows what
    /// was written to standard error meanwhile. Async-signal-safe.
    static func restore() {
        guard isActive else { return }
        isActive = false
        if let sequence {
            _ = write(fileDescriptor, sequence, restoreSequence.count)
        }
        var settings = savedSettings
        _ = tcsetattr(fileDescriptor, TCSAFLUSH, &settings)
        releaseStandardError()
    }

    /// Sends standard error to a temporary file when it is a terminal.
    private static func captureStandardError() {
        guard capturedErrors < 0, isatty(STDERR_FILENO) == 1 else { return }
        // mkstemp replaces the six trailing placeholder characters.
        var template = Array(("/tmp/formskit-stderr-" + String(repeating: "X", count: 6)).utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        if copyBuffer == nil { copyBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096) }
        savedStandardError = dup(STDERR_FILENO)
        guard savedStandardError >= 0, dup2(file, STDERR_FILENO) >= 0 else {
            close(file)
            return
        }
        capturedErrors = file
    }

    /// Puts standard error back and copies what was captured to it.
    /// Async-signal-safe.
    private static func releaseStandardError() {
        guard capturedErrors >= 0, savedStandardError >= 0, let buffer = copyBuffer else { return }
        _ = dup2(savedStandardError, STDERR_FILENO)
        _ = lseek(capturedErrors, 0, SEEK_SET)
        while true {
            let count = read(capturedErrors, buffer, 4096)
            if count <= 0 { break }
            _ = write(STDERR_FILENO, buffer, count)
        }
        close(capturedErrors)
        close(savedStandardError)
        capturedErrors = -1
        savedStandardError = -1
    }

    private static func handle(signal: Int32) {
        restore()
        // Hand the signal on: to the handler before ours, or the default.
        if var previous = previousHandlers[signal] {
            sigaction(signal, &previous, nil)
        } else {
            resetToDefault(signal)
        }
        raise(signal)
    }

    private static func resetToDefault(_ signal: Int32) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }
}
