import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal the process runs in: `/dev/tty` when it can be opened (so
/// standard output stays free for results), otherwise standard input and
/// standard error when both are terminals.
final class SystemTerminal: @unchecked Sendable {
    let input: Int32
    let output: Int32
    private let ownsDescriptor: Bool
    private var savedSettings: termios?

    private init(input: Int32, output: Int32, ownsDescriptor: Bool) {
        self.input = input
        self.output = output
        self.ownsDescriptor = ownsDescriptor
    }

    deinit {
        if ownsDescriptor { close(input) }
    }

    /// The terminal to draw on and read keys from, or `nil` when there is none.
    static func open() -> SystemTerminal? {
        let tty = systemOpen("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        if tty >= 0 {
            return SystemTerminal(input: tty, output: tty, ownsDescriptor: true)
        }
        if isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1 {
            return SystemTerminal(input: STDIN_FILENO, output: STDERR_FILENO, ownsDescriptor: false)
        }
        return nil
    }

    /// The size in cells; 80 × 24 when the terminal does not say.
    var size: (width: Int, height: Int) {
        Self.size(of: output) ?? (80, 24)
    }

    /// The size in cells of the terminal at `descriptor`; `nil` when it is
    /// not a terminal or does not say.
    static func size(of descriptor: Int32) -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Raw input (no echo, no line buffering, no signals from keys), a
    /// hidden cursor and bracketed paste; for the full screen, the alternate
    /// screen and mouse reports. Everything is undone by
    /// ``leaveInteractiveMode()``, or on any way out of the process, and
    /// undone and done again around a stop (Ctrl-Z, then `fg`).
    func enterInteractiveMode(_ presentation: TerminalPresentation) throws(TerminalError) {
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { throw .notATerminal }
        savedSettings = settings
        var raw = Self.rawSettings(from: settings)
        TerminalRestoration.arm(descriptor: input, saved: settings, raw: raw, presentation: presentation)
        // Drain, not flush: keys typed before the form is up are kept as input.
        guard applyTerminalSettings(input, TCSADRAIN, &raw) else {
            TerminalRestoration.disarm()
            throw .notATerminal
        }
        write(presentation.enterSequence)
    }

    /// `settings` made raw: bytes as typed, one at a time, without echo,
    /// and Ctrl-C, Ctrl-Z and Ctrl-S delivered as keys.
    static func rawSettings(from settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }

    /// Puts the terminal back as it was.
    func leaveInteractiveMode() {
        TerminalRestoration.disarm()
    }

    func write(_ text: String) {
        write(Array(text.utf8))
    }

    func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(output, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// Waits up to `milliseconds` for input and returns what arrived; an empty
    /// array on timeout, `nil` at the end of input.
    func read(timeout milliseconds: Int32) -> [UInt8]? {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        guard ready > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        if count == 0 { return nil }
        return Array(buffer[..<count])
    }
}

/// Why a form could not run in the terminal.
public enum TerminalError: Error, CustomStringConvertible {
    /// There is no terminal to draw on.
    case notATerminal

    public var description: String {
        switch self {
        case .notATerminal:
            return TerminalWords.text("screen.noTerminal")
        }
    }
}

// The C library's functions, named apart from this module's methods.
#if canImport(Glibc)
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { Glibc.write(descriptor, buffer, count) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Glibc.read(descriptor, buffer, count) }
#elseif canImport(Darwin)
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Darwin.open(path, flags) }
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { Darwin.write(descriptor, buffer, count) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Darwin.read(descriptor, buffer, count) }
#endif
