import FormsKit

/// Any number of choices among options, bound to a `Set` of values.
public struct MultipleChoiceControl<Form: ValidatableForm> {
    /// Whether a surface offers to filter the options by typing.
    public var isFilterable: Bool
    let keyPath: PartialKeyPath<Form>
    private let labels: @MainActor (FormController<Form>) -> [String]
    /// The options' labels and the chosen ones' positions, from one
    /// evaluation of the options (the selection alone is read from it too).
    private let labelsAndSelection: @MainActor (FormController<Form>) -> (labels: [String], selected: Set<Int>)
    private let choose: @MainActor (FormController<Form>, Set<Int>) -> Void
    /// Chooses options by index in a detached copy of the form
    /// (``DetachedInput``); `false` when one of them is not offered.
    package let chooseDetached: @MainActor (FormController<Form>, inout Form, [Int]) -> Bool

    /// Choices bound to the set at `keyPath`, among `options`.
    public init<Value: Hashable>(_ keyPath: WritableKeyPath<Form, Set<Value>>, isFilterable: Bool = true, options: @escaping (Form) -> [ChoiceOption<Value>]) {
        self.init(keyPath, isFilterable: isFilterable, options: options, fixedValues: nil)
    }

    /// Choices among `options`, the same whatever the form's values.
    package init<Value: Hashable>(_ keyPath: WritableKeyPath<Form, Set<Value>>, isFilterable: Bool = true, fixedOptions options: [ChoiceOption<Value>]) {
        self.init(keyPath, isFilterable: isFilterable, options: { _ in options }, fixedValues: options.map(\.value))
    }

    /// `fixedValues`: the options' values when the options never change,
    /// for choosing by place without reading the options (whose type,
    /// generic over the value, code here looks up at run time on every
    /// read).
    private init<Value: Hashable>(
        _ keyPath: WritableKeyPath<Form, Set<Value>>, isFilterable: Bool, options: @escaping (Form) -> [ChoiceOption<Value>], fixedValues: [Value]?
    ) {
        // Key paths and option closures are immutable; the accessors only run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let options = options
        self.isFilterable = isFilterable
        self.keyPath = keyPath
        let reader = FieldValueReader(keyPath as KeyPath<Form, Set<Value>>)
        let writer = FieldValueWriter(keyPath)
        self.labels = { controller in controller.readForm { ChoiceOption.labels(of: options($0)) } }
        self.labelsAndSelection = { controller in
            let chosen = reader.value(in: controller)
            return controller.readForm { form in
                let offered = options(form)
                return (ChoiceOption.labels(of: offered), ChoiceOption.indices(of: chosen, in: offered))
            }
        }
        self.choose = { controller, indices in
            let values = controller.readForm { ChoiceOption.values(at: indices, in: options($0)) }
            controller.setValue(values, at: keyPath)
        }
        // Two closures, not one with a branch: the options' generic type,
        // looked up at run time, is looked up only where they are read.
        if let fixedValues {
            // Immutable; the writer only runs on the main actor.
            nonisolated(unsafe) let fixedValues = fixedValues
            self.chooseDetached = { controller, form, indices in
                var values: Set<Value> = []
                var allOffered = true
                for index in indices {
                    if index >= 0 && index < fixedValues.count { values.insert(fixedValues[index]) } else { allOffered = false }
                }
                writer.write(values, into: &form, fieldsOf: controller)
                return allOffered
            }
        } else {
            self.chooseDetached = { controller, form, indices in
                // None chosen: nothing to look up among the options.
                guard !indices.isEmpty else {
                    writer.write([], into: &form, fieldsOf: controller)
                    return true
                }
                let offered = options(form)
                var values: Set<Value> = []
                var allOffered = true
                for index in indices {
                    if index >= 0 && index < offered.count { values.insert(offered[index].value) } else { allOffered = false }
                }
                writer.write(values, into: &form, fieldsOf: controller)
                return allOffered
            }
        }
    }

    /// The options' labels, in order.
    @MainActor public func optionLabels(in controller: FormController<Form>) -> [String] { labels(controller) }

    /// The positions of the chosen options.
    @MainActor public func selectedIndices(in controller: FormController<Form>) -> Set<Int> { labelsAndSelection(controller).selected }

    /// ``optionLabels(in:)`` and ``selectedIndices(in:)`` from one
    /// evaluation of the options, for a surface that shows both (a render).
    @MainActor package func optionLabelsAndSelectedIndices(in controller: FormController<Form>) -> (labels: [String], selected: Set<Int>) {
        labelsAndSelection(controller)
    }

    /// Chooses or un-chooses the option at `index` as an edit of the form.
    @MainActor public func toggle(_ index: Int, in controller: FormController<Form>) {
        let (labels, selected) = labelsAndSelection(controller)
        guard labels.indices.contains(index) else { return }
        var chosen = selected
        if chosen.remove(index) == nil { chosen.insert(index) }
        choose(controller, chosen)
    }

    /// Chooses exactly the options at `indices` as one edit of the form.
    @MainActor public func select(_ indices: Set<Int>, in controller: FormController<Form>) {
        choose(controller, indices)
    }

    /// The positions of the options whose label contains `filter`, ignoring
    /// case; every option for an empty filter.
    @MainActor public func indices(matching filter: String, in controller: FormController<Form>) -> [Int] {
        let labels = labels(controller)
        guard !filter.isEmpty else { return Array(labels.indices) }
        return labels.indices.filter { labels[$0].localizedCaseInsensitiveContains(filter) }
    }

    /// The options a user named by numbers (from 1) or labels separated by
    /// commas; `nil` when a part names no option.
    @MainActor public func options(matching text: String, in controller: FormController<Form>) -> Set<Int>? {
        let labels = labels(controller)
        var chosen: Set<Int> = []
        for part in text.split(separator: ",") where !part.allSatisfy(\.isWhitespace) {
            guard let index = OptionLookup.index(matching: String(part), in: labels) else { return nil }
            chosen.insert(index)
        }
        return chosen
    }
}
