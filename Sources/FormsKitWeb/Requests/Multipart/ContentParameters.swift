/// The parameters of a header value (`form-data; name="a"; filename="b.png"`,
/// `multipart/form-data; boundary=x`), by lowercased name; quoted values
/// unquoted.
///
/// Read byte by byte: every delimiter (`;`, `=`, `"`, `\`) is ASCII, so a
/// character that joins with one (a combining mark after a closing quote)
/// cannot hide it.
struct ContentParameters {
    private var values: [String: String] = [:]

    init(_ header: String) {
        let bytes = Array(header.utf8)
        var index = 0
        // Skip the value before the first `;`.
        while index < bytes.count, bytes[index] != Self.semicolon {
            index = bytes[index] == Self.quote ? Self.skipQuoted(bytes, from: index) : index + 1
        }
        while index < bytes.count {
            index += 1  // the `;`
            var nameEnd = index
            while nameEnd < bytes.count, bytes[nameEnd] != Self.equals, bytes[nameEnd] != Self.semicolon { nameEnd += 1 }
            let name = Self.text(Self.trimmed(bytes[index..<nameEnd])).lowercased()
            guard nameEnd < bytes.count, bytes[nameEnd] == Self.equals else {
                index = nameEnd
                continue
            }
            var valueStart = nameEnd + 1
            while valueStart < bytes.count, bytes[valueStart] == Self.space { valueStart += 1 }
            var value: [UInt8] = []
            if valueStart < bytes.count, bytes[valueStart] == Self.quote {
                var cursor = valueStart + 1
                while cursor < bytes.count, bytes[cursor] != Self.quote {
                    if bytes[cursor] == Self.backslash, cursor + 1 < bytes.count { cursor += 1 }
                    value.append(bytes[cursor])
                    cursor += 1
                }
                index = min(cursor + 1, bytes.count)
                while index < bytes.count, bytes[index] != Self.semicolon { index += 1 }
            } else {
                var cursor = valueStart
                while cursor < bytes.count, bytes[cursor] != Self.semicolon { cursor += 1 }
                value = Array(Self.trimmed(bytes[valueStart..<cursor]))
                index = cursor
            }
            if values[name] == nil { values[name] = Self.text(value[...]) }
        }
    }

    subscript(name: String) -> String? { values[name] }

    private static let semicolon = UInt8(ascii: ";")
    private static let equals = UInt8(ascii: "=")
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let space = UInt8(ascii: " ")

    /// The index after the quoted text that starts at `start`.
    private static func skipQuoted(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == backslash, index + 1 < bytes.count { index += 1 }
            index += 1
        }
        return min(index + 1, bytes.count)
    }

    /// Without spaces and tabs at either end.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isBlank = { (byte: UInt8) in byte == space || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else { return [] }
        return bytes[first...last]
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
