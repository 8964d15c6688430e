/// How a terminal form ended.
public enum TerminalFormOutcome<Output> {
    /// The first form was submitted; its output.
    case submitted(Output)
    /// The user cancelled (Esc, confirming when there were changes; or a
    /// final "no" in plain mode).
    case cancelled
    /// The user aborted with Ctrl-C, or input ended first.
    case aborted
    /// Submitting failed for a reason that is not about the answers (a disk,
    /// a network), and the user chose not to try again. The message was
    /// shown.
    case failed(String)
}
