import Foundation

/// Requires a date before, after or within limits. Limits are evaluated each
/// time the rule runs, so `.before(.now)` means "before the moment of
/// validation", not "before the moment the form was created".
public struct DateRule: ValidationRule {
    private let check: (Date) -> ValidationMessage?
    /// The message; `nil` uses the matching ``ValidationMessage``.
    public let message: String?

    private init(message: String?, check: @escaping (Date) -> ValidationMessage?) {
        self.message = message
        self.check = check
    }

    /// Requires a date strictly before `limit`.
    public static func before(_ limit: @escaping @autoclosure () -> Date, message: String? = nil) -> DateRule {
        DateRule(message: message) { date in
            let limit = limit()
            return date < limit ? nil : .dateNotBefore(limit)
        }
    }

    /// Requires a date strictly after `limit`.
    public static func after(_ limit: @escaping @autoclosure () -> Date, message: String? = nil) -> DateRule {
        DateRule(message: message) { date in
            let limit = limit()
            return date > limit ? nil : .dateNotAfter(limit)
        }
    }

    /// Requires a date within `start...end`, both included.
    public static func within(_ range: @escaping @autoclosure () -> ClosedRange<Date>, message: String? = nil) -> DateRule {
        DateRule(message: message) { date in
            let range = range()
            return range.contains(date) ? nil : .dateOutOfRange(start: range.lowerBound, end: range.upperBound)
        }
    }

    public func validate(value: Date) -> String? {
        guard let failure = check(value) else { return nil }
        return message ?? ValidationMessages.text(for: failure)
    }
}

extension ValidationRule where Self == DateRule {
    /// Requires a date strictly before `limit`, evaluated at each validation.
    public static func before(_ limit: @escaping @autoclosure () -> Date, message: String? = nil) -> DateRule {
        DateRule.before(limit(), message: message)
    }

    /// Requires a date strictly after `limit`, evaluated at each validation.
    public static func after(_ limit: @escaping @autoclosure () -> Date, message: String? = nil) -> DateRule {
        DateRule.after(limit(), message: message)
    }

    /// Requires a date within `range`, evaluated at each validation.
    public static func within(_ range: @escaping @autoclosure () -> ClosedRange<Date>, message: String? = nil) -> DateRule {
        DateRule.within(range(), message: message)
    }
}

extension ValidationRule where Self == OptionalValueRule<DateRule> {
    /// Requires a date strictly before `limit` when present; `nil` passes.
    public static func before(_ limit: @escaping @autoclosure () -> Date, message: String? = nil) -> Self {
        OptionalValueRule(DateRule.before(limit(), message: message))
    }

    /// Requires a date strictly after `limit` when present; `nil` passes.
    public static func after(_ limit: @escaping @autoclosure () -> Date, message: String? = nil) -> Self {
        OptionalValueRule(DateRule.after(limit(), message: message))
    }

    /// Requires a date within `range` when present; `nil` passes.
    public static func within(_ range: @escaping @autoclosure () -> ClosedRange<Date>, message: String? = nil) -> Self {
        OptionalValueRule(DateRule.within(range(), message: message))
    }
}
