#if canImport(Glibc)
import Glibc
import Foundation

/// A program running on a pseudo-terminal, as in a real terminal window: the
/// terminal is its controlling terminal (`/dev/tty`), standard output is a
/// pipe the test reads separately.
final class PseudoTerminalProcess {
    let master: Int32
    let pid: pid_t
    private let stdoutRead: Int32
    private let slavePath: String
    /// Everything read from the terminal so far.
    private(set) var transcript: [UInt8] = []

    /// Starts `executable` with `arguments` on a `width` × `height` terminal.
    init(executable: String, arguments: [String], width: Int, height: Int, environment: [String: String]) throws {
        var master: Int32 = 0
        var slave: Int32 = 0
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
        let path = String(cString: ttyname(slave))
        close(slave)
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EPIPE) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, opening the terminal makes it the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc 2.26+); the Glibc module does not export it.
        let setsid: Int16 = 0x80
        posix_spawnattr_setflags(&attributes, setsid)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(pipeEnds[1])
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        self.master = master
        self.pid = pid
        self.stdoutRead = pipeEnds[0]
        self.slavePath = path
    }

    deinit {
        close(master)
        close(stdoutRead)
    }

    /// Sends bytes as typed keys.
    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// Reads what the program drew, until `condition` holds for everything
    /// read so far or `seconds` pass.
    @discardableResult
    func readScreen(until condition: (String) -> Bool = { _ in false }, seconds: Double = 20, into output: inout [UInt8]) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 50) > 0 {
                var buffer = [UInt8](repeating: 0, count: 8192)
                let count = read(master, &buffer, buffer.count)
                if count > 0 {
                    output += buffer[..<count]
                    transcript += buffer[..<count]
                } else {
                    return condition(String(decoding: output, as: UTF8.self))
                }
            }
            if condition(String(decoding: output, as: UTF8.self)) { return true }
        }
        return false
    }

    /// The terminal's settings, as the program left them.
    var settings: termios {
        var settings = termios()
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        defer { if slave >= 0 { close(slave) } }
        tcgetattr(slave >= 0 ? slave : master, &settings)
        return settings
    }

    /// Whether the terminal echoes and reads lines (its normal, cooked mode).
    var isCooked: Bool {
        let flags = settings.c_lflag
        return flags & tcflag_t(ECHO) != 0 && flags & tcflag_t(ICANON) != 0
    }

    /// Resizes the terminal; the kernel sends the program SIGWINCH.
    func resize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Waits for the program to end: its exit status, or 128 + the signal.
    func waitForExit(seconds: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var output: [UInt8] = []
        while Date() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                if status & 0x7F == 0 { return (status >> 8) & 0xFF }
                return 128 + (status & 0x7F)
            }
            readScreen(seconds: 0.05, into: &output)
        }
        kill(pid, SIGKILL)
        return nil
    }

    /// Everything the program wrote to standard output.
    func standardOutput() -> String {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(stdoutRead, &buffer, buffer.count)
            if count <= 0 { break }
            data += buffer[..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }
}
#endif
