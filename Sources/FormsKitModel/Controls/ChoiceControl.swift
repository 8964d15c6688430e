import FormsKit

/// One choice among options, bound to any `Hashable` value.
public struct ChoiceControl<Form: ValidatableForm> {
    /// How the options are shown.
    public enum Style: Hashable, Sendable {
        /// One option shown at a time, changed in place or from a list.
        case picker
        /// Every option shown side by side.
        case segmented
    }

    /// How the options are shown.
    public var style: Style
    let keyPath: PartialKeyPath<Form>
    /// The options' labels for the current form (options may depend on it).
    let labels: @MainActor (FormController<Form>) -> [String]
    let selection: @MainActor (FormController<Form>) -> Int?
    let select: @MainActor (FormController<Form>, Int) -> Void

    /// The options' labels, in order.
    @MainActor public func optionLabels(in controller: FormController<Form>) -> [String] { labels(controller) }

    /// The position of the chosen option, or `nil` when the value matches none.
    @MainActor public func selectedIndex(in controller: FormController<Form>) -> Int? { selection(controller) }

    /// Chooses the option at `index` as an edit of the form. Out-of-range
    /// positions are ignored.
    @MainActor public func select(_ index: Int, in controller: FormController<Form>) {
        guard labels(controller).indices.contains(index) else { return }
        select(controller, index)
    }

    /// Moves the choice by `offset` options, wrapping around.
    @MainActor public func move(by offset: Int, in controller: FormController<Form>) {
        let count = labels(controller).count
        guard count > 0 else { return }
        let current = selection(controller) ?? (offset > 0 ? -1 : 0)
        select(((current + offset) % count + count) % count, in: controller)
    }

    init<Value: Hashable>(style: Style, keyPath: WritableKeyPath<Form, Value>, options: @escaping (Form) -> [ChoiceOption<Value>]) {
        // Key paths and option closures are immutable; the accessors only run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let options = options
        self.style = style
        self.keyPath = keyPath
        self.labels = { controller in controller.readForm { options($0).map(\.label) } }
        self.selection = { controller in
            let value = controller.value(at: keyPath)
            return controller.readForm { options($0).firstIndex { $0.value == value } }
        }
        self.select = { controller, index in
            let chosen = controller.readForm { options($0)[index].value }
            controller.setValue(chosen, at: keyPath)
        }
    }
}

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
