/// One cell of the screen: a character and its style. Wide characters take
/// their cell and an empty continuation cell after it.
public struct Cell: Hashable, Sendable {
    /// The character; `nil` for the continuation of a wide character.
    public var character: Character?
    /// How it is drawn.
    public var style: CellStyle

    /// A cell.
    public init(_ character: Character?, style: CellStyle = .plain) {
        self.character = character
        self.style = style
    }

    /// A space in the default style.
    public static let blank = Cell(" ")
}

/// A screen's worth of cells, drawn by the layout and compared by the diff
/// renderer.
public struct Frame: Hashable, Sendable {
    /// Width in cells.
    public let width: Int
    /// Height in cells.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// A blank frame.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at `column`, `row`.
    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * width + column] }
        set {
            guard (0..<width).contains(column), (0..<height).contains(row) else { return }
            cells[row * width + column] = newValue
        }
    }

    /// Writes `text` from `column` on `row` in `style`, clipped to the frame;
    /// returns the column after it.
    @discardableResult
    public mutating func write(_ text: String, column: Int, row: Int, style: CellStyle = .plain) -> Int {
        guard (0..<height).contains(row) else { return column }
        var column = column
        for character in text {
            let width = TextWidth.of(character)
            guard column + width <= self.width else { break }
            if column >= 0 {
                self[column, row] = Cell(character, style: style)
                if width == 2 { self[column + 1, row] = Cell(nil, style: style) }
            }
            column += width
        }
        return column
    }

    /// Writes `count` spaces from `column` on `row` in `style`, clipped to
    /// the frame; returns the column after them.
    @discardableResult
    public mutating func writeBlanks(_ count: Int, column: Int, row: Int, style: CellStyle = .plain) -> Int {
        guard (0..<height).contains(row) else { return column + count }
        let blank = Cell(" ", style: style)
        for index in max(0, column)..<max(max(0, column), min(width, column + count)) {
            cells[row * width + index] = blank
        }
        return column + count
    }

    /// Restyles the cells of `row` from `columns`, keeping their characters.
    public mutating func restyle(row: Int, columns: Range<Int>, _ change: (inout CellStyle) -> Void) {
        guard (0..<height).contains(row) else { return }
        for column in columns.clamped(to: 0..<width) {
            change(&cells[row * width + column].style)
        }
    }

    /// The text of `row`, trailing spaces kept.
    public func text(ofRow row: Int) -> String {
        String((0..<width).compactMap { self[$0, row].character })
    }

    /// Every row's text, trailing spaces trimmed, one row per line.
    public var text: String {
        (0..<height).map { row in
            var line = text(ofRow: row)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}

/// How many cells a character takes: two for East Asian wide characters and
/// most emoji, zero for combining marks, one otherwise.
public enum TextWidth {
    /// The cells `character` takes.
    public static func of(_ character: Character) -> Int {
        // Printable ASCII, most text, without looking at scalars.
        if let ascii = character.asciiValue, ascii >= 0x20 { return 1 }
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        // Most text is narrow: decide it without Unicode property lookups.
        if value < 0x0300, character.unicodeScalars.count == 1 { return 1 }
        if (0x2500...0x25FF).contains(value), character.unicodeScalars.count == 1 { return 1 }
        // Marks, and format characters (direction marks and isolates, joiners,
        // a zero-width space), take no cell of their own.
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) && scalar.properties.isEmojiPresentation == false && value > 0x2000 {
            return 2
        }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return scalar.properties.isEmojiPresentation ? 2 : 1
        }
    }

    /// The cells `text` takes.
    public static func of(_ text: String) -> Int {
        // Printable ASCII takes a cell a byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The cells a terminal that measures each code point on its own (tmux,
    /// many Linux terminals) gives `character`: a family emoji joined with
    /// zero-width joiners takes three wide cells there, a thumbs-up with a
    /// skin tone two.
    public static func perCodePoint(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F: return width
            case 0x1F1E6...0x1F1FF: return width + 1  // a regional indicator: half a flag
            default: return width + of(Character(scalar))
            }
        }
    }

    /// Whether terminals disagree on the cells `character` takes: an emoji
    /// sequence drawn in two cells by some and in more (or fewer) by others.
    /// Writers put the cursor where it belongs after such a character, so the
    /// rest of the line stays in place whatever the terminal does.
    public static func isUncertain(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, first.value >= 0x0300 || character.unicodeScalars.count > 1 else { return false }
        return character.unicodeScalars.count > 1 && perCodePoint(character) != of(character)
    }
}
