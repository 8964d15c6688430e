import FormsKit

/// What a row shows and edits. Each case carries its configuration and, for
/// rows bound to a value, reads and writes through the `FormController`.
public enum RowControl<Form: ValidatableForm> {
    /// Text: single-line, secure or multi-line.
    case text(TextControl<Form>)
    /// An on/off switch.
    case toggle(ToggleControl<Form>)
    /// A number: a field, a stepper or a slider.
    case number(NumberControl<Form>)
    /// One choice among options: a picker or a segmented control.
    case choice(ChoiceControl<Form>)
    /// Any number of choices among options, optionally filtered by typing.
    case multipleChoice(MultipleChoiceControl<Form>)
    /// A date, a time, or both.
    case date(DateControl<Form>)
    /// A read-only value computed from the form.
    case value(ValueControl<Form>)
    /// An action: submit, cancel, reset, or your own.
    case button(ButtonControl<Form>)
    /// Opens another form or page.
    case link(LinkControl<Form>)
    /// Explanatory text, the row's title.
    case note
    /// Content of your own, described in the renderer-neutral vocabulary.
    case custom(CustomControl<Form>)

    /// The key path of the value the control edits, if any.
    var boundKeyPath: PartialKeyPath<Form>? {
        switch self {
        case .text(let control): return control.keyPath
        case .toggle(let control): return control.keyPath
        case .number(let control): return control.keyPath
        case .choice(let control): return control.keyPath
        case .multipleChoice(let control): return control.keyPath
        case .date(let control): return control.keyPath
        case .value, .button, .link, .note, .custom: return nil
        }
    }

    /// A short name of the kind of control, for snapshots and diagnostics.
    public var kindName: String {
        switch self {
        case .text(let control):
            switch control.style {
            case .singleLine: return "text"
            case .secure: return "secure"
            case .multiline: return "multiline"
            }
        case .toggle: return "toggle"
        case .number(let control):
            switch control.style {
            case .field: return control.isInteger ? "integer" : "decimal"
            case .stepper: return "stepper"
            case .slider: return "slider"
            }
        case .choice(let control): return control.style == .segmented ? "segmented" : "picker"
        case .multipleChoice: return "multiple-choice"
        case .date: return "date"
        case .value: return "value"
        case .button: return "button"
        case .link: return "link"
        case .note: return "note"
        case .custom: return "custom"
        }
    }
}
