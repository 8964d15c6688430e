import FormsKit

/// Anything that makes a ``FormRow``: every row kind, and rows themselves.
/// Row kinds get the row modifiers (`.subtitle(_:)`, `.visible(when:)`,
/// `.onTap(_:)`, ...) from here.
///
/// A row kind of your own is a type that builds its row from a
/// `RowControl`:
///
/// ```swift
/// struct ColorRow<Form: ValidatableForm>: FormRowConvertible {
///     let row: FormRow<Form>
///     init(_ title: String, _ keyPath: WritableKeyPath<Form, RGBColor>) {
///         row = FormRow(id: keyPath, title: title, control: .text(TextControl(
///             keyPath, format: .hex, formatName: "colour", placeholder: "#RRGGBB")))
///             .accessory { .swatch($0[keyPath: keyPath].themeColor) }
///     }
/// }
/// ```
public protocol FormRowConvertible<Form> {
    /// The form the row belongs to.
    associatedtype Form: ValidatableForm
    /// The row.
    var row: FormRow<Form> { get }
}

extension FormRowConvertible {
    /// Adds a second line under the title.
    public func subtitle(_ subtitle: String?) -> FormRow<Form> {
        var row = self.row
        row.anatomy.subtitle = subtitle
        return row
    }

    /// Puts a symbol before the title (iZettle Form's `prepend(icon)`).
    public func icon(_ icon: String?) -> FormRow<Form> {
        var row = self.row
        row.anatomy.icon = icon
        return row
    }

    /// Shows trailing details (iZettle Form's `append("details")`).
    public func detail(_ detail: String?) -> FormRow<Form> {
        var row = self.row
        row.anatomy.detail = detail
        return row
    }

    /// Shows trailing details computed from the form's values.
    public func detail(_ detail: @escaping (Form) -> String?) -> FormRow<Form> {
        var row = self.row
        row.dynamicDetail = detail
        return row
    }

    /// Ends the row with a chevron (iZettle Form's `append(.chevron)`).
    public func chevron(_ shows: Bool = true) -> FormRow<Form> {
        var row = self.row
        row.anatomy.showsChevron = shows
        return row
    }

    /// Draws something of the row's own after its control, in the
    /// renderer-neutral vocabulary: a colour swatch, a strength meter.
    public func accessory(_ content: @escaping (Form) -> ChromeNode) -> FormRow<Form> {
        var row = self.row
        row.accessoryContent = content
        return row
    }

    /// Shows the row only while `condition` holds for the form's values. The
    /// condition is re-evaluated whenever the form is read, so it never needs
    /// a manual refresh.
    public func visible(when condition: @escaping (Form) -> Bool) -> FormRow<Form> {
        var row = self.row
        let previous = row.visibility
        row.visibility = { form in (previous?(form) ?? true) && condition(form) }
        return row
    }

    /// Lets the row be used only while `condition` holds for the form's
    /// values. Give a `reason` so that surfaces can say why the row cannot
    /// be used; a disabled row with a reason stays reachable, so the reason
    /// can be read (as `aria-disabled` does on the web).
    public func enabled(when condition: @escaping (Form) -> Bool, otherwise reason: String? = nil) -> FormRow<Form> {
        var row = self.row
        let previous = row.enabling
        let previousReasons = row.disabledReasons
        row.enabling = { form in (previous?(form) ?? true) && condition(form) }
        if let reason {
            row.disabledReasons = { form in previousReasons?(form) ?? (condition(form) ? nil : reason) }
        }
        return row
    }

    /// Disables the row, saying why when `reason` is given.
    public func disabled(_ isDisabled: Bool = true, reason: String? = nil) -> FormRow<Form> {
        isDisabled ? enabled(when: { _ in false }, otherwise: reason) : row
    }

    /// Calls `handler` when the row is activated: tapped, clicked, or Enter on
    /// a button, link or custom row. Several handlers run in the order they
    /// were added.
    ///
    /// Handlers run where the session lives: the main actor in an app or a
    /// terminal, a request's task on a server. One that must run on the
    /// main actor wherever the form is shown starts a task there
    /// (`Task { @MainActor in … }`).
    public func onTap(_ handler: @escaping (FormSession<Form>) -> Void) -> FormRow<Form> {
        var row = self.row
        row.tapHandlers.append(handler)
        return row
    }

    /// Calls `handler` after a surface changed the row's value.
    public func onChange(_ handler: @escaping (FormSession<Form>) -> Void) -> FormRow<Form> {
        var row = self.row
        row.changeHandlers.append(handler)
        return row
    }

    /// Runs `handler` when Enter is pressed in this single-line text row,
    /// instead of moving focus on.
    public func onSubmit(perform handler: @escaping (FormSession<Form>) -> Void) -> FormRow<Form> {
        var row = self.row
        row.commitHandler = handler
        return row
    }

    /// Sets what Enter does in a single-line text row.
    public func onSubmit(_ action: SubmitAction) -> FormRow<Form> {
        var row = self.row
        row.submitAction = action
        return row
    }
}
