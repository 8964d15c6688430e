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
        formatter(for: components).string(from: date)
    }

    /// The date written in `text` with `components`, or `nil`.
    public static func date(from text: String, components: Components) -> Date? {
        formatter(for: components).date(from: text.trimmingCharacters(in: .whitespaces))
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
