import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import FormsKitTestSupport
import Testing

/// Text typed in a terminal form, as a user types it: whole characters
/// (grapheme clusters), wide characters, word moves, long values.
@MainActor
@Suite("Text editing")
struct TextEditingTests {
    private func editTag(width: Int = 60, height: Int = 12) -> (FormSession<EditTagForm>, TerminalFormDriver<EditTagForm>) {
        let session = FormSession(form: EditTagForm())
        return (session, TerminalFormDriver(session: session, width: width, height: height))
    }

    @Test(
        "Backspace deletes a whole emoji: a ZWJ family, a flag, a skin tone (regression: code points)",
        arguments: [
            "👨‍👩‍👧", "🇫🇷", "👍🏽", "e\u{301}",
        ])
    func backspaceDeletesCharacters(_ emoji: String) async {
        let (session, driver) = editTag()
        await driver.send(Array(("xyz" + emoji).utf8))
        #expect(session.controller.form.title == "xyz" + emoji)
        await driver.press(.backspace)
        #expect(session.controller.form.title == "xyz")
    }

    @Test("← and Delete step over a whole flag (regression: ← split it)")
    func arrowsStepOverCharacters() async {
        let (session, driver) = editTag()
        await driver.send(Array("a🇫🇷b".utf8))
        await driver.press(.left, .left)
        await driver.type("x")
        #expect(session.controller.form.title == "ax🇫🇷b")
        await driver.press(.delete)
        #expect(session.controller.form.title == "axb")
    }

    @Test("Pasted text is inserted as characters, and edited as such")
    func pasteThenEdit() async {
        let (session, driver) = editTag()
        await driver.press(.paste("👍🏽👍🏽"))
        await driver.press(.backspace)
        #expect(session.controller.form.title == "👍🏽")
    }

    @Test("A field narrower than wide text scrolls to keep the cursor in view (regression: CJK showed the start and …)")
    func wideTextScrolls() async {
        let (session, driver) = editTag(width: 60, height: 12)
        let text = "始" + String(repeating: "漢字", count: 20) + "終わり"
        await driver.type(text)
        #expect(session.controller.form.title == text)
        var line = driver.screen.components(separatedBy: "\n").first { $0.contains("Title") } ?? ""
        #expect(line.contains("字終わり"), "the end of the text is shown: \(line)")
        #expect(cursorIsVisible(driver), "the cursor is on screen")
        await driver.press(.home)
        line = driver.screen.components(separatedBy: "\n").first { $0.contains("Title") } ?? ""
        #expect(line.contains("始漢字"), "Home scrolls back to the start: \(line)")
        #expect(cursorIsVisible(driver))
        await driver.press(.end)
        line = driver.screen.components(separatedBy: "\n").first { $0.contains("Title") } ?? ""
        #expect(line.contains("終わり"), "End scrolls to the end: \(line)")
    }

    @Test("A long paste at 40 columns, End, ← ←: the cursor shows, beside one … (regression: it hid under the right …)")
    func cursorBesideEllipsisAfterPaste() async {
        let (_, driver) = editTag(width: 40, height: 12)
        await driver.press(.paste(String(repeating: "abcdefghij", count: 10)))
        await driver.press(.end, .left, .left)
        let line = driver.screen.components(separatedBy: "\n").first { $0.contains("Title") } ?? ""
        #expect(cursorIsVisible(driver), "the cursor is on screen: \(line)")
        #expect(line.filter { $0 == "…" }.count == 1 && line.contains("ghij"), "cut on the left only, the end in view: \(line)")
    }

    @Test("Any text, any cursor position, any width: the cursor is on screen and text is cut with one … (regression: CJK showed …… and no cursor)")
    func cursorAlwaysShows() async {
        var random = SeededGenerator(defaultSeed: 0xC0B5)
        let pieces = ["a", "b", "東", "京", "タ", "ワ", "ー", "👍🏽", "🇫🇷", " ", "é"]
        for _ in 0..<60 {
            let width = Int.random(in: 24...70, using: &random)
            let (_, driver) = editTag(width: width, height: 12)
            let text = (0..<Int.random(in: 1...120, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            await driver.press(.paste(text))
            await driver.press(.home)
            for _ in 0..<Int.random(in: 0...text.count, using: &random) { await driver.press(.right) }
            let line = driver.screen.components(separatedBy: "\n").first { $0.contains("Title") } ?? ""
            #expect(cursorIsVisible(driver), "width \(width), \(line), \(random.replay)")
            #expect(!line.contains("……"), "width \(width), \(line), \(random.replay)")
        }
    }

    @Test("In the profile's Bio, ↑ and ↓ move between its lines, and leave it from its first and last line (regression: they always left it)")
    func bioLines() async {
        let session = FormSession(form: ProfileForm())
        let driver = TerminalFormDriver(session: session, width: 80, height: 24)
        session.focus(\ProfileForm.bio)
        await driver.press(.paste("first line\nsecond"))
        await driver.press(.up)
        #expect(session.controller.focus == \ProfileForm.bio, "↑ from the second line stays in Bio")
        await driver.type("!")
        #expect(session.controller.form.bio == "first !line\nsecond", "at the same column of the line above")
        await driver.press(.down)
        #expect(session.controller.focus == \ProfileForm.bio, "↓ from the first line stays in Bio")
        await driver.press(.down)
        #expect(session.controller.focus != \ProfileForm.bio, "↓ from the last line goes on")
    }

    @Test("Alt-b / Alt-f move by words and never insert letters; Alt-Backspace deletes a word (regression: letters inserted)")
    func wordMoves() async {
        let (session, driver) = editTag()
        await driver.type("hello brave world")
        await driver.send([0x1B, UInt8(ascii: "b")])  // Alt-b
        await driver.type("X")
        #expect(session.controller.form.title == "hello brave Xworld")
        await driver.send([0x1B, UInt8(ascii: "b"), 0x1B, UInt8(ascii: "b")])
        await driver.send([0x1B, UInt8(ascii: "f")])  // Alt-f
        await driver.type("Y")
        #expect(session.controller.form.title == "hello braveY Xworld")
        await driver.press(.end)
        await driver.send([0x1B, 0x7F])  // Alt-Backspace
        #expect(session.controller.form.title == "hello braveY", "stored without the space at its end")
        #expect(session.text(of: \EditTagForm.title) == "hello braveY ", "the row being edited shows the text as typed")
    }

    @Test("Ctrl-← and Ctrl-→ move by words (regression: one character)")
    func controlArrows() async {
        let (session, driver) = editTag()
        await driver.type("one two")
        await driver.send(Array("\u{1B}[1;5D".utf8))  // Ctrl-←
        await driver.type("_")
        #expect(session.controller.form.title == "one _two")
        await driver.send(Array("\u{1B}[1;5D\u{1B}[1;5D\u{1B}[1;5C".utf8))  // ←←→ by words
        await driver.type("!")
        #expect(session.controller.form.title == "one! _two")
    }

    @Test("An unknown modified key inserts nothing")
    func unknownModifiedKey() async {
        let (session, driver) = editTag()
        await driver.type("ab")
        await driver.send([0x1B, UInt8(ascii: "z")])  // Alt-z
        await driver.send(Array("\u{1B}[1;3P".utf8))  // Alt-F1
        #expect(session.controller.form.title == "ab")
    }

    @Test("A 100,000-character value in a row without a limit takes keys at its end and in its middle")
    func longValue() async {
        var form = LongTextForm()
        form.text = String(repeating: "a", count: 100_000)
        let session = FormSession(form: form)
        let driver = TerminalFormDriver(session: session, width: 60, height: 12)
        await driver.type("-b")
        #expect(session.controller.form.text.count == 100_002)
        await driver.press(.home, .right)
        await driver.type("c")
        #expect(session.controller.form.text.hasPrefix("acaa"))
        #expect(cursorIsVisible(driver))
    }

    @Test("A row that states no limit takes its style's standard one: the 1,001st character is refused, and a paste cut there says so")
    func standardLimit() async {
        let session = FormSession(form: LongTextForm())
        let driver = TerminalFormDriver(session: session, width: 60, height: 12)
        await driver.press(.tab)
        await driver.send(Array(("\u{1B}[200~" + String(repeating: "b", count: 1_001) + "\u{1B}[201~").utf8))
        #expect(session.controller.form.limited.count <= 1_000)
        #expect(driver.screen.contains("Only 1,000 characters fit here: the rest was left out."), "said, not cut silently: \(driver.screen)")
        await driver.press(.backspace)
        #expect(!driver.screen.contains("the rest was left out"), "said once")
        #expect(TextControl<LongTextForm>.standardCharacterLimit(for: .singleLine) == 1_000)
        #expect(TextControl<LongTextForm>.standardCharacterLimit(for: .multiline) == 10_000)
    }

    @Test("A limit of one character is said in the singular (regression: \"Only 1 characters fit\")")
    func limitOfOne() async {
        let session = FormSession(form: EditTagForm())
        let driver = TerminalFormDriver(session: session, width: 80, height: 14)
        session.focus(\EditTagForm.symbol)
        await driver.press(.paste("ladybug"))
        #expect(driver.screen.contains("Only 1 character fits here: the rest was left out."), "\(driver.screen)")
    }

    /// Whether a reversed cell (the drawn cursor) is on screen.
    private func cursorIsVisible<Root>(_ driver: TerminalFormDriver<Root>) -> Bool {
        let styles = driver.styledScreen.components(separatedBy: "\n--- styles ---\n").last ?? ""
        return styles.contains("R")
    }
}

/// One text without a limit, one with the standard limit.
struct LongTextForm: ValidatableForm, SubmittableForm, PresentableForm {
    @Validated var text = ""
    @Validated var limited = ""

    @MainActor
    func submit() async throws -> String { text }

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.text, wrappedBy: \._text), .init(\.limited, wrappedBy: \._limited)]
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Long") {
            FormSection {
                TextRow("Text", \.text, characterLimit: Int.max)
                TextRow("Limited", \.limited)
            }
        }
    }
}
