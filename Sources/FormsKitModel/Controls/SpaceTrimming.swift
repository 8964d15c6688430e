extension String {
    /// The text without the tabs and spaces at its ends: what
    /// `trimmingCharacters(in: .whitespaces)` gives (tab and Unicode's space
    /// separators), without Foundation, which bridges the
    /// text and costs about ten microseconds a call on Linux, more than the
    /// rest of parsing a date.
    func trimmingSpaces() -> String {
        // Text that starts and ends with an ASCII character other than a
        // space or a tab (most) has nothing to trim: its first and last
        // bytes tell, without reading its scalars.
        guard let firstByte = utf8.first, let lastByte = utf8.last else { return self }
        if Self.isASCIIOtherThanSpaceOrTab(firstByte), Self.isASCIIOtherThanSpaceOrTab(lastByte) { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpaceOrTab }) else { return "" }
        // A scalar that is not a space exists, so there is a last one.
        var end = scalars.endIndex
        while case let before = scalars.index(before: end), scalars[before].isSpaceOrTab { end = before }
        if first == scalars.startIndex, end == scalars.endIndex { return self }
        return String(scalars[first..<end])
    }

    /// Whether `byte` is a whole ASCII character, neither a space nor a tab.
    private static func isASCIIOtherThanSpaceOrTab(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && byte != 0x09
    }
}

extension Unicode.Scalar {
    /// A tab or a space separator (category Zs), as `CharacterSet.whitespaces`
    /// has them: with the zero-width space (U+200B), a space separator in
    /// Unicode until 4.0.1, which Foundation still counts.
    var isSpaceOrTab: Bool {
        value == 0x20 || value == 0x09 || (value >= 0x80 && (value == 0x200B || properties.generalCategory == .spaceSeparator))
    }
}

extension String {
    /// Whether every character is whitespace (`Character.isWhitespace`), as
    /// `allSatisfy(\.isWhitespace)` decides, with ASCII decided by its bytes:
    /// a character with an ASCII byte other than a space or a control
    /// from tab to carriage return is not whitespace, and a text of those
    /// alone is; only a text with other bytes has its characters' Unicode
    /// properties looked up.
    var isAllWhitespace: Bool {
        // Most texts are decided by their first byte: none, or an ASCII
        // character that is not whitespace.
        guard let first = utf8.first else { return true }
        if first < 0x80, first != 0x20, !(0x09...0x0D).contains(first) { return false }
        var isASCII = true
        for byte in utf8 {
            switch byte {
            case 0x09...0x0D, 0x20: continue
            case 0x00..<0x80: return false
            default: isASCII = false
            }
        }
        return isASCII || allSatisfy(\.isWhitespace)
    }
}
