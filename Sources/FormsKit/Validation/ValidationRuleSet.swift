/// Several rules bundled as one, to declare a common set once and reuse it.
///
/// ```swift
/// let passwordRules = ValidationRuleSet<String>(.minLength(8), .pattern("[0-9]", message: "Add a digit"))
///
/// @Validated(name: "password", passwordRules) var password = ""
/// ```
///
/// A rule set is a rule itself. It reports the first failing rule's message;
/// use it as the only argument of `@Validated` (as above) to have every
/// failing rule reported instead.
public struct ValidationRuleSet<Value>: ValidationRule {
    /// The rules, in the order they are checked.
    public let rules: [any ValidationRule<Value>]

    /// Bundles `rules`, checked in order.
    public init(_ rules: any ValidationRule<Value>...) {
        self.rules = rules
    }

    /// Bundles `rules`, checked in order.
    public init(_ rules: [any ValidationRule<Value>]) {
        self.rules = rules
    }

    public func validate(value: Value) -> String? {
        for rule in rules {
            if let message = rule.validate(value: value) { return message }
        }
        return nil
    }
}
