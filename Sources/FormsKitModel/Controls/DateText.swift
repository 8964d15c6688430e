import Foundation

/// Dates as text that reads the same in every locale and parses back:
/// `2026-11-21`, `14:30`, `2026-11-21 14:30`, in the current time zone.
public enum DateText {
    /// Which parts of a date the text holds.
    public enum Components: Hashable, Sendable {
        case date, time, dateAndTime

        /// How the date is typed, for hints: `yyyy-mm-dd`, `hh:mm` or `yyyy-mm-dd hh:mm`.
        public var pattern: String {
            switch self {
            case .date: return "yyyy-mm-dd"
            case .time: return "hh:mm"
            case .dateAndTime: return "yyyy-mm-dd hh:mm"
            }
        }
    }

    /// `date` written with `components`.
    public static func string(_ date: Date, components: Components) -> String {
        if let text = DateTextFields(date, components: components)?.text(components: components) { return text }
        return formatters.with(components) { $0.string(from: date) }
    }

    /// The date written in `text` with `components`, or `nil`.
    public static func date(from text: String, components: Components) -> Date? {
        let trimmed = text.trimmingSpaces()
        // Dates are written in ASCII digits, `-`, `:` and a space: anything
        // else cannot read, and is not given to the formatter (Foundation on
        // Linux leaks memory on every parse of text outside the Basic
        // Multilingual Plane, such as an emoji).
        guard
            trimmed.utf8.allSatisfy({
                ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: " ")
            })
        else { return nil }
        switch DateTextFields.read(trimmed, components: components) {
        case .valid(let fields):
            // Near a daylight-saving change, the text reads as the formatter
            // reads it.
            if let date = fields.date(components: components) { return date }
        case .outOfRange:
            return nil
        case .otherSyntax:
            break
        }
        return formatters.with(components) { $0.date(from: trimmed) }
    }

    /// Making a formatter costs tens of microseconds, more than the rest of
    /// a keystroke or a whole request's decoding: each is made once, and
    /// used by one thread at a time (formatters are not thread-safe).
    private static let formatters = FormatterCache()

    private final class FormatterCache: @unchecked Sendable {
        private let lock = NSLock()
        private var formatters: [Components: DateFormatter] = [:]

        func with<Result>(_ components: Components, _ body: (DateFormatter) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            let zone = TimeZone.current
            if let formatter = formatters[components], formatter.timeZone == zone {
                return body(formatter)
            }
            let formatter = DateText.formatter(for: components)
            formatters[components] = formatter
            return body(formatter)
        }
    }

    private static func formatter(for components: Components) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.isLenient = false
        switch components {
        case .date: formatter.dateFormat = "yyyy-MM-dd"
        case .time: formatter.dateFormat = "HH:mm"
        case .dateAndTime: formatter.dateFormat = "yyyy-MM-dd HH:mm"
        }
        return formatter
    }
}
