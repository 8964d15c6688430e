import FormsKit

/// An on/off switch bound to a `Bool`.
public struct ToggleControl<Form: ValidatableForm> {
    let keyPath: PartialKeyPath<Form>
    private let read: (FormController<Form>) -> Bool
    private let write: (FormController<Form>, Bool) -> Void

    /// A switch bound to the `Bool` at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Form, Bool>) {
        self.keyPath = keyPath
        self.read = { $0.value(at: keyPath) }
        self.write = { $0.setValue($1, at: keyPath) }
    }

    /// Whether the switch is on.
    public func isOn(in controller: FormController<Form>) -> Bool { read(controller) }

    /// Turns the switch on or off as an edit of the form.
    public func setOn(_ isOn: Bool, in controller: FormController<Form>) { write(controller, isOn) }
}
