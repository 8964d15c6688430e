/// A regular expression simple enough to match without ICU, for ASCII text:
/// what most form patterns are (`^\+?[0-9 ]{7,15}$`, `^[A-Z]{2}[0-9]+$`).
///
/// `NSRegularExpression` costs several thousand instructions a call on
/// Linux (the text bridged to UTF-16 and handed to ICU) for a field whose
/// other rules cost a few hundred. A pattern made only of what this type
/// reads, matched against text of ASCII characters and no line ends, means
/// the same in ICU as the textbook reading here; anything else (groups,
/// alternation, `.`, lazy or possessive quantifiers, Unicode classes, set
/// operations, text with other characters) is left to ICU.
///
/// What it reads:
/// - `^` first and `$` last;
/// - ASCII letters, digits, space and punctuation that is not a
///   metacharacter, and `\` before any ASCII punctuation;
/// - `\d`, `\w`, `\s` and their capitals, with ICU's meaning for ASCII
///   (`\s` is tab, line feed, form feed, carriage return and space);
/// - bracket classes of those, with ranges and a leading `^`;
/// - the greedy quantifiers `?`, `*`, `+`, `{n}`, `{n,}` and `{n,m}`.
struct SimplePattern: Sendable {
    /// One character class (128 bits, for ASCII) and how many times.
    private struct Piece: Sendable {
        var low: UInt64
        var high: UInt64
        var minimum: Int
        var maximum: Int

        func admits(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
        }
    }

    private let pieces: [Piece]
    private let anchoredAtStart: Bool
    private let anchoredAtEnd: Bool

    /// The pattern, or `nil` when it is not one this type reads.
    init?(_ pattern: String) {
        var bytes = Array(pattern.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        anchoredAtStart = bytes.first == UInt8(ascii: "^")
        if anchoredAtStart { bytes.removeFirst() }
        // A final `$` not escaped (preceded by an even run of backslashes).
        var endsWithDollar = bytes.last == UInt8(ascii: "$")
        if endsWithDollar {
            var backslashes = 0
            var index = bytes.count - 2
            while index >= 0, bytes[index] == UInt8(ascii: "\\") {
                backslashes += 1
                index -= 1
            }
            endsWithDollar = backslashes % 2 == 0
        }
        anchoredAtEnd = endsWithDollar
        if anchoredAtEnd { bytes.removeLast() }
        var pieces: [Piece] = []
        var index = 0
        while index < bytes.count {
            guard var piece = Self.atom(in: bytes, at: &index) else { return nil }
            guard Self.quantifier(in: bytes, at: &index, into: &piece) else { return nil }
            pieces.append(piece)
        }
        self.pieces = pieces
    }

    /// The longest text matched here: a match may try each length of each
    /// piece at each position, so longer text is left to ICU.
    static let longestText = 256

    /// Whether `text` contains a match; `nil` when the text has characters
    /// other than ASCII, or a line end, which ICU treats in ways of its own,
    /// or is longer than ``longestText``.
    func matches(_ text: Substring) -> Bool? {
        var text = text
        guard text.utf8.count <= Self.longestText else { return nil }
        return text.withUTF8 { bytes -> Bool? in
            for byte in bytes where byte >= 0x80 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D { return nil }
            // Each (position, piece) that failed once fails again: noted, so
            // that no text costs more than positions × pieces × run length.
            let states = (bytes.count + 1) * (pieces.count + 1)
            return withUnsafeTemporaryAllocation(of: Bool.self, capacity: states) { failed in
                failed.initialize(repeating: false)
                if anchoredAtStart { return match(bytes, from: 0, piece: 0, failed: failed) }
                for start in 0...bytes.count where match(bytes, from: start, piece: 0, failed: failed) { return true }
                return false
            }
        }
    }

    /// Whether pieces from `piece` on match `bytes` from `position`
    /// (backtracking, greedy: each piece takes as much as it can, then less).
    private func match(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int, piece: Int, failed: UnsafeMutableBufferPointer<Bool>) -> Bool {
        guard piece < pieces.count else { return !anchoredAtEnd || position == bytes.count }
        let state = position * (pieces.count + 1) + piece
        if failed[state] { return false }
        let current = pieces[piece]
        var taken = 0
        while taken < current.maximum, position + taken < bytes.count, current.admits(bytes[position + taken]) { taken += 1 }
        while taken >= current.minimum {
            if match(bytes, from: position + taken, piece: piece + 1, failed: failed) { return true }
            taken -= 1
        }
        failed[state] = true
        return false
    }

    // MARK: Reading the pattern

    private static let metacharacters = Set("\\^$.|?*+()[]{}".utf8)

    /// One atom (a character, an escape or a bracket class) at `index`.
    private static func atom(in bytes: [UInt8], at index: inout Int) -> Piece? {
        let byte = bytes[index]
        if byte == UInt8(ascii: "[") { return bracket(in: bytes, at: &index) }
        if byte == UInt8(ascii: "\\") {
            guard index + 1 < bytes.count, let set = escape(bytes[index + 1]) else { return nil }
            index += 2
            return Piece(low: set.low, high: set.high, minimum: 1, maximum: 1)
        }
        guard !metacharacters.contains(byte), isPlain(byte) else { return nil }
        index += 1
        let set = single(byte)
        return Piece(low: set.low, high: set.high, minimum: 1, maximum: 1)
    }

    /// A bracket class at `index`: plain characters, escapes, ranges of
    /// plain characters, a leading `^`, and `-` first or last.
    private static func bracket(in bytes: [UInt8], at index: inout Int) -> Piece? {
        var position = index + 1
        var negated = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "^") {
            negated = true
            position += 1
        }
        let start = position
        var low: UInt64 = 0
        var high: UInt64 = 0
        func add(_ set: (low: UInt64, high: UInt64)) {
            low |= set.low
            high |= set.high
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "]") {
                // `[]…]` and `[]` are ICU's to read.
                guard position > start else { return nil }
                break
            }
            if byte == UInt8(ascii: "-") {
                // Itself only first or last; elsewhere ICU reads set operations.
                guard position == start || (position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "]")) else { return nil }
                add(single(byte))
                position += 1
                continue
            }
            let from: UInt8
            if byte == UInt8(ascii: "\\") {
                guard position + 1 < bytes.count, let set = escape(bytes[position + 1]) else { return nil }
                position += 2
                guard let literal = literalEscape(bytes[position - 1]) else {
                    // A class escape (`\d`) cannot start a range.
                    guard
                        position >= bytes.count || bytes[position] != UInt8(ascii: "-")
                            || (position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "]"))
                    else { return nil }
                    add(set)
                    continue
                }
                from = literal
            } else {
                guard isPlainInClass(byte) else { return nil }
                position += 1
                from = byte
            }
            // A range `a-z`; a `-` before the `]` is itself.
            if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "-"), bytes[position + 1] != UInt8(ascii: "]") {
                let end = bytes[position + 1]
                guard isPlainInClass(end), end >= from else { return nil }
                add(range(from, end))
                position += 2
            } else {
                add(single(from))
            }
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "]") else { return nil }
        index = position + 1
        if negated {
            low = ~low
            high = ~high
        }
        return Piece(low: low, high: high, minimum: 1, maximum: 1)
    }

    /// A character that stands for itself in a bracket class, in ICU as
    /// here: letters, digits, space and the punctuation ICU's sets give no
    /// meaning to.
    private static func isPlainInClass(_ byte: UInt8) -> Bool {
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return true }
        if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { return true }
        if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { return true }
        return Array(" !\"#%',./;<=>@_`~+*?()|".utf8).contains(byte)
    }

    /// A quantifier after an atom, if any: `false` for one this type does
    /// not read (lazy, possessive, malformed).
    private static func quantifier(in bytes: [UInt8], at index: inout Int, into piece: inout Piece) -> Bool {
        guard index < bytes.count else { return true }
        switch bytes[index] {
        case UInt8(ascii: "?"): (piece.minimum, piece.maximum) = (0, 1)
        case UInt8(ascii: "*"): (piece.minimum, piece.maximum) = (0, Int.max)
        case UInt8(ascii: "+"): (piece.minimum, piece.maximum) = (1, Int.max)
        case UInt8(ascii: "{"):
            var position = index + 1
            func number() -> Int? {
                var value = 0
                var digits = 0
                while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9"), digits < 6 {
                    value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                    digits += 1
                    position += 1
                }
                return digits > 0 ? value : nil
            }
            guard let minimum = number() else { return false }
            var maximum = minimum
            if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                position += 1
                maximum = number() ?? Int.max
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "}"), maximum >= minimum else { return false }
            (piece.minimum, piece.maximum) = (minimum, maximum)
            index = position
        default: return true
        }
        index += 1
        // Lazy (`+?`) and possessive (`++`) forms, and a quantifier of a
        // quantifier, are left to ICU.
        if index < bytes.count, [UInt8(ascii: "?"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "{")].contains(bytes[index]) { return false }
        return true
    }

    /// The characters an escape stands for (`\d`, `\+`), or `nil` for one
    /// this type does not read (`\p`, `\b`, `\1`, `\x41`…).
    private static func escape(_ byte: UInt8) -> (low: UInt64, high: UInt64)? {
        switch byte {
        case UInt8(ascii: "d"): return range(UInt8(ascii: "0"), UInt8(ascii: "9"))
        case UInt8(ascii: "D"): return complement(range(UInt8(ascii: "0"), UInt8(ascii: "9")))
        case UInt8(ascii: "w"): return word
        case UInt8(ascii: "W"): return complement(word)
        case UInt8(ascii: "s"): return space
        case UInt8(ascii: "S"): return complement(space)
        default: return literalEscape(byte).map(single)
        }
    }

    /// The character an escaped punctuation mark stands for.
    private static func literalEscape(_ byte: UInt8) -> UInt8? {
        let isPunctuation = (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
        return isPunctuation ? byte : nil
    }

    /// A printable ASCII character or a space.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    private static func single(_ byte: UInt8) -> (low: UInt64, high: UInt64) {
        byte < 64 ? (1 << UInt64(byte), 0) : (0, 1 << UInt64(byte - 64))
    }

    private static func range(_ from: UInt8, _ to: UInt8) -> (low: UInt64, high: UInt64) {
        var set: (low: UInt64, high: UInt64) = (0, 0)
        for byte in from...to {
            let one = single(byte)
            set.low |= one.low
            set.high |= one.high
        }
        return set
    }

    private static func complement(_ set: (low: UInt64, high: UInt64)) -> (low: UInt64, high: UInt64) {
        (~set.low, ~set.high)
    }

    private static var word: (low: UInt64, high: UInt64) {
        let sets = [
            range(UInt8(ascii: "a"), UInt8(ascii: "z")), range(UInt8(ascii: "A"), UInt8(ascii: "Z")), range(UInt8(ascii: "0"), UInt8(ascii: "9")),
            single(UInt8(ascii: "_")),
        ]
        return sets.reduce((0, 0)) { ($0.0 | $1.low, $0.1 | $1.high) }
    }

    private static var space: (low: UInt64, high: UInt64) {
        [0x09, 0x0A, 0x0C, 0x0D, 0x20].map(single).reduce((0, 0)) { ($0.0 | $1.low, $0.1 | $1.high) }
    }
}
