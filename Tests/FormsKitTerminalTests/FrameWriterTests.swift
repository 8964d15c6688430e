import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
@_spi(TerminalInternals) import FormsKitTerminal
import FormsKitTerminalTesting
import FormsKitTestSupport
import Testing

@Suite("Writing frames")
struct FrameWriterTests {

    @Test("The emulator shows exactly the frames written, cell by cell, across 300 random edits")
    func emulatorReproducesFrames() {
        var random = SeededGenerator(seed: 42)
        var writer = FrameWriter(colorMode: .trueColor)
        var emulator = TerminalEmulator(width: 30, height: 8)
        var frame = Frame(width: 30, height: 8)
        let styles = [
            CellStyle.plain, CellStyle(foreground: .ansi(9), bold: true), CellStyle(reverse: true),
            CellStyle(foreground: .rgb(10, 132, 255), background: .ansi(0)), CellStyle(dim: true, underline: true),
        ]
        let texts = ["a", "Form", "✗ error", "界面", "👍", " ", "───", "é"]
        for step in 0..<300 {
            let row = Int.random(in: 0..<8, using: &random)
            let column = Int.random(in: 0..<30, using: &random)
            let text = texts.randomElement(using: &random)!
            frame.write(text, column: column, row: row, style: styles.randomElement(using: &random)!)
            emulator.feed(writer.render(frame))
            #expect(emulator.screen == frame, "step \(step)")
            if emulator.screen != frame { return }
        }
    }

    @Test(
        """
        Below the cursor, a frame of another height is drawn line by line over the last, never by erasing the screen from the \
        region's first cell, which tmux moves into the scrollback (regression: the live form stayed above the answered one)
        """
    )
    func noEraseFromTheRegionsStart() {
        var writer = FrameWriter(colorMode: .ansi16, anchoring: .belowCursor)
        var emulator = TerminalEmulator(width: 20, height: 6)
        for (height, text) in [(6, "live"), (9, "answered"), (3, "short")] {
            var frame = Frame(width: 20, height: height)
            for row in 0..<height { frame.write("\(text) \(row)", column: 0, row: row) }
            let bytes = String(decoding: writer.render(frame), as: UTF8.self)
            emulator.feed(Array(bytes.utf8))
            if let erase = bytes.range(of: ControlSequence.clearToEndOfScreen), let first = bytes.range(of: "\(text) 0") {
                #expect(erase.lowerBound > first.lowerBound, "the screen is erased only after the first line is written: \(bytes.debugDescription)")
            }
            #expect(emulator.screen.text.contains("\(text) \(height - 1)"), "\(emulator.screen.text)")
        }
        #expect(!emulator.screen.text.contains("answered"), "the shorter frame leaves nothing of the taller one below it: \(emulator.screen.text)")
    }

    @Test("After the first frame, bytes follow the cells that changed, not the screen")
    func bytesFollowChanges() {
        var writer = FrameWriter(colorMode: .ansi16)
        var frame = Frame(width: 80, height: 24)
        for row in 0..<24 { frame.write(String(repeating: "x", count: 80), column: 0, row: row) }
        let full = writer.render(frame).count
        frame.write("y", column: 40, row: 12)
        let one = writer.render(frame).count
        frame.write("yyyyyyyyyy", column: 10, row: 3)
        let ten = writer.render(frame).count
        #expect(full > 1900)
        #expect(one <= 12, "a cursor move and one character")
        #expect(ten <= 21, "a cursor move and ten characters")
        #expect(writer.render(frame).isEmpty, "an unchanged frame writes nothing")
    }

    @Test("Changes a few cells apart are joined into one run")
    func joinsNearbyChanges() {
        var writer = FrameWriter(colorMode: .ansi16)
        var frame = Frame(width: 40, height: 2)
        _ = writer.render(frame)
        frame.write("a", column: 5, row: 0)
        frame.write("b", column: 8, row: 0)
        let bytes = String(decoding: writer.render(frame), as: UTF8.self)
        #expect(bytes == "\u{1B}[1;6Ha  b")
    }

    @Test("After invalidate (a resize), the next frame is drawn whole")
    func invalidate() {
        var writer = FrameWriter(colorMode: .ansi16)
        let frame = Frame(width: 10, height: 2)
        _ = writer.render(frame)
        #expect(writer.render(frame).isEmpty)
        writer.invalidate()
        #expect(String(decoding: writer.render(frame), as: UTF8.self).contains("\u{1B}[2J"))
    }

    @Test("Without colour, only attributes are sent")
    func noColor() {
        var writer = FrameWriter(colorMode: .none)
        var frame = Frame(width: 10, height: 1)
        frame.write("x", column: 0, row: 0, style: CellStyle(foreground: .ansi(9), bold: true))
        let bytes = String(decoding: writer.render(frame), as: UTF8.self)
        #expect(bytes.contains("\u{1B}[0;1m"))
        #expect(!bytes.contains("91"))
    }

    @Test("Colour modes follow NO_COLOR, TERM and COLORTERM")
    func colorModes() {
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": ""]) == .none)
        #expect(ColorMode.detect(environment: ["TERM": "dumb"]) == .none)
        #expect(ColorMode.detect(environment: [:]) == .none)
        #expect(ColorMode.detect(environment: ["TERM": "xterm"]) == .ansi16)
        #expect(ColorMode.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"]) == .trueColor)
    }

    @MainActor
    @Test("Typing a character in a form writes a few dozen bytes")
    func keystrokeBytes() async {
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore())), width: 80, height: 24)
        await driver.type("Team")
        let perKey = driver.bytesPerFrame.dropFirst(2)
        #expect(driver.bytesPerFrame[0] > 800, "the first frame is drawn whole")
        #expect(perKey.allSatisfy { $0 < 40 }, "\(driver.bytesPerFrame)")
    }
}

@Suite("Writing frames: characters terminals measure differently")
struct UncertainWidthTests {
    private func frame(_ text: String, width: Int = 20) -> Frame {
        var frame = Frame(width: width, height: 1)
        frame.write("│", column: 0, row: 0)
        frame.write(text, column: 1, row: 0)
        frame.write("│", column: width - 1, row: 0)
        return frame
    }

    @Test("Emoji sequences are uncertain; combining accents, CJK and plain emoji are not")
    func uncertainty() {
        #expect(TextWidth.isUncertain("👨‍👩‍👧"))
        #expect(TextWidth.isUncertain("👍🏽"))
        #expect(!TextWidth.isUncertain("🇫🇷"), "two regional indicators: two cells either way")
        #expect(!TextWidth.isUncertain("e\u{301}"))
        #expect(!TextWidth.isUncertain("漢"))
        #expect(!TextWidth.isUncertain("👍"))
        #expect(TextWidth.perCodePoint("👨‍👩‍👧") == 6)
    }

    @Test("On a terminal that measures per code point, the border after an emoji sequence stays in place (regression: it was pushed out)")
    func borderStaysInPlace() {
        var writer = FrameWriter(colorMode: .none)
        var terminal = TerminalEmulator(width: 20, height: 1, widthMethod: .perCodePoint)
        terminal.feed(writer.render(frame("ab")))
        terminal.feed(writer.render(frame("ab👨‍👩‍👧👍🏽cdefghijk")))
        #expect(terminal.screen.text(ofRow: 0).hasSuffix("│"))
        #expect(terminal.screen.text(ofRow: 0).contains("cdefghijk"))
    }

    @Test("Deleting an emoji sequence leaves nothing behind on such a terminal (regression: a stray 🏽 stayed)")
    func nothingLeftBehind() {
        var writer = FrameWriter(colorMode: .none)
        var terminal = TerminalEmulator(width: 20, height: 1, widthMethod: .perCodePoint)
        terminal.feed(writer.render(frame("ab👍🏽👨‍👩‍👧")))
        terminal.feed(writer.render(frame("ab")))
        #expect(terminal.screen.text(ofRow: 0) == frame("ab").text(ofRow: 0))
    }
}
