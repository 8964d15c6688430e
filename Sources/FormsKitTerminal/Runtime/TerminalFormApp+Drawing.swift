import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

// Frames: the form full screen or inline, and the screen each is composed
// from.
extension TerminalFormApp {
    /// The fewest lines, at most `maximum`, that ``render(width:height:)``
    /// needs at `width` to show the whole of the current form (or the list
    /// of keys, while it is shown) without scrolling: the height of a form
    /// drawn below the prompt.
    public func fittingHeight(width: Int, maximum: Int) -> Int {
        fittingHeight(navigator.current, width: width, maximum: maximum)
    }

    func fittingHeight<Session: AnyFormSession>(_ erased: Session, width: Int, maximum: Int) -> Int {
        guard width > 0, maximum > 1 else { return max(0, maximum) }
        let session = erased.typedSession
        let state = self.state(of: erased)
        let chrome = { (height: Int) in height - self.screen(for: session, width: width, height: height).contentHeight }
        let widest = self.screen(for: session, width: width, height: maximum)
        let needed =
            keyListTop != nil
            ? KeyList(keyMap: keyMap, isShowingChild: navigator.isShowingChild).lines(width: widest.contentWidth, palette: widest.palette).count
            : document(for: session, state: state, width: widest.contentWidth, palette: widest.palette).lineCount
        // The title bar, divider, messages and help the whole screen would
        // show, then the form's lines. A shorter screen gives the chrome
        // fewer lines (the divider and help go first): the height grows
        // until they are all there.
        let fullChrome = maximum - widest.contentHeight
        var height = min(maximum, fullChrome + needed)
        while height < maximum, chrome(height) < fullChrome { height += 1 }
        return height
    }

    /// The current form as answered, for the scrollback once a run below
    /// the prompt is over: its title, all of its lines with no row focused,
    /// and how the run ended. As tall as that takes.
    public func renderAnswered(width: Int) -> Frame {
        renderAnswered(navigator.current, width: width)
    }

    func renderAnswered<Session: AnyFormSession>(_ erased: Session, width: Int) -> Frame {
        let session = erased.typedSession
        let state = self.state(of: erased)
        let width = max(1, width)
        let palette = TerminalPalette(theme: session.layout.theme, colorMode: colorMode)
        state.showsFocus = false
        state.filter = nil
        changes += 1
        defer {
            state.showsFocus = true
            changes += 1
        }
        let document = self.document(for: session, state: state, width: max(1, min(width, maximumWidth) - 1), palette: palette)
        var lines: [StyledLine] = []
        if let title = session.layout.title { lines.append(StyledLine(" " + title, style: palette.title)) }
        lines += document.draw(from: Viewport(), height: document.lineCount).lines
        // How the run ended, wrapped between words: it stays in the
        // scrollback, where a cut line could never be read whole.
        func ending(_ mark: String, _ text: String, style: CellStyle) {
            let indent = mark.isEmpty ? " " : " " + mark + " "
            let wrapped = TextWrapping.wrap(text, width: max(1, width - TextWidth.of(indent)))
            for (index, line) in wrapped.enumerated() {
                lines.append(StyledLine((index == 0 ? indent : String(repeating: " ", count: TextWidth.of(indent))) + line, style: style))
            }
        }
        switch outcome {
        case .submitted?: ending("✓", erased.successMessage ?? TerminalWords.text("screen.submitted"), style: palette.accent)
        case .failed(let message)?: ending("✗", message, style: palette.error)
        case .cancelled?, .aborted?, nil:
            // What a linked form saved stays saved: "nothing" would be untrue.
            let text =
                navigator.hasSubmittedLinkedForm
                ? TerminalWords.text("screen.cancelledAfterLinkedForms", ["title": erased.title ?? ""])
                : TerminalWords.text("screen.cancelled")
            ending("", text, style: palette.secondary)
        }
        var frame = Frame(width: width, height: lines.count)
        for (row, line) in lines.enumerated() { _ = line.truncated(to: width).write(into: &frame, column: 0, row: row) }
        return frame
    }

    /// The screen, `width` × `height` cells. Drawing changes nothing: where
    /// the form is scrolled was decided by input.
    public func render(width: Int, height: Int) -> Frame {
        render(navigator.current, width: width, height: height)
    }

    func render<Session: AnyFormSession>(_ erased: Session, width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        guard width > 0, height > 0 else { return frame }
        let session = erased.typedSession
        let state = self.state(of: erased)
        let screen = self.screen(for: session, width: width, height: height)
        screen.draw(into: &frame, document: document(for: session, state: state, width: screen.contentWidth, palette: screen.palette))
        return frame
    }

    /// The screen of `session`'s form at the terminal's size (or the one
    /// given): the one composed last when nothing changed since.
    func screen<Form: ValidatableForm>(for session: FormSession<Form>, width: Int? = nil, height: Int? = nil) -> ScreenComposition<Form, Root> {
        let width = min(width ?? size.width, maximumWidth)
        let height = height ?? size.height
        let key = DocumentKey(session: ObjectIdentifier(session), revision: session.controller.revision, changes: changes, width: width)
        if let lastScreen, lastScreen.key == key, lastScreen.height == height, let screen = lastScreen.screen as? ScreenComposition<Form, Root> {
            return screen
        }
        let palette = TerminalPalette(theme: session.layout.theme, colorMode: colorMode)
        let screen = ScreenComposition(app: self, session: session, state: state(of: session), palette: palette, width: width, height: height)
        lastScreen = (key, height, screen)
        return screen
    }

    /// The form drawn as a document at `width` (by default the terminal's):
    /// the one drawn last when nothing changed since, so that scrolling after
    /// a key and drawing afterwards draw each row once.
    func document<Form: ValidatableForm>(
        for session: FormSession<Form>, state: TerminalFormState,
        width: Int? = nil, palette: TerminalPalette? = nil
    ) -> FormDocument<Form> {
        let width = width ?? max(1, min(size.width, maximumWidth) - 1)
        let key = DocumentKey(session: ObjectIdentifier(session), revision: session.controller.revision, changes: changes, width: width)
        if let lastDocument, lastDocument.key == key, let document = lastDocument.document as? FormDocument<Form> { return document }
        let palette = palette ?? TerminalPalette(theme: session.layout.theme, colorMode: colorMode)
        let document = FormDocument(session: session, state: state, palette: palette, width: width, spinner: spinner)
        lastDocument = (key, document)
        return document
    }
}
