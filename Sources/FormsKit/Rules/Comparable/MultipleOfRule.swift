/// Requires a number that is a whole multiple of `step`: `.multipleOf(5)`,
/// `.multipleOf(0.25)`. Floating-point values are compared with a tolerance
/// of a millionth of `step`, so `0.3` is a multiple of `0.1`.
public struct MultipleOfRule<Value: Numeric & Comparable>: ValidationRule {
    /// The step values must be a multiple of.
    public let step: Value
    /// The message; `nil` uses ``ValidationMessage/notMultiple(of:)``.
    public let message: String?
    private let isMultiple: (Value) -> Bool

    /// Creates the rule for integers.
    public init(_ step: Value, message: String? = nil) where Value: BinaryInteger {
        precondition(step != 0, "FormsKit: .multipleOf(0) can never pass; use a non-zero step.")
        self.step = step
        self.message = message
        self.isMultiple = { $0 % step == 0 }
    }

    /// Creates the rule for floating-point numbers.
    public init(_ step: Value, message: String? = nil) where Value: BinaryFloatingPoint {
        precondition(step != 0, "FormsKit: .multipleOf(0) can never pass; use a non-zero step.")
        self.step = step
        self.message = message
        self.isMultiple = { value in
            let remainder = abs(value.truncatingRemainder(dividingBy: step))
            let tolerance = abs(step) / 1_000_000
            return remainder <= tolerance || abs(step) - remainder <= tolerance
        }
    }

    public func validate(value: Value) -> String? {
        isMultiple(value) ? nil : (message ?? ValidationMessages.text(for: .notMultiple(of: "\(step)")))
    }
}

extension ValidationRule {
    /// Requires an integer that is a multiple of `step`.
    public static func multipleOf<V: BinaryInteger>(_ step: V, message: String? = nil) -> Self where Self == MultipleOfRule<V> {
        MultipleOfRule(step, message: message)
    }

    /// Requires a floating-point number that is a multiple of `step`.
    public static func multipleOf<V: BinaryFloatingPoint>(_ step: V, message: String? = nil) -> Self where Self == MultipleOfRule<V> {
        MultipleOfRule(step, message: message)
    }

    /// Requires an integer that is a multiple of `step` when present; `nil` passes.
    public static func multipleOf<V: BinaryInteger>(_ step: V, message: String? = nil) -> Self where Self == OptionalValueRule<MultipleOfRule<V>> {
        OptionalValueRule(MultipleOfRule(step, message: message))
    }

    /// Requires a floating-point number that is a multiple of `step` when present; `nil` passes.
    public static func multipleOf<V: BinaryFloatingPoint>(_ step: V, message: String? = nil) -> Self where Self == OptionalValueRule<MultipleOfRule<V>> {
        OptionalValueRule(MultipleOfRule(step, message: message))
    }
}

extension MultipleOfRule: ClientCheckableRule {
    public var clientChecks: [ClientCheck] {
        guard case .number(let step)? = ClientCheck.Bound(step) else { return [] }
        return [ClientCheck(.multipleOf(step), message: message ?? ValidationMessages.text(for: .notMultiple(of: "\(self.step)")))]
    }

    public var clientCheckKinds: [ClientCheck.Kind] {
        guard case .number(let step)? = ClientCheck.Bound(step) else { return [] }
        return [.multipleOf(step)]
    }
}
