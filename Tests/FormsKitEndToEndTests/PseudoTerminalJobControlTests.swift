#if canImport(Glibc)
import FormsKitTerminal
import FormsKitTestSupport
import Foundation
import Glibc
import Testing

/// Ctrl-Z, SIGTSTP, `bg` and `fg` with the demo on a real pseudo-terminal, run
/// as a job of a job-control shell as it would be from an interactive one.
@Suite("Job control on a pseudo-terminal", .serialized)
struct PseudoTerminalJobControlTests {
    /// Where the test's files go: removed, with everything in it, when the
    /// test is done (the demo keeps its database there).
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func startJob(_ arguments: [String], shell: String = "/bin/sh", afterStop: String = "read line; fg >/dev/null") throws -> PseudoTerminalJob {
        let store = folder.file("store-\(UUID().uuidString).sqlite").path
        return try PseudoTerminalJob(
            shell: shell, afterStop: afterStop,
            executable: PseudoTerminalTests.demoPath,
            arguments: arguments + ["--database-url", store],
            width: 60, height: 16,
            environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        )
    }

    /// Whether `output` shows the shell's screen given back: bracketed paste
    /// off, the cursor shown, the alternate screen left.
    private func showsRestored(_ output: [UInt8]) -> Bool {
        let written = String(decoding: output, as: UTF8.self)
        return written.contains(ControlSequence.leaveAlternateScreen)
            && written.contains(ControlSequence.showCursor)
            && written.contains(ControlSequence.disableBracketedPaste)
    }

    /// Whether `text` is the whole form drawn again on the alternate screen.
    private func isFullRedraw(_ text: String) -> Bool {
        text.contains(ControlSequence.enterAlternateScreen) && text.contains(ControlSequence.hideCursor)
            && text.contains(ControlSequence.clearScreen) && text.contains("Owner email")
    }

    @Test("Ctrl-Z restores the terminal and stops the demo; fg draws the whole form again, in raw mode")
    func controlZ() throws {
        let job = try startJob(["create-plan"])
        let terminal = job.shell
        var output: [UInt8] = []
        #expect(terminal.readScreen(until: { $0.contains("Owner email") }, into: &output))
        output.removeAll()

        // Typed together: the edit is not drawn once the shell's screen is back.
        terminal.send("Team\u{1A}")
        #expect(terminal.readScreen(until: { $0.contains("stopped 148") }, into: &output), "the shell sees the demo stopped by SIGTSTP")
        #expect(job.state == "T")
        #expect(showsRestored(output), "the shell's screen and cursor are back")
        let written = String(decoding: output, as: UTF8.self)
        if let restored = written.range(of: ControlSequence.leaveAlternateScreen, options: .backwards) {
            #expect(!written[restored.upperBound...].contains("Team"), "nothing drawn on the shell's screen")
        }
        #expect(terminal.isCooked, "the terminal is in line mode for the shell")

        output.removeAll()
        job.bringToForeground()
        #expect(terminal.readScreen(until: { isFullRedraw($0) && $0.contains("Team") }, into: &output), "fg draws the whole form again")
        #expect(!terminal.isCooked, "raw mode again")
        terminal.send(" Alpha")
        #expect(terminal.readScreen(until: { $0.contains("Alpha") }, seconds: 2, into: &output), "keys edit the form")
        // In line mode Ctrl-S would stop the terminal's output instead.
        terminal.send("\u{13}")
        #expect(terminal.readScreen(until: { $0.contains("exit 0") }, into: &output), "Ctrl-S submits")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.standardOutput().contains(#""name" : "Team Alpha""#))
        #expect(terminal.isCooked)
    }

    @Test(
        """
        A password in plain mode is never echoed after a stop and fg, however it was stopped and whatever the shell set \
        meanwhile; the question and the line so far are shown again (regression: typed in clear after Ctrl-Z and fg)
        """,
        arguments: ["ctrl-z", "sigtstp", "sigstop"])
    func plainPasswordAfterStop(_ how: String) throws {
        // bash puts its own settings (echo on) back while the job is stopped; sh does not.
        let job = try startJob(["signup", "--plain"], afterStop: "read line; stty echo icanon; fg >/dev/null")
        let terminal = job.shell
        var output: [UInt8] = []
        #expect(terminal.readScreen(until: { $0.contains("Email") }, into: &output))
        terminal.send("ada@example.com\r")
        #expect(terminal.readScreen(until: { $0.contains("Password") }, into: &output))
        terminal.send("abc")
        #expect(terminal.readScreen(until: { $0.contains("•••") }, into: &output))
        switch how {
        case "ctrl-z": terminal.send("\u{1A}")
        case "sigtstp": kill(job.pid, SIGTSTP)
        default: kill(job.pid, SIGSTOP)
        }
        #expect(terminal.readScreen(until: { $0.contains("stopped 14") }, into: &output), "the shell sees the demo stopped")
        // SIGSTOP cannot be caught: the terminal is as the demo left it until the shell's stty.
        if how != "sigstop" { #expect(terminal.isCooked, "the shell has the terminal as it was") }

        output.removeAll()
        job.bringToForeground()
        #expect(terminal.readScreen(until: { $0.contains("Password") && $0.contains("•••") }, into: &output), "asked again, with the line so far")
        #expect(terminal.settings.c_lflag & tcflag_t(ECHO) == 0, "the terminal does not echo")
        terminal.send("def")
        #expect(terminal.readScreen(until: { $0.contains("••••••") }, seconds: 5, into: &output))
        #expect(!String(decoding: output, as: UTF8.self).contains("def"), "never in clear")
        terminal.send("\u{3}")
        #expect(terminal.readScreen(until: { $0.contains("exit ") }, into: &output))
        #expect(terminal.isCooked)
    }

    @Test("SIGTSTP stops the demo with the terminal restored; continued in the background it leaves the terminal to the shell; fg brings the form back")
    func sigtstpThenBackgroundThenForeground() throws {
        let job = try startJob(["create-plan"])
        let terminal = job.shell
        var output: [UInt8] = []
        #expect(terminal.readScreen(until: { $0.contains("Owner email") }, into: &output))
        output.removeAll()

        kill(job.pid, SIGTSTP)
        #expect(terminal.readScreen(until: { $0.contains("stopped 148") }, into: &output), "the shell sees the demo stopped")
        #expect(job.state == "T")
        #expect(showsRestored(output))
        #expect(terminal.isCooked)

        // As `bg` does: continued while the shell has the terminal.
        output.removeAll()
        kill(job.pid, SIGCONT)
        terminal.readScreen(seconds: 0.5, into: &output)
        #expect(job.state != "T", "running again")
        #expect(terminal.isCooked, "in the background the terminal stays the shell's")
        #expect(!String(decoding: output, as: UTF8.self).contains(ControlSequence.enterAlternateScreen), "nothing drawn over the shell")

        job.bringToForeground()
        #expect(terminal.readScreen(until: { isFullRedraw($0) }, into: &output), "fg draws the whole form again")
        #expect(!terminal.isCooked)
        terminal.send("Team\u{13}")
        #expect(terminal.readScreen(until: { $0.contains("exit 0") }, into: &output))
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.standardOutput().contains(#""name" : "Team""#))
    }

    @Test(
        "bash's fg of a job continued with bg gives the terminal back without SIGCONT; the form is drawn again",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func backgroundThenForegroundInBash() throws {
        let job = try startJob(
            ["create-plan"], shell: "/bin/bash", afterStop: "read line; bg >/dev/null; echo backgrounded >&2; sleep 1; fg >/dev/null")
        let terminal = job.shell
        var output: [UInt8] = []
        #expect(terminal.readScreen(until: { $0.contains("Owner email") }, into: &output))
        terminal.send("\u{1A}")
        #expect(terminal.readScreen(until: { $0.contains("stopped 148") }, into: &output))

        output.removeAll()
        job.bringToForeground()
        // The shell says when `bg` has continued the demo (however long it
        // took to read the line); then the demo runs in the background for
        // a while before the shell's `fg`.
        #expect(terminal.readScreen(until: { $0.contains("backgrounded") }, into: &output), "the shell ran bg")
        terminal.readScreen(seconds: 0.4, into: &output)
        #expect(job.state != "T", "running in the background")
        #expect(terminal.isCooked, "the terminal stays the shell's")
        #expect(!String(decoding: output, as: UTF8.self).contains(ControlSequence.enterAlternateScreen))

        // A second later the shell runs `fg`, which continues only stopped jobs.
        #expect(terminal.readScreen(until: { isFullRedraw($0) }, into: &output), "the whole form is drawn again")
        #expect(!terminal.isCooked)
        terminal.send("Team\u{13}")
        #expect(terminal.readScreen(until: { $0.contains("exit 0") }, into: &output))
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.standardOutput().contains(#""name" : "Team""#))
    }

    @Test("Without a job-control shell Ctrl-Z cannot stop the demo (the kernel ignores it), and the form stays usable")
    func controlZInOrphanedGroup() throws {
        // The demo leads its own session, as when `exec`ed by the terminal's shell.
        let store = folder.file("store-\(UUID().uuidString).sqlite").path
        let process = try PseudoTerminalProcess(
            executable: PseudoTerminalTests.demoPath, arguments: ["create-plan", "--database-url", store],
            width: 60, height: 16,
            environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        )
        var output: [UInt8] = []
        #expect(process.readScreen(until: { $0.contains("Owner email") }, into: &output))
        output.removeAll()
        process.send("\u{1A}")
        #expect(process.readScreen(until: { isFullRedraw($0) }, into: &output), "the form is drawn again at once")
        var status: Int32 = 0
        #expect(waitpid(process.pid, &status, WNOHANG | WUNTRACED) == 0, "neither stopped nor ended")
        #expect(!process.isCooked, "raw mode again")
        process.send("Team\u{13}")
        #expect(process.waitForExit() == 0)
        #expect(process.standardOutput().contains(#""name" : "Team""#))
    }
}
#endif
