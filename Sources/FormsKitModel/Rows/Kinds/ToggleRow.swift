import FormsKit

/// An on/off switch.
public struct ToggleRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A switch bound to a `Bool`.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Bool>) {
        row = FormRow(id: keyPath, title: title, control: .toggle(ToggleControl(keyPath)))
    }
}
