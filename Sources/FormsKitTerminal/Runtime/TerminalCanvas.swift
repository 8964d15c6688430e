/// Puts a ``TerminalFormApp``'s frames where a ``TerminalPresentation``
/// says: each frame as tall as the screen, or as tall as the form needs
/// below the prompt, and the answered form once a run below the prompt is
/// over. ``TerminalForm`` draws with it on a real terminal, and the testing
/// module's driver on an emulator, so both draw the same bytes.
@MainActor
package struct TerminalCanvas {
    package let presentation: TerminalPresentation
    private var writer: FrameWriter

    package init(presentation: TerminalPresentation, colorMode: ColorMode) {
        self.presentation = presentation
        writer = FrameWriter(colorMode: colorMode, anchoring: presentation == .inline ? .belowCursor : .screen)
    }

    /// The bytes that draw `app`'s current frame on a `width` × `height`
    /// terminal.
    package mutating func draw<Root>(_ app: TerminalFormApp<Root>, width: Int, height: Int) -> [UInt8] {
        let frameHeight = presentation == .inline ? app.fittingHeight(width: width, maximum: height) : height
        return writer.render(app.render(width: width, height: frameHeight))
    }

    /// The bytes that end a run: below the prompt, the form as answered in
    /// place of the last frame; on the full screen, none (the shell's screen
    /// comes back).
    package mutating func drawEnd<Root>(_ app: TerminalFormApp<Root>, width: Int) -> [UInt8] {
        guard presentation == .inline else { return [] }
        return writer.render(app.renderAnswered(width: width))
    }

    /// After a resize: the next frame is drawn whole, where the last was.
    package mutating func redrawWhole() {
        writer.invalidate()
    }

    /// After a stop: the next frame is drawn whole, and below the prompt
    /// from the cursor's line, since the shell has written below the last.
    package mutating func redrawAfterStop() {
        if presentation == .inline { writer.startBelowCursor() } else { writer.invalidate() }
    }
}
