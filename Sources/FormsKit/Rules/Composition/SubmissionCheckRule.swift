/// Says that the form's submission checks something of the field that no
/// rule here can, such as a name that must be unique among those a server
/// holds: it always passes, and describes the check to clients, as a JSON
/// Schema's `x-formskit-rules` entry, so that a program sending the form
/// knows the server may refuse the value.
///
/// ```swift
/// @Validated(.isNotEmpty(), .checkedWhenSubmitted("A plan's name must be unique"))
/// var name = ""
/// ```
///
/// The submission says what is wrong by throwing
/// `ValidationError.invalid(errors:)` with a message on the field.
public struct SubmissionCheckRule<Value>: ValidationRule {
    /// What the submission checks, in words.
    public let check: String

    /// A description of what the submission checks.
    public init(_ check: String) {
        self.check = check
    }

    public func validate(value: Value) -> String? {
        nil
    }
}

extension ValidationRule {
    /// Says that submitting checks `check` of the value (a name unique on
    /// a server), for clients that read the form's description; it never
    /// fails here.
    public static func checkedWhenSubmitted<V>(_ check: String) -> Self where Self == SubmissionCheckRule<V> {
        SubmissionCheckRule(check)
    }
}

extension SubmissionCheckRule: ServerDescribedRule {
    package var serverRuleDescription: ServerRuleDescription { ServerRuleDescription(.submission, detail: check) }
}
