/// The parameters of an address's query (`?step=2&flow=a1`), decoded: `+`
/// stays a plus, `%2B` is one too, and a name given twice has its first
/// value.
public struct WebFormQuery: Sendable {
    private let pairs: [(name: String, value: String)]

    /// The parameters of `query`, the part of an address after `?` as sent.
    public init(_ query: String) {
        pairs = query.split(separator: "&").map { pair in
            guard let equals = pair.firstIndex(of: "=") else { return (Self.decoded(pair), "") }
            return (Self.decoded(pair[..<equals]), Self.decoded(pair[pair.index(after: equals)...]))
        }
    }

    /// The first value of the parameter `name`; `nil` when there is none.
    public subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// `text` with its percent escapes undone; as sent when one is not a
    /// valid escape or the result is not UTF-8.
    private static func decoded(_ text: Substring) -> String {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), let high = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex), high < utf8.endIndex,
                let low = utf8.index(high, offsetBy: 1, limitedBy: utf8.endIndex), low < utf8.endIndex,
                let value = hexValue(utf8[high]).flatMap({ high in hexValue(utf8[low]).map { high << 4 | $0 } })
            {
                bytes.append(value)
                index = utf8.index(after: low)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        // Decoding repairs what is not UTF-8; only bytes that come back as
        // they went in were UTF-8.
        let decoded = String(decoding: bytes, as: UTF8.self)
        return decoded.utf8.elementsEqual(bytes) ? decoded : String(text)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
