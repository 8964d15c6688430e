import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal

/// Drives a terminal form with keys and the mouse and reads the screen
/// back, as a user would see it: the form's frames are drawn as on a real
/// terminal, in the full screen or below the prompt, into a
/// ``TerminalEmulator``.
///
/// ```swift
/// let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: store)))
/// await driver.type("Team")
/// await driver.press(.tab)
/// #expect(driver.screen.contains("▸ Owner email"))
/// await driver.press(.control("s"))
/// #expect(driver.outcome != nil)
/// ```
///
/// After every key the driver waits for submissions and asynchronous checks
/// to finish, so each screen it shows is settled.
@MainActor
public final class TerminalFormDriver<Root: SubmittableForm & ValidatableForm> {
    /// The app under test.
    public let app: TerminalFormApp<Root>
    /// The terminal's screen.
    public private(set) var emulator: TerminalEmulator
    /// The bytes written for each frame so far, in order.
    public private(set) var bytesPerFrame: [Int] = []
    private var canvas: TerminalCanvas
    private var hasEnded = false

    /// A driver for `session` on a `width` × `height` terminal, drawn as
    /// `presentation` says. Below the prompt, the form starts on the line
    /// after `shellOutput`: what the shell wrote before (lines end with
    /// `\n`).
    public init(
        session: FormSession<Root>, width: Int = 60, height: Int = 20, colorMode: ColorMode = .ansi16, keyMap: KeyMap = .default,
        presentation: TerminalPresentation = .fullScreen, shellOutput: String = ""
    ) {
        app = TerminalFormApp(session: session, keyMap: keyMap, colorMode: colorMode, width: width, height: height)
        emulator = TerminalEmulator(width: width, height: height)
        emulator.write(shellOutput)
        canvas = TerminalCanvas(presentation: presentation, colorMode: colorMode)
        render()
    }

    /// How the run ended, if it has.
    public var outcome: TerminalFormOutcome<Root.Output>? { app.outcome }

    /// Presses keys one after another, letting the form settle after each.
    public func press(_ keys: Key...) async {
        for key in keys {
            app.handle(key)
            await app.settle()
            render()
        }
    }

    /// Presses a key and draws at once, without waiting for a submission or
    /// check it starts: to see the form while it is busy. Call ``settle()``
    /// to wait for it.
    public func pressWithoutSettling(_ key: Key) {
        app.handle(key)
        render()
    }

    /// Waits for submissions and checks to finish, then draws.
    public func settle() async {
        await app.settle()
        render()
    }

    /// Advances the spinner and draws.
    public func tick() {
        app.tick()
        render()
    }

    /// Types `text`, one key per character.
    public func type(_ text: String) async {
        for character in text { await press(.character(character)) }
    }

    /// Feeds raw bytes as the terminal would send them: keys, and the
    /// mouse's reports.
    public func send(_ bytes: [UInt8]) async {
        var decoder = KeyDecoder()
        for input in decoder.decodeInput(bytes) {
            switch input {
            case .key(let key): app.handle(key)
            case .mouse(let event): app.handle(event)
            }
            await app.settle()
            render()
        }
    }

    /// Clicks the cell at `column`, `row` (from zero), as the terminal
    /// reports it.
    public func click(column: Int, row: Int) async {
        await send(MouseEvent(.click, column: column, row: row).terminalBytes)
    }

    /// Turns the mouse's wheel `turns` times, down (towards the end) when
    /// positive, up when negative.
    public func scroll(_ turns: Int) async {
        let event = MouseEvent(turns > 0 ? .scrollDown : .scrollUp, column: 0, row: 0)
        for _ in 0..<abs(turns) { await send(event.terminalBytes) }
    }

    /// Resizes the terminal; the next frame is drawn whole, as after
    /// SIGWINCH. With `rewrapping`, the terminal wraps lines that no longer
    /// fit, as tmux and most terminals do.
    public func resize(width: Int, height: Int, rewrapping: Bool = false) {
        emulator.resize(width: width, height: height, rewrapping: rewrapping)
        app.resize(width: width, height: height)
        canvas.redrawWhole()
        render()
    }

    /// What scrolling back through the terminal shows: the lines scrolled
    /// off the screen, then the screen.
    public var transcript: String { emulator.transcript }

    /// The screen's text, trailing spaces trimmed.
    public var screen: String { emulator.screen.text }

    /// The screen's text followed by a map of its styles, one character per
    /// cell: `.` default, a hex digit for a standard foreground colour
    /// (`9` red, `c` bright blue, `8` grey), `B` bold, `d` dim, `R` reversed
    /// (the cursor, a focused button), `*` a 24-bit colour.
    public var styledScreen: String {
        let frame = emulator.screen
        let styles = (0..<frame.height).map { row in
            var line = String((0..<frame.width).map { Self.code(for: frame[$0, row].style) })
            while line.last == "." { line.removeLast() }
            return line
        }
        return screen + "\n--- styles ---\n" + styles.joined(separator: "\n")
    }

    private static func code(for style: CellStyle) -> Character {
        if style.isReversed { return "R" }
        switch style.foreground {
        case .ansi(let index)?: return Character(String(index, radix: 16))
        case .rgb?: return "*"
        case nil:
            if style.isBold { return "B" }
            if style.isDim { return "d" }
            return "."
        }
    }

    private func render() {
        guard !hasEnded else { return }
        let bytes: [UInt8]
        if app.outcome != nil {
            // As a real run ends: the answered form below the prompt.
            hasEnded = true
            bytes = canvas.drawEnd(app, width: emulator.screen.width)
        } else {
            bytes = canvas.draw(app, width: emulator.screen.width, height: emulator.screen.height)
        }
        bytesPerFrame.append(bytes.count)
        emulator.feed(bytes)
    }
}
