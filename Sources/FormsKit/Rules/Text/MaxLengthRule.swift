/// Allows text of at most `maximum` characters (user-perceived characters,
/// so "é" and "👍🏽" count as one). `nil` passes.
///
/// Counts no further than `maximum + 1` characters, so a long value costs no
/// more to check than a short one.
public struct MaxLengthRule<Value: TextValidatable>: ValidationRule {
    /// The most characters allowed.
    public let maximum: Int
    /// The message; `nil` uses ``ValidationMessage/tooLong(maximum:)``.
    public let message: String?

    /// Creates the rule.
    public init(_ maximum: Int, message: String? = nil) {
        self.maximum = maximum
        self.message = message
    }

    public func validate(value: Value) -> String? {
        guard let text = value.validatableText, text.hasMoreCharacters(than: maximum) else { return nil }
        return message ?? ValidationMessages.text(for: .tooLong(maximum: maximum))
    }
}

extension ValidationRule {
    /// Allows text of at most `maximum` characters. `nil` passes.
    public static func maxLength<V>(_ maximum: Int, message: String? = nil) -> Self where Self == MaxLengthRule<V> {
        MaxLengthRule(maximum, message: message)
    }
}

extension MaxLengthRule: ClientCheckableRule {
    public var clientChecks: [ClientCheck] {
        [ClientCheck(.maximumLength(maximum), message: message ?? ValidationMessages.text(for: .tooLong(maximum: maximum)))]
    }

    public var clientCheckKinds: [ClientCheck.Kind] { [.maximumLength(maximum)] }
}
