import Foundation

/// The fields of a date as ``DateText`` writes it (`2026-11-21`, `14:30`,
/// `2026-11-21 14:30`), read and written digit by digit, and turned into a
/// `Date` with the Gregorian calendar in the current time zone.
///
/// Reading and writing through a `DateFormatter` (ICU) costs about ten
/// microseconds per call, more than the rest of decoding a whole form; this
/// costs well under one. It covers the text browsers send and `DateText`
/// writes (four-digit years, two-digit fields); anything else is left to
/// the formatter, so what reads is unchanged.
struct DateTextFields: Equatable {
    var year = 1970
    var month = 1
    var day = 1
    var hour = 0
    var minute = 0

    /// What reading text found.
    enum Reading {
        /// Text in the canonical form, with fields in range.
        case valid(DateTextFields)
        /// Text in the canonical form with a field out of range (month 13,
        /// February 30th, 24:00): no date, as the strict formatter says.
        /// `inTime` when the date is fine and the time is not.
        case outOfRange(inTime: Bool)
        /// Text in some other form: for the formatter to judge.
        case otherSyntax
    }

    init(year: Int = 1970, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// The years read and written here. Before 1600 the formatter's
    /// calendar is Julian (its Gregorian calendar switches in 1582), with
    /// other leap years and missing days: those years are left to it.
    static let years = 1600...9999

    /// Reads `text`, trimmed, written with `components` in `conventions`.
    static func read(_ text: String, components: DateText.Components, conventions: TextConventions = .iso) -> Reading {
        var bytes = text.utf8.makeIterator()
        /// The next `count` bytes as a number, if they are all digits.
        func number(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let byte = bytes.next(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func separator(_ ascii: Unicode.Scalar) -> Bool {
            bytes.next() == UInt8(ascii: ascii)
        }
        // A time alone is on the day the formatter puts it: 2000-01-01.
        var fields = DateTextFields(year: 2000)
        if components != .time {
            let mark = Unicode.Scalar(String(conventions.dateSeparator)) ?? "-"
            var parts: [Int] = []
            for (position, digits) in conventions.dateOrder.digitCounts.enumerated() {
                guard position == 0 || separator(mark), let part = number(digits) else { return .otherSyntax }
                parts.append(part)
            }
            let (year, month, day) = conventions.dateOrder.yearMonthDay(parts)
            guard years.contains(year) else { return .otherSyntax }
            fields.year = year
            fields.month = month
            fields.day = day
            if components == .dateAndTime, !separator(" ") { return .otherSyntax }
        }
        if components != .date {
            guard let hour = number(2), separator(":"), let minute = number(2) else { return .otherSyntax }
            fields.hour = hour
            fields.minute = minute
        }
        guard bytes.next() == nil else { return .otherSyntax }
        guard (1...12).contains(fields.month), (1...fields.daysInMonth).contains(fields.day) else { return .outOfRange(inTime: false) }
        guard (0...23).contains(fields.hour), (0...59).contains(fields.minute) else { return .outOfRange(inTime: true) }
        return .valid(fields)
    }

    /// The number of days in this month of this year (Gregorian).
    var daysInMonth: Int {
        switch month {
        case 2:
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return isLeap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The fields of `date` in the current time zone; `nil` for a year
    /// outside ``years``, which the formatter writes.
    ///
    /// Worked out from the zone's offset at `date` and the day count since
    /// 1970, as the Gregorian calendar counts (which a `Calendar` call costs
    /// ten times as much to do).
    init?(_ date: Date, components: DateText.Components, timeZone: TimeZone = .current) {
        let since1970 = date.timeIntervalSince1970.rounded(.down)
        // Far outside any year written here (and any Int): the formatter's.
        guard abs(since1970) < 1e12 else { return nil }
        let local = Int(since1970) + timeZone.secondsFromGMT(for: date)
        let (days, seconds) = Self.floorDivision(local, by: 86_400)
        let (year, month, day) = Self.civilDate(daysSince1970: days)
        guard Self.years.contains(year) else { return nil }
        self.init(year: year, month: month, day: day, hour: seconds / 3600, minute: seconds % 3600 / 60)
    }

    /// The date at these fields in the current time zone; `nil` within six
    /// hours of a change of the zone's offset (daylight saving), where a
    /// local time can be skipped or happen twice: there the formatter's
    /// choice is kept.
    ///
    /// The fields as seconds since 1970 on a clock at UTC, less the zone's
    /// offset, which must be the same at that date and six hours either
    /// side of it.
    func date(components: DateText.Components, timeZone: TimeZone = .current) -> Date? {
        let local = Self.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local)))
        let date = Date(timeIntervalSince1970: TimeInterval(local - offset))
        let margin: TimeInterval = 6 * 3600
        guard timeZone.secondsFromGMT(for: date) == offset, timeZone.secondsFromGMT(for: date - margin) == offset,
            timeZone.secondsFromGMT(for: date + margin) == offset
        else { return nil }
        return date
    }

    /// Days from 1970-01-01 to this day of the proleptic Gregorian calendar
    /// (negative before), counted in 400-year cycles of 146,097 days that
    /// start on March 1st, so that a leap day ends its year.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let cycle = floorDivision(marchYear, by: 400).quotient
        let yearOfCycle = marchYear - cycle * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfCycle = yearOfCycle * 365 + yearOfCycle / 4 - yearOfCycle / 100 + dayOfYear
        // 719,468 days from 0000-03-01 to 1970-01-01.
        return cycle * 146_097 + dayOfCycle - 719_468
    }

    /// The year, month and day `days` after 1970-01-01: the inverse of
    /// ``daysSince1970(year:month:day:)``.
    static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let (cycle, dayOfCycle) = floorDivision(days + 719_468, by: 146_097)
        let yearOfCycle = (dayOfCycle - dayOfCycle / 1460 + dayOfCycle / 36_524 - dayOfCycle / 146_096) / 365
        let dayOfYear = dayOfCycle - (365 * yearOfCycle + yearOfCycle / 4 - yearOfCycle / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfCycle + cycle * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// `value` divided by `divisor` (positive), rounded down, and the
    /// remainder, from 0 to `divisor - 1`.
    static func floorDivision(_ value: Int, by divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// The fields written with `components` in `conventions`.
    func text(components: DateText.Components, conventions: TextConventions = .iso) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        func append(_ value: Int, digits: Int) {
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }
        if components != .time {
            let parts = conventions.dateOrder.parts(year: year, month: month, day: day)
            for (position, (value, digits)) in zip(parts, conventions.dateOrder.digitCounts).enumerated() {
                if position > 0 { bytes.append(contentsOf: String(conventions.dateSeparator).utf8) }
                append(value, digits: digits)
            }
        }
        if components == .dateAndTime { bytes.append(UInt8(ascii: " ")) }
        if components != .date {
            append(hour, digits: 2)
            bytes.append(UInt8(ascii: ":"))
            append(minute, digits: 2)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension TextConventions.DateOrder {
    /// How many digits each part has, in order: a year has four.
    var digitCounts: [Int] {
        switch self {
        case .yearMonthDay: return [4, 2, 2]
        case .dayMonthYear, .monthDayYear: return [2, 2, 4]
        }
    }

    /// The year, month and day, in this order.
    func parts(year: Int, month: Int, day: Int) -> [Int] {
        switch self {
        case .yearMonthDay: return [year, month, day]
        case .dayMonthYear: return [day, month, year]
        case .monthDayYear: return [month, day, year]
        }
    }

    /// The year, month and day of parts in this order.
    func yearMonthDay(_ parts: [Int]) -> (year: Int, month: Int, day: Int) {
        switch self {
        case .yearMonthDay: return (parts[0], parts[1], parts[2])
        case .dayMonthYear: return (parts[2], parts[1], parts[0])
        case .monthDayYear: return (parts[2], parts[0], parts[1])
        }
    }
}
