import FormsKit

/// An action: submit, cancel, reset, or your own.
///
/// ```swift
/// ButtonRow("Add", role: .submit)
/// ButtonRow("Edit profile", opens: .form("Profile") { FormSession(form: ProfileForm()) })
/// ```
public struct ButtonRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A button. `id` names its row for focus; it defaults to the title.
    public init(_ title: String, id: String? = nil, role: ButtonControl<Form>.Role = .plain, action: ((FormSession<Form>) -> Void)? = nil) {
        row = FormRow(id: FormRow.markerKeyPath("button:" + (id ?? title)), title: title, control: .button(ButtonControl(role: role, action: action)))
    }

    /// A button that opens another form or a page, as a sheet does.
    public init(_ title: String, id: String? = nil, opens destination: FormDestination) {
        row = FormRow(id: FormRow.markerKeyPath("button:" + (id ?? title)), title: title, control: .button(ButtonControl(opening: destination)))
    }
}
