import FormsKit

/// What a text typed into a parsed field sets: a value (`nil` for none),
/// or nothing, with the reason.
enum TextReading<Value> {
    case value(Value?)
    case problem(InputProblem)

    /// Hands the value read to `write`; the problem, when there is one.
    func write(with write: (Value?) -> Void) -> InputProblem? {
        switch self {
        case .value(let value):
            write(value)
            return nil
        case .problem(let problem):
            return problem
        }
    }
}
