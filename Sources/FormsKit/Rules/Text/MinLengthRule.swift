/// Requires text of at least `minimum` characters (user-perceived characters,
/// so "é" and "👍🏽" count as one). `nil` passes.
///
/// Counts no further than `minimum` characters, so a long value costs no more
/// to check than a short one.
public struct MinLengthRule<Value: TextValidatable>: ValidationRule {
    /// The fewest characters allowed.
    public let minimum: Int
    /// The message; `nil` uses ``ValidationMessage/tooShort(minimum:)``.
    public let message: String?

    /// Creates the rule.
    public init(_ minimum: Int, message: String? = nil) {
        self.minimum = minimum
        self.message = message
    }

    public func validate(value: Value) -> String? {
        guard let text = value.validatableText, text.hasFewerCharacters(than: minimum) else { return nil }
        return message ?? ValidationMessages.text(for: .tooShort(minimum: minimum))
    }
}

extension ValidationRule {
    /// Requires text of at least `minimum` characters. `nil` passes.
    public static func minLength<V>(_ minimum: Int, message: String? = nil) -> Self where Self == MinLengthRule<V> {
        MinLengthRule(minimum, message: message)
    }
}

extension MinLengthRule: ClientCheckableRule {
    public var clientChecks: [ClientCheck] {
        [ClientCheck(.minimumLength(minimum), message: message ?? ValidationMessages.text(for: .tooShort(minimum: minimum)))]
    }

    public var clientCheckKinds: [ClientCheck.Kind] { [.minimumLength(minimum)] }
}
