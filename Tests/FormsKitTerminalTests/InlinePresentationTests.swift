import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
@_spi(TerminalInternals) import FormsKitTerminal
import FormsKitTerminalTesting
import FormsKitTestSupport
import Testing

/// A form drawn below the prompt: the shell's lines stay, the form takes the
/// lines it needs, and the answered form stays in the scrollback.
@MainActor
@Suite("Below the prompt")
struct InlinePresentationTests {
    private static let shell = "$ echo before\nbefore\n$ demo edit-tag --inline\n"

    @Test("The form starts below the shell's lines and is as tall as it needs")
    func startsBelowPrompt() async {
        let driver = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 60, height: 30, presentation: .inline, shellOutput: Self.shell)
        let lines = driver.screen.components(separatedBy: "\n")
        #expect(Array(lines.prefix(3)) == ["$ echo before", "before", "$ demo edit-tag --inline"], "the shell's lines are untouched")
        #expect(lines[3].contains("Edit Tag"), "the title bar is on the line after the prompt")
        let used = lines.lastIndex { !$0.isEmpty } ?? 0
        #expect(used < 20, "a short form leaves the rest of the screen alone")
        #expect(driver.emulator.cursor.row == used, "the cursor rests on the form's last line")
        #expect(!driver.emulator.isAlternateScreen)
        assertSnapshot(driver.screen, named: "inline-edit-tag")
    }

    @Test("On a tall terminal the form keeps its divider and its help, as on the full screen (regression: they went to save lines)")
    func keepsChrome() async {
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore())), width: 160, height: 50, presentation: .inline)
        let lines = driver.screen.components(separatedBy: "\n")
        #expect(lines[1].hasPrefix("────"), "the divider under the title bar")
        #expect(driver.screen.contains("esc cancel"), "the help")
        #expect(driver.emulator.cursor.row < 15)
    }

    @Test("Once submitted, the answered form stays, without focus, followed by what happened")
    func answeredFormStays() async {
        let driver = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 60, height: 30, presentation: .inline, shellOutput: Self.shell)
        await driver.type("Bugs 日本")
        await driver.press(.tab)
        await driver.type("🇺🇦")
        await driver.press(.control("s"))
        guard case .submitted? = driver.outcome else {
            Issue.record("the form was submitted")
            return
        }
        let transcript = driver.transcript
        #expect(transcript.hasPrefix("$ echo before\nbefore\n$ demo edit-tag --inline\n Edit Tag"))
        #expect(transcript.contains("Title   Bugs 日本"))
        #expect(transcript.contains("Symbol  🇺🇦"))
        #expect(!transcript.contains(RowDrawingMarker.focus), "no row is drawn focused")
        #expect(!transcript.contains("ctrl+s submit"), "no help for keys that no longer work")
        #expect(transcript.contains("✓ Tag “Bugs 日本” saved."))
        let lines = driver.screen.components(separatedBy: "\n")
        #expect(lines[driver.emulator.cursor.row].contains("saved"), "the shell's prompt comes on the line after")
        assertSnapshot(driver.screen, named: "inline-edit-tag-answered")
    }

    @Test(
        "A form taller than the terminal, ended below the prompt, leaves only the answered form in the scrollback (regression: live screens with ▸ and keys above it)",
        arguments: [24, 12])
    func tallFormEndsClean(height: Int) async {
        let driver = TerminalFormDriver(
            session: FormSession(form: ProfileForm()), width: 80, height: height, presentation: .inline, shellOutput: Self.shell)
        await driver.type("x")
        await driver.press(.tab)
        await driver.type("a@b.co")
        await driver.press(.tab, .tab, .tab, .tab)
        await driver.press(.escape)
        if driver.screen.contains("Discard changes?") { await driver.type("y") }
        let transcript = driver.transcript
        #expect(!transcript.contains("▸"), "\(transcript)")
        #expect(!transcript.contains("tab/↓ next"), "\(transcript)")
        #expect(transcript.contains("Cancelled"), "\(transcript)")
    }

    @Test("Settings cancelled after a plan was created from it does not say that nothing was submitted (regression: it did)")
    func cancelledAfterAChildSubmitted() async throws {
        let store = PlanStore()
        let driver = TerminalFormDriver(
            session: FormSession(form: SettingsForm(plans: store)), width: 80, height: 30, presentation: .inline, shellOutput: Self.shell)
        await driver.press(.tab, .tab, .tab, .enter)
        await driver.type("Side project")
        await driver.press(.control("s"))
        #expect(try await store.plans.map(\.name).contains("Side project"))
        await driver.press(.escape)
        if driver.screen.contains("Discard changes?") { await driver.type("y") }
        #expect(!driver.transcript.contains("nothing was submitted"), "\(driver.transcript)")
        #expect(driver.transcript.contains("Settings was not submitted; what its other forms saved is kept."), "\(driver.transcript)")
    }

    @Test("A result longer than the terminal is wide is wrapped between words, whole in the scrollback (regression: cut with an ellipsis)")
    func longResultWraps() async {
        let driver = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 30, height: 30, presentation: .inline, shellOutput: Self.shell)
        await driver.type("Analytical Engine Notes")
        await driver.press(.control("s"))
        let transcript = driver.transcript
        #expect(!transcript.contains("…"), "\(transcript)")
        let words = transcript.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }
        let result = words.drop { $0 != "✓" }.prefix(6).joined(separator: " ")
        #expect(result == "✓ Tag “Analytical Engine Notes” saved.", "\(transcript)")
    }

    @Test("Cancelling leaves the form as typed, saying that nothing was submitted")
    func cancelled() async {
        let driver = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 60, height: 30, presentation: .inline, shellOutput: Self.shell)
        await driver.type("Half")
        await driver.press(.escape)
        await driver.press(.character("y"))
        #expect(driver.outcome.map { if case .cancelled = $0 { true } else { false } } == true)
        #expect(driver.transcript.contains("Title   Half"))
        #expect(driver.transcript.contains("Cancelled: nothing was submitted."))
    }

    @Test("The form grows for messages and shrinks back, leaving nothing below it")
    func growsAndShrinks() async {
        let driver = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 60, height: 30, presentation: .inline, shellOutput: Self.shell)
        let before = driver.emulator.cursor.row
        await driver.press(.control("s"))
        #expect(driver.screen.contains("A tag needs a title"))
        #expect(driver.emulator.cursor.row > before, "the message took more lines")
        #expect(driver.screen.hasPrefix("$ echo before\nbefore\n$ demo edit-tag --inline\n"), "the shell's lines stay")
        await driver.type("Bugs")
        #expect(!driver.screen.contains("A tag needs a title"))
        let below = driver.screen.components(separatedBy: "\n").dropFirst(driver.emulator.cursor.row + 1)
        let isBlank = below.allSatisfy { $0.isEmpty }
        #expect(isBlank, "no line of the taller form is left below")
    }

    @Test("A form taller than the screen takes the screen and scrolls; once answered, every row is in the scrollback")
    func tallForm() async {
        let session = FormSession(form: ProfileForm())
        let driver = TerminalFormDriver(session: session, width: 60, height: 12, presentation: .inline, shellOutput: Self.shell)
        #expect(driver.emulator.cursor.row == 11, "the form fills the screen")
        #expect(driver.screen.hasPrefix(" Cancel"), "the shell's lines scrolled up to make room")
        #expect(driver.transcript.hasPrefix("$ echo before"), "and are in the scrollback")
        await driver.press(.end)
        #expect(driver.screen.contains("▸"), "the focused row is in view")
        await driver.press(.escape)
        let transcript = driver.transcript
        for label in ["Name", "Birthday", "Bio"] {
            #expect(transcript.contains(label), "\(label) is in the scrollback")
        }
        #expect(transcript.hasSuffix("Cancelled: nothing was submitted."))
    }

    @Test("Widened, the form is drawn again in its place, once", arguments: [false, true])
    func resize(rewrapping: Bool) async {
        let driver = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 44, height: 30, presentation: .inline, shellOutput: Self.shell)
        await driver.type("Bugs")
        driver.resize(width: 60, height: 30, rewrapping: rewrapping)
        let screen = driver.screen
        #expect(screen.components(separatedBy: "Edit Tag").count == 2, "one title bar")
        #expect(screen.hasPrefix("$ echo before\nbefore\n$ demo edit-tag --inline\n"))
        #expect(screen.contains("Bugs"))
    }

    @Test("Narrowed on a terminal that re-wraps its lines, the form is drawn again over its wrapped lines, leaving none of them (regression: fragments stayed)")
    func narrowedWithRewrapping() async {
        let driver = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 80, height: 30, presentation: .inline, shellOutput: Self.shell)
        await driver.type("Bugs")
        driver.resize(width: 50, height: 30, rewrapping: true)
        let transcript = driver.transcript
        #expect(transcript.hasPrefix("$ echo before\nbefore\n$ demo edit-tag --inline\n Cancel"), "the shell's lines, then the form")
        #expect(transcript.components(separatedBy: "Edit Tag").count == 2, "one title bar")
        #expect(transcript.components(separatedBy: "Bugs").count == 2, "one Title row")
        #expect(!transcript.contains("─────────────────────────────────────────────────────────"), "no line of the wider form is left")
    }

    @Test("Random frames of random heights below the prompt leave the screen exactly as drawn")
    func randomFrames() {
        var random = SeededGenerator(defaultSeed: 0x1A7E)
        var writer = FrameWriter(colorMode: .ansi16, anchoring: .belowCursor)
        var emulator = TerminalEmulator(width: 24, height: 10)
        emulator.write("$ prompt\n")
        let texts = ["a", "Form", "✗ error", "界面", "👍", "é", "────"]
        for step in 0..<200 {
            var frame = Frame(width: 24, height: Int.random(in: 1...9, using: &random))
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let text = texts.randomElement(using: &random)!
                frame.write(text, column: Int.random(in: 0..<24, using: &random), row: Int.random(in: 0..<frame.height, using: &random))
            }
            emulator.feed(writer.render(frame))
            let top = emulator.cursor.row - (frame.height - 1)
            let shown = (0..<frame.height).map { emulator.screen.text(ofRow: top + $0) }
            // The frame as a full-screen writer shows it, on a screen of its own.
            var reference = TerminalEmulator(width: 24, height: frame.height)
            var referenceWriter = FrameWriter(colorMode: .ansi16)
            reference.feed(referenceWriter.render(frame))
            let drawn = (0..<frame.height).map { reference.screen.text(ofRow: $0) }
            #expect(shown == drawn, "seed \(random.seed), step \(step)")
            let below = (emulator.cursor.row + 1)..<emulator.screen.height
            #expect(below.allSatisfy { emulator.screen.text(ofRow: $0).allSatisfy { $0 == " " } }, "seed \(random.seed), step \(step): nothing below")
            if shown != drawn { return }
        }
    }

    @Test("Below the prompt, frames move the cursor relative to itself, never to a place on the screen")
    func relativeMovesOnly() async {
        var writer = FrameWriter(colorMode: .ansi16, anchoring: .belowCursor)
        var frame = Frame(width: 30, height: 5)
        frame.write("first", column: 0, row: 0)
        let first = String(decoding: writer.render(frame), as: UTF8.self)
        frame.write("changed", column: 10, row: 3)
        let second = String(decoding: writer.render(frame), as: UTF8.self)
        for bytes in [first, second] {
            #expect(!bytes.contains("H"), "no absolute cursor position")
            #expect(!bytes.contains(ControlSequence.clearScreen))
        }
    }
}

/// The marker drawn before the focused row.
private enum RowDrawingMarker {
    static let focus = "▸"
}
