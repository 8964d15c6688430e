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
    ///
    /// A value that is missing gets one message, that it is missing: when
    /// a rule that requires a value (``NotEmptyRule``) fails, the others,
    /// which would describe the missing value's length or shape, are not
    /// checked ("Name is required", not also "Must be at least 3 characters").
    let check: (T, inout [String]) -> Void

    init(rules: [any ValidationRule<T>], name: String?, mode: ValidationMode) {
        self.rules = rules
        self.name = name
        self.mode = mode
        var checkRequirements: (T, inout [String]) -> Void = { _, _ in }
        var checkOthers: (T, inout [String]) -> Void = { _, _ in }
        var hasRequirements = false
        for rule in rules {
            if rule is any ValueRequiringRule {
                hasRequirements = true
                checkRequirements = Self.appending(rule, to: checkRequirements)
            } else {
                checkOthers = Self.appending(rule, to: checkOthers)
            }
        }
        guard hasRequirements else {
            self.check = checkOthers
            return
        }
        self.check = { [checkRequirements, checkOthers] value, messages in
            let count = messages.count
            checkRequirements(value, &messages)
            if messages.count == count { checkOthers(value, &messages) }
        }
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
