/// What an `application/x-www-form-urlencoded` body means, read the plain
/// way, byte by byte, with nothing of the parser's: an oracle for
/// `SubmittedForm(parsing:)`.
///
/// The body is split at every `&` (empty pieces dropped), each piece at its
/// first `=` (none: an empty value); then the name, and then the value, has
/// `+` read as a space and `%XX` as the byte it spells, and must be UTF-8.
/// The first name or value, in the body's order, that cannot be read is the
/// problem: a `%` not followed by two hexadecimal digits (where that `%` is),
/// else bytes that are not UTF-8 (where that name or value starts).
///
/// Limits (sizes, counts, dotted names) are not checked: give it bodies
/// within them.
public enum URLEncodedReading {
    /// A name and its value, decoded.
    public struct Pair: Equatable, Sendable, CustomStringConvertible {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }

        /// A pair as `SubmittedForm.pairs` gives it.
        public init(_ pair: (name: String, value: String)) {
            self.init(name: pair.name, value: pair.value)
        }

        public var description: String { "\(name.debugDescription)=\(value.debugDescription)" }
    }

    /// Why a body cannot be read, and the byte offset the parser reports.
    public enum Problem: Error, Equatable, Sendable {
        /// A `%` not followed by two hexadecimal digits, at this offset.
        case malformedPercentEncoding(offset: Int)
        /// A name or value, starting at this offset, that decodes to bytes
        /// that are not UTF-8.
        case invalidUTF8(offset: Int)
    }

    /// The pairs of `body`, or the first problem in it.
    public static func pairs(of body: [UInt8]) -> Result<[Pair], Problem> {
        var pairs: [Pair] = []
        for piece in body.split(separator: UInt8(ascii: "&")) {
            let equals = piece.firstIndex(of: UInt8(ascii: "="))
            let name = piece[..<(equals ?? piece.endIndex)]
            let value = equals.map { piece[($0 + 1)...] } ?? []
            switch (decode(name), decode(value)) {
            case (.failure(let problem), _), (_, .failure(let problem)): return .failure(problem)
            case (.success(let name), .success(let value)): pairs.append(Pair(name: name, value: value))
            }
        }
        return .success(pairs)
    }

    /// The pairs of `body`'s UTF-8, or the first problem in it.
    public static func pairs(of body: String) -> Result<[Pair], Problem> {
        pairs(of: Array(body.utf8))
    }

    /// `part` (a slice of the body, indexed as the body is) with `+` and
    /// escapes decoded, if that is UTF-8.
    private static func decode(_ part: ArraySlice<UInt8>) -> Result<String, Problem> {
        var bytes: [UInt8] = []
        var index = part.startIndex
        while index < part.endIndex {
            switch part[index] {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
                index += 1
            case UInt8(ascii: "%"):
                guard index + 2 < part.endIndex, let high = hexValue(part[index + 1]), let low = hexValue(part[index + 2]) else {
                    return .failure(.malformedPercentEncoding(offset: index))
                }
                bytes.append(high * 16 + low)
                index += 3
            case let byte:
                bytes.append(byte)
                index += 1
            }
        }
        // The standard library's UTF-8 decoder, scalar by scalar.
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return .success(String(decoding: bytes, as: UTF8.self))
            case .error: return .failure(.invalidUTF8(offset: part.startIndex))
            }
        }
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
