import FormsKit

/// A single-line text field: plain text, an email address, a URL, a phone
/// number... Enter runs the row's ``SubmitAction``.
///
/// ```swift
/// TextRow("Server URL", \.server, content: .url, placeholder: "https://")
/// ```
public struct TextRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A text field bound to a `String`.
    public init(
        _ title: String, _ keyPath: WritableKeyPath<Form, String>, content: TextContentKind = .plain, placeholder: String? = nil, characterLimit: Int? = nil
    ) {
        row = FormRow(
            id: keyPath, title: title,
            control: .text(
                TextControl(
                    keyPath, style: .singleLine, content: content, placeholder: placeholder, characterLimit: characterLimit)))
    }

    /// A text field bound to a `String?`: empty text is `nil`.
    public init(
        _ title: String, _ keyPath: WritableKeyPath<Form, String?>, content: TextContentKind = .plain, placeholder: String? = nil, characterLimit: Int? = nil
    ) {
        row = FormRow(
            id: keyPath, title: title,
            control: .text(
                TextControl(
                    keyPath, style: .singleLine, content: content, placeholder: placeholder, characterLimit: characterLimit)))
    }
}
