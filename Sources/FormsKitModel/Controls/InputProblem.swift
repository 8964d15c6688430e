import FormsKit

/// Why typed text cannot become the row's value: it is not a number, not a
/// date in the expected form. Shown on the row, with the text kept as typed,
/// until the user fixes it. The built-in problems' messages come from
/// `ValidationMessages`, so they are translated with the rules' messages
/// (per task, for a server's per-request language).
public struct InputProblem: Hashable, Sendable, CustomStringConvertible {
    /// What to tell the user.
    public var message: String

    /// A problem with its message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// The text is not a number.
    @_spi(FormsKitSurface) public static var notANumber: InputProblem { InputProblem(ValidationMessages.text(for: .notANumber)) }
    /// The text is not a whole number.
    @_spi(FormsKitSurface) public static var notAWholeNumber: InputProblem { InputProblem(ValidationMessages.text(for: .notAWholeNumber)) }
    /// A value is required and the text is empty.
    @_spi(FormsKitSurface) public static var missingNumber: InputProblem { notANumber }

    /// The text is not a date written as `pattern` (`yyyy-mm-dd`).
    @_spi(FormsKitSurface) public static func notADate(pattern: String) -> InputProblem {
        InputProblem(ValidationMessages.text(for: .notADate(pattern: pattern)))
    }

    /// The text is not a time written as `pattern` (`hh:mm`).
    @_spi(FormsKitSurface) public static func notATime(pattern: String) -> InputProblem {
        InputProblem(ValidationMessages.text(for: .notATime(pattern: pattern)))
    }

    /// The text is a date in the right form that does not exist.
    @_spi(FormsKitSurface) public static var noSuchDate: InputProblem { InputProblem(ValidationMessages.text(for: .noSuchDate)) }

    /// The text is a time in the right form that does not exist.
    @_spi(FormsKitSurface) public static var noSuchTime: InputProblem { InputProblem(ValidationMessages.text(for: .noSuchTime)) }

    /// The number is outside the range the control allows (`lower` and
    /// `upper` written as the control writes numbers).
    @_spi(FormsKitSurface) public static func outOfRange(lower: String, upper: String) -> InputProblem {
        InputProblem(ValidationMessages.text(for: .outOfRange(lower: lower, upper: upper)))
    }

    /// The number falls between two of the values a stepped control allows.
    @_spi(FormsKitSurface) public static func betweenSteps(below: String, above: String) -> InputProblem {
        InputProblem(ValidationMessages.text(for: .betweenSteps(below: below, above: above)))
    }

    /// The problem with `text` in a field of at most `limit` characters
    /// (grapheme clusters), or `nil` when it is within the limit.
    static func tooLong(_ text: String, limit: Int) -> InputProblem? {
        guard text.hasMoreCharacters(than: limit) else { return nil }
        return InputProblem(ValidationMessages.text(for: .tooLong(maximum: limit)))
    }
}
