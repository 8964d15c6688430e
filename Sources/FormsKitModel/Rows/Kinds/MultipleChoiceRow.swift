import FormsKit

/// Any number of choices among options, bound to a `Set`; surfaces offer to
/// filter long lists by typing.
public struct MultipleChoiceRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// Options from a fixed list.
    public init<Value: Hashable>(_ title: String, _ keyPath: WritableKeyPath<Form, Set<Value>>, options: [ChoiceOption<Value>], filterable: Bool = true) {
        row = FormRow(id: keyPath, title: title, control: .multipleChoice(MultipleChoiceControl(keyPath, isFilterable: filterable, options: { _ in options })))
    }

    /// Every case of a `CaseIterable` type.
    public init<Value: Hashable & CaseIterable>(
        _ title: String, _ keyPath: WritableKeyPath<Form, Set<Value>>, filterable: Bool = true, label: @escaping (Value) -> String = { "\($0)" }
    ) {
        self.init(title, keyPath, options: Value.allCases.map { ChoiceOption(label($0), value: $0) }, filterable: filterable)
    }
}
