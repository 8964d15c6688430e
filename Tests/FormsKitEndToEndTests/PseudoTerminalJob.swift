#if canImport(Glibc)
import Foundation
import Glibc

/// A program run as a job of a job-control shell on a pseudo-terminal, as
/// typed at an interactive shell: in a process group of its own, in the
/// foreground, with the shell as its parent in the same session.
///
/// Only such a job can be stopped. ``PseudoTerminalProcess`` starts the
/// program as the leader of a session of its own, and the kernel ignores
/// SIGTSTP in a process group whose members have no parent in their session
/// outside it (an orphaned process group: no shell would ever continue it).
///
/// The shell (`sh -c` with job control on, which leaves the terminal's
/// settings alone) runs the program in the foreground; when the program
/// stops, it takes the terminal back and prints `stopped <status>`, runs
/// `afterStop` (by default: waits for a line and brings the program back
/// with `fg`), and prints `exit <status>`.
final class PseudoTerminalJob {
    /// The shell; its terminal and standard output are the program's.
    let shell: PseudoTerminalProcess
    /// The program's process id.
    let pid: pid_t

    init(
        shell shellPath: String = "/bin/sh", afterStop: String = "read line; fg >/dev/null",
        executable: String, arguments: [String], width: Int, height: Int, environment: [String: String]
    ) throws {
        let script = #"set -m; "$0" "$@"; echo "stopped $?" >&2; "# + afterStop + #"; echo "exit $?" >&2"#
        shell = try PseudoTerminalProcess(
            executable: shellPath, arguments: ["-c", script, executable] + arguments,
            width: width, height: height, environment: environment
        )
        let deadline = Date().addingTimeInterval(5)
        var child: pid_t?
        while child == nil, Date() < deadline {
            child = Self.child(of: shell.pid)
            if child == nil { usleep(10_000) }
        }
        guard let child else {
            kill(shell.pid, SIGKILL)
            throw POSIXError(.ESRCH)
        }
        pid = child
    }

    /// The program's state as `/proc` shows it: `T` when stopped, `S` or `R`
    /// when running.
    var state: String? {
        Self.stat(of: pid)?.state
    }

    /// Types the line the shell waits for after the stop, so that it goes on
    /// with `afterStop`: by default, brings the program back with `fg`.
    func bringToForeground() {
        shell.send("\n")
    }

    /// The first process whose parent is `parent`.
    private static func child(of parent: pid_t) -> pid_t? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry), let stat = stat(of: pid) else { continue }
            if stat.parent == parent { return pid }
        }
        return nil
    }

    /// The state and parent fields of `/proc/<pid>/stat`, which follow the
    /// parenthesised command name.
    private static func stat(of pid: pid_t) -> (state: String, parent: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let nameEnd = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 1, let parent = pid_t(fields[1]) else { return nil }
        return (String(fields[0]), parent)
    }
}
#endif
