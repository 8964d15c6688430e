import FormsKit

/// A section as it stands for the form's current values.
public struct ResolvedSection<Form: ValidatableForm> {
    /// The section's position in the layout.
    public let index: Int
    /// The section.
    public let section: FormSection<Form>
    /// Whether the section is shown.
    public let isVisible: Bool
    /// Its rows, repeated groups expanded.
    public let rows: [ResolvedRow<Form>]
}

/// A row as it stands for the form's current values.
public struct ResolvedRow<Form: ValidatableForm> {
    /// The row.
    public let row: FormRow<Form>
    /// Where it sits in its section.
    public let place: OutlineRow<Form>.Place
    /// Whether the row is shown (it and its section).
    public let isVisible: Bool
    /// Whether the row can be used.
    public let isEnabled: Bool
    /// Why the row cannot be used, when the form says why.
    public let disabledReason: String?
    /// The trailing details for the current values.
    public let detail: String?

    init(entry: OutlineRow<Form>, sectionVisible: Bool, in form: Form) {
        row = entry.row
        place = entry.place
        isVisible = sectionVisible && entry.row.isVisible(in: form)
        isEnabled = entry.row.isEnabled(in: form)
        disabledReason = isEnabled ? nil : entry.row.disabledReason(in: form)
        detail = entry.row.detail(in: form)
    }

    /// The row's id.
    public var id: PartialKeyPath<Form> { row.id }

    /// Whether focus can move to the row now: shown, focusable, and usable
    /// or disabled with a reason to read.
    public var isFocusable: Bool {
        isVisible && row.control.isFocusable && (isEnabled || disabledReason != nil)
    }

    /// The repeated group and element the row belongs to, if any.
    public var repetition: (group: String, index: Int)? {
        if case .element(let group, let index) = place { return (group, index) }
        return nil
    }
}
