import FormsKit

/// Explanatory text between rows.
public struct NoteRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A note. `id` names its row; it defaults to the text.
    public init(_ text: String, id: String? = nil) {
        row = FormRow(id: FormRow.markerKeyPath("note:" + (id ?? text)), title: text, control: .note)
    }
}
