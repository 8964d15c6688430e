/// Requires every item of a collection to be different: no option listed twice.
public struct UniqueItemsRule<Value: Collection>: ValidationRule where Value.Element: Hashable {
    /// The message; `nil` uses ``ValidationMessage/duplicateItems``.
    public let message: String?

    /// Creates the rule.
    public init(message: String? = nil) {
        self.message = message
    }

    public func validate(value: Value) -> String? {
        var seen = Set<Value.Element>(minimumCapacity: value.count)
        for item in value where !seen.insert(item).inserted {
            return message ?? ValidationMessages.text(for: .duplicateItems)
        }
        return nil
    }
}

extension ValidationRule {
    /// Requires every item to be different.
    public static func uniqueItems<V>(message: String? = nil) -> Self where Self == UniqueItemsRule<V> {
        UniqueItemsRule(message: message)
    }
}
