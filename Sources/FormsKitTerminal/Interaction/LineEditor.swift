/// Text being edited in a field, with a cursor and the usual line-editing
/// keys: ←/→, Home/End, Ctrl-A/Ctrl-E, Backspace, Delete, Ctrl-U (to the
/// start), Ctrl-K (to the end), Ctrl-W (the word before the cursor), and
/// pasted text.
public struct LineEditor: Hashable, Sendable {
    /// The text, as characters.
    public private(set) var characters: [Character]
    /// The cursor, before the character at this position.
    public private(set) var cursor: Int
    /// Whether Enter and pasted newlines insert line breaks.
    public let allowsNewlines: Bool
    /// The most characters allowed, if limited.
    public let limit: Int?

    /// An editor holding `text` with the cursor at its end.
    public init(_ text: String, allowsNewlines: Bool = false, limit: Int? = nil) {
        characters = Array(text)
        cursor = characters.count
        self.allowsNewlines = allowsNewlines
        self.limit = limit
    }

    /// The text.
    public var text: String { String(characters) }

    /// Applies `key`.
    ///
    /// - Returns: Whether the key was an editing key (the text or the cursor
    ///   may have changed).
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let text): insert(allowsNewlines ? text : text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " "))
        case .enter where allowsNewlines: insert("\n")
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = lineStart
        case .end, .control("e"): cursor = lineEnd
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .control("u"):
            let start = lineStart
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .control("k"):
            characters.removeSubrange(cursor..<lineEnd)
        case .control("w"):
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " ", characters[start - 1] != "\n" { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        return true
    }

    private mutating func insert(_ text: String) {
        var inserted = Array(text.filter { $0 == "\n" || !$0.isASCII || $0.asciiValue! >= 0x20 })
        if let limit { inserted = Array(inserted.prefix(max(0, limit - characters.count))) }
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    private var lineStart: Int {
        var index = cursor
        while index > 0, characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    private var lineEnd: Int {
        var index = cursor
        while index < characters.count, characters[index] != "\n" { index += 1 }
        return index
    }
}
