import FormsKit

/// A number typed as text, bound to an integer or a `Double`, optional or not.
///
/// ```swift
/// NumberRow("Port", \.port, range: 1...65_535)
/// NumberRow("Price", \.price, format: NumberFormat(fractionDigits: 2, unit: " €"))
/// ```
public struct NumberRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// An integer field.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Int>, range: ClosedRange<Int>? = nil, format: NumberFormat = .integer) {
        row = Self.row(title, keyPath, .number(NumberControl(style: .field, range: range.map(ClosedRange.init), step: 1, format: format, keyPath: keyPath)))
    }

    /// An optional integer field: empty text is `nil`.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Int?>, range: ClosedRange<Int>? = nil, format: NumberFormat = .integer) {
        row = Self.row(title, keyPath, .number(NumberControl(style: .field, range: range.map(ClosedRange.init), step: 1, format: format, keyPath: keyPath)))
    }

    /// A decimal field.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Double>, range: ClosedRange<Double>? = nil, format: NumberFormat = .automatic) {
        row = Self.row(title, keyPath, .number(NumberControl(style: .field, range: range, step: 1, format: format, keyPath: keyPath)))
    }

    /// An optional decimal field: empty text is `nil`.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Double?>, range: ClosedRange<Double>? = nil, format: NumberFormat = .automatic) {
        row = Self.row(title, keyPath, .number(NumberControl(style: .field, range: range, step: 1, format: format, keyPath: keyPath)))
    }

    static func row(_ title: String, _ keyPath: PartialKeyPath<Form>, _ control: RowControl<Form>) -> FormRow<Form> {
        FormRow(id: keyPath, anatomy: RowAnatomy(title: title), control: control)
    }
}

extension ClosedRange where Bound == Double {
    init(_ range: ClosedRange<Int>) {
        self = Double(range.lowerBound)...Double(range.upperBound)
    }
}
