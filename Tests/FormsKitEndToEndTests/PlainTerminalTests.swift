#if canImport(Glibc)
import FormsKitTerminalTesting
import FormsKitTestSupport
import Foundation
import Glibc
import Testing

/// Plain mode with a person at a terminal (`--plain` in a terminal, or
/// `TERM=dumb`): answers are edited by whole characters, and the terminal
/// is left as it was.
@Suite("Plain mode on a terminal", .serialized)
struct PlainTerminalTests {
    /// Where the test's files go: removed, with everything in it, when the
    /// test is done (the demo keeps its database there).
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func start(_ arguments: [String], term: String = "dumb") throws -> PseudoTerminalProcess {
        let store = folder.file("store-\(UUID().uuidString).sqlite").path
        return try PseudoTerminalProcess(
            executable: DemoProcess.executablePath,
            arguments: arguments + ["--database-url", store],
            width: 80, height: 24,
            environment: ["TERM": term, "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        )
    }

    @Test(
        "Backspace deletes a whole emoji in plain mode too (regression: the terminal deleted a code point)",
        arguments: [
            "👨‍👩‍👧", "🇫🇷", "👍🏽",
        ])
    func graphemeBackspace(_ emoji: String) throws {
        let process = try start(["create-plan", "--plain"])
        var output: [UInt8] = []
        #expect(process.readScreen(until: { $0.contains("Name (e.g. Team):") }, into: &output))
        process.send("Tea" + emoji + "\u{7F}m\r")
        #expect(process.readScreen(until: { $0.contains("Owner email") }, into: &output))
        process.send("\r")
        #expect(process.readScreen(until: { $0.contains("Create?") }, into: &output))
        process.send("y\r")
        #expect(process.waitForExit() == 0)
        #expect(process.standardOutput().contains(#""name" : "Team""#))
        #expect(process.isCooked, "the terminal is back in cooked mode")
    }

    @Test("Escape sequences typed in plain mode (↑, F5, a colour) never reach the answer")
    func escapeSequences() throws {
        let process = try start(["create-plan", "--plain"])
        var output: [UInt8] = []
        #expect(process.readScreen(until: { $0.contains("Name (e.g. Team):") }, into: &output))
        process.send("Te\u{1B}[A\u{1B}[15~\u{1B}[31mam\r\r")
        #expect(process.readScreen(until: { $0.contains("Create?") }, into: &output))
        process.send("y\r")
        #expect(process.waitForExit() == 0)
        #expect(process.standardOutput().contains(#""name" : "Team""#))
    }

    @Test("← and → move the cursor in plain mode, and typing, Backspace and Delete edit where it is (regression: arrows did nothing)")
    func cursorMovement() throws {
        let process = try start(["create-plan", "--plain"])
        var output: [UInt8] = []
        #expect(process.readScreen(until: { $0.contains("Name (e.g. Team):") }, into: &output))
        // "Tem", ←, "a": Team, the cursor before the m.
        process.send("Tem\u{1B}[Da")
        // "xx", ←, Backspace, Delete: Team again. Home, →, ←, Delete, "T", End: still Team.
        process.send("xx\u{1B}[D\u{7F}\u{1B}[3~\u{1B}[H\u{1B}[C\u{1B}[D\u{1B}[3~T\u{1B}[F\r")
        #expect(process.readScreen(until: { $0.contains("Owner email") }, into: &output))
        var emulator = TerminalEmulator(width: 80, height: 24)
        emulator.feed(output)
        #expect(emulator.screen.text.contains("Name (e.g. Team): Team\n"), "the line shows the answer:\n\(emulator.screen.text)")
        process.send("\r")
        #expect(process.readScreen(until: { $0.contains("Create?") }, into: &output))
        process.send("y\r")
        #expect(process.waitForExit() == 0)
        #expect(process.standardOutput().contains(#""name" : "Team""#))
    }

    @Test("Answers typed ahead (or pasted as several lines) answer the next questions (regression: dropped after the first)")
    func typeAhead() throws {
        let process = try start(["create-plan", "--plain"])
        var output: [UInt8] = []
        #expect(process.readScreen(until: { $0.contains("Name (e.g. Team):") }, into: &output))
        process.send("Team\r\ry\r")
        #expect(process.waitForExit() == 0)
        #expect(process.standardOutput().contains(#""name" : "Team""#))
    }

    @Test("Ctrl-C at a question aborts with 130 and leaves the terminal cooked")
    func controlC() throws {
        let process = try start(["create-plan", "--plain"])
        var output: [UInt8] = []
        #expect(process.readScreen(until: { $0.contains("Name (e.g. Team):") }, into: &output))
        process.send("Te\u{03}")
        #expect(process.waitForExit() == 130)
        #expect(process.isCooked)
    }

    @Test(
        "Ctrl-C while the form is being submitted aborts with 130, nothing submitted (regression: read at the next question)",
        arguments: ["y\r\u{03}", "y\r"])
    func controlCWhileSubmitting(_ answer: String) throws {
        let process = try start(["create-plan", "--plain"])
        var output: [UInt8] = []
        #expect(process.readScreen(until: { $0.contains("Name (e.g. Team):") }, into: &output))
        process.send("Team\r\r")
        #expect(process.readScreen(until: { $0.contains("Create?") }, into: &output))
        process.send(answer)
        // Sent apart too: while the submission (400 ms in the demo) runs.
        if answer == "y\r" {
            usleep(100_000)
            process.send("\u{03}")
        }
        #expect(process.waitForExit(seconds: 3) == 130)
        #expect(!process.standardOutput().contains(#""name""#), "nothing was submitted")
        #expect(process.isCooked)
    }
}
#endif
