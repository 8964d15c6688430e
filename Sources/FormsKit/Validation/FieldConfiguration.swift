/// The fixed part of a field, shared by every copy of it.
final class FieldConfiguration<T> {
    let rules: [any ValidationRule<T>]
    let name: String?
    let mode: ValidationMode

    /// The rules as checks of a value at an address, made with the field
    /// and shared by every copy of it.
    ///
    /// Going through ``rules`` in code generic over `T` (a field's, not
    /// specialized) looks the type `any ValidationRule<T>` up in the
    /// runtime's tables on every pass, which cost more than the rules of a
    /// short text. These checks' type is the same for every `T`, and each
    /// calls its rule with the rule's own type.
    let checks: [(UnsafeRawPointer) -> String?]
    /// For each rule declared with its own message
    /// (``DeclaredMessageRule``), that message as a list of one; `nil` for
    /// the others. A value that fails that rule alone takes the list as its
    /// messages (``Validated/ruleMessages()``): no list is made for it,
    /// and every copy of the field that fails the same way shares it.
    let soleMessages: [[String]?]

    init(rules: [any ValidationRule<T>], name: String?, mode: ValidationMode) {
        self.rules = rules
        self.name = name
        self.mode = mode
        self.checks = rules.map { Self.check(for: $0) }
        self.soleMessages = rules.map { rule in (rule as? any DeclaredMessageRule)?.declaredMessage.map { [$0] } }
    }

    /// `rule`'s check of a value of its type at an address.
    private static func check(for rule: any ValidationRule<T>) -> (UnsafeRawPointer) -> String? {
        func check<Rule: ValidationRule>(_ rule: Rule) -> (UnsafeRawPointer) -> String? {
            { value in rule.validate(value: value.assumingMemoryBound(to: Rule.Value.self).pointee) }
        }
        return check(rule)
    }
}
