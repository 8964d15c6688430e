extension StringProtocol {
    /// The text without the spaces and tabs around it: HTTP's optional
    /// whitespace around a header's parts. (Foundation's
    /// `trimmingCharacters(in:)` goes through `NSString` on Linux, which
    /// costs more than the rest of reading a header.)
    func trimmingHTTPWhitespace() -> String {
        let text = Substring(self)
        let isWhitespace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = text.utf8.firstIndex(where: { !isWhitespace($0) }), let last = text.utf8.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(text[first...last])
    }
}
