/// The escape sequences FormsKit writes to terminals.
package enum ControlSequence {
    static let escape = "\u{1B}["
    /// Switches to the alternate screen, keeping the shell's screen intact.
    package static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Returns to the shell's screen.
    package static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Hides the cursor; FormsKit draws its own.
    package static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor.
    package static let showCursor = "\u{1B}[?25h"
    /// Pasted text arrives marked, so it is inserted rather than run as keys.
    package static let enableBracketedPaste = "\u{1B}[?2004h"
    /// Turns bracketed paste off.
    package static let disableBracketedPaste = "\u{1B}[?2004l"
    /// Clears the screen.
    package static let clearScreen = "\u{1B}[2J"
    /// Clears from the cursor to the end of the screen.
    package static let clearToEndOfScreen = "\u{1B}[J"
    /// Clears from the cursor to the end of the line.
    package static let clearToEndOfLine = "\u{1B}[K"
    /// Reports presses of the mouse's buttons and turns of its wheel, with
    /// positions in the SGR form (`ESC [ < button ; column ; row M`), which
    /// has no limit on the column.
    package static let enableMouse = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Turns mouse reports off.
    package static let disableMouse = "\u{1B}[?1006l\u{1B}[?1000l"
    /// Default colours and attributes.
    package static let resetStyle = "\u{1B}[0m"

    /// Moves the cursor to `column`, `row` (both from zero).
    package static func moveCursor(column: Int, row: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }

    /// Moves the cursor `count` rows up (negative: down), in its column; at
    /// the screen's edge it stops, scrolling nothing.
    package static func moveRows(_ count: Int) -> String {
        if count == 0 { return "" }
        return count > 0 ? "\u{1B}[\(count)A" : "\u{1B}[\(-count)B"
    }

    /// Moves the cursor to `column` (from zero) of its row.
    package static func moveToColumn(_ column: Int) -> String {
        "\u{1B}[\(column + 1)G"
    }

    /// Sets colours and attributes to `style`, from the default.
    package static func style(_ style: CellStyle, colorMode: ColorMode) -> String {
        var codes = ["0"]
        if style.isBold { codes.append("1") }
        if style.isDim { codes.append("2") }
        if style.isUnderlined { codes.append("4") }
        if style.isReversed { codes.append("7") }
        if colorMode != .none {
            if let foreground = style.foreground { codes.append(color(foreground, base: 30, brightBase: 90, extended: 38, mode: colorMode)) }
            if let background = style.background { codes.append(color(background, base: 40, brightBase: 100, extended: 48, mode: colorMode)) }
        }
        return escape + codes.joined(separator: ";") + "m"
    }

    private static func color(_ color: TerminalColor, base: Int, brightBase: Int, extended: Int, mode: ColorMode) -> String {
        switch color {
        case .ansi(let index):
            return index < 8 ? "\(base + Int(index))" : "\(brightBase + Int(index) - 8)"
        case .rgb(let red, let green, let blue):
            return "\(extended);2;\(red);\(green);\(blue)"
        }
    }
}
