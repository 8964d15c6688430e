import FormsKit

/// An action: submit, cancel, reset, or your own.
///
/// ```swift
/// ButtonRow("Add", role: .submit)
/// ButtonRow("Edit profile") { session in session.open(.page("profile")) }
/// ```
public struct ButtonRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A button. `id` names its row for focus; it defaults to the title.
    public init(_ title: String, id: String? = nil, role: ButtonControl<Form>.Role = .plain, action: (@MainActor (FormSession<Form>) -> Void)? = nil) {
        row = FormRow(id: FormRow.markerKeyPath("button:" + (id ?? title)), anatomy: RowAnatomy(title: title),
                      control: .button(ButtonControl(role: role, action: action)))
    }
}
