@_spi(FormsKitSurface) import FormsKitModel

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

    /// The input type of a date control that edits `components`.
    init(_ components: DateText.Components) {
        switch components {
        case .date: self = .date
        case .time: self = .time
        case .dateAndTime: self = .dateTime
        }
    }

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
        let bytes = Array(value.utf8)
        var reader = Reader(bytes: bytes)
        switch self {
        case .number, .range:
            // A number too large for a double (`1e400`) is dropped too.
            guard reader.readFloatingPointNumber(), reader.isAtEnd else { return false }
            return Double(value)?.isFinite == true
        case .date:
            return reader.readDate() && reader.isAtEnd
        case .time:
            return reader.readTime() && reader.isAtEnd
        case .dateTime:
            guard reader.readDate(), reader.read(UInt8(ascii: "T")) || reader.read(UInt8(ascii: " ")) else { return false }
            return reader.readTime() && reader.isAtEnd
        }
    }

    /// HTML's microsyntaxes, read from a value's UTF-8 bytes.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        /// Reads `byte` if it comes next.
        mutating func read(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// Reads digits; returns how many and their value (capped, so that
        /// a long run of digits cannot overflow).
        mutating func readDigits() -> (count: Int, value: Int) {
            let start = position
            var value = 0
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                value = min(value * 10 + Int(bytes[position] - UInt8(ascii: "0")), 1_000_000_000)
                position += 1
            }
            return (position - start, value)
        }

        /// A valid floating-point number: `-`?, digits, or digits `.`
        /// digits, or `.` digits, then an optional exponent.
        mutating func readFloatingPointNumber() -> Bool {
            _ = read(UInt8(ascii: "-"))
            let whole = readDigits().count
            if read(UInt8(ascii: ".")) {
                guard readDigits().count > 0 else { return false }
            } else if whole == 0 {
                return false
            }
            if read(UInt8(ascii: "e")) || read(UInt8(ascii: "E")) {
                if !read(UInt8(ascii: "-")) { _ = read(UInt8(ascii: "+")) }
                guard readDigits().count > 0 else { return false }
            }
            return true
        }

        /// A valid date string: a year of four or more digits above zero,
        /// `-`, a two-digit month, `-`, a two-digit day that the month has;
        /// and no later than 275760-09-13, the last day browsers' dates
        /// reach (JavaScript's), past which they drop the value too.
        mutating func readDate() -> Bool {
            let year = readDigits()
            guard year.count >= 4, year.value > 0, year.value <= 275_760, read(UInt8(ascii: "-")) else { return false }
            let month = readDigits()
            guard month.count == 2, (1...12).contains(month.value), read(UInt8(ascii: "-")) else { return false }
            let day = readDigits()
            guard day.count == 2, day.value >= 1 else { return false }
            if year.value == 275_760, month.value > 9 || (month.value == 9 && day.value > 13) { return false }
            let isLeap = year.value % 4 == 0 && (year.value % 100 != 0 || year.value % 400 == 0)
            let days: Int
            switch month.value {
            case 2: days = isLeap ? 29 : 28
            case 4, 6, 9, 11: days = 30
            default: days = 31
            }
            return day.value <= days
        }

        /// A valid time string: `hh:mm`, then optionally `:ss` and a
        /// fraction of one to three digits.
        mutating func readTime() -> Bool {
            let hour = readDigits()
            guard hour.count == 2, hour.value <= 23, read(UInt8(ascii: ":")) else { return false }
            let minute = readDigits()
            guard minute.count == 2, minute.value <= 59 else { return false }
            guard read(UInt8(ascii: ":")) else { return true }
            let second = readDigits()
            guard second.count == 2, second.value <= 59 else { return false }
            guard read(UInt8(ascii: ".")) else { return true }
            return (1...3).contains(readDigits().count)
        }
    }
}
