import FormsKit
import Foundation

/// A date, a time, or both, bound to a `Date` or a `Date?`.
public struct DateControl<Form: ValidatableForm> {
    /// Which parts of the date the user edits.
    public typealias Components = DateText.Components

    /// Which parts the user edits.
    @_spi(FormsKitSurface) public var components: Components
    /// How the date is typed, for hints: `yyyy-mm-dd`, `hh:mm` or `yyyy-mm-dd hh:mm`.
    @_spi(FormsKitSurface) public var pattern: String { components.pattern }
    /// The dates allowed, if bounded.
    @_spi(FormsKitSurface) public var range: ClosedRange<Date>?
    /// Whether the bound value is optional, so that empty text clears it.
    @_spi(FormsKitSurface) public let isOptional: Bool
    let keyPath: PartialKeyPath<Form>
    private let read: (FormController<Form>) -> Date?
    private let write: (FormController<Form>, Date?) -> Void

    /// The current date; `nil` when an optional date is absent.
    @_spi(FormsKitSurface) public func date(in controller: FormController<Form>) -> Date? { read(controller) }

    /// Sets the date as an edit of the form, clamped to ``range``.
    @_spi(FormsKitSurface) public func setDate(_ date: Date?, in controller: FormController<Form>) {
        write(controller, clamped(date))
    }

    /// The date written as the conventions in effect write it (in English
    /// ISO 8601: `2026-11-21`, `14:30`, `2026-11-21 14:30`) in the current
    /// time zone; empty when absent.
    @_spi(FormsKitSurface) public func text(in controller: FormController<Form>) -> String {
        guard let date = read(controller) else { return "" }
        return DateText.string(date, components: components)
    }

    /// The date typed as text in ``pattern``.
    @_spi(FormsKitSurface) public var entry: TextEntry<Form> {
        let control = self
        return TextEntry(
            isVerbatim: false, allowsNewlines: false, isSecure: false, characterLimit: nil, placeholder: pattern,
            read: { control.text(in: $0) },
            write: { controller, text in control.reading(text).write { control.setDate($0, in: controller) } }
        )
    }

    /// How typed text is read and the date kept in range, by the control's
    /// settings as they are now.
    private var entryRules: DateEntryRules {
        DateEntryRules(components: components, range: range, isOptional: isOptional)
    }

    /// The date `text` sets (`nil` for none), or why it sets none.
    private func reading(_ text: String) -> TextReading<Date> {
        entryRules.reading(text)
    }

    /// `date` kept in ``range``.
    private func clamped(_ date: Date?) -> Date? {
        entryRules.clamped(date)
    }

    /// A date bound to a `Date`.
    @_spi(FormsKitSurface) public init(_ keyPath: WritableKeyPath<Form, Date>, components: Components = .date, range: ClosedRange<Date>? = nil) {
        self.components = components
        self.range = range
        self.isOptional = false
        self.keyPath = keyPath
        self.read = { $0.value(at: keyPath) }
        self.write = { controller, date in if let date { controller.setValue(date, at: keyPath) } }
    }

    /// A date bound to a `Date?`: cleared is `nil`.
    @_spi(FormsKitSurface) public init(_ keyPath: WritableKeyPath<Form, Date?>, components: Components = .date, range: ClosedRange<Date>? = nil) {
        self.components = components
        self.range = range
        self.isOptional = true
        self.keyPath = keyPath
        self.read = { $0.value(at: keyPath) }
        self.write = { $0.setValue($1, at: keyPath) }
    }
}

/// What reads a date control's text and keeps the date it sets in range:
/// the control's settings, in a type of their own (not generic over the
/// form).
struct DateEntryRules {
    let components: DateText.Components
    let range: ClosedRange<Date>?
    let isOptional: Bool

    /// The date `text` sets (`nil` for none), or why it sets none.
    func reading(_ text: String) -> TextReading<Date> {
        let unreadable: InputProblem = components == .time ? .notATime(pattern: components.pattern) : .notADate(pattern: components.pattern)
        if text.isAllWhitespace {
            return isOptional ? .value(nil) : .problem(unreadable)
        }
        guard let date = DateText.date(from: text, components: components) else {
            // Text in the right form tells of a day or a time that does not
            // exist, rather than of the form it already has.
            if case .outOfRange(let inTime) = DateText.reading(text, components: components) {
                return .problem(inTime ? .noSuchTime : .noSuchDate)
            }
            return .problem(unreadable)
        }
        return .value(date)
    }

    /// `date` kept in the range.
    func clamped(_ date: Date?) -> Date? {
        date.map { date in range.map { min(max(date, $0.lowerBound), $0.upperBound) } ?? date }
    }
}
