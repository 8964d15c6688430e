/// Requires a value inside a closed range: `.range(1...10)`.
public struct RangeRule<Value: Comparable>: ValidationRule {
    /// The allowed values.
    public let range: ClosedRange<Value>
    /// The message; `nil` uses ``ValidationMessage/outOfRange(lower:upper:)``.
    public let message: String?

    /// Creates the rule.
    public init(_ range: ClosedRange<Value>, message: String? = nil) {
        self.range = range
        self.message = message
    }

    public func validate(value: Value) -> String? {
        if range.contains(value) { return nil }
        return message ?? ValidationMessages.text(for: .outOfRange(lower: "\(range.lowerBound)", upper: "\(range.upperBound)"))
    }
}

extension ValidationRule {
    /// Requires a value inside `range`.
    public static func range<V>(_ range: ClosedRange<V>, message: String? = nil) -> Self where Self == RangeRule<V> {
        RangeRule(range, message: message)
    }

    /// Requires a value inside `range` when present; `nil` passes.
    public static func range<V>(_ range: ClosedRange<V>, message: String? = nil) -> Self where Self == OptionalValueRule<RangeRule<V>> {
        OptionalValueRule(RangeRule(range, message: message))
    }
}

extension RangeRule: ClientCheckableRule {
    public var clientChecks: [ClientCheck] {
        guard let lower = ClientCheck.Bound(range.lowerBound), let upper = ClientCheck.Bound(range.upperBound) else { return [] }
        let message = message ?? ValidationMessages.text(for: .outOfRange(lower: "\(range.lowerBound)", upper: "\(range.upperBound)"))
        return [ClientCheck(.minimum(lower), message: message), ClientCheck(.maximum(upper), message: message)]
    }

    public var clientCheckKinds: [ClientCheck.Kind] {
        guard let lower = ClientCheck.Bound(range.lowerBound), let upper = ClientCheck.Bound(range.upperBound) else { return [] }
        return [.minimum(lower), .maximum(upper)]
    }
}
