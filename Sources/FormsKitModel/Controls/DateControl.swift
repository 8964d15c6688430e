import FormsKit
import Foundation

/// A date, a time, or both.
public struct DateControl<Form: ValidatableForm> {
    /// Which parts of the date the user edits.
    public enum Components: Hashable, Sendable {
        case date, time, dateAndTime
    }

    /// Which parts the user edits.
    public var components: Components

    /// How the date is typed, for hints: `yyyy-mm-dd`, `hh:mm` or `yyyy-mm-dd hh:mm`.
    public var pattern: String {
        switch components {
        case .date: return "yyyy-mm-dd"
        case .time: return "hh:mm"
        case .dateAndTime: return "yyyy-mm-dd hh:mm"
        }
    }
    /// The dates allowed, if bounded.
    public var range: ClosedRange<Date>?
    let keyPath: PartialKeyPath<Form>
    let read: @MainActor (FormController<Form>) -> Date?
    let write: @MainActor (FormController<Form>, Date?) -> Void

    /// The current date; `nil` when an optional date is absent.
    @MainActor public func date(in controller: FormController<Form>) -> Date? { read(controller) }

    /// Sets the date as an edit of the form, clamped to ``range``.
    @MainActor public func setDate(_ date: Date?, in controller: FormController<Form>) {
        write(controller, date.map { date in range.map { min(max(date, $0.lowerBound), $0.upperBound) } ?? date })
    }

    /// The date written as ISO 8601 (`2026-11-21`, `14:30`, `2026-11-21 14:30`)
    /// in the current time zone; empty when absent.
    @MainActor public func text(in controller: FormController<Form>) -> String {
        guard let date = read(controller) else { return "" }
        return DateText.string(date, components: components)
    }

    init(components: Components, range: ClosedRange<Date>?, keyPath: WritableKeyPath<Form, Date>) {
        // Key paths and option closures are immutable; the accessors only run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        self.components = components
        self.range = range
        self.keyPath = keyPath
        self.read = { $0.value(at: keyPath) }
        self.write = { controller, date in if let date { controller.setValue(date, at: keyPath) } }
    }

    init(components: Components, range: ClosedRange<Date>?, keyPath: WritableKeyPath<Form, Date?>) {
        // Key paths and option closures are immutable; the accessors only run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        self.components = components
        self.range = range
        self.keyPath = keyPath
        self.read = { $0.value(at: keyPath) }
        self.write = { $0.setValue($1, at: keyPath) }
    }
}

/// Dates as text that reads the same in every locale and parses back.
public enum DateText {
    /// `date` as `yyyy-MM-dd`, `HH:mm` or `yyyy-MM-dd HH:mm`, in the current time zone.
    public static func string(_ date: Date, components: DateControl<some ValidatableForm>.Components) -> String {
        formatter(for: components).string(from: date)
    }

    /// The date written in `text` in the same form, or `nil`.
    public static func date(from text: String, components: DateControl<some ValidatableForm>.Components) -> Date? {
        formatter(for: components).date(from: text.trimmingCharacters(in: .whitespaces))
    }

    private static func formatter(for components: DateControl<some ValidatableForm>.Components) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        switch components {
        case .date: formatter.dateFormat = "yyyy-MM-dd"
        case .time: formatter.dateFormat = "HH:mm"
        case .dateAndTime: formatter.dateFormat = "yyyy-MM-dd HH:mm"
        }
        return formatter
    }
}
