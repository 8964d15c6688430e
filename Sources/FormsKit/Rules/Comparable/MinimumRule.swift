/// Requires a value of at least `minimum`: numbers, dates, any `Comparable`.
public struct MinimumRule<Value: Comparable>: ValidationRule {
    /// The smallest value allowed.
    public let minimum: Value
    /// The message; `nil` uses ``ValidationMessage/tooSmall(minimum:)``.
    public let message: String?

    /// Creates the rule.
    public init(_ minimum: Value, message: String? = nil) {
        self.minimum = minimum
        self.message = message
    }

    public func validate(value: Value) -> String? {
        value >= minimum ? nil : (message ?? ValidationMessages.text(for: .tooSmall(minimum: "\(minimum)")))
    }
}

extension ValidationRule {
    /// Requires a value of at least `minimum`.
    public static func min<V>(_ minimum: V, message: String? = nil) -> Self where Self == MinimumRule<V> {
        MinimumRule(minimum, message: message)
    }

    /// Requires a value of at least `minimum` when present; `nil` passes.
    public static func min<V>(_ minimum: V, message: String? = nil) -> Self where Self == OptionalValueRule<MinimumRule<V>> {
        OptionalValueRule(MinimumRule(minimum, message: message))
    }
}

extension MinimumRule: ClientCheckableRule {
    public var clientChecks: [ClientCheck] {
        guard let bound = ClientCheck.Bound(minimum) else { return [] }
        return [ClientCheck(.minimum(bound), message: message ?? ValidationMessages.text(for: .tooSmall(minimum: "\(minimum)")))]
    }

    public var clientCheckKinds: [ClientCheck.Kind] {
        ClientCheck.Bound(minimum).map { [.minimum($0)] } ?? []
    }
}
