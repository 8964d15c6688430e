/// Requires a collection to hold between `minimum` and `maximum` items: chosen
/// options, tags, attachments.
public struct CountRule<Value: Collection>: ValidationRule {
    /// The fewest items allowed, if any.
    public let minimum: Int?
    /// The most items allowed, if any.
    public let maximum: Int?
    /// The message; `nil` uses ``ValidationMessage/tooFewItems(minimum:)`` or
    /// ``ValidationMessage/tooManyItems(maximum:)``.
    public let message: String?

    /// Creates the rule.
    public init(minimum: Int? = nil, maximum: Int? = nil, message: String? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.message = message
    }

    public func validate(value: Value) -> String? {
        let count = value.count
        if let minimum, count < minimum {
            return message ?? ValidationMessages.text(for: .tooFewItems(minimum: minimum))
        }
        if let maximum, count > maximum {
            return message ?? ValidationMessages.text(for: .tooManyItems(maximum: maximum))
        }
        return nil
    }
}

extension ValidationRule {
    /// Requires between `min` and `max` items (either may be left out).
    public static func count<V>(min: Int? = nil, max: Int? = nil, message: String? = nil) -> Self where Self == CountRule<V> {
        CountRule(minimum: min, maximum: max, message: message)
    }
}
