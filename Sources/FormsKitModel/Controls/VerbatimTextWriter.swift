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
    private let characterLimit: Int?
    private let write: @MainActor (FormController<Form>, String) -> InputProblem?

    init(characterLimit: Int?, write: @escaping @MainActor (FormController<Form>, String) -> InputProblem?) {
        self.characterLimit = characterLimit
        self.write = write
    }

    /// Sets the field to `text`, cut to the row's character limit.
    @MainActor
    func write(_ text: String, in controller: FormController<Form>) {
        guard let characterLimit else {
            _ = write(controller, text)
            return
        }
        _ = write(controller, text.prefix(characters: characterLimit))
    }
}

extension TextControl {
    /// The control's writer when its text is its field's value; `nil` for
    /// text that is parsed.
    package var verbatimWriter: VerbatimTextWriter<Form>? {
        isVerbatim ? VerbatimTextWriter(characterLimit: characterLimit, write: write) : nil
    }
}
