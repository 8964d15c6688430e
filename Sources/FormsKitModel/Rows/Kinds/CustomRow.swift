import FormsKit

/// A row of your own, described in the renderer-neutral vocabulary
/// (``ChromeNode``) so that every surface can draw it.
public struct CustomRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A custom row named `id`.
    public init(id: String, title: String = "", focusable: Bool = false, content: @escaping (Form) -> ChromeNode) {
        row = FormRow(id: FormRow.markerKeyPath("custom:" + id), anatomy: RowAnatomy(title: title),
                      control: .custom(CustomControl(isFocusable: focusable, content: content)))
    }
}
