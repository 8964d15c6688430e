import FormsKit

/// A section as it stands for the form's current values.
@_spi(FormsKitSurface) public struct ResolvedSection<Form: ValidatableForm> {
    /// The section's position in the layout.
    @_spi(FormsKitSurface) public let index: Int
    /// The section.
    @_spi(FormsKitSurface) public let section: FormSection<Form>
    /// Whether the section is shown.
    @_spi(FormsKitSurface) public let isVisible: Bool
    /// Its rows, repeated groups expanded.
    @_spi(FormsKitSurface) public let rows: [ResolvedRow<Form>]
}

/// A row as it stands for the form's current values.
@_spi(FormsKitSurface) public struct ResolvedRow<Form: ValidatableForm> {
    /// The row.
    @_spi(FormsKitSurface) public let row: FormRow<Form>
    /// Where it sits in its section.
    @_spi(FormsKitSurface) public let place: OutlineRow<Form>.Place
    /// Whether the row is shown (it and its section).
    @_spi(FormsKitSurface) public let isVisible: Bool
    /// Whether the row can be used.
    @_spi(FormsKitSurface) public let isEnabled: Bool
    /// Why the row cannot be used, when the form says why.
    @_spi(FormsKitSurface) public let disabledReason: String?
    /// The trailing details for the current values.
    @_spi(FormsKitSurface) public let detail: String?

    init(entry: OutlineRow<Form>, sectionVisible: Bool, in form: Form) {
        row = entry.row
        place = entry.place
        isVisible = sectionVisible && entry.row.isVisible(in: form)
        isEnabled = entry.row.isEnabled(in: form)
        disabledReason = isEnabled ? nil : entry.row.disabledReason(in: form)
        detail = entry.row.detail(in: form)
    }

    /// The row's id.
    @_spi(FormsKitSurface) public var id: PartialKeyPath<Form> { row.id }

    /// Whether focus can move to the row now: shown, focusable, and usable
    /// or disabled with a reason to read.
    @_spi(FormsKitSurface) public var isFocusable: Bool {
        isVisible && row.control.isFocusable && (isEnabled || disabledReason != nil)
    }

    /// The repeated group and element the row belongs to, if any.
    @_spi(FormsKitSurface) public var repetition: (group: String, index: Int)? {
        if case .element(let group, let index) = place { return (group, index) }
        return nil
    }
}
