#if canImport(Glibc)
import FormsKitTerminal
import FormsKitTerminalTesting
import FormsKitTestSupport
import Foundation
import Glibc
import Testing

/// The demo on a real pseudo-terminal: raw mode, drawing on the terminal and
/// not on standard output, resizing, and the terminal restored however it ends.
@Suite("The demo on a pseudo-terminal", .serialized)
struct PseudoTerminalTests {
    /// Where the test's files go: removed, with everything in it, when the
    /// test is done (the demo keeps its database there).
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// `formskit-demo`, built next to the test bundle.
    static var demoPath: String {
        DemoProcess.executablePath
    }

    private func start(_ arguments: [String], width: Int = 60, height: Int = 16) throws -> PseudoTerminalProcess {
        let store = folder.file("store-\(UUID().uuidString).sqlite").path
        let usesStore = ["settings", "create-plan"].contains(arguments.first ?? "")
        return try PseudoTerminalProcess(
            executable: Self.demoPath,
            arguments: arguments + (usesStore ? ["--database-url", store] : []),
            width: width, height: height,
            environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        )
    }

    @Test("The demo binary was built")
    func demoExists() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.demoPath), "build the package first: \(Self.demoPath)")
    }

    @Test("Raw mode while running; a submit prints JSON on standard output only; the terminal is restored")
    func submit() throws {
        let process = try start(["create-plan"])
        var output: [UInt8] = []
        #expect(process.readScreen(until: { $0.contains("Owner email") }, into: &output))
        #expect(!process.isCooked, "raw mode: no echo, no line buffering")
        #expect(String(decoding: output, as: UTF8.self).contains(ControlSequence.enterAlternateScreen))
        process.send("Team\u{13}")
        #expect(process.waitForExit() == 0)
        #expect(process.standardOutput().contains(#""name" : "Team""#))
        #expect(process.isCooked, "the terminal is back in cooked mode")
    }

    @Test("A resize re-lays out the form at the new width")
    func resize() throws {
        let process = try start(["create-plan"], width: 60, height: 16)
        var output: [UInt8] = []
        // The resize must come after the form is up (and listening for
        // resizes); on a loaded machine that can take seconds.
        try #require(process.readScreen(until: { $0.contains("Owner email") }, into: &output))
        output.removeAll()
        process.resize(width: 40, height: 12)
        #expect(process.readScreen(until: { $0.contains("Owner email") && $0.contains(ControlSequence.clearScreen) }, into: &output))
        var emulator = TerminalEmulator(width: 40, height: 12)
        emulator.feed(output)
        #expect(emulator.screen.text.split(separator: "\n").first.map { $0.contains("New Plan") && $0.count <= 40 } == true)
        #expect(emulator.screen.text.contains("╰─────────────────────────────────────╯"), "the box is 39 columns wide, beside the column of scroll markers")
        process.send("\u{03}")
        #expect(process.waitForExit() == 130)
    }

    @Test("Ctrl-C aborts at once with 130, nothing on standard output, the terminal restored")
    func controlC() throws {
        let process = try start(["create-plan"])
        var output: [UInt8] = []
        process.readScreen(until: { $0.contains("Owner email") }, into: &output)
        process.send("Half-typed")
        process.readScreen(until: { $0.contains("Half-typed") }, seconds: 2, into: &output)
        process.send("\u{03}")
        #expect(process.waitForExit() == 130)
        #expect(process.standardOutput().isEmpty)
        #expect(process.isCooked)
    }

    @Test("Keys typed before the form is up are kept and typed into the first field (regression: flushed)")
    func typeAheadBeforeTheForm() throws {
        let process = try start(["edit-tag"])
        // Sent at once: the demo has not started yet, so the terminal is still
        // cooked and echoes them; they must reach the form, not be discarded.
        process.send("Ahead")
        var output: [UInt8] = []
        let drawn = process.readScreen(
            until: { screen in
                guard let enter = screen.range(of: "\u{1B}[?1049h") else { return false }
                return screen[enter.upperBound...].contains("Ahead")
            }, into: &output)
        #expect(drawn, "the form never showed the keys typed before it started")
        process.send("\u{03}")
        #expect(process.waitForExit() == 130)
    }

    @Test("Esc on a dirty form asks first; confirming cancels with 130")
    func escape() throws {
        let process = try start(["edit-tag"])
        var output: [UInt8] = []
        process.readScreen(until: { $0.contains("New tag") }, into: &output)
        process.send("Swift")
        process.send("\u{1B}")
        #expect(process.readScreen(until: { $0.contains("Discard changes?") }, into: &output))
        process.send("y")
        #expect(process.waitForExit() == 130)
        #expect(process.isCooked)
    }

    @Test("A crash in the form's own code leaves the terminal restored")
    func crashInUserCode() throws {
        let fixture = DemoProcess.productPath("TerminalCrashFixture")
        let process = try PseudoTerminalProcess(
            executable: fixture, arguments: [], width: 50, height: 10,
            environment: ["TERM": "xterm", "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
        )
        var output: [UInt8] = []
        #expect(process.readScreen(until: { $0.contains("Name") }, into: &output))
        #expect(!process.isCooked)
        process.send("x\u{13}")
        let status = process.waitForExit()
        #expect(status == 128 + SIGILL || status == 128 + SIGTRAP, "ended by the crash: \(String(describing: status))")
        #expect(process.isCooked, "the terminal is back in cooked mode")
        let written = String(decoding: process.transcript, as: UTF8.self)
        #expect(written.contains(ControlSequence.leaveAlternateScreen))
        let message = written.range(of: "a bug in the form's own submit()")
        let restored = written.range(of: ControlSequence.leaveAlternateScreen)
        #expect(
            message != nil && restored != nil && message!.lowerBound > restored!.lowerBound,
            "the crash message is shown after the shell's screen is back, not lost on the form's screen")
    }

    @Test("SIGTERM ends the demo with the terminal restored")
    func sigterm() throws {
        let process = try start(["poll"])
        var output: [UInt8] = []
        process.readScreen(until: { $0.contains("Option 1") }, into: &output)
        kill(process.pid, SIGTERM)
        #expect(process.waitForExit() == 128 + SIGTERM)
        #expect(process.isCooked)
        var rest: [UInt8] = []
        process.readScreen(seconds: 0.2, into: &rest)
        let written = String(decoding: process.transcript, as: UTF8.self)
        #expect(written.contains(ControlSequence.leaveAlternateScreen), "back to the shell's screen")
        #expect(written.contains(ControlSequence.showCursor))
    }

    @Test("SIGQUIT, SIGHUP and SIGINT end the demo within a second with the terminal restored", arguments: [SIGQUIT, SIGHUP, SIGINT])
    func terminationSignal(_ signal: Int32) throws {
        let process = try start(["create-plan"])
        var output: [UInt8] = []
        process.readScreen(until: { $0.contains("Owner email") }, into: &output)
        kill(process.pid, signal)
        #expect(process.waitForExit(seconds: 1) == 128 + signal, "ended by the signal, at once")
        #expect(process.isCooked)
        var rest: [UInt8] = []
        process.readScreen(seconds: 0.2, into: &rest)
        let written = String(decoding: process.transcript, as: UTF8.self)
        #expect(written.contains(ControlSequence.leaveAlternateScreen), "back to the shell's screen")
        #expect(written.contains(ControlSequence.showCursor))
    }

    @Test("Full screen reports the mouse while it runs, and stops reporting it on every way out")
    func mouseReports() throws {
        for ending in ["\u{03}", "SIGTERM"] {
            let process = try start(["create-plan"])
            var output: [UInt8] = []
            try #require(process.readScreen(until: { $0.contains("Owner email") }, into: &output))
            #expect(String(decoding: output, as: UTF8.self).contains(ControlSequence.enableMouse))
            // A click on the owner's email row, as the terminal reports it.
            var emulator = TerminalEmulator(width: 60, height: 16)
            emulator.feed(output)
            let row = try #require(emulator.screen.text.components(separatedBy: "\n").firstIndex { $0.contains("Owner email") })
            process.send(String(decoding: MouseEvent(.click, column: 4, row: row).terminalBytes, as: UTF8.self) + "me@x.co")
            #expect(process.readScreen(until: { $0.contains("me@x.co") }, into: &output), "the click focused the email row")
            if ending == "SIGTERM" { kill(process.pid, SIGTERM) } else { process.send(ending) }
            #expect(process.waitForExit() != nil)
            var rest: [UInt8] = []
            process.readScreen(seconds: 0.2, into: &rest)
            let written = String(decoding: process.transcript, as: UTF8.self)
            #expect(written.hasSuffix(ControlSequence.leaveAlternateScreen), "ended by \(ending)")
            #expect(written.contains(ControlSequence.disableMouse), "mouse reports are off after \(ending)")
        }
    }

    @Test("--inline draws below the prompt, without the alternate screen or the mouse, and leaves the answered form")
    func inline() throws {
        let process = try start(["edit-tag", "--inline"], width: 60, height: 30)
        var output: [UInt8] = []
        try #require(process.readScreen(until: { $0.contains("New tag") }, into: &output))
        process.send("Bugs\u{13}")
        #expect(process.waitForExit() == 0)
        #expect(process.isCooked)
        var rest: [UInt8] = []
        process.readScreen(seconds: 0.2, into: &rest)
        let written = String(decoding: process.transcript, as: UTF8.self)
        #expect(!written.contains(ControlSequence.enterAlternateScreen))
        #expect(!written.contains(ControlSequence.enableMouse))
        var emulator = TerminalEmulator(width: 60, height: 30)
        emulator.feed(process.transcript)
        #expect(emulator.transcript.contains("Title   Bugs"))
        #expect(emulator.transcript.contains("✓ Tag “Bugs” saved."))
        #expect(emulator.cursor.column == 0 && emulator.screen.text(ofRow: emulator.cursor.row - 1).contains("saved"), "the prompt goes on the line after")
        #expect(process.standardOutput().contains(#""title" : "Bugs""#))
    }

    @Test("--inline and --plain together are refused with 64")
    func inlineAndPlain() throws {
        let process = try start(["edit-tag", "--inline", "--plain"])
        #expect(process.waitForExit() == 64)
    }

    @Test("Ctrl-C below the prompt leaves the form as typed and the prompt on a line of its own")
    func inlineControlC() throws {
        let process = try start(["edit-tag", "--inline"], width: 60, height: 30)
        var output: [UInt8] = []
        try #require(process.readScreen(until: { $0.contains("New tag") }, into: &output))
        process.send("Half")
        process.readScreen(until: { $0.contains("Half") }, seconds: 2, into: &output)
        process.send("\u{03}")
        #expect(process.waitForExit() == 130)
        var rest: [UInt8] = []
        process.readScreen(seconds: 0.2, into: &rest)
        var emulator = TerminalEmulator(width: 60, height: 30)
        emulator.feed(process.transcript)
        #expect(emulator.transcript.contains("Title   Half"))
        #expect(emulator.transcript.contains("Cancelled: nothing was submitted."))
        #expect(emulator.cursor.column == 0)
        #expect(emulator.screen.text(ofRow: emulator.cursor.row - 1).contains("Cancelled"), "the prompt goes on the line after the form")
        #expect(emulator.screen.text(ofRow: emulator.cursor.row).allSatisfy { $0 == " " })
    }

    @Test(
        "SIGTERM and SIGHUP below the prompt leave the form closed, as Ctrl-C does, not live with its keys (regression: ▸ and key hints stayed)",
        arguments: [SIGTERM, SIGHUP])
    func inlineTermination(_ signal: Int32) throws {
        let process = try start(["edit-tag", "--inline"], width: 60, height: 30)
        var output: [UInt8] = []
        try #require(process.readScreen(until: { $0.contains("New tag") }, into: &output))
        process.send("Half")
        process.readScreen(until: { $0.contains("Half") }, seconds: 2, into: &output)
        kill(process.pid, signal)
        #expect(process.waitForExit(seconds: 3) == 128 + signal, "ended by the signal")
        var rest: [UInt8] = []
        process.readScreen(seconds: 0.2, into: &rest)
        var emulator = TerminalEmulator(width: 60, height: 30)
        emulator.feed(process.transcript)
        #expect(emulator.transcript.contains("Title   Half"), "\(emulator.transcript)")
        #expect(!emulator.transcript.contains("▸"), "no focus marker left: \(emulator.transcript)")
        #expect(!emulator.transcript.contains("Ctrl-S"), "no key hints left: \(emulator.transcript)")
        #expect(emulator.cursor.column == 0)
        #expect(emulator.screen.text(ofRow: emulator.cursor.row).allSatisfy { $0 == " " }, "the prompt goes on a line of its own")
    }

    @Test("Arabic in full screen on a terminal that does not order it says so on the form's own screen (regression: only before the alternate screen, hidden)")
    func rightToLeftNoticeOnTheForm() throws {
        let process = try PseudoTerminalProcess(
            executable: Self.demoPath, arguments: ["edit-tag", "--language", "ar"], width: 40, height: 12,
            environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TMUX": "/tmp/tmux,1,0"])
        var output: [UInt8] = []
        #expect(process.readScreen(until: { $0.contains("Right-to-left text may show reversed") }, into: &output), "\(String(decoding: output, as: UTF8.self))")
        var emulator = TerminalEmulator(width: 40, height: 12)
        emulator.feed(output)
        #expect(emulator.screen.text.contains("xterm)."), "whole at 40 columns: \(emulator.screen.text)")
        #expect(emulator.screen.text.contains("Right-to-left text may show reversed"), "on the form's screen: \(emulator.screen.text)")
        process.send("x")
        output.removeAll()
        process.readScreen(seconds: 0.3, into: &output)
        emulator.feed(output)
        #expect(!emulator.screen.text.contains("Right-to-left text may show reversed"), "until the first key")
        process.send("\u{03}")
        _ = process.waitForExit()
    }
}
#endif
