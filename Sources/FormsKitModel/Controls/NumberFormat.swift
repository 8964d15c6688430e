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
        if let fractionDigits {
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
        var text = text.trimmingCharacters(in: .whitespaces)
        if let unit = unit?.trimmingCharacters(in: .whitespaces), !unit.isEmpty, text.hasSuffix(unit) {
            text = String(text.dropLast(unit.count)).trimmingCharacters(in: .whitespaces)
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
