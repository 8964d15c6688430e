/// Requires a value: text that is not empty after trimming whitespace, a
/// collection with at least one item, an optional that is not `nil`.
public struct NotEmptyRule<Value: EmptinessCheckable>: ValidationRule {
    /// The message; `nil` uses ``ValidationMessage/required``.
    public let message: String?

    /// Creates the rule.
    public init(message: String? = nil) {
        self.message = message
    }

    public func validate(value: Value) -> String? {
        value.isEmptyForValidation ? (message ?? ValidationMessages.text(for: .required)) : nil
    }
}

/// A rule that fails only when a value is missing: when it fails, a field's
/// other rules are not checked, so a missing value gets one message.
protocol ValueRequiringRule {}

extension NotEmptyRule: ValueRequiringRule {}

extension ValidationRule {
    /// Requires a value: non-empty text after trimming whitespace, a non-empty
    /// collection, a non-`nil` optional.
    public static func isNotEmpty<V>(message: String? = nil) -> Self where Self == NotEmptyRule<V> {
        NotEmptyRule(message: message)
    }
}

extension NotEmptyRule: ClientCheckableRule {
    public var clientChecks: [ClientCheck] {
        [ClientCheck(.required, message: message ?? ValidationMessages.text(for: .required))]
    }

    public var clientCheckKinds: [ClientCheck.Kind] { [.required] }
}
