import FormsKit

/// One choice among options: from a `CaseIterable` type, a fixed list, or a
/// list computed from the form's values.
///
/// ```swift
/// ChoiceRow("Theme", \.theme)                         // every case of Theme
/// ChoiceRow("Size", \.size, options: [.init("Small", value: 1), .init("Large", value: 2)],
///           style: .segmented)
/// ```
public struct ChoiceRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// Options from a fixed list.
    public init<Value: Hashable>(
        _ title: String, _ keyPath: WritableKeyPath<Form, Value>, options: [ChoiceOption<Value>], style: ChoiceControl<Form>.Style = .picker
    ) {
        row = FormRow(id: keyPath, title: title, control: .choice(ChoiceControl(keyPath, style: style, options: { _ in options })))
    }

    /// Options computed from the form's values, re-evaluated on every read.
    public init<Value: Hashable>(
        _ title: String, _ keyPath: WritableKeyPath<Form, Value>, style: ChoiceControl<Form>.Style = .picker, options: @escaping (Form) -> [ChoiceOption<Value>]
    ) {
        row = FormRow(id: keyPath, title: title, control: .choice(ChoiceControl(keyPath, style: style, options: options)))
    }

    /// Every case of a `CaseIterable` type, labelled by `label` (by default
    /// the value's description).
    public init<Value: Hashable & CaseIterable>(
        _ title: String, _ keyPath: WritableKeyPath<Form, Value>, style: ChoiceControl<Form>.Style = .picker, label: @escaping (Value) -> String = { "\($0)" }
    ) {
        let options = Value.allCases.map { ChoiceOption(label($0), value: $0) }
        self.init(title, keyPath, options: options, style: style)
    }
}
