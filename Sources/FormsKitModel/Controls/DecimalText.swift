/// Reads a number a person typed as decimal notation only: an optional
/// sign, digits, and an optional fraction after the decimal separator in
/// effect. Hexadecimal (`0x1F4`), exponents (`20e0`), `inf` and `nan`,
/// which `Double(_:)` reads, are no number a form asks for.
///
/// Digits of every script are read as their values (Arabic-Indic `٢٠`,
/// Persian `۲۰`, Devanagari `२०`, full-width `２０`), as are the minus sign
/// `−`, full-width signs and separators, and the Arabic decimal separator
/// `٫`: a person types the digits their keyboard gives.
enum DecimalText {
    /// `text` (trimmed already) in ASCII decimal notation with `.` for the
    /// separator, as `Double(_:)` reads it; `nil` when it is not a number.
    static func ascii(_ text: String, separator: Character) -> String? {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var digitCount = 0
        var hasSeparator = false
        for scalar in text.unicodeScalars {
            if let digit = digitValue(scalar) {
                result.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + digit))
                digitCount += 1
            } else if result.isEmpty, let sign = sign(scalar) {
                result.append(sign)
            } else if isSeparator(scalar, separator: separator), !hasSeparator {
                hasSeparator = true
                result.append(".")
            } else {
                return nil
            }
        }
        return digitCount > 0 ? result : nil
    }

    /// The value of a decimal digit of any script.
    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.isASCII {
            let value = scalar.value &- UInt32(UInt8(ascii: "0"))
            return value < 10 ? UInt8(value) : nil
        }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue, value >= 0, value < 10 else {
            return nil
        }
        return UInt8(value)
    }

    /// `-` or `+` for a sign a person may type first.
    private static func sign(_ scalar: Unicode.Scalar) -> Character? {
        switch scalar {
        case "-", "\u{2212}", "\u{FF0D}": return "-"
        case "+", "\u{FF0B}": return "+"
        default: return nil
        }
    }

    /// Whether `scalar` separates the whole part from the fraction where
    /// `separator` does. Where that is a comma, a point is not taken for
    /// one (`1.000` could mean a thousand).
    private static func isSeparator(_ scalar: Unicode.Scalar, separator: Character) -> Bool {
        if scalar == "\u{066B}" { return true }
        if separator == "," { return scalar == "," || scalar == "\u{FF0C}" }
        return scalar == "." || scalar == "\u{FF0E}"
    }
}
