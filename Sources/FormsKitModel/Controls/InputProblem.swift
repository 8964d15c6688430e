/// Why typed text cannot become the row's value: it is not a number, not a
/// date in the expected form, not one of the options. Shown on the row, with
/// the text kept as typed, until the user fixes it.
public struct InputProblem: Hashable, Sendable, CustomStringConvertible {
    /// What to tell the user.
    public var message: String

    /// A problem with its message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// The text is not a number.
    public static let notANumber = InputProblem("Enter a number")
    /// The text is not a whole number.
    public static let notAWholeNumber = InputProblem("Enter a whole number")
    /// A value is required and the text is empty.
    public static let missingNumber = InputProblem("Enter a number")

    /// The text is not a date written as `pattern` (`yyyy-mm-dd`).
    public static func notADate(pattern: String) -> InputProblem {
        InputProblem("Enter a date as \(pattern)")
    }

}
