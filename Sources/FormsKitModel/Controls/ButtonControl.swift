import FormsKit

/// An action row: submit, cancel, reset, or your own.
public struct ButtonControl<Form: ValidatableForm> {
    /// What the button does, beyond its own action.
    public enum Role: Hashable, Sendable {
        /// Runs its action only.
        case plain
        /// Submits the form, as the surface's own submit control does, under
        /// the same rule (`FormSession.submitAvailability`).
        case submit
        /// Cancels: the surface asks before discarding changes.
        case cancel
        /// Returns the form to its baseline.
        case reset
        /// Does something that cannot be undone; surfaces mark it.
        case destructive
    }

    /// What the button does.
    @_spi(FormsKitSurface) public var role: Role
    /// What the button opens, if anything: another form presented over this
    /// one (a settings screen's "Edit profile" sheet).
    @_spi(FormsKitSurface) public var destination: FormDestination?
    let action: ((FormSession<Form>) -> Void)?

    /// A button with a role and an action of its own.
    @_spi(FormsKitSurface) public init(role: Role = .plain, action: ((FormSession<Form>) -> Void)? = nil) {
        self.role = role
        self.destination = nil
        self.action = action
    }

    /// A button that opens `destination`.
    @_spi(FormsKitSurface) public init(opening destination: FormDestination) {
        self.role = .plain
        self.destination = destination
        self.action = nil
    }
}
