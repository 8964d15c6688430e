/// How a terminal form ended.
public enum TerminalFormOutcome<Output> {
    /// The first form was submitted; its output.
    case submitted(Output)
    /// The user cancelled (Esc, confirming when there were changes).
    case cancelled
    /// The user aborted with Ctrl-C.
    case aborted
}
