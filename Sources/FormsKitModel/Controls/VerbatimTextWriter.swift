import FormsKit

/// How a text row whose text is its `String` field's value writes a text:
/// cut to the row's character limit, then set on the field, as
/// ``FormSession/setText(_:for:)-(String,FormRow<Form>)`` does for the row.
///
/// Made once per row by a surface that applies many values at once (a
/// browser's submission), and used through
/// ``FormSession/setVerbatimText(_:with:)`` while the session makes those
/// edits in one go: the text goes to the field without the row being copied
/// and matched again for each value.
package final class VerbatimTextWriter<Form: ValidatableForm> {
    /// The row's entry, which cuts the text and writes it.
    private let entry: TextEntry<Form>

    init(entry: TextEntry<Form>) {
        self.entry = entry
    }

    /// Sets the field to `text`, cut to the row's character limit.
    @MainActor
    func write(_ text: String, in controller: FormController<Form>) {
        _ = entry.write(text, in: controller)
    }
}

extension TextControl {
    /// The control's writer when its text is its field's value; `nil` for
    /// text that is parsed.
    package var verbatimWriter: VerbatimTextWriter<Form>? {
        isVerbatim ? VerbatimTextWriter(entry: entry) : nil
    }
}
