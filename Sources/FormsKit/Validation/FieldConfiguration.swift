/// The fixed part of a field, shared by every copy of it: its rules, its
/// name and when it validates.
final class FieldConfiguration<T> {
    let rules: [any ValidationRule<T>]
    let name: String?
    let mode: ValidationMode
    /// The rules as one check, made when the field is declared: each rule's
    /// message for a value, in rule order, added to a list.
    ///
    /// Composed of one closure per rule, each made where the rule's own
    /// type is known, so that running them calls each rule directly. Going
    /// through ``rules`` instead, a field's code (generic over the value,
    /// and so not specialized) looked the rules' existential type up in the
    /// runtime's tables on every pass, which cost more than most rules.
    let check: (T, inout [String]) -> Void

    init(rules: [any ValidationRule<T>], name: String?, mode: ValidationMode) {
        self.rules = rules
        self.name = name
        self.mode = mode
        var check: (T, inout [String]) -> Void = { _, _ in }
        for rule in rules { check = Self.appending(rule, to: check) }
        self.check = check
    }

    /// `check`, then `rule`'s message, if any.
    private static func appending(_ rule: any ValidationRule<T>, to check: @escaping (T, inout [String]) -> Void) -> (T, inout [String]) -> Void {
        func appending<Rule: ValidationRule>(_ rule: Rule) -> (T, inout [String]) -> Void where Rule.Value == T {
            return { value, messages in
                check(value, &messages)
                if let message = rule.validate(value: value) { messages.append(message) }
            }
        }
        return appending(rule)
    }
}
