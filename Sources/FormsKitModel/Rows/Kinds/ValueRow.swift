import FormsKit

/// A read-only labelled value: a version number, a computed total.
public struct ValueRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A value computed from the form.
    public init(_ title: String, id: String? = nil, value: @escaping (Form) -> String) {
        row = FormRow(id: FormRow.markerKeyPath("value:" + (id ?? title)), title: title, control: .value(ValueControl(value)))
    }

    /// A fixed value.
    public init(_ title: String, id: String? = nil, value: String) {
        self.init(title, id: id) { _ in value }
    }

    /// A property of the form, written with its description.
    public init<Value>(_ title: String, _ keyPath: KeyPath<Form, Value>) {
        row = FormRow(id: keyPath, title: title, control: .value(ValueControl({ (form: Form) in "\(form[keyPath: keyPath])" })))
    }
}
