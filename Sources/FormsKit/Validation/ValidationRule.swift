/// A single check on a field's value.
///
/// A rule is a plain value type, typed over the value it validates. It returns
/// `nil` when the value passes and a message for the user when it fails.
///
/// ```swift
/// public struct DivisibleBy: ValidationRule {
///     public let divisor: Int
///     public let message: String
///
///     public func validate(value: Int) -> String? {
///         value % divisor == 0 ? nil : message
///     }
/// }
/// ```
///
/// Add a static factory in a constrained extension for call-site syntax such as
/// `.divisibleBy(5, message: "Must be a multiple of 5")`:
///
/// ```swift
/// public extension ValidationRule where Self == DivisibleBy {
///     static func divisibleBy(_ n: Int, message: String) -> DivisibleBy {
///         DivisibleBy(divisor: n, message: message)
///     }
/// }
/// ```
public protocol ValidationRule<Value> {
    /// The type of value this rule checks.
    associatedtype Value

    /// Checks a value.
    ///
    /// - Parameter value: The field's current value.
    /// - Returns: `nil` when the value passes, otherwise a message that tells the
    ///   user what is wrong and how to fix it.
    func validate(value: Value) -> String?
}
