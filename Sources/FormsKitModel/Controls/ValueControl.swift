import FormsKit

/// A read-only value computed from the form: a version, a total.
public struct ValueControl<Form: ValidatableForm> {
    private let text: (Form) -> String

    /// A value computed from the form by `text`.
    public init(_ text: @escaping (Form) -> String) {
        self.text = text
    }

    /// The value's text for the current form.
    @MainActor public func text(in controller: FormController<Form>) -> String {
        controller.readForm(text)
    }
}
