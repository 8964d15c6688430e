import FormsKit

/// A number dragged along a range.
public struct SliderRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A decimal slider.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Double>, range: ClosedRange<Double>, step: Double? = nil, format: NumberFormat = .automatic) {
        let step = step ?? (range.upperBound - range.lowerBound) / 20
        row = NumberRow.row(title, keyPath, .number(NumberControl(style: .slider, range: range, step: step, format: format, keyPath: keyPath)))
    }

    /// An integer slider.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Int>, range: ClosedRange<Int>, step: Int = 1, format: NumberFormat = .integer) {
        row = NumberRow.row(title, keyPath, .number(NumberControl(
            style: .slider, range: ClosedRange(range), step: Double(step), format: format, keyPath: keyPath)))
    }
}
