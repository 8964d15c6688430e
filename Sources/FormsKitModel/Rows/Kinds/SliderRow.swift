import FormsKit

/// A number dragged along a range.
public struct SliderRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A decimal slider; by default twenty steps span the range.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Double>, range: ClosedRange<Double>, step: Double? = nil, format: NumberFormat = .automatic) {
        let step = step ?? (range.upperBound - range.lowerBound) / 20
        row = FormRow(id: keyPath, title: title, control: .number(NumberControl(keyPath, style: .slider, range: range, step: step, format: format)))
    }

    /// An integer slider.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Int>, range: ClosedRange<Int>, step: Int = 1, format: NumberFormat = .integer) {
        row = FormRow(
            id: keyPath, title: title,
            control: .number(
                NumberControl(
                    keyPath, style: .slider, range: ClosedRange(range), step: Double(step), format: format)))
    }
}
