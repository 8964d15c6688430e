/// A press of the mouse's main button, or a turn of its wheel, at a cell of
/// the screen. Reported only in full-screen forms: below the prompt, the
/// mouse stays the terminal's (to select text and scroll back).
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// The main button was pressed.
        case click
        /// The wheel turned towards the top of the form.
        case scrollUp
        /// The wheel turned towards the end of the form.
        case scrollDown
    }

    /// What the mouse did.
    public var kind: Kind
    /// The cell's column, from zero.
    public var column: Int
    /// The cell's row, from zero.
    public var row: Int

    /// An event at `column`, `row` (both from zero).
    public init(_ kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }

    /// The bytes a terminal sends for this event in the SGR form that
    /// terminals use once mouse reporting is on (`CSI ? 1006 h`).
    public var terminalBytes: [UInt8] {
        let button: Int
        switch kind {
        case .click: button = 0
        case .scrollUp: button = 64
        case .scrollDown: button = 65
        }
        return Array("\u{1B}[<\(button);\(column + 1);\(row + 1)M".utf8)
    }
}

/// What a terminal sends: a key, or something the mouse did.
package enum TerminalInput: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
}
