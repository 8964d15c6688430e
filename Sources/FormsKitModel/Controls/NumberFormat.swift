import FormsKit
import Foundation

/// How a number is written and read back: digits after the point and a unit.
/// With the decimal separator of the conventions in effect
/// (``TextConventions/current``: `2.5` in English, `2,5` in French) and no
/// grouping, so text round-trips.
public struct NumberFormat: Hashable, Sendable {
    /// Digits after the decimal point; `nil` writes as many as needed.
    public var fractionDigits: Int?
    /// Written after the number, as `" ms"` or `"%"`.
    public var unit: String?

    /// Creates a format.
    public init(fractionDigits: Int? = nil, unit: String? = nil) {
        self.fractionDigits = fractionDigits
        self.unit = unit
    }

    /// Whole numbers.
    public static let integer = NumberFormat(fractionDigits: 0)
    /// As many digits as the value needs.
    public static let automatic = NumberFormat()

    /// `value` written in this format.
    public func string(_ value: Double) -> String {
        let digits: String
        if let fractionDigits, fractionDigits == 0, Self.isWhole(value) {
            // What `%.0f` writes, without a format string to read.
            digits = String(Int64(value))
        } else if let fractionDigits {
            digits = String(format: "%.\(fractionDigits)f", value)
        } else if value == value.rounded(), abs(value) < 1e15 {
            digits = String(Int64(value))
        } else {
            digits = "\(value)"
        }
        let separator = TextConventions.current.decimalSeparator
        return (separator == "." ? digits : digits.replacingOccurrences(of: ".", with: String(separator))) + (unit ?? "")
    }

    /// The number in `text`, ignoring surrounding spaces and the unit; `nil`
    /// when `text` is not a number. A number is written in decimal notation
    /// (no `0x1F4`, `20e0`, `inf`), in the digits of any script (`٢٠`,
    /// `２０`). Its fraction follows the decimal separator in effect: where
    /// that is a comma, a point is not taken for one (`1.000` could mean a
    /// thousand), and `text` is not a number.
    public func parse(_ text: String) -> Double? {
        var text = text.trimmingSpaces()
        if let unit = unit?.trimmingSpaces(), !unit.isEmpty, text.hasSuffix(unit) {
            text = String(text.dropLast(unit.count)).trimmingSpaces()
        }
        if let whole = Self.wholeNumber(text) { return whole }
        guard let decimal = DecimalText.ascii(text, separator: TextConventions.current.decimalSeparator),
            let value = Double(decimal), value.isFinite
        else { return nil }
        return value
    }

    /// Whether `value` is a whole number `Int64` holds, and not `-0`.
    private static func isWhole(_ value: Double) -> Bool {
        value == value.rounded() && abs(value) < 1e15 && !(value == 0 && value.sign == .minus)
    }

    /// The number in `text` when it is written as a whole number of at
    /// most 15 ASCII digits, after an optional `-`: what `Double(text)`
    /// reads (every such number is exactly a `Double`, and `-0` is `-0.0`),
    /// read here without the C library's general reader, whose code is
    /// more than the rest of a number's reading.
    private static func wholeNumber(_ text: String) -> Double? {
        let bytes = text.utf8
        var index = bytes.startIndex
        let isNegative = index != bytes.endIndex && bytes[index] == UInt8(ascii: "-")
        if isNegative { index = bytes.index(after: index) }
        var magnitude: Int64 = 0
        var digitCount = 0
        while index != bytes.endIndex {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10, digitCount < 15 else { return nil }
            magnitude = magnitude * 10 + Int64(digit)
            digitCount += 1
            index = bytes.index(after: index)
        }
        guard digitCount > 0 else { return nil }
        return isNegative ? -Double(magnitude) : Double(magnitude)
    }
}
