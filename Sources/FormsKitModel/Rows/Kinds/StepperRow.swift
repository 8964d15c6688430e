import FormsKit

/// A number changed a step at a time.
public struct StepperRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// An integer stepper.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Int>, range: ClosedRange<Int>? = nil, step: Int = 1, format: NumberFormat = .integer) {
        row = FormRow(
            id: keyPath, title: title,
            control: .number(
                NumberControl(
                    keyPath, style: .stepper, range: range.map(ClosedRange.init), step: Double(step), format: format)))
    }

    /// A decimal stepper.
    public init(
        _ title: String, _ keyPath: WritableKeyPath<Form, Double>, range: ClosedRange<Double>? = nil, step: Double = 1, format: NumberFormat = .automatic
    ) {
        row = FormRow(id: keyPath, title: title, control: .number(NumberControl(keyPath, style: .stepper, range: range, step: step, format: format)))
    }
}
