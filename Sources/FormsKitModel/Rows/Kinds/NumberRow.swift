import FormsKit

/// A number typed as text, bound to an integer or a `Double`, optional or not.
///
/// ```swift
/// NumberRow("Port", \.port, range: 1...65_535)
/// NumberRow("Price", \.price, format: NumberFormat(fractionDigits: 2, unit: " €"))
/// ```
///
/// Text that is not a number stays as typed, with a message, and the value
/// keeps its last good number until the text reads.
public struct NumberRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// An integer field.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Int>, range: ClosedRange<Int>? = nil, format: NumberFormat = .integer) {
        row = FormRow(id: keyPath, title: title, control: .number(NumberControl(keyPath, style: .field, range: range.map(ClosedRange.init), format: format)))
    }

    /// An optional integer field: empty text is `nil`.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Int?>, range: ClosedRange<Int>? = nil, format: NumberFormat = .integer) {
        row = FormRow(id: keyPath, title: title, control: .number(NumberControl(keyPath, style: .field, range: range.map(ClosedRange.init), format: format)))
    }

    /// A decimal field.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Double>, range: ClosedRange<Double>? = nil, format: NumberFormat = .automatic) {
        row = FormRow(id: keyPath, title: title, control: .number(NumberControl(keyPath, style: .field, range: range, format: format)))
    }

    /// An optional decimal field: empty text is `nil`.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Double?>, range: ClosedRange<Double>? = nil, format: NumberFormat = .automatic) {
        row = FormRow(id: keyPath, title: title, control: .number(NumberControl(keyPath, style: .field, range: range, format: format)))
    }
}
