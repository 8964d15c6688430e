/// A line of text in spans of styles, laid out before it is placed in a frame.
package struct StyledLine: Hashable, Sendable {
    /// The spans, in order.
    package var spans: [(text: String, style: CellStyle)] {
        get { storage.map { ($0.blanks > 0 ? String(repeating: " ", count: $0.blanks) : $0.text, $0.style) } }
        set { storage = newValue.map { Span(text: $0.text, style: $0.style) } }
    }
    private var storage: [Span] = []

    /// Text in one style, or a run of spaces kept as a count (padding is
    /// most of a screen, and needs no string).
    private struct Span: Hashable, Sendable {
        var text: String
        var blanks: Int
        var style: CellStyle
        /// The cells the span takes, measured once.
        let width: Int

        init(text: String, style: CellStyle) {
            self.text = text
            self.blanks = 0
            self.style = style
            self.width = TextWidth.of(text)
        }

        init(blanks: Int, style: CellStyle) {
            self.text = ""
            self.blanks = blanks
            self.style = style
            self.width = blanks
        }
    }

    /// An empty line.
    package init() {}

    /// A line of one span.
    package init(_ text: String, style: CellStyle = .plain) {
        append(text, style: style)
    }

    /// A line of `count` spaces.
    package init(blanks count: Int, style: CellStyle = .plain) {
        appendBlanks(count, style: style)
    }

    /// Appends a span.
    package mutating func append(_ text: String, style: CellStyle = .plain) {
        guard !text.isEmpty else { return }
        storage.append(Span(text: text, style: style))
    }

    /// Appends `count` spaces.
    package mutating func appendBlanks(_ count: Int, style: CellStyle = .plain) {
        guard count > 0 else { return }
        storage.append(Span(blanks: count, style: style))
    }

    /// Writes the line into `frame` from `column` on `row`; returns the
    /// column after it.
    @discardableResult
    package func write(into frame: inout Frame, column: Int, row: Int) -> Int {
        var column = column
        for span in storage {
            column =
                span.blanks > 0
                ? frame.writeBlanks(span.blanks, column: column, row: row, style: span.style)
                : frame.write(span.text, column: column, row: row, style: span.style)
        }
        return column
    }

    /// Appends another line's spans.
    package mutating func append(_ line: StyledLine) {
        storage.append(contentsOf: line.storage)
    }

    /// The width in cells.
    package var width: Int {
        storage.reduce(0) { $0 + $1.width }
    }

    /// The plain text.
    package var text: String {
        storage.map { $0.blanks > 0 ? String(repeating: " ", count: $0.blanks) : $0.text }.joined()
    }

    /// Pads with spaces in `style` to `width` cells.
    package func padded(to width: Int, style: CellStyle = .plain) -> StyledLine {
        var line = self
        line.appendBlanks(width - line.width, style: style)
        return line
    }

    /// Cuts to at most `width` cells, ending with `…` when something was cut.
    package func truncated(to width: Int) -> StyledLine {
        guard self.width > width else { return self }
        guard width > 0 else { return StyledLine() }
        var line = StyledLine()
        var remaining = width - 1
        var lastStyle = CellStyle.plain
        for span in storage {
            if span.blanks > 0 {
                let count = min(span.blanks, remaining)
                line.appendBlanks(count, style: span.style)
                remaining -= count
                lastStyle = span.style
                if remaining == 0 { break }
                continue
            }
            var text = ""
            for character in span.text {
                let characterWidth = TextWidth.of(character)
                guard characterWidth <= remaining else { break }
                text.append(character)
                remaining -= characterWidth
            }
            line.append(text, style: span.style)
            lastStyle = span.style
            if remaining == 0 { break }
        }
        line.append("…", style: lastStyle)
        return line
    }

    /// Applies `change` to every span's style.
    package func restyled(_ change: (inout CellStyle) -> Void) -> StyledLine {
        var line = self
        line.storage = storage.map { span in
            var span = span
            change(&span.style)
            return span
        }
        return line
    }

    package static func == (lhs: StyledLine, rhs: StyledLine) -> Bool { lhs.storage == rhs.storage }
    package func hash(into hasher: inout Hasher) { hasher.combine(storage) }
}

/// Wraps text to a width at spaces, breaking words longer than the width.
enum TextWrapping {
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let linesBefore = lines.count
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = String(word)
                let candidate = line.isEmpty ? word : line + " " + word
                if TextWidth.of(candidate) <= width {
                    line = candidate
                    continue
                }
                // Text written without spaces (Japanese, Chinese) breaks
                // between its characters: it goes on where the line is, so
                // a mark (✗) stays with its message. A Latin word moves whole
                // to the next line, and breaks only if no line holds it.
                if TextWidth.of(word) > width, !line.isEmpty, word.contains(where: { TextWidth.of($0) > 1 }) {
                    word = line + " " + word
                } else if !line.isEmpty {
                    lines.append(line)
                }
                while TextWidth.of(word) > width {
                    let (head, tail) = split(word, at: width)
                    lines.append(head)
                    word = tail
                }
                line = word
            }
            // The last line, unless breaking a long word used it all up.
            if !line.isEmpty || lines.count == linesBefore { lines.append(line) }
        }
        return lines
    }

    /// The most of `text` that fits `width`, and the rest. The head holds at
    /// least one character, so wrapping always advances, even when a wide
    /// character does not fit a very narrow width.
    static func split(_ text: String, at width: Int) -> (String, String) {
        var head = ""
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let characterWidth = TextWidth.of(text[index])
            if used + characterWidth > width, !head.isEmpty { break }
            head.append(text[index])
            used += characterWidth
            index = text.index(after: index)
        }
        // As Japanese sets lines (kinsoku): a closing mark never starts a
        // line and an opening one never ends one; a character moves down
        // with it, while the head keeps one.
        var tail = String(text[index...])
        while head.count > 1, let first = tail.first, let last = head.last,
            noLineStart.contains(first) || noLineEnd.contains(last)
        {
            tail.insert(head.removeLast(), at: tail.startIndex)
        }
        return (head, tail)
    }

    /// Marks a line does not start with: closing brackets and quotes,
    /// full stops and commas, the long vowel and small kana.
    private static let noLineStart: Set<Character> = Set("。、，．・：；？！）」』】〕〉》”’ーっゃゅょァィゥェォッャュョ々")
    /// Marks a line does not end with: opening brackets and quotes.
    private static let noLineEnd: Set<Character> = Set("（「『【〔〈《“‘")
}
