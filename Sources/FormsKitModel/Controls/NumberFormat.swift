import Foundation

/// How a number is written and read back: digits after the point and a unit.
/// Always with a `.` decimal separator and no grouping, so text round-trips.
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
        return digits + (unit ?? "")
    }

    /// The number in `text`, ignoring surrounding spaces and the unit; `nil`
    /// when `text` is not a number.
    public func parse(_ text: String) -> Double? {
        var text = Self.trimmed(text)
        if let unit = unit.map(Self.trimmed), !unit.isEmpty, text.hasSuffix(unit) {
            text = Self.trimmed(String(text.dropLast(unit.count)))
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Whether `value` is a whole number `Int64` holds, and not `-0`.
    private static func isWhole(_ value: Double) -> Bool {
        value == value.rounded() && abs(value) < 1e15 && !(value == 0 && value.sign == .minus)
    }

    /// `text` without the spaces around it. Text that starts and ends with
    /// a visible ASCII character (most) has none, which two bytes tell.
    private static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        func isVisibleASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
        if isVisibleASCII(first), isVisibleASCII(last) { return text }
        return text.trimmingSpaces()
    }
}
