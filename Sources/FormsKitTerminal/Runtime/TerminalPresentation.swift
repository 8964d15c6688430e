/// Where an interactive form is drawn on the terminal.
public enum TerminalPresentation: Sendable {
    /// The whole screen (the terminal's alternate screen, as editors use),
    /// given back as it was afterwards. Clicks focus rows and press buttons,
    /// and the wheel scrolls.
    case fullScreen
    /// Below the prompt, on as many lines as the form needs (at most the
    /// screen's height), as prompts from huh and Noora are. Once the run is
    /// over the form stays in the scrollback as answered, followed by how
    /// the run ended. The mouse stays the terminal's, to select text and
    /// scroll back.
    ///
    /// When the terminal narrows, the form is drawn again from where its
    /// first line went: terminals that re-wrap their lines (tmux, iTerm2,
    /// kitty, WezTerm, Alacritty, GNOME Terminal) wrap the form's wider
    /// lines onto more lines, and the form counts them. A terminal that cuts
    /// lines instead (xterm) loses as many of the shell's lines above the
    /// form as the form had lines wider than the new width.
    case inline

    /// What taking the terminal writes, once raw input is set: the cursor
    /// hidden (the form draws its own), bracketed paste on, and for the
    /// full screen the alternate screen and mouse reports.
    var enterSequence: String {
        let common = ControlSequence.hideCursor + ControlSequence.enableBracketedPaste
        switch self {
        case .fullScreen: return ControlSequence.enterAlternateScreen + common + ControlSequence.enableMouse
        case .inline: return common
        }
    }

    /// What giving the terminal back writes, on every way out: the default
    /// style, bracketed paste off, the cursor shown; for the full screen,
    /// mouse reports off and the shell's screen back; below the prompt, a
    /// new line after the form's last (where the cursor rests), for the
    /// shell's prompt.
    var restoreSequence: String {
        let common = ControlSequence.resetStyle + ControlSequence.disableBracketedPaste + ControlSequence.showCursor
        switch self {
        case .fullScreen: return ControlSequence.disableMouse + common + ControlSequence.leaveAlternateScreen
        case .inline: return common + "\r\n"
        }
    }
}
