/// Text being edited in a field, with a cursor and the usual line-editing
/// keys, by user-perceived character (a flag, a family emoji, an accented
/// letter is one character):
///
/// - ←/→ (Ctrl-B/Ctrl-F), Home/End (Ctrl-A/Ctrl-E), Backspace, Delete (Ctrl-D);
/// - in multi-line text, ↑/↓ to the line above or below, at the same
///   column or that line's end (on the first or last line they are not
///   editing keys: a form moves focus with them);
/// - by word: Alt-←/→ or Ctrl-←/→ or Alt-B/Alt-F, Alt-Backspace and Alt-D;
/// - Ctrl-U (to the line's start), Ctrl-K (to its end), Ctrl-W (the
///   whitespace-separated word before the cursor); pasted text.
///
/// Other keys held with a modifier are not editing keys: they never insert
/// text. The text is kept as the part before the cursor and the part after
/// it: typing and Backspace change the end of the first, ← and → move a
/// character from one to the other, and Delete takes the first character of
/// the second. A key copies at most the text after the cursor, about a
/// microsecond for 100,000 characters.
@_spi(TerminalInternals) public struct LineEditor: Hashable, Sendable {
    /// The text before the cursor.
    public private(set) var textBeforeCursor: String
    /// The text after the cursor.
    public private(set) var textAfterCursor: String
    /// Whether Enter and pasted newlines insert line breaks.
    public let allowsNewlines: Bool
    /// The most characters allowed, if limited.
    public let limit: Int?
    /// Whether the last key inserted less than it brought (a paste or a
    /// character past ``limit``), so that the field can say so.
    public private(set) var lastInsertWasCut = false

    /// An editor holding `text` with the cursor at its end.
    public init(_ text: String, allowsNewlines: Bool = false, limit: Int? = nil) {
        textBeforeCursor = text
        textAfterCursor = ""
        self.allowsNewlines = allowsNewlines
        self.limit = limit
    }

    /// The text.
    public var text: String { textBeforeCursor + textAfterCursor }

    /// The characters before the cursor. Counts them: for tests and
    /// diagnostics, not for every keystroke.
    public var cursor: Int { textBeforeCursor.count }

    /// Applies `key`.
    ///
    /// - Returns: Whether the key was an editing key (the text or the cursor
    ///   may have changed).
    public mutating func handle(_ key: Key) -> Bool {
        lastInsertWasCut = false
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let text): insert(text)
        case .enter where allowsNewlines: insert("\n")
        case .up where allowsNewlines: return moveToLineAbove()
        case .down where allowsNewlines: return moveToLineBelow()
        case .left, .control("b"): moveLeft()
        case .right, .control("f"): moveRight()
        case .home, .control("a"): while let last = textBeforeCursor.last, last != "\n" { moveLeft() }
        case .end, .control("e"): while let first = textAfterCursor.first, first != "\n" { moveRight() }
        case .backspace, .control("h"): _ = textBeforeCursor.popLast()
        case .delete, .control("d"): if !textAfterCursor.isEmpty { textAfterCursor.removeFirst() }
        case .control("u"):
            while let last = textBeforeCursor.last, last != "\n" { textBeforeCursor.removeLast() }
        case .control("k"):
            while let first = textAfterCursor.first, first != "\n" { textAfterCursor.removeFirst() }
        case .control("w"):
            while let last = textBeforeCursor.last, last == " " { textBeforeCursor.removeLast() }
            while let last = textBeforeCursor.last, !last.isWhitespace { textBeforeCursor.removeLast() }
        case .modified(.left, .alt), .modified(.left, .control), .modified(.character("b"), .alt):
            moveWordLeft()
        case .modified(.right, .alt), .modified(.right, .control), .modified(.character("f"), .alt):
            moveWordRight()
        case .modified(.backspace, .alt), .modified(.control("w"), .alt), .modified(.backspace, .control):
            while let last = textBeforeCursor.last, !Self.isWordCharacter(last), last != "\n" { textBeforeCursor.removeLast() }
            while let last = textBeforeCursor.last, Self.isWordCharacter(last) { textBeforeCursor.removeLast() }
        case .modified(.character("d"), .alt), .modified(.delete, .control), .modified(.delete, .alt):
            while let first = textAfterCursor.first, !Self.isWordCharacter(first), first != "\n" { textAfterCursor.removeFirst() }
            while let first = textAfterCursor.first, Self.isWordCharacter(first) { textAfterCursor.removeFirst() }
        default:
            return false
        }
        return true
    }

    private mutating func moveLeft() {
        guard let character = textBeforeCursor.popLast() else { return }
        textAfterCursor.insert(character, at: textAfterCursor.startIndex)
    }

    private mutating func moveRight() {
        guard let character = textAfterCursor.first else { return }
        textAfterCursor.removeFirst()
        textBeforeCursor.append(character)
    }

    /// The characters between the start of the cursor's line and the cursor.
    private var column: Int {
        var count = 0
        for character in textBeforeCursor.reversed() {
            if character == "\n" { break }
            count += 1
        }
        return count
    }

    /// To the same column of the line above, or its end; `false` on the
    /// first line.
    private mutating func moveToLineAbove() -> Bool {
        guard textBeforeCursor.contains("\n") else { return false }
        let column = column
        for _ in 0...column { moveLeft() }
        // At the end of the line above: back by what it has past the column.
        let length = self.column
        for _ in 0..<max(0, length - column) { moveLeft() }
        return true
    }

    /// To the same column of the line below, or its end; `false` on the
    /// last line.
    private mutating func moveToLineBelow() -> Bool {
        guard textAfterCursor.contains("\n") else { return false }
        let column = column
        while let first = textAfterCursor.first, first != "\n" { moveRight() }
        moveRight()
        for _ in 0..<column {
            guard let first = textAfterCursor.first, first != "\n" else { break }
            moveRight()
        }
        return true
    }

    private mutating func moveWordLeft() {
        while let last = textBeforeCursor.last, !Self.isWordCharacter(last) { moveLeft() }
        while let last = textBeforeCursor.last, Self.isWordCharacter(last) { moveLeft() }
    }

    private mutating func moveWordRight() {
        while let first = textAfterCursor.first, !Self.isWordCharacter(first) { moveRight() }
        while let first = textAfterCursor.first, Self.isWordCharacter(first) { moveRight() }
    }

    /// Letters and digits make words, as in readline.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private mutating func insert(_ text: String) {
        let inserted = TextSanitizer.clean(text, keepingNewlines: allowsNewlines)
        guard let limit, (textBeforeCursor + inserted + textAfterCursor).count > limit else {
            textBeforeCursor.append(inserted)
            return
        }
        // Scalar by scalar, so that a scalar which joins the character
        // before it (the second half of a flag, a combining accent, a skin
        // tone) goes in when the field is full: it adds no character.
        lastInsertWasCut = true
        for scalar in inserted.unicodeScalars {
            var candidate = textBeforeCursor
            candidate.unicodeScalars.append(scalar)
            guard (candidate + textAfterCursor).count <= limit else { break }
            textBeforeCursor = candidate
        }
    }
}
