/// Writes frames to a terminal, sending only what changed since the last one.
///
/// The first frame, and the first after ``invalidate()`` (a resize), is drawn
/// whole. After that, each row's changed cells are grouped into runs (runs a
/// few cells apart are joined, which is shorter than moving the cursor) and
/// each run is written after one cursor move, with a style change only where
/// the style changes. The bytes written are proportional to the cells that
/// changed, not to the screen.
///
/// A writer for the whole screen places frames at its top-left corner. A
/// writer for ``Anchoring/belowCursor`` places them on the lines from the
/// cursor's down, moving only relative to where it left the cursor, so that
/// the shell's lines above stay as they were and the frame stays in the
/// scrollback afterwards. Such frames may change height: a taller one
/// scrolls the terminal to make room, a shorter one clears what is left
/// below it.
///
/// Terminals disagree on the width of some emoji sequences (a family joined
/// with zero-width joiners is two cells in some, six in others). After such a
/// character the writer moves the cursor to the column it belongs at, and a
/// changed row holding one is rewritten whole, so that the rest of the line
/// stays in place and nothing is left behind, whatever the terminal does.
@_spi(TerminalInternals) public struct FrameWriter: Sendable {
    /// Where frames are placed on the terminal.
    public enum Anchoring: Sendable {
        /// At the top-left corner of the screen (the alternate screen).
        case screen
        /// On the lines from the cursor's line down, below what the shell
        /// wrote.
        case belowCursor
    }

    /// Which colours to send.
    public var colorMode: ColorMode
    /// Where frames are placed.
    public let anchoring: Anchoring
    private var previous: Frame?
    /// Whether the next frame is drawn whole, whatever the last one was.
    private var redrawsWhole = false
    /// Below the cursor: the row of the drawn region the cursor is on
    /// (where the last frame left it), or `nil` before the first frame.
    private var regionRow: Int?

    /// Unchanged cells between two changed ones that are rewritten rather than
    /// skipped with a cursor move (which costs about eight bytes).
    private static let gapWorthJoining = 4

    /// A writer that has written nothing yet.
    public init(colorMode: ColorMode, anchoring: Anchoring = .screen) {
        self.colorMode = colorMode
        self.anchoring = anchoring
    }

    /// Forgets the last frame: the next is drawn whole, in the same place.
    public mutating func invalidate() {
        redrawsWhole = true
    }

    /// Forgets the last frame and where it was: the next is drawn whole,
    /// from the cursor's line, as the first was. For a frame below the
    /// cursor when something else has written below the last one (the shell,
    /// while the program was stopped).
    public mutating func startBelowCursor() {
        previous = nil
        regionRow = nil
        redrawsWhole = false
    }

    /// The bytes that turn the screen from the last frame into `frame`.
    public mutating func render(_ frame: Frame) -> [UInt8] {
        var output = ""
        // Every frame ends with the default style (and a full redraw starts
        // by resetting), so the terminal's style is known to be plain.
        var state = WriterState(style: .plain)
        if anchoring == .belowCursor { state.cursor = regionRow.map { (-1, $0) } }
        if let previous, !redrawsWhole, previous.width == frame.width, previous.height == frame.height {
            for row in 0..<frame.height {
                let runs = changedRuns(in: row, from: previous, to: frame)
                guard !runs.isEmpty else { continue }
                if holdsUncertainWidth(row, previous) || holdsUncertainWidth(row, frame) {
                    write(frame, row: row, columns: 0..<frame.width, into: &output, state: &state)
                    continue
                }
                for run in runs {
                    write(frame, row: row, columns: run, into: &output, state: &state)
                }
            }
        } else if anchoring == .screen {
            output += ControlSequence.resetStyle + ControlSequence.clearScreen
            for row in 0..<frame.height {
                write(frame, row: row, columns: 0..<lastUsedColumn(frame, row: row), into: &output, state: &state)
            }
        } else {
            // From the region's first line, each line written over the last
            // frame's and cleared to its end, then what is left below
            // cleared: erasing the screen from its first cell would move it
            // into the scrollback in tmux, the live form kept there. Line
            // feeds, unlike cursor moves, scroll the terminal when the frame
            // is taller than the room below the shell's lines.
            output += ControlSequence.moveRows(linesAboveCursor(width: frame.width)) + "\r" + ControlSequence.resetStyle
            for row in 0..<frame.height {
                if row > 0 { output += "\r\n" }
                state.cursor = (0, row)
                write(frame, row: row, columns: 0..<lastUsedColumn(frame, row: row), into: &output, state: &state)
                if state.style != nil, state.style != .plain {
                    output += ControlSequence.resetStyle
                    state.style = .plain
                }
                output += row == frame.height - 1 ? ControlSequence.clearToEndOfScreen : ControlSequence.clearToEndOfLine
            }
            state.cursor = (-1, frame.height - 1)
        }
        if state.style != nil, state.style != .plain { output += ControlSequence.resetStyle }
        if anchoring == .belowCursor {
            // The cursor rests on the frame's last line, so that whatever is
            // written after it (the shell's prompt, once a signal ended the
            // program) starts on the line below with one line feed.
            let last = max(0, frame.height - 1)
            output += ControlSequence.moveRows((state.cursor?.1 ?? last) - last) + "\r"
            regionRow = last
        }
        previous = frame
        redrawsWhole = false
        return Array(output.utf8)
    }

    /// Below the cursor, the terminal's lines between the region's first
    /// and the cursor's, now that the terminal is `width` wide. Terminals
    /// that re-wrap their lines when they narrow (tmux, iTerm2, kitty,
    /// WezTerm, VTE's) wrap each of the last frame's lines that no longer
    /// fits onto more lines, and the cursor, at the start of the last one,
    /// moves with it.
    private func linesAboveCursor(width: Int) -> Int {
        guard let regionRow else { return 0 }
        guard let previous, previous.width > width, width > 0 else { return regionRow }
        return (0..<min(regionRow, previous.height)).reduce(0) { lines, row in
            lines + max(1, (lastUsedColumn(previous, row: row) + width - 1) / width)
        }
    }

    /// The columns of `row` up to its last one that is not blank.
    private func lastUsedColumn(_ frame: Frame, row: Int) -> Int {
        var end = frame.width
        while end > 0, frame[end - 1, row] == .blank { end -= 1 }
        return end
    }

    private func changedRuns(in row: Int, from old: Frame, to new: Frame) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var column = 0
        while column < new.width {
            guard old[column, row] != new[column, row] else {
                column += 1
                continue
            }
            var end = column + 1
            var lastChange = column
            while end < new.width, end - lastChange <= Self.gapWorthJoining {
                if old[end, row] != new[end, row] { lastChange = end }
                end += 1
            }
            var run = column..<(lastChange + 1)
            // A wide character's continuation cell belongs with it.
            if run.lowerBound > 0, new[run.lowerBound, row].character == nil { run = (run.lowerBound - 1)..<run.upperBound }
            runs.append(run)
            column = lastChange + 1
        }
        return runs
    }

    private func write(_ frame: Frame, row: Int, columns: Range<Int>, into output: inout String, state: inout WriterState) {
        guard !columns.isEmpty else { return }
        if state.cursor != (columns.lowerBound, row) {
            output += move(from: state.cursor, toColumn: columns.lowerBound, row: row)
        }
        var column = columns.lowerBound
        for index in columns {
            let cell = frame[index, row]
            guard let character = cell.character else { continue }
            if state.style != cell.style {
                output += ControlSequence.style(cell.style, colorMode: colorMode)
                state.style = cell.style
            }
            output.append(character)
            column = index + TextWidth.of(character)
            if TextWidth.isUncertain(character), column < frame.width {
                output += ControlSequence.moveToColumn(column)
            }
        }
        // At the last column the cursor waits to wrap: its column is not
        // known, its row is.
        state.cursor = column < frame.width ? (column, row) : (-1, row)
    }

    /// The sequence that moves the cursor to `column`, `row` of the frame:
    /// absolute on the screen; relative to the cursor's row below it, whose
    /// row is always known.
    private func move(from cursor: (Int, Int)?, toColumn column: Int, row: Int) -> String {
        switch anchoring {
        case .screen:
            return ControlSequence.moveCursor(column: column, row: row)
        case .belowCursor:
            let rows = ControlSequence.moveRows((cursor?.1 ?? row) - row)
            return rows + (column == 0 ? "\r" : ControlSequence.moveToColumn(column))
        }
    }

    private func holdsUncertainWidth(_ row: Int, _ frame: Frame) -> Bool {
        (0..<frame.width).contains { column in frame[column, row].character.map(TextWidth.isUncertain) ?? false }
    }

    private struct WriterState {
        var cursor: (Int, Int)?
        var style: CellStyle?
    }
}

/// Whether a cursor is anywhere but at `rhs`: an unknown one (`nil`, or
/// column -1) is.
private func != (lhs: (Int, Int)?, rhs: (Int, Int)) -> Bool {
    guard let lhs, lhs.0 >= 0 else { return true }
    return lhs.0 != rhs.0 || lhs.1 != rhs.1
}
