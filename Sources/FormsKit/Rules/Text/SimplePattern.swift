import Foundation

/// A regular expression simple enough to match without ICU, in time linear
/// in the text's length: what most form patterns are (`^\+?[0-9 ]{7,15}$`,
/// `^[A-Z]{2}[0-9]+$`).
///
/// Two reasons not to hand these to ICU. `NSRegularExpression` costs several
/// thousand instructions a call on Linux (the text bridged to UTF-16 and
/// handed to ICU) for a field whose other rules cost a few hundred. And ICU
/// backtracks: an unanchored pattern that repeats a class (`[0-9]+x`) takes
/// time quadratic in the text's length, 32 seconds for 64 KiB of digits,
/// and a web form's value is whatever a client sends. Here the pattern is
/// run as a set of states stepped once per character, so no text costs more
/// than its characters times the pattern's states.
///
/// A pattern made only of what this type reads means the same here as in
/// ICU, for any text: the classes `\d`, `\w` and `\s` (and their
/// capitals, and bracket classes holding them) take ICU's Unicode meaning
/// for characters other than ASCII, by ICU's Unicode version (a character
/// the standard library knows and ICU's data does not yet is unassigned
/// there); quantifiers count Unicode scalars as ICU counts code points;
/// and `$` also matches before a line terminator that ends the text, as
/// ICU's does. Anything else (groups, alternation,
/// `.`, lazy or possessive quantifiers, Unicode properties, set operations)
/// is left to ICU.
///
/// What it reads:
/// - `^` first and `$` last;
/// - ASCII letters, digits, space and punctuation that is not a
///   metacharacter, and `\` before any ASCII punctuation;
/// - `\d`, `\w`, `\s` and their capitals;
/// - bracket classes of those, with ranges and a leading `^`;
/// - the greedy quantifiers `?`, `*`, `+`, `{n}`, `{n,}` and `{n,m}`, as long
///   as the pattern needs at most ``mostStates`` states.
struct SimplePattern: Sendable {
    /// One character class: 128 bits for ASCII, and which of ICU's Unicode
    /// classes it holds for the other characters.
    private struct CharacterClass: Sendable {
        var low: UInt64
        var high: UInt64
        var unicode: UnicodeClasses
        /// A bracket class with a leading `^`: it admits the other
        /// characters than those above.
        var isNegated: Bool

        /// Whether the class holds `scalar`; `kinds` says what ICU counts
        /// it as, when it is not ASCII (worked out once per scalar, on
        /// first use, by the caller).
        func admits(_ scalar: Unicode.Scalar, kinds: inout ScalarKinds?) -> Bool {
            let value = scalar.value
            if value < 64 { return low & (1 << UInt64(value)) != 0 }
            if value < 128 { return high & (1 << UInt64(value - 64)) != 0 }
            guard !unicode.isEmpty else { return isNegated }
            if kinds == nil { kinds = ScalarKinds(scalar) }
            return unicode.admits(kinds!) != isNegated
        }
    }

    /// ICU's classes `\d`, `\w`, `\s` and their complements in a class of
    /// the pattern, as they take characters other than ASCII (their ASCII
    /// members are in the class's bits).
    private struct UnicodeClasses: OptionSet, Sendable {
        let rawValue: UInt8
        static let digit = UnicodeClasses(rawValue: 1 << 0)
        static let notDigit = UnicodeClasses(rawValue: 1 << 1)
        static let word = UnicodeClasses(rawValue: 1 << 2)
        static let notWord = UnicodeClasses(rawValue: 1 << 3)
        static let space = UnicodeClasses(rawValue: 1 << 4)
        static let notSpace = UnicodeClasses(rawValue: 1 << 5)

        /// Whether one of these classes holds a character that is `kinds`.
        func admits(_ kinds: ScalarKinds) -> Bool {
            let isDigit = kinds.contains(.digit)
            let isWord = kinds.contains(.word)
            let isSpace = kinds.contains(.space)
            return contains(.digit) && isDigit || contains(.notDigit) && !isDigit || contains(.word) && isWord
                || contains(.notWord) && !isWord || contains(.space) && isSpace || contains(.notSpace) && !isSpace
        }
    }

    /// Which of ICU's classes `\d`, `\w` and `\s` hold a character other
    /// than ASCII.
    struct ScalarKinds: OptionSet, Sendable {
        let rawValue: UInt8
        static let digit = ScalarKinds(rawValue: 1 << 0)
        static let word = ScalarKinds(rawValue: 1 << 1)
        static let space = ScalarKinds(rawValue: 1 << 2)

        init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// What ICU counts `scalar` as: `\d` a decimal digit; `\w`
        /// alphabetic, a mark, a decimal digit, connector punctuation, or a
        /// zero-width joiner or non-joiner; `\s` white space. A character
        /// newer than ICU's Unicode data (``SimplePattern/icuUnicodeVersion``)
        /// is none of them there, as unassigned.
        init(_ scalar: Unicode.Scalar) {
            let properties = scalar.properties
            let icu = SimplePattern.icuUnicodeVersion
            guard let age = properties.age, age.major < icu.major || age.major == icu.major && age.minor <= icu.minor else {
                self = []
                return
            }
            var kinds: ScalarKinds = []
            let category = properties.generalCategory
            if category == .decimalNumber { kinds.insert(.digit) }
            if properties.isWhitespace { kinds.insert(.space) }
            switch category {
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: kinds.insert(.word)
            default: if properties.isAlphabetic || scalar.value == 0x200C || scalar.value == 0x200D { kinds.insert(.word) }
            }
            self = kinds
        }
    }

    /// The Unicode version of ICU's character data, which may be older than
    /// the standard library's: the newest of a few versions whose first
    /// letter (of another script than Latin) ICU reads as `\w`. Asked once.
    static let icuUnicodeVersion: Unicode.Version = {
        let letters: [(version: Unicode.Version, letter: String)] = [
            ((17, 0), "\u{088F}"), ((16, 0), "\u{105C0}"), ((15, 1), "\u{2EBF0}"), ((15, 0), "\u{1123F}"), ((14, 0), "\u{0870}"),
            ((13, 0), "\u{08BE}"),
        ]
        // A constant pattern: it compiles.
        guard let word = try? NSRegularExpression(pattern: #"^\w$"#) else { return (13, 0) }
        for (version, letter) in letters where word.firstMatch(in: letter, range: NSRange(letter.startIndex..., in: letter)) != nil {
            return version
        }
        return (12, 0)
    }()

    /// One state of the pattern: a character of one class to take, which
    /// may be passed over (a quantifier's optional repetitions), or taken
    /// any number of times (an unbounded quantifier's last one).
    private struct State: Sendable {
        var piece: Int
        var isOptional: Bool
        var repeats: Bool
    }

    /// Each atom's class, in pattern order.
    private let classes: [CharacterClass]
    /// The states, in pattern order: an atom quantified `{n,m}` is `n`
    /// states that must be taken and `m - n` optional ones; `{n,}` is `n`
    /// and one that repeats (optional too).
    private let states: [State]
    private let anchoredAtStart: Bool
    private let anchoredAtEnd: Bool

    /// The most states a pattern read here may need (`[0-9]{1,64}` needs
    /// 64); a pattern that needs more is left to ICU.
    static let mostStates = 512

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
        var classes: [CharacterClass] = []
        var states: [State] = []
        var index = 0
        while index < bytes.count {
            guard let atom = Self.atom(in: bytes, at: &index) else { return nil }
            guard let (minimum, maximum) = Self.quantifier(in: bytes, at: &index) else { return nil }
            let piece = classes.count
            classes.append(atom)
            let optional = maximum.map { $0 - minimum } ?? 1
            guard minimum + optional <= Self.mostStates - states.count else { return nil }
            states += repeatElement(State(piece: piece, isOptional: false, repeats: false), count: minimum)
            states += repeatElement(State(piece: piece, isOptional: true, repeats: maximum == nil), count: optional)
        }
        self.classes = classes
        self.states = states
    }

    /// Whether `text` contains a match, as ICU would find one.
    ///
    /// The text is read once, a Unicode scalar at a time, with the set of
    /// states a match begun anywhere before could be in: no text costs more
    /// than its scalars times the pattern's states.
    func matches(_ text: Substring) -> Bool {
        Self.matches(Array(text.utf8), states: states, classes: classes, anchoredAtStart: anchoredAtStart, anchoredAtEnd: anchoredAtEnd)
    }

    /// Whether `bytes`, valid UTF-8, contain a match of `states`.
    private static func matches(
        _ bytes: [UInt8], states: [State], classes: [CharacterClass], anchoredAtStart: Bool, anchoredAtEnd: Bool
    ) -> Bool {
        let stateCount = states.count
        let end = bytes.count
        // Where `$` may match besides the end, by byte offset: before a
        // line terminator that ends the text (a carriage return and a line
        // feed together), as ICU has it; -1 for none.
        let beforeTerminator = anchoredAtEnd ? finalLineTerminatorStart(bytes) : -1
        // `current[s]`: a match begun earlier has taken the states before
        // `s`; `s == stateCount`: the whole pattern.
        var current = [Bool](repeating: false, count: stateCount + 1)
        var next = current
        var position = 0
        var isLive = false
        while true {
            // A match begins here (at the start only, when anchored); each
            // optional state may be passed over.
            if !anchoredAtStart || position == 0 {
                current[0] = true
                isLive = true
            }
            // Once a match anchored at the start has died, none can follow.
            guard isLive else { return false }
            for state in 0..<stateCount where current[state] && states[state].isOptional { current[state + 1] = true }
            if current[stateCount] && (!anchoredAtEnd || position == end || position == beforeTerminator) { return true }
            guard position < end else { return false }
            let (scalar, length) = scalar(in: bytes, at: position)
            isLive = false
            var piece = -1
            var admitted = false
            var kinds: ScalarKinds?
            for state in 0..<stateCount where current[state] {
                let step = states[state]
                if step.piece != piece {
                    piece = step.piece
                    admitted = classes[piece].admits(scalar, kinds: &kinds)
                }
                guard admitted else { continue }
                next[step.repeats ? state : state + 1] = true
                isLive = true
            }
            for state in 0...stateCount { current[state] = false }
            swap(&current, &next)
            position += length
        }
    }

    /// The scalar that starts at `position` of valid UTF-8, and its length.
    private static func scalar(in bytes: [UInt8], at position: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[position])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (0x7F >> UInt32(length))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Where the line terminator that ends `bytes` starts, -1 when they
    /// end otherwise: ICU's `$` matches there too. A final carriage return
    /// and line feed count as one (`$` matches before both, not between).
    private static func finalLineTerminatorStart(_ bytes: [UInt8]) -> Int {
        let end = bytes.count
        guard end > 0 else { return -1 }
        switch bytes[end - 1] {
        case 0x0A: return end >= 2 && bytes[end - 2] == 0x0D ? end - 2 : end - 1
        case 0x0B, 0x0C, 0x0D: return end - 1
        // NEL, U+0085: C2 85.
        case 0x85 where end >= 2 && bytes[end - 2] == 0xC2: return end - 2
        // LINE and PARAGRAPH SEPARATOR, U+2028 and U+2029: E2 80 A8 and A9.
        case 0xA8...0xA9 where end >= 3 && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80: return end - 3
        default: return -1
        }
    }

    // MARK: Reading the pattern

    private static let metacharacters = Set("\\^$.|?*+()[]{}".utf8)

    /// One atom (a character, an escape or a bracket class) at `index`.
    private static func atom(in bytes: [UInt8], at index: inout Int) -> CharacterClass? {
        let byte = bytes[index]
        if byte == UInt8(ascii: "[") { return bracket(in: bytes, at: &index) }
        if byte == UInt8(ascii: "\\") {
            guard index + 1 < bytes.count, let (set, unicode) = escape(bytes[index + 1]) else { return nil }
            index += 2
            return CharacterClass(low: set.low, high: set.high, unicode: unicode, isNegated: false)
        }
        guard !metacharacters.contains(byte), isPlain(byte) else { return nil }
        index += 1
        let set = single(byte)
        return CharacterClass(low: set.low, high: set.high, unicode: [], isNegated: false)
    }

    /// A bracket class at `index`: plain characters, escapes, ranges of
    /// plain characters, a leading `^`, and `-` first or last.
    private static func bracket(in bytes: [UInt8], at index: inout Int) -> CharacterClass? {
        var position = index + 1
        var negated = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "^") {
            negated = true
            position += 1
        }
        let start = position
        var low: UInt64 = 0
        var high: UInt64 = 0
        var unicode: UnicodeClasses = []
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
                guard position + 1 < bytes.count, let (set, classes) = escape(bytes[position + 1]) else { return nil }
                position += 2
                guard let literal = literalEscape(bytes[position - 1]) else {
                    // A class escape (`\d`) cannot start a range.
                    guard
                        position >= bytes.count || bytes[position] != UInt8(ascii: "-")
                            || (position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "]"))
                    else { return nil }
                    add(set)
                    unicode.formUnion(classes)
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
        return CharacterClass(low: low, high: high, unicode: unicode, isNegated: negated)
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

    /// The quantifier after an atom: how many times it is taken at least,
    /// and at most (`nil`: no limit); once when there is none; `nil` for
    /// one this type does not read (lazy, possessive, malformed).
    private static func quantifier(in bytes: [UInt8], at index: inout Int) -> (minimum: Int, maximum: Int?)? {
        guard index < bytes.count else { return (1, 1) }
        let counts: (minimum: Int, maximum: Int?)
        switch bytes[index] {
        case UInt8(ascii: "?"): counts = (0, 1)
        case UInt8(ascii: "*"): counts = (0, nil)
        case UInt8(ascii: "+"): counts = (1, nil)
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
            guard let minimum = number() else { return nil }
            var maximum: Int? = minimum
            if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                position += 1
                maximum = number()
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "}"), (maximum ?? minimum) >= minimum else { return nil }
            counts = (minimum, maximum)
            index = position
        default: return (1, 1)
        }
        index += 1
        // Lazy (`+?`) and possessive (`++`) forms, and a quantifier of a
        // quantifier, are left to ICU.
        if index < bytes.count, [UInt8(ascii: "?"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "{")].contains(bytes[index]) { return nil }
        return counts
    }

    /// The characters an escape stands for (`\d`, `\+`): the ASCII ones,
    /// and ICU's class for the others; `nil` for an escape this type does
    /// not read (`\p`, `\b`, `\1`, `\x41`…).
    private static func escape(_ byte: UInt8) -> (set: (low: UInt64, high: UInt64), unicode: UnicodeClasses)? {
        switch byte {
        case UInt8(ascii: "d"): return (range(UInt8(ascii: "0"), UInt8(ascii: "9")), .digit)
        case UInt8(ascii: "D"): return (complement(range(UInt8(ascii: "0"), UInt8(ascii: "9"))), .notDigit)
        case UInt8(ascii: "w"): return (word, .word)
        case UInt8(ascii: "W"): return (complement(word), .notWord)
        case UInt8(ascii: "s"): return (space, .space)
        case UInt8(ascii: "S"): return (complement(space), .notSpace)
        default: return literalEscape(byte).map { (single($0), []) }
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
        [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20].map(single).reduce((0, 0)) { ($0.0 | $1.low, $0.1 | $1.high) }
    }
}
