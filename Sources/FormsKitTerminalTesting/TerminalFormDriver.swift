import FormsKit
import FormsKitModel
import FormsKitTerminal

/// Drives a terminal form with keys and reads the screen back, as a user
/// would see it: the form's frames go through the same ``FrameWriter`` as on
/// a real terminal, into a ``TerminalEmulator``.
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
    private var writer: FrameWriter

    /// A driver for `session` on a `width` × `height` terminal.
    public init(session: FormSession<Root>, width: Int = 60, height: Int = 20, colorMode: ColorMode = .ansi16, keyMap: KeyMap = .default) {
        app = TerminalFormApp(session: session, keyMap: keyMap, colorMode: colorMode, width: width, height: height)
        emulator = TerminalEmulator(width: width, height: height)
        writer = FrameWriter(colorMode: colorMode)
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

    /// Feeds raw bytes as the terminal would send them.
    public func send(_ bytes: [UInt8]) async {
        var decoder = KeyDecoder()
        for key in decoder.decode(bytes) { await press(key) }
    }

    /// Resizes the terminal; the next frame is drawn whole, as after SIGWINCH.
    public func resize(width: Int, height: Int) {
        emulator.resize(width: width, height: height)
        app.resize(width: width, height: height)
        writer.invalidate()
        render()
    }

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
        let frame = app.render(width: emulator.screen.width, height: emulator.screen.height)
        let bytes = writer.render(frame)
        bytesPerFrame.append(bytes.count)
        emulator.feed(bytes)
    }
}
