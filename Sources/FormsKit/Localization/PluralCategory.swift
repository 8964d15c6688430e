/// The forms a word takes for a number, as Unicode CLDR names them: English
/// has `one` ("1 character") and `other` ("2 characters"); Russian adds
/// `few` ("2 символа") and `many` ("5 символов"); Arabic has all six.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}

/// The parts of a number that CLDR's plural rules read: `n` (the absolute
/// value), `i` (its integer digits), `v` and `w` (how many fraction digits
/// it has, with and without trailing zeros), `f` and `t` (those digits as a
/// number, with and without trailing zeros).
///
/// A number is read as it is written, because the rules depend on it:
/// "1" is `one` in English, "1.0" is `other`.
public struct PluralOperands: Sendable, Hashable {
    /// The integer digits.
    public var i: UInt64
    /// How many fraction digits, trailing zeros included.
    public var v: Int
    /// How many fraction digits, trailing zeros left out.
    public var w: Int
    /// The fraction digits as a number, trailing zeros included.
    public var f: UInt64
    /// The fraction digits as a number, trailing zeros left out.
    public var t: UInt64

    /// The operands of a whole number.
    public init(_ number: Int) {
        i = number.magnitude.toUInt64
        v = 0
        w = 0
        f = 0
        t = 0
    }

    /// The operands of a number written in digits, with `.` or `,` before
    /// its fraction ("1", "1.50", "-2,5"); `nil` for anything else.
    public init?(_ written: String) {
        var text = Substring(written)
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "," }
        guard (1...2).contains(parts.count), let integer = parts.first, !integer.isEmpty, integer.count <= 18,
            integer.allSatisfy(\.isASCIIDigit), let whole = UInt64(integer)
        else { return nil }
        i = whole
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 18, fraction.allSatisfy(\.isASCIIDigit), parts.count == 1 || !fraction.isEmpty else { return nil }
        v = fraction.count
        f = UInt64(fraction) ?? 0
        let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
        w = trimmed.count
        t = UInt64(String(trimmed)) ?? 0
    }

    /// Whether the number is a whole number equal to `value` (`n = value`:
    /// "1" and "1.0" are, "1.5" is not).
    func equals(_ value: UInt64) -> Bool { t == 0 && i == value }

    /// Whether the number is whole and its value modulo `divisor` lies in
    /// `range` (`n % 100 = 3..10`).
    func modulo(_ divisor: UInt64, in range: ClosedRange<UInt64>) -> Bool { t == 0 && range.contains(i % divisor) }
}

extension BinaryInteger {
    fileprivate var toUInt64: UInt64 { UInt64(clamping: self) }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
