import Foundation

/// The parameters of a header value (`form-data; name="a"; filename="b.png"`,
/// `multipart/form-data; boundary=x`), by lowercased name; quoted values
/// unquoted.
struct ContentParameters {
    private var values: [String: String] = [:]

    init(_ header: String) {
        var index = header.startIndex
        // Skip the value before the first `;`.
        while index < header.endIndex, header[index] != ";" {
            if header[index] == "\"" { index = Self.skipQuoted(header, from: index) } else { index = header.index(after: index) }
        }
        while index < header.endIndex {
            index = header.index(after: index)  // the `;`
            var nameEnd = index
            while nameEnd < header.endIndex, header[nameEnd] != "=", header[nameEnd] != ";" { nameEnd = header.index(after: nameEnd) }
            let name = header[index..<nameEnd].trimmingCharacters(in: .whitespaces).lowercased()
            guard nameEnd < header.endIndex, header[nameEnd] == "=" else {
                index = nameEnd
                continue
            }
            var valueStart = header.index(after: nameEnd)
            while valueStart < header.endIndex, header[valueStart] == " " { valueStart = header.index(after: valueStart) }
            var value = ""
            if valueStart < header.endIndex, header[valueStart] == "\"" {
                var cursor = header.index(after: valueStart)
                while cursor < header.endIndex, header[cursor] != "\"" {
                    if header[cursor] == "\\", header.index(after: cursor) < header.endIndex { cursor = header.index(after: cursor) }
                    value.append(header[cursor])
                    cursor = header.index(after: cursor)
                }
                index = cursor < header.endIndex ? header.index(after: cursor) : cursor
                while index < header.endIndex, header[index] != ";" { index = header.index(after: index) }
            } else {
                var cursor = valueStart
                while cursor < header.endIndex, header[cursor] != ";" { cursor = header.index(after: cursor) }
                value = header[valueStart..<cursor].trimmingCharacters(in: .whitespaces)
                index = cursor
            }
            if values[name] == nil { values[name] = value }
        }
    }

    subscript(name: String) -> String? { values[name] }

    private static func skipQuoted(_ text: String, from start: String.Index) -> String.Index {
        var index = text.index(after: start)
        while index < text.endIndex, text[index] != "\"" {
            if text[index] == "\\", text.index(after: index) < text.endIndex { index = text.index(after: index) }
            index = text.index(after: index)
        }
        return index < text.endIndex ? text.index(after: index) : index
    }
}
