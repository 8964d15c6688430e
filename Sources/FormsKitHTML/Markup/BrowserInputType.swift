/// The input types whose value a browser checks, and throws away when it is
/// not one of theirs: a number input given `12a`, or a date input given
/// `31/12/1990`, shows nothing, and the person's typing is lost.
///
/// After a failed submission, a value that did not read is shown again as
/// it was typed: in a text input, not in one of these (as GOV.UK asks for
/// numbers), so that nothing the person typed is lost. A value the browser
/// keeps is shown in the control's own type.
enum BrowserInputType {
    case number, range, date, time, dateTime

    /// The `type` attribute's value.
    var name: String {
        switch self {
        case .number: return "number"
        case .range: return "range"
        case .date: return "date"
        case .time: return "time"
        case .dateTime: return "datetime-local"
        }
    }

    /// The type to write for an input of this type holding `value`: this
    /// type when a browser keeps `value` (or it is empty), `text` otherwise.
    func type(holding value: String) -> String {
        value.isEmpty || keeps(value) ? name : "text"
    }

    /// Whether a browser keeps `value` as the value of an input of this
    /// type: HTML's value sanitization algorithms, which empty a value that
    /// is not a valid floating-point number, date, time or local date and
    /// time string.
    func keeps(_ value: String) -> Bool {
        var bytes = Substring(value).utf8[...]
        switch self {
        case .number, .range:
            return Self.readFloatingPointNumber(&bytes) && bytes.isEmpty
        case .date:
            return Self.readDate(&bytes) && bytes.isEmpty
        case .time:
            return Self.readTime(&bytes) && bytes.isEmpty
        case .dateTime:
            guard Self.readDate(&bytes), let separator = bytes.popFirst(), separator == UInt8(ascii: "T") || separator == UInt8(ascii: " ")
            else { return false }
            return Self.readTime(&bytes) && bytes.isEmpty
        }
    }

    // MARK: HTML's microsyntaxes

    /// Reads digits; returns how many and their value (capped, so that a
    /// long run of digits cannot overflow).
    private static func readDigits(_ bytes: inout Substring.UTF8View.SubSequence) -> (count: Int, value: Int) {
        var count = 0
        var value = 0
        while let byte = bytes.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000_000)
            count += 1
            bytes.removeFirst()
        }
        return (count, value)
    }

    private static func read(_ byte: UInt8, from bytes: inout Substring.UTF8View.SubSequence) -> Bool {
        guard bytes.first == byte else { return false }
        bytes.removeFirst()
        return true
    }

    /// A valid floating-point number: `-`?, digits, or digits `.` digits, or
    /// `.` digits, then an optional exponent.
    private static func readFloatingPointNumber(_ bytes: inout Substring.UTF8View.SubSequence) -> Bool {
        _ = read(UInt8(ascii: "-"), from: &bytes)
        let whole = readDigits(&bytes).count
        if read(UInt8(ascii: "."), from: &bytes) {
            guard readDigits(&bytes).count > 0 else { return false }
        } else if whole == 0 {
            return false
        }
        if read(UInt8(ascii: "e"), from: &bytes) || read(UInt8(ascii: "E"), from: &bytes) {
            if !read(UInt8(ascii: "-"), from: &bytes) { _ = read(UInt8(ascii: "+"), from: &bytes) }
            guard readDigits(&bytes).count > 0 else { return false }
        }
        return true
    }

    /// A valid date string: a year of four or more digits above zero, `-`,
    /// a two-digit month, `-`, a two-digit day that the month has.
    private static func readDate(_ bytes: inout Substring.UTF8View.SubSequence) -> Bool {
        let year = readDigits(&bytes)
        guard year.count >= 4, year.value > 0, read(UInt8(ascii: "-"), from: &bytes) else { return false }
        let month = readDigits(&bytes)
        guard month.count == 2, (1...12).contains(month.value), read(UInt8(ascii: "-"), from: &bytes) else { return false }
        let day = readDigits(&bytes)
        guard day.count == 2, day.value >= 1 else { return false }
        let isLeap = year.value % 4 == 0 && (year.value % 100 != 0 || year.value % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month.value - 1]
        return day.value <= days
    }

    /// A valid time string: `hh:mm`, then optionally `:ss` and a fraction
    /// of one to three digits.
    private static func readTime(_ bytes: inout Substring.UTF8View.SubSequence) -> Bool {
        let hour = readDigits(&bytes)
        guard hour.count == 2, hour.value <= 23, read(UInt8(ascii: ":"), from: &bytes) else { return false }
        let minute = readDigits(&bytes)
        guard minute.count == 2, minute.value <= 59 else { return false }
        guard read(UInt8(ascii: ":"), from: &bytes) else { return true }
        let second = readDigits(&bytes)
        guard second.count == 2, second.value <= 59 else { return false }
        guard read(UInt8(ascii: "."), from: &bytes) else { return true }
        return (1...3).contains(readDigits(&bytes).count)
    }
}
