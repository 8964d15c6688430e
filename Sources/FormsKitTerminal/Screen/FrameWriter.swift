/// Writes frames to a terminal, sending only what changed since the last one.
///
/// The first frame, and the first after ``invalidate()`` (a resize), is drawn
/// whole. After that, each row's changed cells are grouped into runs (runs a
/// few cells apart are joined, which is shorter than moving the cursor) and
/// each run is written after one cursor move, with a style change only where
/// the style changes. The bytes written are proportional to the cells that
/// changed, not to the screen.
///
/// Terminals disagree on the width of some emoji sequences (a family joined
/// with zero-width joiners is two cells in some, six in others). After such a
/// character the writer moves the cursor to the column it belongs at, and a
/// changed row holding one is rewritten whole, so that the rest of the line
/// stays in place and nothing is left behind, whatever the terminal does.
public struct FrameWriter: Sendable {
    /// Which colours to send.
    public var colorMode: ColorMode
    private var previous: Frame?

    /// Unchanged cells between two changed ones that are rewritten rather than
    /// skipped with a cursor move (which costs about eight bytes).
    private static let gapWorthJoining = 4

    /// A writer that has written nothing yet.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Forgets the last frame: the next is drawn whole.
    public mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn the screen from the last frame into `frame`.
    public mutating func render(_ frame: Frame) -> [UInt8] {
        var output = ""
        // Every frame ends with the default style (and a full redraw starts
        // by resetting), so the terminal's style is known to be plain.
        var state = WriterState(style: .plain)
        if let previous, previous.width == frame.width, previous.height == frame.height {
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
        } else {
            output += ControlSequence.resetStyle + ControlSequence.clearScreen
            for row in 0..<frame.height {
                var end = frame.width
                while end > 0, frame[end - 1, row] == .blank { end -= 1 }
                if end > 0 { write(frame, row: row, columns: 0..<end, into: &output, state: &state) }
            }
        }
        if state.style != nil, state.style != .plain { output += ControlSequence.resetStyle }
        previous = frame
        return Array(output.utf8)
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
        if state.cursor != (columns.lowerBound, row) {
            output += ControlSequence.moveCursor(column: columns.lowerBound, row: row)
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
        state.cursor = column < frame.width ? (column, row) : nil
    }

    private func holdsUncertainWidth(_ row: Int, _ frame: Frame) -> Bool {
        (0..<frame.width).contains { column in frame[column, row].character.map(TextWidth.isUncertain) ?? false }
    }

    private struct WriterState {
        var cursor: (Int, Int)?
        var style: CellStyle?
    }
}

private func != (lhs: (Int, Int)?, rhs: (Int, Int)) -> Bool {
    guard let lhs else { return true }
    return lhs.0 != rhs.0 || lhs.1 != rhs.1
}
