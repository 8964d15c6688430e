/// The fixed part of a field, shared by every copy of it.
final class FieldConfiguration<T> {
    let rules: [any ValidationRule<T>]
    let name: String?
    let mode: ValidationMode

    /// The rules as checks of a value at an address, made with the field
    /// and shared by every copy of it, in rule order.
    ///
    /// Going through ``rules`` in code generic over `T` (a field's, not
    /// specialized) looks the type `any ValidationRule<T>` up in the
    /// runtime's tables on every pass, which cost more than the rules of a
    /// short text. These checks' type is the same for every `T`, and each
    /// calls its rule with the rule's own type.
    let checks: [RuleCheck]
    /// ``checks``' elements, where the array keeps them (it is never
    /// changed): read as plain references by ``forEachCheck(_:)``.
    private let checkReferences: UnsafeRawPointer?

    init(rules: [any ValidationRule<T>], name: String?, mode: ValidationMode) {
        self.rules = rules
        self.name = name
        self.mode = mode
        let checks = rules.map { Self.check(for: $0) }
        self.checks = checks
        self.checkReferences = checks.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
    }

    /// How many rules the field has.
    var checkCount: Int { checks.count }

    /// Runs `body` on each check, in rule order, without retaining it (a
    /// field's rules run for every check of every copy of the form: a
    /// retain and a release each, atomic operations, cost more than most
    /// rules).
    ///
    /// The checks live as long as this configuration, which a method's
    /// caller keeps alive for the call (no `withExtendedLifetime`, a
    /// generic call that asked the run time for this class's metadata).
    @inline(__always)
    func forEachCheck(_ body: (RuleCheck) -> Void) {
        guard let checkReferences else { return }
        for index in 0..<checks.count {
            let reference = checkReferences.load(fromByteOffset: index &* MemoryLayout<RuleCheck>.stride, as: UnsafeRawPointer.self)
            Unmanaged<RuleCheck>.fromOpaque(reference)._withUnsafeGuaranteedRef(body)
        }
    }

    /// `rule`'s check of a value of its type at an address.
    private static func check(for rule: any ValidationRule<T>) -> RuleCheck {
        func check<Rule: ValidationRule>(_ rule: Rule) -> RuleCheck {
            TypedRuleCheck<Rule.Value, Rule>(rule)
        }
        return check(rule)
    }
}

/// One rule of a field, checking a value of the rule's type at an address.
/// Subclassed once, by ``TypedRuleCheck``, which knows the rule's type.
class RuleCheck {
    /// For a rule declared with its own message (``DeclaredMessageRule``),
    /// that message as a list of one: a value that fails this rule alone
    /// takes the list as its messages (``Validated/ruleMessages()``), so no
    /// list is made for it, and every copy of the field that fails the same
    /// way shares it. `nil` for other rules.
    let soleMessage: [String]?

    init(soleMessage: [String]?) {
        self.soleMessage = soleMessage
    }

    /// The rule's message for the value at `value`, `nil` when it passes.
    func message(forValueAt value: UnsafeRawPointer) -> String? { fatalError("abstract") }
}

/// A ``RuleCheck`` of a rule of type `Rule`, whose values are `Value`s.
///
/// `Value` is a parameter of its own, not read as `Rule.Value`: the check
/// runs unspecialized, and naming the rule's associated type asked the run
/// time for it (a call into the runtime library) on every check.
final class TypedRuleCheck<Value, Rule: ValidationRule>: RuleCheck where Rule.Value == Value {
    private let rule: Rule

    init(_ rule: Rule) {
        self.rule = rule
        super.init(soleMessage: (rule as? any DeclaredMessageRule)?.declaredMessage.map { [$0] })
    }

    override func message(forValueAt value: UnsafeRawPointer) -> String? {
        // Lent to the rule where it lies: read as `pointee`, the value was
        // copied (and its storage retained and released) for every rule.
        let place = UnsafeMutablePointer(mutating: value.assumingMemoryBound(to: Value.self))
        return Self.message(of: rule, forValueIn: &place.pointee)
    }

    /// `rule`'s message for `value`, which it only reads: `inout` so that
    /// the caller passes the value's address rather than a copy of it.
    /// Nothing may write through it: it is the field's own storage (or the
    /// caller's borrowed copy), kept alive by the caller, not by the rule,
    /// for the call. A rule that reached the field's form while it runs
    /// (it cannot: the field is being validated, in an exclusive access)
    /// would see it change under it.
    @inline(__always)
    private static func message(of rule: Rule, forValueIn value: inout Value) -> String? {
        rule.validate(value: value)
    }
}
