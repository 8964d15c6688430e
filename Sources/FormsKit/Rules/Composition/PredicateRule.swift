/// A rule from a predicate and a message, for one-off checks.
///
/// ```swift
/// @Validated(.satisfies("Must be even") { $0 % 2 == 0 }) var seats = 2
/// ```
public struct PredicateRule<Value>: ValidationRule {
    /// The message shown when the predicate returns `false`.
    public let message: String
    private let predicate: (Value) -> Bool

    /// Creates the rule.
    public init(_ message: String, _ predicate: @escaping (Value) -> Bool) {
        self.message = message
        self.predicate = predicate
    }

    public func validate(value: Value) -> String? {
        predicate(value) ? nil : message
    }
}

extension ValidationRule {
    /// A rule that passes when `predicate` returns `true`, and otherwise shows `message`.
    public static func satisfies<V>(_ message: String, _ predicate: @escaping (V) -> Bool) -> Self where Self == PredicateRule<V> {
        PredicateRule(message, predicate)
    }
}
