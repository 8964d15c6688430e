/// An option of a ``ChoiceRow`` or ``MultipleChoiceRow``: a value and its label.
public struct ChoiceOption<Value: Hashable>: Hashable {
    /// What the form stores when this option is chosen.
    public var value: Value
    /// What the user sees.
    public var label: String

    /// Creates an option.
    public init(_ label: String, value: Value) {
        self.label = label
        self.value = value
    }
}

extension ChoiceOption: Sendable where Value: Sendable {}

/// Finding an option from what a user typed: its number (from 1) or its label.
enum OptionLookup {
    /// The position of the option named by `text`: `2` for the second, or a
    /// label matched ignoring case and surrounding spaces.
    static func index(matching text: String, in labels: [String]) -> Int? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if let number = Int(text), labels.indices.contains(number - 1) { return number - 1 }
        return labels.firstIndex { $0.trimmingCharacters(in: .whitespaces).lowercased() == text.lowercased() }
    }
}
