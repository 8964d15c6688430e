#if canImport(Glibc)
import Glibc
import Foundation
import FormsKitTestSupport

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
    ///
    /// The terminal's master side and the output pipe are close-on-exec, and
    /// the terminal's other side is closed before any program can start, so
    /// programs that other tests start at the same moment never hold this
    /// terminal or pipe.
    ///
    /// Unless `environment` names one, the program gets a data folder of
    /// its own (`XDG_DATA_HOME`), so that a draft one test leaves is never
    /// offered to another.
    init(executable: String, arguments: [String], width: Int, height: Int, environment: [String: String]) throws {
        var environment = environment
        if environment["XDG_DATA_HOME"] == nil {
            environment["XDG_DATA_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-pty-\(UUID().uuidString)").path
        }
        var master: Int32 = 0
        var path = ""
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        try ChildProcess.makingDescriptors { () throws(POSIXError) in
            var slave: Int32 = 0
            guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
            path = String(cString: ttyname(slave))
            close(slave)
            _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        }
        let output: (read: Int32, write: Int32)
        do {
            output = try ChildProcess.pipe()
        } catch {
            close(master)
            throw error
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, opening the terminal makes it the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc 2.26+); the Glibc module does not export it.
        let setsid: Int16 = 0x80
        posix_spawnattr_setflags(&attributes, setsid)

        let pid: pid_t
        do {
            pid = try ChildProcess.spawn(
                executable, arguments: arguments, environment: environment, actions: &actions, attributes: attributes
            )
        } catch {
            close(master)
            close(output.read)
            close(output.write)
            throw error
        }
        close(output.write)
        self.master = master
        self.pid = pid
        self.stdoutRead = output.read
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
                } else if count < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    // EIO: the program and everything it started closed the terminal.
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
        let slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
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
                // What the program wrote just before it ended may still be
                // in the terminal: read it into the transcript (until the
                // terminal reports it closed), or a check of the last
                // output races the exit (seen once under load).
                readScreen(seconds: 0.5, into: &output)
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
