import FormsKit

/// One row of a form: its anatomy, its control (bound to a value of the form
/// by key path), and conditions over the form's values.
///
/// Rows are values built by the row types (``TextRow``, ``ToggleRow``,
/// ``ChoiceRow``, ...) and arranged in ``FormSection``s. Modifiers return a
/// changed copy:
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
    public var control: RowControl<Form>
    /// When the row is shown; `nil` for always.
    var visibility: ((Form) -> Bool)?
    /// When the row can be used; `nil` for always.
    var enabling: ((Form) -> Bool)?
    /// Computes the detail text from the form, instead of a fixed one.
    var dynamicDetail: ((Form) -> String?)?
    /// Called when the row is activated (tapped, Enter on a focused row).
    var tapHandlers: [@MainActor (FormSession<Form>) -> Void] = []
    /// Called after the row's value changed through a surface.
    var changeHandlers: [@MainActor (FormSession<Form>) -> Void] = []
    /// What Enter does in a single-line text row.
    public var submitAction: SubmitAction = .next
    /// Runs instead of ``submitAction`` when set (seed 003's poll: Enter adds
    /// an option).
    var commitHandler: (@MainActor (FormSession<Form>) -> Void)?

    init(id: PartialKeyPath<Form>, anatomy: RowAnatomy, control: RowControl<Form>) {
        self.id = id
        self.anatomy = anatomy
        self.control = control
    }

    /// The row itself.
    public var row: FormRow<Form> { self }

    /// Whether a surface can move focus to this row at all (when visible and
    /// enabled): every control but read-only values and notes.
    public var isFocusable: Bool {
        switch control {
        case .value, .note: return false
        case .custom(let custom): return custom.isFocusable
        default: return true
        }
    }

    /// The key path of the `@Validated` field whose state and messages the row
    /// shows, if it is bound to one.
    public var field: PartialKeyPath<Form>? {
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
    public func isVisible(in form: Form) -> Bool {
        visibility?(form) ?? true
    }

    /// Whether the row can be used for these values.
    public func isEnabled(in form: Form) -> Bool {
        enabling?(form) ?? true
    }

    /// The trailing details for these values.
    public func detail(in form: Form) -> String? {
        dynamicDetail?(form) ?? anatomy.detail
    }
}
