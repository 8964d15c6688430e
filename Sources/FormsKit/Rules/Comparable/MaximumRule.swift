/// Requires a value of at most `maximum`: numbers, dates, any `Comparable`.
public struct MaximumRule<Value: Comparable>: ValidationRule {
    /// The largest value allowed.
    public let maximum: Value
    /// The message; `nil` uses ``ValidationMessage/tooLarge(maximum:)``.
    public let message: String?

    /// Creates the rule.
    public init(_ maximum: Value, message: String? = nil) {
        self.maximum = maximum
        self.message = message
    }

    public func validate(value: Value) -> String? {
        value <= maximum ? nil : (message ?? ValidationMessages.text(for: .tooLarge(maximum: "\(maximum)")))
    }
}

extension ValidationRule {
    /// Requires a value of at most `maximum`.
    public static func max<V>(_ maximum: V, message: String? = nil) -> Self where Self == MaximumRule<V> {
        MaximumRule(maximum, message: message)
    }

    /// Requires a value of at most `maximum` when present; `nil` passes.
    public static func max<V>(_ maximum: V, message: String? = nil) -> Self where Self == OptionalValueRule<MaximumRule<V>> {
        OptionalValueRule(MaximumRule(maximum, message: message))
    }
}

extension MaximumRule: ClientCheckableRule {
    public var clientChecks: [ClientCheck] {
        guard let bound = ClientCheck.Bound(maximum) else { return [] }
        return [ClientCheck(.maximum(bound), message: message ?? ValidationMessages.text(for: .tooLarge(maximum: "\(maximum)")))]
    }

    public var clientCheckKinds: [ClientCheck.Kind] {
        ClientCheck.Bound(maximum).map { [.maximum($0)] } ?? []
    }
}
