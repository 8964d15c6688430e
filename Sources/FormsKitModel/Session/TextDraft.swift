/// Text typed into a row whose value is parsed (a number, a date), kept as
/// typed so that nothing is lost: shown while the row is edited, and
/// whenever it does not read, until the value changes some other way.
struct TextDraft {
    /// The text as typed.
    var text: String
    /// Why it does not read, if it does not.
    var problem: InputProblem?
    /// The value written as text when the draft was made: a different value
    /// now means the value changed elsewhere (a reset), and the draft is stale.
    var stamp: String
}
