import FormsKit

/// A row of your own content, described in the renderer-neutral vocabulary
/// (``ChromeNode``) so that every surface can draw it. A focusable one
/// reports taps to ``FormRowConvertible/onTap(_:)``.
///
/// To edit a value in a way of your own, build a row kind from a control
/// instead (see ``FormRowConvertible``).
public struct CustomRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A custom row named `id`.
    public init(id: String, title: String = "", focusable: Bool = false, content: @escaping (Form) -> ChromeNode) {
        row = FormRow(
            id: FormRow.markerKeyPath("custom:" + id), title: title,
            control: .custom(CustomControl(isFocusable: focusable, content: content)))
    }
}
