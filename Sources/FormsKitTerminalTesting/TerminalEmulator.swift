import FormsKitTerminal

/// A model of a terminal screen that understands the escape sequences
/// FormsKit writes: cursor moves (and backspace), clearing, styles, the
/// alternate screen and cursor visibility. A line feed on the last line
/// scrolls the screen, and the lines scrolled off are kept in
/// ``scrollback``. Feed it what a renderer wrote and read the screen back,
/// as a user would see it.
public struct TerminalEmulator: Sendable {
    /// The screen.
    public private(set) var screen: Frame
    /// The cursor's column and row.
    public private(set) var cursor: (column: Int, row: Int) = (0, 0)
    /// Whether the cursor is shown.
    public private(set) var isCursorVisible = true
    /// Whether the alternate screen is in use.
    public private(set) var isAlternateScreen = false
    /// The lines scrolled off the top of the screen, oldest first, trailing
    /// spaces trimmed.
    public private(set) var scrollback: [String] = []
    /// Whether the terminal reports the mouse.
    public private(set) var isMouseReporting = false
    /// Whether bracketed paste is on.
    public private(set) var isBracketedPasteEnabled = false
    /// How the terminal measures characters made of several code points.
    public var widthMethod: WidthMethod
    private var style = CellStyle.plain
    private var pending: [UInt8] = []

    /// How a terminal measures a character made of several code points, such
    /// as a family emoji joined with zero-width joiners.
    public enum WidthMethod: Sendable {
        /// As one user-perceived character (newer terminals: kitty, WezTerm, iTerm2).
        case graphemeClusters
        /// Each code point on its own (tmux, many Linux terminals): the
        /// family takes three wide cells.
        case perCodePoint
    }

    /// A blank screen of `width` × `height` cells, measuring characters by
    /// `widthMethod`.
    public init(width: Int, height: Int, widthMethod: WidthMethod = .graphemeClusters) {
        screen = Frame(width: width, height: height)
        self.widthMethod = widthMethod
    }

    /// Applies bytes written to the terminal.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
        var text = String(decoding: pending, as: UTF8.self)
        pending.removeAll()
        var characters = Array(text)
        text = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\u{1B}" {
                guard let end = sequenceEnd(characters, from: index) else {
                    pending = Array(String(characters[index...]).utf8)
                    break
                }
                apply(String(characters[(index + 1)...end]))
                index = end + 1
                continue
            }
            switch character {
            case "\r": cursor.column = 0
            // Backspace moves back a cell, within the line, erasing nothing.
            case "\u{8}": cursor.column = max(0, cursor.column - 1)
            case "\n": lineFeed()
            // One character to Swift: a carriage return and a line feed.
            case "\r\n":
                cursor.column = 0
                lineFeed()
            default: put(character)
            }
            index += 1
        }
        characters.removeAll()
    }

    /// Writes `text` as a program would: the shell's prompt before a form,
    /// say. Line feeds move to the next line's start.
    public mutating func write(_ text: String) {
        feed(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8))
    }

    /// Resizes the screen. Without `rewrapping` (as xterm does) each line
    /// keeps what fits; with it (as tmux, iTerm2, kitty and VTE do), a line
    /// wider than a narrower screen wraps onto the lines below, pushing the
    /// lines above the cursor into the scrollback when the screen is full,
    /// and the cursor moves with its line.
    public mutating func resize(width: Int, height: Int, rewrapping: Bool = false) {
        if rewrapping, width < screen.width {
            rewrap(width: width, height: height)
            return
        }
        var resized = Frame(width: width, height: height)
        for row in 0..<min(height, screen.height) {
            for column in 0..<min(width, screen.width) { resized[column, row] = screen[column, row] }
        }
        screen = resized
        cursor = (min(cursor.column, width - 1), min(cursor.row, height - 1))
    }

    private mutating func rewrap(width: Int, height: Int) {
        var lines: [[Cell]] = []
        var cursorLine = 0
        for row in 0..<screen.height {
            var used = screen.width
            while used > 0, screen[used - 1, row] == .blank { used -= 1 }
            if row == cursor.row { cursorLine = lines.count + min(cursor.column, max(0, used - 1)) / width }
            var line: [Cell] = []
            var column = 0
            while column < used {
                let cell = screen[column, row]
                let cellWidth = cell.character.map(TextWidth.of) ?? 0
                if line.count + max(1, cellWidth) > width {
                    lines.append(line)
                    line = []
                }
                line.append(cell)
                if cellWidth == 2 { line.append(screen[column + 1, row]) }
                column += max(1, cellWidth)
            }
            lines.append(line)
        }
        // Blank lines below the cursor go first, then lines above the
        // cursor go to the scrollback until the rest fits.
        while lines.count > height, lines.count - 1 > cursorLine, lines.last?.isEmpty == true {
            lines.removeLast()
        }
        while lines.count > height, cursorLine > 0 {
            var text = String(lines.removeFirst().compactMap(\.character))
            while text.last == " " { text.removeLast() }
            scrollback.append(text)
            cursorLine -= 1
        }
        var resized = Frame(width: width, height: height)
        for (row, line) in lines.prefix(height).enumerated() {
            for (column, cell) in line.enumerated() { resized[column, row] = cell }
        }
        screen = resized
        cursor = (min(cursor.column % width, width - 1), min(cursorLine, height - 1))
    }

    /// The scrollback and the screen, as one text: what scrolling back
    /// through the terminal shows.
    public var transcript: String {
        (scrollback + screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)).joined(separator: "\n")
    }

    /// Down a line; on the last line the screen scrolls up one line.
    private mutating func lineFeed() {
        guard cursor.row == screen.height - 1 else {
            cursor.row += 1
            return
        }
        var line = screen.text(ofRow: 0)
        while line.last == " " { line.removeLast() }
        scrollback.append(line)
        var scrolled = Frame(width: screen.width, height: screen.height)
        for row in 1..<screen.height {
            for column in 0..<screen.width { scrolled[column, row - 1] = screen[column, row] }
        }
        screen = scrolled
    }

    private func sequenceEnd(_ characters: [Character], from start: Int) -> Int? {
        guard start + 1 < characters.count else { return nil }
        guard characters[start + 1] == "[" else { return start + 1 }
        var index = start + 2
        while index < characters.count {
            if let ascii = characters[index].asciiValue, (0x40...0x7E).contains(ascii) { return index }
            index += 1
        }
        return nil
    }

    private mutating func put(_ character: Character) {
        if widthMethod == .perCodePoint, character.unicodeScalars.count > 1 {
            // Such a terminal draws each code point of the sequence on its own.
            for scalar in character.unicodeScalars where TextWidth.perCodePoint(Character(scalar)) > 0 {
                put(Character(scalar))
            }
            return
        }
        let width = TextWidth.of(character)
        guard cursor.row < screen.height else { return }
        if cursor.column + width > screen.width { return }
        screen[cursor.column, cursor.row] = Cell(character, style: style)
        if width == 2 { screen[cursor.column + 1, cursor.row] = Cell(nil, style: style) }
        cursor.column += width
    }

    private mutating func apply(_ sequence: String) {
        guard sequence.hasPrefix("[") else { return }
        let body = sequence.dropFirst().dropLast()
        let final = sequence.last
        switch final {
        case "G":
            cursor.column = min(max(0, (Int(body) ?? 1) - 1), max(0, screen.width - 1))
        case "H":
            let parts = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 1 }
            cursor = (max(0, (parts.count > 1 ? parts[1] : 1) - 1), max(0, (parts.first ?? 1) - 1))
        case "A":
            cursor.row = max(0, cursor.row - max(1, Int(body) ?? 1))
        case "B":
            cursor.row = min(screen.height - 1, cursor.row + max(1, Int(body) ?? 1))
        case "J":
            if body == "2" { screen = Frame(width: screen.width, height: screen.height) }
            if body.isEmpty || body == "0" {
                for column in cursor.column..<screen.width { screen[column, cursor.row] = Cell(" ", style: style) }
                for row in (cursor.row + 1)..<max(cursor.row + 1, screen.height) {
                    for column in 0..<screen.width { screen[column, row] = .blank }
                }
            }
        case "K":
            for column in cursor.column..<screen.width { screen[column, cursor.row] = Cell(" ", style: style) }
        case "m":
            applyStyle(body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
        case "h", "l":
            let on = final == "h"
            switch body {
            case "?1049": isAlternateScreen = on
            case "?25": isCursorVisible = on
            case "?2004": isBracketedPasteEnabled = on
            case "?1000": isMouseReporting = on
            default: break
            }
        default:
            break
        }
    }

    private mutating func applyStyle(_ codes: [Int]) {
        var index = 0
        let codes = codes.isEmpty ? [0] : codes
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: style = .plain
            case 1: style.isBold = true
            case 2: style.isDim = true
            case 4: style.isUnderlined = true
            case 7: style.isReversed = true
            case 22:
                style.isBold = false
                style.isDim = false
            case 24: style.isUnderlined = false
            case 27: style.isReversed = false
            case 30...37: style.foreground = .ansi(UInt8(code - 30))
            case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
            case 39: style.foreground = nil
            case 40...47: style.background = .ansi(UInt8(code - 40))
            case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
            case 49: style.background = nil
            case 38, 48:
                if index + 4 < codes.count, codes[index + 1] == 2 {
                    let color = TerminalColor.rgb(UInt8(clamping: codes[index + 2]), UInt8(clamping: codes[index + 3]), UInt8(clamping: codes[index + 4]))
                    if code == 38 { style.foreground = color } else { style.background = color }
                    index += 4
                }
            default: break
            }
            index += 1
        }
    }
}
