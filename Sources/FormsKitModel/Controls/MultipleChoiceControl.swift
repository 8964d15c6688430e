import FormsKit

/// Any number of choices among options, bound to a `Set` of values.
@_spi(FormsKitSurface) public struct MultipleChoiceControl<Form: ValidatableForm> {
    /// Whether a surface offers to filter the options by typing.
    @_spi(FormsKitSurface) public var isFilterable: Bool
    let keyPath: PartialKeyPath<Form>
    private var labels: (FormController<Form>) -> [String]
    private let names: (FormController<Form>) -> [String?]
    /// The options' labels and the chosen ones' positions, from one
    /// evaluation of the options (the selection alone is read from it too).
    private var labelsAndSelection: (FormController<Form>) -> (labels: [String], selected: Set<Int>)
    private let choose: (FormController<Form>, Set<Int>) -> Void

    /// Choices bound to the set at `keyPath`, among `options`.
    @_spi(FormsKitSurface) public init<Value: Hashable>(
        _ keyPath: WritableKeyPath<Form, Set<Value>>, isFilterable: Bool = true, options: @escaping (Form) -> [ChoiceOption<Value>]
    ) {
        self.isFilterable = isFilterable
        self.keyPath = keyPath
        self.labels = { controller in controller.readForm { ChoiceOption.labels(of: options($0)) } }
        let known = OutputNames<Value>()
        self.names = { controller in controller.readForm { ChoiceOption.outputNames(of: options($0), known: known) } }
        self.labelsAndSelection = { controller in
            controller.readForm { form in
                let offered = options(form)
                return (ChoiceOption.labels(of: offered), ChoiceOption.indices(of: form[keyPath: keyPath], in: offered))
            }
        }
        self.choose = { controller, indices in
            let values = controller.readForm { ChoiceOption.values(at: indices, in: options($0)) }
            controller.setValue(values, at: keyPath)
        }
    }

    /// The options' labels, in order.
    @_spi(FormsKitSurface) public func optionLabels(in controller: FormController<Form>) -> [String] { labels(controller) }

    /// Each option's value as JSON writes it, when that is a string
    /// (`"unitedKingdom"` for an enum case): how a form's output names the
    /// option, and so what a JSON request may name it by. `nil` for a value
    /// that is not `Encodable` or not written as a string.
    @_spi(FormsKitSurface) public func optionOutputNames(in controller: FormController<Form>) -> [String?] { names(controller) }

    /// The positions of the chosen options.
    @_spi(FormsKitSurface) public func selectedIndices(in controller: FormController<Form>) -> Set<Int> { labelsAndSelection(controller).selected }

    /// ``optionLabels(in:)`` and ``selectedIndices(in:)`` from one
    /// evaluation of the options, for a surface that shows both (a render).
    package func optionLabelsAndSelectedIndices(in controller: FormController<Form>) -> (labels: [String], selected: Set<Int>) {
        labelsAndSelection(controller)
    }

    /// Chooses or un-chooses the option at `index` as an edit of the form.
    @_spi(FormsKitSurface) public func toggle(_ index: Int, in controller: FormController<Form>) {
        let (labels, selected) = labelsAndSelection(controller)
        guard labels.indices.contains(index) else { return }
        var chosen = selected
        if chosen.remove(index) == nil { chosen.insert(index) }
        choose(controller, chosen)
    }

    /// Chooses exactly the options at `indices` as one edit of the form.
    @_spi(FormsKitSurface) public func select(_ indices: Set<Int>, in controller: FormController<Form>) {
        choose(controller, indices)
    }

    /// The positions of the options whose label contains `filter`, ignoring
    /// case; every option for an empty filter.
    @_spi(FormsKitSurface) public func indices(matching filter: String, in controller: FormController<Form>) -> [Int] {
        let labels = labels(controller)
        guard !filter.isEmpty else { return Array(labels.indices) }
        return labels.indices.filter { labels[$0].localizedCaseInsensitiveContains(filter) }
    }

    /// The options a user named by numbers (from 1) or labels separated by
    /// commas (`,`, or the commas of Japanese, Chinese and Arabic: `、`, `，`,
    /// `،`, as an input method types them); `nil` when a part names no
    /// option.
    @_spi(FormsKitSurface) public func options(matching text: String, in controller: FormController<Form>) -> Set<Int>? {
        let labels = labels(controller)
        var chosen: Set<Int> = []
        for part in text.split(whereSeparator: { ",、，،".contains($0) }) where !part.allSatisfy(\.isWhitespace) {
            guard let index = OptionLookup.index(matching: String(part), in: labels) else { return nil }
            chosen.insert(index)
        }
        return chosen
    }

    /// The control with its options' labels put through `translate`.
    func translatingLabels(_ translate: @escaping @Sendable (String) -> String) -> Self {
        var control = self
        let (labels, labelsAndSelection) = (self.labels, self.labelsAndSelection)
        control.labels = { labels($0).map(translate) }
        control.labelsAndSelection = { controller in
            let (labels, selected) = labelsAndSelection(controller)
            return (labels.map(translate), selected)
        }
        return control
    }
}
