import FormsKit

/// Text of several lines: a description, a note. Enter starts a new line.
public struct MultilineTextRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A multi-line field bound to a `String`.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, String>, placeholder: String? = nil, characterLimit: Int? = nil) {
        row = FormRow(
            id: keyPath, title: title,
            control: .text(
                TextControl(
                    keyPath, style: .multiline, content: .plain, placeholder: placeholder, characterLimit: characterLimit)))
    }
}
