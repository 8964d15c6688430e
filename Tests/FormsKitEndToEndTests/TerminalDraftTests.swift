#if canImport(Glibc)
import FormsKitTerminal
import FormsKitTestSupport
import Foundation
import Glibc
import Testing

/// Drafts of the demo's forms on a real pseudo-terminal: what was typed
/// survives `kill -9`, SIGHUP and the end of input, and is offered at the
/// next start; two runs at once keep a draft each.
@Suite("Drafts in the terminal", .serialized)
struct TerminalDraftTests {
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// The drafts folder of the demo run with this test's data folder.
    private var draftsFolder: URL {
        folder.url.appendingPathComponent("data/formskit-demo/drafts")
    }

    private var draftFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: draftsFolder.path)) ?? []).filter { $0.hasSuffix(".draft.json") }.sorted()
    }

    private func start(_ arguments: [String], width: Int = 60) throws -> PseudoTerminalProcess {
        try PseudoTerminalProcess(
            executable: DemoProcess.executablePath, arguments: arguments, width: width, height: 16,
            environment: [
                "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": folder.url.path,
                "XDG_DATA_HOME": folder.url.appendingPathComponent("data").path,
            ])
    }

    /// Waits until a draft file holds `text`: saved within a second of
    /// the change.
    private func waitForDraft(containing text: String) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            for file in draftFiles {
                if let content = try? String(contentsOf: draftsFolder.appendingPathComponent(file), encoding: .utf8), content.contains(text) {
                    return true
                }
            }
            usleep(20_000)
        }
        return false
    }

    @Test("Killed with SIGKILL or SIGHUP mid-edit, the next start offers what was typed; yes puts it back, and submitting removes it")
    func killedThenRestored() throws {
        for signal in [SIGKILL, SIGHUP] {
            let first = try start(["edit-tag"])
            var output: [UInt8] = []
            try #require(first.readScreen(until: { $0.contains("Title") }, into: &output))
            first.send("Half-typed 名前 🙂")
            #expect(waitForDraft(containing: "Half-typed 名前 🙂"), "saved within a second")
            kill(first.pid, signal)
            _ = first.waitForExit()
            let files = draftFiles
            #expect(files.count == 1)
            let mode = try FileManager.default.attributesOfItem(atPath: draftsFolder.appendingPathComponent(files.first ?? "").path)[.posixPermissions]
            #expect(mode as? Int == 0o600, "readable by the user only")

            let second = try start(["edit-tag"])
            output.removeAll()
            #expect(second.readScreen(until: { $0.contains("Restore what you typed at") }, into: &output), "signal \(signal)")
            // Typing before answering is not eaten without a word, and Esc
            // does not throw the draft away (regression: it discarded it).
            second.send("z")
            #expect(second.readScreen(until: { $0.contains("Answer y or n.") }, into: &output), "another key says to answer y or n")
            second.send("\u{1B}")
            second.readScreen(seconds: 0.2, into: &output)
            second.send("y\r")
            output.removeAll()
            #expect(second.readScreen(until: { $0.contains("Half-typed 名前 🙂") }, into: &output))
            second.send("\u{13}")
            #expect(second.waitForExit() == 0)
            #expect(second.standardOutput().contains("Half-typed 名前 🙂"))
            #expect(draftFiles.isEmpty, "submitted: no draft is left")
        }
    }

    @Test("Two runs of one form at once keep a draft each; a start offers the newest of those over, and no keeps nothing")
    func twoRunsAtOnce() throws {
        let one = try start(["edit-tag"])
        let two = try start(["edit-tag"])
        var output: [UInt8] = []
        try #require(one.readScreen(until: { $0.contains("Title") }, into: &output))
        output.removeAll()
        try #require(two.readScreen(until: { $0.contains("Title") }, into: &output))
        #expect(!String(decoding: output, as: UTF8.self).contains("Restore"), "a running form's draft is not offered")
        one.send("First run")
        #expect(waitForDraft(containing: "First run"))
        two.send("Second run")
        #expect(waitForDraft(containing: "Second run"))
        #expect(draftFiles.count == 2, "neither overwrites the other")
        kill(one.pid, SIGKILL)
        kill(two.pid, SIGKILL)
        _ = one.waitForExit()
        _ = two.waitForExit()

        let third = try start(["edit-tag"])
        output.removeAll()
        #expect(third.readScreen(until: { $0.contains("Restore what you typed at") }, into: &output))
        third.send("n\r")
        output.removeAll()
        #expect(third.readScreen(until: { $0.contains("Title") }, into: &output))
        #expect(!String(decoding: output, as: UTF8.self).contains("Second run"), "declined the newest: the form is as new")
        third.send("\u{1b}")
        _ = third.waitForExit()
        #expect(draftFiles.count == 1, "the declined draft is gone; the other stays")

        let fourth = try start(["edit-tag"])
        output.removeAll()
        #expect(fourth.readScreen(until: { $0.contains("Restore what you typed at") }, into: &output))
        fourth.send("\r")
        output.removeAll()
        #expect(fourth.readScreen(until: { $0.contains("First run") }, into: &output), "Enter takes it back")
        fourth.send("\u{03}")
        _ = fourth.waitForExit()
    }

    @Test(
        """
        A form opened by a link keeps a draft of its own: killed, the next run that opens the same link asks, puts it back, \
        and leaving it on purpose removes it (regression: only the command's own form kept one)
        """
    )
    func linkedForm() throws {
        let down = "\u{1b}[B"
        let first = try start(["settings"])
        var output: [UInt8] = []
        try #require(first.readScreen(until: { $0.contains("Haptics") }, into: &output))
        first.send(String(repeating: down, count: 5) + "\r")
        output.removeAll()
        try #require(first.readScreen(until: { $0.contains("Title") }, into: &output))
        first.send("Linked 名前 🙂")
        #expect(waitForDraft(containing: "Linked 名前 🙂"), "saved within a second")
        kill(first.pid, SIGKILL)
        _ = first.waitForExit()

        let second = try start(["settings"])
        output.removeAll()
        try #require(second.readScreen(until: { $0.contains("Haptics") }, into: &output))
        #expect(!String(decoding: output, as: UTF8.self).contains("Restore"), "the settings form itself has no draft")
        second.send(String(repeating: down, count: 5) + "\r")
        output.removeAll()
        #expect(second.readScreen(until: { $0.contains("Restore what you typed at") }, into: &output))
        second.send("y")
        output.removeAll()
        #expect(second.readScreen(until: { $0.contains("Linked 名前 🙂") }, into: &output), "put back")
        second.send("\u{1b}")
        output.removeAll()
        #expect(second.readScreen(until: { $0.contains("Discard changes?") }, into: &output))
        second.send("y")
        output.removeAll()
        #expect(second.readScreen(until: { $0.contains("Edit profile") }, into: &output), "back on the settings")
        #expect(draftFiles.isEmpty, "left on purpose: the draft is gone")
        second.send("\u{03}")
        _ = second.waitForExit()
    }

    @Test(
        """
        The offer is a question inside the form, answered with one key, wrapped between words on a narrow terminal \
        (regression: a line prompt before the form that wanted Enter, where Ctrl-S froze the terminal; "11:4" then "4 PM")
        """
    )
    func offerOnANarrowTerminal() throws {
        let first = try start(["edit-tag"], width: 24)
        var output: [UInt8] = []
        try #require(first.readScreen(until: { $0.contains("Title") }, into: &output))
        first.send("Narrow")
        #expect(waitForDraft(containing: "Narrow"))
        kill(first.pid, SIGKILL)
        _ = first.waitForExit()

        let second = try start(["edit-tag"], width: 24)
        output.removeAll()
        #expect(second.readScreen(until: { $0.contains("(y/n)") }, into: &output), "the whole question, its keys at the end")
        let screen = String(decoding: output, as: UTF8.self)
        #expect(screen.contains("Restore what you typed"))
        #expect(screen.contains(/\d{1,2}:\d{2}/), "the time on one line")
        #expect(screen.contains(ControlSequence.enterAlternateScreen), "asked in the form")
        second.send("y")
        output.removeAll()
        #expect(second.readScreen(until: { $0.contains("Narrow") }, into: &output), "one key answers")
        second.send("\u{03}")
        _ = second.waitForExit()
    }

    @Test("Plain mode on a terminal: input that ends keeps the answers, and the next start asks the same question")
    func plainMode() throws {
        let first = try start(["edit-tag", "--plain"])
        var output: [UInt8] = []
        try #require(first.readScreen(until: { $0.contains("Title") }, into: &output))
        first.send("Plain answer\r")
        #expect(waitForDraft(containing: "Plain answer"))
        first.send("\u{04}")
        _ = first.waitForExit()

        let second = try start(["edit-tag", "--plain"])
        output.removeAll()
        #expect(second.readScreen(until: { $0.contains("Restore what you typed at") && $0.contains("(y/n) [y]:") }, into: &output))
        second.send("y\r")
        output.removeAll()
        #expect(second.readScreen(until: { $0.contains("[Plain answer]") }, into: &output), "the answer back, in brackets")
        second.send("\u{03}")
        _ = second.waitForExit()
    }

    @Test(
        "SIGTERM and SIGHUP keep what was typed in the last second, in full screen and plain mode (regression: lost until the next save)",
        arguments: [(SIGTERM, false), (SIGHUP, false), (SIGTERM, true)])
    func terminationKeepsTheLastSecond(_ signal: Int32, plain: Bool) throws {
        let first = try start(plain ? ["edit-tag", "--plain"] : ["edit-tag"])
        var output: [UInt8] = []
        try #require(first.readScreen(until: { $0.contains("Title") }, into: &output))
        first.send(plain ? "Early late\r" : "Early")
        #expect(waitForDraft(containing: "Early"), "saved within a second")
        if plain {
            // An answer is kept as it is given; the terminal must come back cooked.
            #expect(first.readScreen(until: { $0.contains("Symbol") }, into: &output))
        } else {
            // Within the second after that save: no timed save has kept it yet.
            first.send(" late")
            #expect(first.readScreen(until: { $0.contains("late") }, into: &output))
        }
        kill(first.pid, signal)
        #expect(first.waitForExit(seconds: 3) == 128 + signal, "ended by the signal")
        #expect(first.isCooked, "the terminal restored")
        let drafts = draftFiles.compactMap { try? String(contentsOf: draftsFolder.appendingPathComponent($0), encoding: .utf8) }
        #expect(drafts.count == 1)
        #expect(drafts.contains { $0.contains("Early late") }, "\(drafts)")
    }

    @Test("Runs that end without a draft, or are killed, leave no lock file behind (regression: one per killed run piled up)")
    func lockFilesDoNotPileUp() throws {
        var lockFiles: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: draftsFolder.path)) ?? []).filter { $0.hasSuffix(".lock") }
        }
        for _ in 0..<3 {
            let run = try start(["edit-tag"])
            var output: [UInt8] = []
            try #require(run.readScreen(until: { $0.contains("Title") }, into: &output))
            kill(run.pid, SIGKILL)
            _ = run.waitForExit()
        }
        // A run that starts clears what runs that are over left without a draft.
        let next = try start(["edit-tag"])
        var output: [UInt8] = []
        try #require(next.readScreen(until: { $0.contains("Title") }, into: &output))
        #expect(lockFiles.count == 1, "only the running one's: \(lockFiles)")
        next.send("\u{1B}")
        #expect(next.waitForExit() != nil)
        #expect(lockFiles.isEmpty, "\(lockFiles)")
        #expect(draftFiles.isEmpty)
    }
}
#endif
