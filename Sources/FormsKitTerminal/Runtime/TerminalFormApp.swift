import FormsKit
import FormsKitModel

/// A form running in a terminal, without the terminal: it takes keys and
/// draws frames. ``TerminalForm`` connects it to a real terminal; the
/// `FormsKitTerminalTesting` module's driver connects it to an emulator.
///
/// The first form is the root. Links open other forms on top of it; Esc goes
/// back, and submitting a form opened by a link returns to the one before.
/// Submitting the root form ends the run with its output.
@MainActor
public final class TerminalFormApp<Root: SubmittableForm & ValidatableForm> {
    /// How the run ended, once it has.
    public private(set) var outcome: TerminalFormOutcome<Root.Output>?
    /// The keys and what they do.
    public var keyMap: KeyMap
    /// Which colours to draw with.
    public let colorMode: ColorMode

    private var stack: [any TerminalScreenProtocol]
    private var dialog: Dialog?
    private var status: String?
    private var ticks = 0
    private var submission: Task<Void, Never>?
    /// Called when something changed without a key: a submission or an
    /// asynchronous check finished.
    public var onChange: (@MainActor () -> Void)?

    private enum Dialog {
        case discardChanges(leaving: Leaving)
    }

    private enum Leaving {
        case cancelRoot, back
    }

    /// An app whose root form is `session`'s.
    public init(session: FormSession<Root>, keyMap: KeyMap = .default, colorMode: ColorMode) {
        self.keyMap = keyMap
        self.colorMode = colorMode
        let root = TerminalScreen(session: session)
        stack = [root]
        root.appear()
    }

    private var current: any TerminalScreenProtocol { stack[stack.count - 1] }

    /// Whether something is running that animates (a submission, a check),
    /// so the caller should call ``tick()`` regularly.
    public var isBusy: Bool {
        submission != nil || stack.contains { $0.hasPendingWork }
    }

    /// Advances the spinner.
    public func tick() {
        ticks += 1
    }

    /// Waits until no submission or asynchronous check is running.
    public func settle() async {
        while let running = submission { await running.value }
        for screen in stack { await screen.waitForPendingValidations() }
    }

    // MARK: Keys

    /// Handles one key.
    public func handle(_ key: Key) {
        guard outcome == nil else { return }
        status = nil
        if let dialog {
            handleDialog(dialog, key: key)
            return
        }
        switch current.handle(key, keyMap: keyMap) {
        case .none:
            break
        case .abort:
            finish(.aborted)
        case .submit:
            startSubmission()
        case .cancel:
            leave(stack.count > 1 ? .back : .cancelRoot)
        case .open(let destination):
            open(destination)
        }
    }

    private func handleDialog(_ dialog: Dialog, key: Key) {
        if keyMap.abort.contains(key) {
            finish(.aborted)
            return
        }
        switch (dialog, key) {
        case (.discardChanges(let leaving), .character("y")), (.discardChanges(let leaving), .character("Y")):
            self.dialog = nil
            complete(leaving)
        case (.discardChanges, .character("n")), (.discardChanges, .character("N")), (.discardChanges, .escape):
            self.dialog = nil
        default:
            break
        }
    }

    private func leave(_ leaving: Leaving) {
        if current.isDirty {
            dialog = .discardChanges(leaving: leaving)
        } else {
            complete(leaving)
        }
    }

    private func complete(_ leaving: Leaving) {
        switch leaving {
        case .cancelRoot: finish(.cancelled)
        case .back: stack.removeLast()
        }
    }

    private func open(_ destination: FormDestination) {
        switch destination.kind {
        case .page(let id):
            status = "\(destination.title) (\(id)) is a page the host application shows."
        case .form(let makeSession):
            let session = makeSession()
            let screen = Self.screen(for: session)
            screen.appear()
            stack.append(screen)
        }
    }

    private static func screen<Session: AnyFormSession>(for session: Session) -> any TerminalScreenProtocol {
        TerminalScreen(session: session.typedSession)
    }

    private func startSubmission() {
        let screen = current
        guard submission == nil, !screen.isSubmitting else { return }
        guard screen.isSubmittable else {
            status = "This form has nothing to submit."
            return
        }
        guard screen.isDirty else {
            status = "Nothing has changed yet."
            return
        }
        submission = Task { [weak self] in
            let result = await screen.submit()
            self?.finishSubmission(result, of: screen)
        }
    }

    private func finishSubmission(_ result: ScreenSubmission, of screen: any TerminalScreenProtocol) {
        submission = nil
        defer { onChange?() }
        guard case .succeeded(let output) = result else { return }
        if stack.count == 1, stack[0] === screen {
            if let output = output as? Root.Output { finish(.submitted(output)) }
        } else if let index = stack.firstIndex(where: { $0 === screen }) {
            stack.removeSubrange(index...)
            status = "Saved \(screen.title ?? "the form")."
        }
    }

    private func finish(_ outcome: TerminalFormOutcome<Root.Output>) {
        self.outcome = outcome
        submission?.cancel()
    }

    // MARK: Drawing

    /// The screen, `width` × `height` cells.
    public func render(width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        guard width > 0, height > 0 else { return frame }
        let screen = current
        let palette = TerminalPalette(theme: screen.theme, colorMode: colorMode)
        let spinner = SpinnerFrames.all[ticks % SpinnerFrames.all.count]

        drawTitleBar(into: &frame, screen: screen, palette: palette, spinner: spinner)
        if height > 1 { frame.write(String(repeating: "─", count: width), column: 0, row: 1, style: palette.border) }

        let footer = footerLines(width: width, screen: screen, palette: palette)
        let top = min(2, height)
        let bottom = max(top, height - footer.count)
        let viewport = bottom - top
        let content = screen.content(width: width, palette: palette, spinner: spinner)
        if let focus = content.focusedLines, viewport > 0 {
            if focus.lowerBound < screen.scrollOffset { screen.scrollOffset = focus.lowerBound }
            if focus.upperBound > screen.scrollOffset + viewport { screen.scrollOffset = min(focus.lowerBound, focus.upperBound - viewport) }
        }
        screen.scrollOffset = max(0, min(screen.scrollOffset, max(0, content.lines.count - viewport)))
        for (index, line) in content.lines.dropFirst(screen.scrollOffset).prefix(viewport).enumerated() {
            draw(line, into: &frame, row: top + index)
        }
        if screen.scrollOffset > 0, viewport > 0 {
            frame.write("↑", column: width - 1, row: top, style: palette.secondary)
        }
        if content.lines.count > screen.scrollOffset + viewport, viewport > 0 {
            frame.write("↓", column: width - 1, row: bottom - 1, style: palette.secondary)
        }
        for (index, line) in footer.enumerated() {
            draw(line, into: &frame, row: bottom + index)
        }
        return frame
    }

    private func drawTitleBar(into frame: inout Frame, screen: any TerminalScreenProtocol, palette: TerminalPalette, spinner: Character) {
        let width = frame.width
        let left = stack.count > 1 ? " ‹ Back" : " Cancel"
        let right: StyledLine
        if screen.isSubmitting || (submission != nil && screen === current) {
            right = StyledLine("\(spinner) \(screen.submitTitle)… ", style: palette.secondary)
        } else if screen.isSubmittable {
            let enabled = screen.isDirty && submission == nil
            right = StyledLine("\(screen.submitTitle) ", style: enabled ? palette.button : palette.disabled)
        } else {
            right = StyledLine()
        }
        var leftLine = StyledLine(left, style: palette.accent)
        if leftLine.width + right.width + 2 > width { leftLine = StyledLine() }
        draw(leftLine, into: &frame, row: 0)
        draw(right, into: &frame, row: 0, column: max(0, width - right.width))
        let title = screen.title ?? ""
        let room = width - 2 * max(leftLine.width, right.width) - 2
        if room >= 3 {
            let line = StyledLine(title, style: palette.title).truncated(to: room)
            draw(line, into: &frame, row: 0, column: (width - line.width) / 2)
        }
    }

    private func footerLines(width: Int, screen: any TerminalScreenProtocol, palette: TerminalPalette) -> [StyledLine] {
        if let dialog {
            switch dialog {
            case .discardChanges:
                return [StyledLine(" Discard changes? (y/n) ", style: palette.dialog).truncated(to: width)]
            }
        }
        var lines: [StyledLine] = []
        if let status {
            lines += TextWrapping.wrap(status, width: width).map { StyledLine($0, style: palette.secondary) }
        }
        var help = screen.help(keyMap: keyMap)
        help.append((keys: "esc", action: stack.count > 1 ? "back" : "cancel"))
        var line = StyledLine()
        for (index, item) in help.enumerated() {
            var piece = StyledLine(index == 0 ? "" : " · ", style: palette.helpText)
            piece.append(item.keys, style: palette.helpKey)
            piece.append(" " + item.action, style: palette.helpText)
            if line.width + piece.width > width, line.width > 0 {
                lines.append(line)
                line = StyledLine(item.keys, style: palette.helpKey)
                line.append(" " + item.action, style: palette.helpText)
            } else {
                line.append(piece)
            }
        }
        lines.append(line)
        return Array(lines.prefix(3))
    }

    private func draw(_ line: StyledLine, into frame: inout Frame, row: Int, column: Int = 0) {
        var column = column
        for span in line.spans {
            column = frame.write(span.text, column: column, row: row, style: span.style)
        }
    }
}

/// The frames of the spinner shown while a form submits or a check runs.
enum SpinnerFrames {
    static let all: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
}
