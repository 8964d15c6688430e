import Foundation

/// Dates as text that parses back, in the current time zone: as the
/// conventions in effect write them (``TextConventions/current``):
/// `2026-11-21 14:30` in English and in every machine format, `21/11/2026`
/// in French. Text in ISO 8601 form (`2026-11-21`) reads in every language.
public enum DateText {
    /// Which parts of a date the text holds.
    public enum Components: Hashable, Sendable {
        case date, time, dateAndTime

        /// How the date is typed, for hints, in the conventions and the
        /// language in effect: `yyyy-mm-dd`, `hh:mm` or `yyyy-mm-dd hh:mm`
        /// in English, `jj/mm/aaaa` in French.
        public var pattern: String {
            let conventions = TextConventions.current
            let (day, month, year) = (ModelWords.text("date.letters.day"), ModelWords.text("date.letters.month"), ModelWords.text("date.letters.year"))
            let date = conventions.dateOrder.parts(day: day, month: month, year: year).joined(separator: String(conventions.dateSeparator))
            let time = ModelWords.text("date.letters.hour") + ":" + ModelWords.text("date.letters.minute")
            switch self {
            case .date: return date
            case .time: return time
            case .dateAndTime: return date + " " + time
            }
        }
    }

    /// `date` written with `components`, in the conventions in effect.
    public static func string(_ date: Date, components: Components) -> String {
        let conventions = TextConventions.current
        if let text = DateTextFields(date, components: components)?.text(components: components, conventions: conventions) { return text }
        return formatters.with(components, conventions) { $0.string(from: date) }
    }

    /// The date written in `text` with `components` in the conventions in
    /// effect, or in ISO 8601 form; `nil` when it is neither.
    public static func date(from text: String, components: Components) -> Date? {
        let conventions = TextConventions.current
        if let date = date(from: text, components: components, conventions: conventions) { return date }
        guard conventions != .iso, case .otherSyntax = reading(text, components: components, conventions: conventions) else { return nil }
        return date(from: text, components: components, conventions: .iso)
    }

    /// How `text` reads with `components` in the conventions in effect, or,
    /// when it is not written in them, in ISO 8601 form.
    static func reading(_ text: String, components: Components) -> DateTextFields.Reading {
        let conventions = TextConventions.current
        let reading = reading(text, components: components, conventions: conventions)
        guard conventions != .iso, case .otherSyntax = reading else { return reading }
        return self.reading(text, components: components, conventions: .iso)
    }

    private static func reading(_ text: String, components: Components, conventions: TextConventions) -> DateTextFields.Reading {
        DateTextFields.read(text.trimmingSpaces(), components: components, conventions: conventions)
    }

    private static func date(from text: String, components: Components, conventions: TextConventions) -> Date? {
        let trimmed = text.trimmingSpaces()
        // Dates are written in ASCII digits, the conventions' separator, `:`
        // and a space: anything else cannot read, and is not given to the
        // formatter (Foundation on Linux leaks memory on every parse of text
        // outside the Basic Multilingual Plane, such as an emoji).
        let separator = conventions.dateSeparator.asciiValue ?? UInt8(ascii: "-")
        guard
            trimmed.utf8.allSatisfy({
                ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == separator || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: " ")
            })
        else { return nil }
        switch DateTextFields.read(trimmed, components: components, conventions: conventions) {
        case .valid(let fields):
            // Near a daylight-saving change, the text reads as the formatter
            // reads it.
            if let date = fields.date(components: components) { return date }
        case .outOfRange:
            return nil
        case .otherSyntax:
            break
        }
        return formatters.with(components, conventions) { $0.date(from: trimmed) }
    }

    /// Making a formatter costs tens of microseconds, more than the rest of
    /// a keystroke or a whole request's decoding: each is made once, and
    /// used by one thread at a time (formatters are not thread-safe).
    private static let formatters = FormatterCache()

    private final class FormatterCache: @unchecked Sendable {
        private let lock = NSLock()
        private var formatters: [Key: DateFormatter] = [:]

        private struct Key: Hashable {
            var components: Components
            var conventions: TextConventions
        }

        func with<Result>(_ components: Components, _ conventions: TextConventions, _ body: (DateFormatter) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            let zone = TimeZone.current
            let key = Key(components: components, conventions: conventions)
            if let formatter = formatters[key], formatter.timeZone == zone {
                return body(formatter)
            }
            let formatter = DateText.formatter(for: components, conventions: conventions)
            formatters[key] = formatter
            return body(formatter)
        }
    }

    private static func formatter(for components: Components, conventions: TextConventions) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.isLenient = false
        let date = conventions.dateOrder.parts(day: "dd", month: "MM", year: "yyyy").joined(separator: String(conventions.dateSeparator))
        switch components {
        case .date: formatter.dateFormat = date
        case .time: formatter.dateFormat = "HH:mm"
        case .dateAndTime: formatter.dateFormat = date + " HH:mm"
        }
        return formatter
    }
}

extension TextConventions.DateOrder {
    /// The day, month and year, in this order.
    func parts<Part>(day: Part, month: Part, year: Part) -> [Part] {
        switch self {
        case .yearMonthDay: return [year, month, day]
        case .dayMonthYear: return [day, month, year]
        case .monthDayYear: return [month, day, year]
        }
    }
}
