import FormsKit

/// A single-line field whose text is masked: a password, a token.
public struct SecureTextRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A masked field bound to a `String`.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, String>, content: TextContentKind = .currentPassword, placeholder: String? = nil) {
        row = FormRow(
            id: keyPath, title: title,
            control: .text(
                TextControl(
                    keyPath, style: .secure, content: content, placeholder: placeholder)))
    }
}
