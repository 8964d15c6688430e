import FormsKit

/// Any number of choices among options, bound to a `Set` of values.
public struct MultipleChoiceControl<Form: ValidatableForm> {
    /// Whether a surface offers to filter the options by typing.
    public var isFilterable: Bool
    let keyPath: PartialKeyPath<Form>
    let labels: @MainActor (FormController<Form>) -> [String]
    let selection: @MainActor (FormController<Form>) -> Set<Int>
    let toggle: @MainActor (FormController<Form>, Int) -> Void

    /// The options' labels, in order.
    @MainActor public func optionLabels(in controller: FormController<Form>) -> [String] { labels(controller) }

    /// The positions of the chosen options.
    @MainActor public func selectedIndices(in controller: FormController<Form>) -> Set<Int> { selection(controller) }

    /// Chooses or un-chooses the option at `index` as an edit of the form.
    @MainActor public func toggle(_ index: Int, in controller: FormController<Form>) {
        guard labels(controller).indices.contains(index) else { return }
        toggle(controller, index)
    }

    /// The positions of the options whose label contains `filter`, ignoring
    /// case; every option for an empty filter.
    @MainActor public func indices(matching filter: String, in controller: FormController<Form>) -> [Int] {
        let labels = labels(controller)
        guard !filter.isEmpty else { return Array(labels.indices) }
        return labels.indices.filter { labels[$0].localizedCaseInsensitiveContains(filter) }
    }

    init<Value: Hashable>(isFilterable: Bool, keyPath: WritableKeyPath<Form, Set<Value>>, options: @escaping (Form) -> [ChoiceOption<Value>]) {
        // Key paths and option closures are immutable; the accessors only run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let options = options
        self.isFilterable = isFilterable
        self.keyPath = keyPath
        self.labels = { controller in controller.readForm { options($0).map(\.label) } }
        self.selection = { controller in
            let chosen = controller.value(at: keyPath)
            return controller.readForm { form in
                Set(options(form).indices.filter { chosen.contains(options(form)[$0].value) })
            }
        }
        self.toggle = { controller, index in
            let value = controller.readForm { options($0)[index].value }
            var chosen = controller.value(at: keyPath)
            if chosen.remove(value) == nil { chosen.insert(value) }
            controller.setValue(chosen, at: keyPath)
        }
    }
}
