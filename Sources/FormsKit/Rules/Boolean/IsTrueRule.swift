/// Requires a `Bool` to be `true`: a ticked "I accept the terms" box.
public struct IsTrueRule: ValidationRule {
    /// The message; `nil` uses ``ValidationMessage/mustBeTrue``.
    public let message: String?

    /// Creates the rule.
    public init(message: String? = nil) {
        self.message = message
    }

    public func validate(value: Bool) -> String? {
        value ? nil : (message ?? ValidationMessages.text(for: .mustBeTrue))
    }
}

extension ValidationRule where Self == IsTrueRule {
    /// Requires the value to be `true`.
    public static func isTrue(message: String? = nil) -> IsTrueRule {
        IsTrueRule(message: message)
    }
}

extension IsTrueRule: ClientCheckableRule {
    public var clientChecks: [ClientCheck] {
        [ClientCheck(.checked, message: message ?? ValidationMessages.text(for: .mustBeTrue))]
    }

    public var clientCheckKinds: [ClientCheck.Kind] { [.checked] }
}
