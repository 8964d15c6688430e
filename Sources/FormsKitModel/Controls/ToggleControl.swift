import FormsKit

/// An on/off switch bound to a `Bool`.
@_spi(FormsKitSurface) public struct ToggleControl<Form: ValidatableForm> {
    let keyPath: PartialKeyPath<Form>
    private let read: (FormController<Form>) -> Bool
    private let write: (FormController<Form>, Bool) -> Void

    /// A switch bound to the `Bool` at `keyPath`.
    @_spi(FormsKitSurface) public init(_ keyPath: WritableKeyPath<Form, Bool>) {
        self.keyPath = keyPath
        self.read = { $0.value(at: keyPath) }
        self.write = { $0.setValue($1, at: keyPath) }
    }

    /// Whether the switch is on.
    @_spi(FormsKitSurface) public func isOn(in controller: FormController<Form>) -> Bool { read(controller) }

    /// Turns the switch on or off as an edit of the form.
    @_spi(FormsKitSurface) public func setOn(_ isOn: Bool, in controller: FormController<Form>) { write(controller, isOn) }
}
