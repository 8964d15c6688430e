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

    /// A text field for any value written as text through `format`: a
    /// colour as `#RRGGBB`, a VAT number kept in capitals. Text that does
    /// not read is kept as typed, with the format's message.
    ///
    /// ```swift
    /// TextRow("VAT number", \.vatNumber, format: .capitals, formatName: "capitals")
    /// ```
    ///
    /// - Parameters:
    ///   - title: The row's title.
    ///   - keyPath: The value.
    ///   - format: How the value is written as text and read back.
    ///   - formatName: Names the format for snapshots and surfaces (`capitals`).
    ///   - content: What the text is, for keyboard and autocomplete hints.
    ///   - placeholder: Shown while the text is empty.
    ///   - characterLimit: The most characters a surface lets the user type;
    ///     `nil` for a single line's standard limit.
    public init<Value>(
        _ title: String, _ keyPath: WritableKeyPath<Form, Value>, format: TextFormat<Value>, formatName: String,
        content: TextContentKind = .plain, placeholder: String? = nil, characterLimit: Int? = nil
    ) {
        row = FormRow(
            id: keyPath, title: title,
            control: .text(
                TextControl(
                    keyPath, format: format, formatName: formatName, style: .singleLine, content: content, placeholder: placeholder,
                    characterLimit: characterLimit)))
    }
}
