/// Applies a rule to an optional value when it is present; `nil` passes.
///
/// Number, date and collection rules use this for optional fields
/// automatically (`@Validated(.min(0)) var age: Int?`). Wrap your own rules
/// with `.ifPresent(...)`.
public struct OptionalValueRule<Wrapped: ValidationRule>: ValidationRule {
    /// The rule applied to present values.
    public let wrapped: Wrapped

    /// Creates the rule.
    public init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }

    public func validate(value: Wrapped.Value?) -> String? {
        // Unwrapped here, not with `flatMap`, whose closure (capturing the
        // rule) was allocated on every call.
        guard let value else { return nil }
        return wrapped.validate(value: value)
    }
}

extension ValidationRule {
    /// Applies `rule` when the optional value is present; `nil` passes.
    public static func ifPresent<R: ValidationRule>(_ rule: R) -> Self where Self == OptionalValueRule<R> {
        OptionalValueRule(rule)
    }
}

extension OptionalValueRule: ClientCheckableRule {
    /// The wrapped rule's checks, which apply only to a present value: so
    /// never ``ClientCheck/Kind/required``.
    public var clientChecks: [ClientCheck] {
        guard let wrapped = wrapped as? any ClientCheckableRule else { return [] }
        return wrapped.clientChecks.filter { $0.kind != .required && $0.kind != .checked }
    }

    public var clientCheckKinds: [ClientCheck.Kind] {
        guard let wrapped = wrapped as? any ClientCheckableRule else { return [] }
        return wrapped.clientCheckKinds.filter { $0 != .required && $0 != .checked }
    }
}
