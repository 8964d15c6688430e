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
    @_spi(FormsKitSurface) public var style: Style
    let keyPath: PartialKeyPath<Form>
    private var labels: (FormController<Form>) -> [String]
    private let names: (FormController<Form>) -> [String?]
    /// The options' labels and the chosen one's position, from one
    /// evaluation of the options (the selection alone is read from it too).
    private var labelsAndSelection: (FormController<Form>) -> (labels: [String], selected: Int?)
    /// Chooses the option at a position, from one evaluation of the
    /// options; `false`, choosing nothing, when there is none there.
    private let choose: (FormController<Form>, Int) -> Bool

    /// A choice bound to the value at `keyPath`, among `options` (which may
    /// depend on the form's values; they are evaluated on every read).
    @_spi(FormsKitSurface) public init<Value: Hashable>(
        _ keyPath: WritableKeyPath<Form, Value>, style: Style = .picker, options: @escaping (Form) -> [ChoiceOption<Value>]
    ) {
        self.style = style
        self.keyPath = keyPath
        self.labels = { controller in controller.readForm { ChoiceOption.labels(of: options($0)) } }
        let known = OutputNames<Value>()
        self.names = { controller in controller.readForm { ChoiceOption.outputNames(of: options($0), known: known) } }
        self.labelsAndSelection = { controller in
            controller.readForm { form in
                let offered = options(form)
                return (ChoiceOption.labels(of: offered), ChoiceOption.index(of: form[keyPath: keyPath], in: offered))
            }
        }
        self.choose = { controller, index in
            let chosen: Value? = controller.readForm { form in
                let offered = options(form)
                return index >= 0 && index < offered.count ? offered[index].value : nil
            }
            guard let chosen else { return false }
            controller.setValue(chosen, at: keyPath)
            return true
        }
    }

    /// The options' labels, in order.
    @_spi(FormsKitSurface) public func optionLabels(in controller: FormController<Form>) -> [String] { labels(controller) }

    /// Each option's value as JSON writes it, when that is a string
    /// (`"unitedKingdom"` for an enum case): how a form's output names the
    /// option, and so what a JSON request may name it by. `nil` for a value
    /// that is not `Encodable` or not written as a string.
    @_spi(FormsKitSurface) public func optionOutputNames(in controller: FormController<Form>) -> [String?] { names(controller) }

    /// The position of the chosen option, or `nil` when the value matches none.
    @_spi(FormsKitSurface) public func selectedIndex(in controller: FormController<Form>) -> Int? { labelsAndSelection(controller).selected }

    /// ``optionLabels(in:)`` and ``selectedIndex(in:)`` from one evaluation
    /// of the options, for a surface that shows both (a render).
    package func optionLabelsAndSelectedIndex(in controller: FormController<Form>) -> (labels: [String], selected: Int?) {
        labelsAndSelection(controller)
    }

    /// Chooses the option at `index` as an edit of the form. Out-of-range
    /// positions are ignored.
    @_spi(FormsKitSurface) public func select(_ index: Int, in controller: FormController<Form>) {
        _ = selectIfOffered(index, in: controller)
    }

    /// Chooses the option at `index`, as ``select(_:in:)`` does; `false`,
    /// choosing nothing, when there is no option there.
    package func selectIfOffered(_ index: Int, in controller: FormController<Form>) -> Bool {
        choose(controller, index)
    }

    /// Moves the choice by `offset` options, wrapping around.
    @_spi(FormsKitSurface) public func move(by offset: Int, in controller: FormController<Form>) {
        let (labels, selected) = labelsAndSelection(controller)
        let count = labels.count
        guard count > 0 else { return }
        let current = selected ?? (offset > 0 ? -1 : 0)
        select(wrappedPosition(current, movedBy: offset, among: count), in: controller)
    }

    /// The option a user named by typing its number (from 1) or its label.
    @_spi(FormsKitSurface) public func option(matching text: String, in controller: FormController<Form>) -> Int? {
        OptionLookup.index(matching: text, in: labels(controller))
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
