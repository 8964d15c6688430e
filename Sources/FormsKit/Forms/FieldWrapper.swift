/// What a ``FieldAccessor`` reads and does through a field's wrapper, with
/// the wrapper's value type hidden.
///
/// ``Validated`` is the one conformance.
protocol FieldWrapper {
    /// The field's `name:`, as declared.
    var configuredName: String? { get }
    /// When the field validates, as declared.
    var configuredMode: ValidationMode { get }
    /// The field's rules that can describe themselves to a client.
    var clientCheckableRules: [any ClientCheckableRule] { get }
    /// The field's rules that describe themselves to no client, described.
    var serverRuleDescriptions: [ServerRuleDescription] { get }
    /// The mark reflection looks for while field names are derived.
    var nameTag: UInt32 { get set }
    var link: FieldLink? { get set }
    var state: ValidationState { get }
    var isLive: Bool { get }
    /// The field's status and state, read in one access.
    var outcome: FieldOutcome { get }

    /// Sets the value as an edit; `false` when `value` is not of the
    /// field's value type.
    mutating func assign<NewValue>(_ value: NewValue) -> Bool
    @discardableResult mutating func validate() -> Bool
    mutating func validateOnBlur()
    mutating func markInvalid(messages: [String])
    mutating func markPending()
    mutating func setFormRuleMessages(_ messages: [String])
    mutating func rebaseline()
    /// Takes `other`'s value as the baseline, keeping this field's value.
    mutating func adoptBaseline(of other: Self)
    mutating func reset()
}

extension Validated: FieldWrapper {
    var configuredName: String? { configuration.name }

    var configuredMode: ValidationMode { configuration.mode }

    var clientCheckableRules: [any ClientCheckableRule] {
        configuration.rules.compactMap { $0 as? any ClientCheckableRule }
    }

    var serverRuleDescriptions: [ServerRuleDescription] {
        configuration.rules.compactMap { rule in
            // A rule with client checks is described by them (a pattern
            // given as a `Regex` has none, and is described here).
            if let checkable = rule as? any ClientCheckableRule, !checkable.clientCheckKinds.isEmpty { return nil }
            return ServerRuleDescription(rule)
        }
    }

    var outcome: FieldOutcome { FieldOutcome(status: status, state: state) }

    mutating func assign<NewValue>(_ newValue: NewValue) -> Bool {
        // The types compared first: the cast is then one of a value to its
        // own type, which makes no optional.
        guard NewValue.self == T.self else { return false }
        wrappedValue = newValue as! T
        return true
    }

    mutating func adoptBaseline(of other: Validated<T>) {
        baseline = other.value
    }
}
