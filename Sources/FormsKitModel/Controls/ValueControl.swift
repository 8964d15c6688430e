import FormsKit

/// A read-only value computed from the form: a version, a total.
@_spi(FormsKitSurface) public struct ValueControl<Form: ValidatableForm> {
    private let read: (FormController<Form>) -> String

    /// A value computed from the form by `text`.
    @_spi(FormsKitSurface) public init(_ text: @escaping (Form) -> String) {
        self.read = { controller in controller.readForm(text) }
    }

    /// A value read through the controller: another row's answer, in the
    /// words that row's control gives it (a review step's rows).
    package init(reading read: @escaping (FormController<Form>) -> String) {
        self.read = read
    }

    /// The value's text for the current form.
    @_spi(FormsKitSurface) public func text(in controller: FormController<Form>) -> String {
        read(controller)
    }
}
