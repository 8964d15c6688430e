/// The part of a text that fits a field: found by walking out from the
/// cursor (or the start) only as far as the field is wide, so drawing a
/// field costs the same for a 10-character value as for a 100,000-character
/// one, and the cursor stays in view for any text, wide characters included.
enum TextWindow {
    /// The most lines a multi-line field shows.
    static let maximumLines = 8

    /// One line of text being edited, `width` cells wide: the cursor (a
    /// reversed cell on the character after it) in view, the text around it
    /// filling the rest, `…` where text is cut. With `mask`, each character
    /// shows as `•`.
    static func editingLine(before: Substring, after: Substring, width: Int, mask: Bool, palette: TerminalPalette) -> StyledLine {
        guard width > 0 else { return StyledLine() }
        let shown = { (character: Character) -> Character in mask ? "•" : character }
        let cursorCharacter = after.first.map(shown) ?? " "
        let cursorWidth = max(1, TextWidth.of(cursorCharacter))
        // Text after the cursor keeps at least one cell, for its first
        // character or the `…` that says it is cut, so the cursor is never
        // the cell a cut line's end replaces.
        let rest = after.dropFirst()
        let keptForRest = rest.isEmpty ? 0 : 1
        guard width >= cursorWidth + keptForRest else {
            return StyledLine(String(cursorCharacter), style: palette.cursor).truncated(to: width)
        }
        // Text before the cursor: as much as fits, from the cursor back.
        var budget = width - cursorWidth - keptForRest
        var left: [Character] = []
        var index = before.endIndex
        var cutLeft = false
        while index > before.startIndex {
            let previous = before.index(before: index)
            let character = shown(before[previous])
            let characterWidth = TextWidth.of(character)
            if characterWidth > budget {
                cutLeft = true
                break
            }
            budget -= characterWidth
            left.append(character)
            index = previous
        }
        if cutLeft {
            // Make room for the "…" that says text is cut, when there is any.
            while budget < 1, let more = left.popLast() { budget += TextWidth.of(more) }
            cutLeft = budget >= 1
            if cutLeft { budget -= 1 }
        }
        budget += keptForRest
        var line = StyledLine()
        if cutLeft { line.append("…", style: palette.secondary) }
        line.append(String(left.reversed()), style: palette.value)
        line.append(String(cursorCharacter), style: palette.cursor)
        // Text after the cursor, in the room left.
        if !rest.isEmpty {
            let (head, cut) = prefix(rest, width: budget, mask: mask)
            line.append(head, style: palette.value)
            if cut { line.append("…", style: palette.secondary) }
        }
        return line
    }

    /// The start of `text` that fits `width` cells, and whether some was cut
    /// (then the head leaves one cell for a `…`). Walks only the characters
    /// shown.
    static func prefix(_ text: Substring, width: Int, mask: Bool = false) -> (String, cut: Bool) {
        var head = ""
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character: Character = mask ? "•" : text[index]
            let characterWidth = TextWidth.of(character)
            if used + characterWidth > width {
                // Cut: take back characters until "…" fits.
                while used + 1 > width, let last = head.popLast() { used -= TextWidth.of(last) }
                return (head, true)
            }
            head.append(character)
            used += characterWidth
            index = text.index(after: index)
        }
        return (head, false)
    }

    /// A value that is not being edited, on one line: cut with `…`.
    static func line(_ text: String, width: Int, style: CellStyle, palette: TerminalPalette, mask: Bool = false) -> StyledLine {
        let firstLine = text.prefix { $0 != "\n" }
        let (head, cut) = prefix(firstLine, width: width, mask: mask)
        var line = StyledLine(head, style: style)
        if cut || firstLine.endIndex != text.endIndex { line.append("…", style: palette.secondary) }
        return line.truncated(to: width)
    }

    /// A multi-line value that is not being edited: its first lines, each
    /// wrapped, up to ``maximumLines``, the last ending with `…` when more
    /// follows.
    static func lines(_ text: String, width: Int, style: CellStyle, palette: TerminalPalette) -> [StyledLine] {
        var lines: [StyledLine] = []
        var rest = Substring(text)
        while lines.count < maximumLines {
            let paragraph = rest.prefix { $0 != "\n" }
            // Wrap only as much of a long paragraph as can be shown.
            let (shown, _) = prefix(paragraph, width: width * (maximumLines - lines.count) + 1)
            lines += TextWrapping.wrap(shown, width: width).map { StyledLine($0, style: style) }
            guard paragraph.endIndex < rest.endIndex else { return Array(lines.prefix(maximumLines)) }
            rest = rest[rest.index(after: paragraph.endIndex)...]
        }
        if var last = lines.popLast() {
            last = last.truncated(to: max(1, width - 1))
            last.append("…", style: palette.secondary)
            lines.append(last)
        }
        return lines
    }

    /// Multi-line text being edited: the line holding the cursor, scrolled
    /// to keep the cursor in view, with the lines around it, up to
    /// ``maximumLines``.
    static func editingLines(before: String, after: String, width: Int, palette: TerminalPalette) -> [StyledLine] {
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        let lineEnd = after.firstIndex(of: "\n") ?? after.endIndex
        let cursorLine = editingLine(before: before[lineStart...], after: after[..<lineEnd], width: width, mask: false, palette: palette)
        // Lines above, nearest first, then lines below, as room allows.
        var above: [StyledLine] = []
        var end = lineStart
        while above.count < maximumLines / 2, end > before.startIndex {
            let newline = before.index(before: end)
            let start = before[..<newline].lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
            above.append(line(String(before[start..<newline]), width: width, style: palette.value, palette: palette))
            end = start
        }
        var below: [StyledLine] = []
        var start = lineEnd
        while above.count + below.count + 1 < maximumLines, start < after.endIndex {
            let next = after.index(after: start)
            let stop = after[next...].firstIndex(of: "\n") ?? after.endIndex
            below.append(line(String(after[next..<stop]), width: width, style: palette.value, palette: palette))
            start = stop
        }
        return above.reversed() + [cursorLine] + below
    }
}
