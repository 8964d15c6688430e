import FormsKit

/// A read-only value computed from the form.
public struct ValueControl<Form: ValidatableForm> {
    let text: (Form) -> String

    /// The value's text for the current form.
    @MainActor public func text(in controller: FormController<Form>) -> String {
        controller.readForm(text)
    }
}

/// An action row.
public struct ButtonControl<Form: ValidatableForm> {
    /// What the button does, beyond its own action.
    public enum Role: Hashable, Sendable {
        /// Runs its action only.
        case plain
        /// Submits the form (disabled, like a toolbar's Submit, while the
        /// form is clean or submitting).
        case submit
        /// Cancels: the surface asks before discarding changes.
        case cancel
        /// Returns the form to its baseline.
        case reset
        /// Does something that cannot be undone; surfaces mark it.
        case destructive
    }

    /// What the button does.
    public var role: Role
    let action: (@MainActor (FormSession<Form>) -> Void)?
}

/// A row that opens another form or page.
public struct LinkControl<Form: ValidatableForm> {
    /// Where the row leads.
    public var destination: FormDestination
}

/// Content of your own in a custom row, in the renderer-neutral vocabulary.
public struct CustomControl<Form: ValidatableForm> {
    /// Whether focus can move to the row.
    public var isFocusable: Bool
    let content: (Form) -> ChromeNode

    /// The content for the current form.
    @MainActor public func content(in controller: FormController<Form>) -> ChromeNode {
        controller.readForm(content)
    }
}
