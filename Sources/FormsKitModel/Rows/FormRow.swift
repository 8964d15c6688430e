import FormsKit

/// One row of a form: its anatomy, its control (bound to a value of the form
/// by key path), and conditions over the form's values.
///
/// Rows are values built by the row kinds (``TextRow``, ``ToggleRow``,
/// ``ChoiceRow``, ... or a kind of your own) and arranged in
/// ``FormSection``s. Modifiers return a changed copy:
///
/// ```swift
/// TextRow("Server URL", \.server, content: .url)
///     .subtitle("Where the API lives")
///     .visible { $0.usesCustomServer }
/// ```
public struct FormRow<Form: ValidatableForm>: Identifiable, FormRowConvertible {
    /// The row's identity and focus key: the bound value's key path, or
    /// `\Form.[row: name]` for rows without a value.
    public let id: PartialKeyPath<Form>
    /// Title, subtitle, icon, detail, chevron.
    public var anatomy: RowAnatomy
    /// What the row shows and edits.
    @_spi(FormsKitSurface) public var control: RowControl<Form>
    /// What Enter does in a single-line text row.
    public var submitAction: SubmitAction = .next
    /// When the row is shown; `nil` for always.
    var visibility: ((Form) -> Bool)?
    /// When the row can be used; `nil` for always.
    var enabling: ((Form) -> Bool)?
    /// Why the row cannot be used, when it cannot and the form says why.
    var disabledReasons: ((Form) -> String?)?
    /// Computes the detail text from the form, instead of a fixed one.
    var dynamicDetail: ((Form) -> String?)?
    /// Drawing of the row's own after its control, in the renderer-neutral vocabulary.
    var accessoryContent: ((Form) -> ChromeNode)?
    /// Called when the row is activated (tapped, Enter on a button).
    var tapHandlers: [(FormSession<Form>) -> Void] = []
    /// Called after the row's value changed through a surface.
    var changeHandlers: [(FormSession<Form>) -> Void] = []
    /// Runs instead of ``submitAction`` when set.
    var commitHandler: ((FormSession<Form>) -> Void)?

    /// A row of any kind: the way to build row kinds of your own.
    ///
    /// - Parameters:
    ///   - id: The bound value's key path (`keyPath`), or `\Form.[row: "name"]`
    ///     for a row without a value.
    ///   - anatomy: Title, subtitle, icon, detail and chevron.
    ///   - control: What the row shows and edits.
    @_spi(FormsKitSurface) public init(id: PartialKeyPath<Form>, anatomy: RowAnatomy, control: RowControl<Form>) {
        self.id = id
        self.anatomy = anatomy
        self.control = control
    }

    /// A row with a title, of any kind.
    @_spi(FormsKitSurface) public init(id: PartialKeyPath<Form>, title: String, control: RowControl<Form>) {
        self.init(id: id, anatomy: RowAnatomy(title: title), control: control)
    }

    /// The row itself.
    public var row: FormRow<Form> { self }

    /// The key path of the `@Validated` field whose state and messages the row
    /// shows, if it is bound to one.
    @_spi(FormsKitSurface) public var field: PartialKeyPath<Form>? {
        control.boundKeyPath
    }
}

/// What Enter does in a single-line text row (the `onSubmit` chain).
public enum SubmitAction: Hashable, Sendable {
    /// Move focus to the next focusable row; submit the form from the last.
    case next
    /// Submit the form.
    case submit
    /// Nothing.
    case none
}

// MARK: - Evaluation

extension FormRow {
    /// Whether the row is shown for these values.
    @_spi(FormsKitSurface) public func isVisible(in form: Form) -> Bool {
        visibility?(form) ?? true
    }

    /// Whether the row can be used for these values.
    @_spi(FormsKitSurface) public func isEnabled(in form: Form) -> Bool {
        enabling?(form) ?? true
    }

    /// Whether the row is shown and usable whatever the values: it has no
    /// condition, so a surface need not read the form to know.
    package var isUnconditional: Bool {
        visibility == nil && enabling == nil
    }

    /// Why the row cannot be used for these values, when the form says why;
    /// `nil` when it can be used.
    @_spi(FormsKitSurface) public func disabledReason(in form: Form) -> String? {
        guard !isEnabled(in: form) else { return nil }
        return disabledReasons?(form)
    }

    /// The trailing details for these values.
    @_spi(FormsKitSurface) public func detail(in form: Form) -> String? {
        dynamicDetail?(form) ?? anatomy.detail
    }

    /// The row's own drawing after its control, for these values.
    @_spi(FormsKitSurface) public func accessory(in form: Form) -> ChromeNode? {
        accessoryContent?(form)
    }
}
