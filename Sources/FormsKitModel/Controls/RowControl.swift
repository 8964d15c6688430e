import FormsKit

/// What a row shows and edits: the closed vocabulary of controls every
/// surface implements.
///
/// Row *kinds* are open: ``TextRow``, ``NumberRow``, ``DateRow`` and a kind
/// of your own (a colour row) are all built from these controls, so a new
/// kind draws and edits on every surface without any surface changing.
/// Controls are closed: each surface switches over them once to draw and
/// once to take input, with no `default:`, so a new control is a change the
/// compiler points out in every surface.
@_spi(FormsKitSurface) public enum RowControl<Form: ValidatableForm> {
    /// Typed text: single-line, masked or multi-line, over a string or any
    /// value with a ``TextFormat``.
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
    /// Explanatory text: the row's title.
    case note
    /// An action: submit, cancel, reset, or your own.
    case button(ButtonControl<Form>)
    /// Opens another form or page.
    case link(LinkControl<Form>)
    /// Content of your own, described in the renderer-neutral vocabulary.
    case custom(CustomControl<Form>)
    /// A file: a picker on the web, a path in a terminal.
    case file(FileControl<Form>)

    /// How the value is typed, for controls whose value can be written as
    /// text: text, dates and numbers (a stepper's or a slider's too, for
    /// surfaces that ask for a number rather than show a stepper).
    @_spi(FormsKitSurface) public var textEntry: TextEntry<Form>? {
        switch self {
        case .text(let control): return control.entry
        case .number(let control): return control.entry
        case .date(let control): return control.entry
        case .file(let control): return control.entry
        case .toggle, .choice, .multipleChoice, .value, .note, .button, .link, .custom: return nil
        }
    }

    /// Whether text typed into the control can be kept as a draft: its
    /// value is parsed (a number, a date, a formatted value) or normalized
    /// from the text, so text that cannot be used, or is stored otherwise,
    /// is kept as typed. Cheaper to ask than ``textEntry``, which makes the
    /// entry.
    package var keepsDrafts: Bool {
        switch self {
        case .text, .number, .date, .file: return true
        case .toggle, .choice, .multipleChoice, .value, .note, .button, .link, .custom: return false
        }
    }

    /// The answer the control holds, in words, as a review lists it: the
    /// text, the chosen options' labels, "Yes" or "No"; "Set" or "Not set"
    /// for masked text, never the text. `nil` for a control that holds no
    /// answer of its own (buttons, links, notes, values, custom content).
    package func answerText(in controller: FormController<Form>) -> String? {
        let none = ModelWords.text("answer.none")
        switch self {
        case .text(let text):
            let value = text.text(in: controller)
            if text.style == .secure { return ModelWords.text(value.isEmpty ? "answer.notSet" : "answer.set") }
            return value.isEmpty ? none : value
        case .number(let number):
            let value = number.text(in: controller)
            return value.isEmpty ? none : value
        case .date(let date):
            let value = date.text(in: controller)
            return value.isEmpty ? none : value
        case .file(let file):
            let value = file.entry.text(in: controller)
            return value.isEmpty ? none : value
        case .toggle(let toggle):
            return ModelWords.text(toggle.isOn(in: controller) ? "answer.yes" : "answer.no")
        case .choice(let choice):
            let (labels, selected) = choice.optionLabelsAndSelectedIndex(in: controller)
            return selected.map { labels[$0] } ?? none
        case .multipleChoice(let choices):
            let (labels, selected) = choices.optionLabelsAndSelectedIndices(in: controller)
            let chosen = labels.indices.filter(selected.contains).map { labels[$0] }
            return chosen.isEmpty ? none : chosen.joined(separator: ModelWords.text("answer.separator"))
        case .value, .note, .button, .link, .custom:
            return nil
        }
    }

    /// Whether the control takes a file.
    package var isFile: Bool {
        switch self {
        case .file: return true
        case .text, .toggle, .number, .choice, .multipleChoice, .date, .value, .note, .button, .link, .custom: return false
        }
    }

    /// The key path of the value the control edits, if any.
    @_spi(FormsKitSurface) public var boundKeyPath: PartialKeyPath<Form>? {
        switch self {
        case .text(let control): return control.keyPath
        case .toggle(let control): return control.keyPath
        case .number(let control): return control.keyPath
        case .choice(let control): return control.keyPath
        case .multipleChoice(let control): return control.keyPath
        case .date(let control): return control.keyPath
        case .file(let control): return control.keyPath
        case .value, .note, .button, .link, .custom: return nil
        }
    }

    /// Whether focus can move to the control at all: every control but
    /// read-only values, notes and custom content that says so.
    @_spi(FormsKitSurface) public var isFocusable: Bool {
        switch self {
        case .value, .note: return false
        case .custom(let custom): return custom.isFocusable
        case .text, .toggle, .number, .choice, .multipleChoice, .date, .button, .link, .file: return true
        }
    }

    /// Whether the row's title is the control itself (a button, a link, a
    /// note, custom content) rather than a label beside a control (a text
    /// field, a toggle). Surfaces put labels in a column only for the latter.
    @_spi(FormsKitSurface) public var titleIsContent: Bool {
        switch self {
        case .button, .link, .note, .custom: return true
        case .text, .toggle, .number, .choice, .multipleChoice, .date, .value, .file: return false
        }
    }

    /// Whether the control is a button that submits the form (and opens
    /// nothing).
    @_spi(FormsKitSurface) public var submitsForm: Bool {
        switch self {
        case .button(let button): return button.role == .submit && button.destination == nil
        case .text, .toggle, .number, .choice, .multipleChoice, .date, .value, .note, .link, .custom, .file: return false
        }
    }

    /// Whether the control is a button with an action of the form's own
    /// (neither submit, cancel nor reset) that opens nothing.
    @_spi(FormsKitSurface) public var runsOwnAction: Bool {
        switch self {
        case .button(let button): return button.destination == nil && (button.role == .plain || button.role == .destructive)
        case .text, .toggle, .number, .choice, .multipleChoice, .date, .value, .note, .link, .custom, .file: return false
        }
    }

    /// Whether the control is a button that submits, cancels or resets the
    /// whole form: what a surface offers by its own means too (a key, a
    /// question).
    @_spi(FormsKitSurface) public var actsOnWholeForm: Bool {
        switch self {
        case .button(let button): return button.role == .submit || button.role == .cancel || button.role == .reset
        case .text, .toggle, .number, .choice, .multipleChoice, .date, .value, .note, .link, .custom, .file: return false
        }
    }

    /// What the control opens, if anything: a link's destination, or a
    /// button's that opens one.
    @_spi(FormsKitSurface) public var destination: FormDestination? {
        switch self {
        case .link(let link): return link.destination
        case .button(let button): return button.destination
        case .text, .toggle, .number, .choice, .multipleChoice, .date, .value, .note, .custom, .file: return nil
        }
    }

    /// Whether the control's value is a file.
    @_spi(FormsKitSurface) public var takesFile: Bool {
        switch self {
        case .file: return true
        case .text, .toggle, .number, .choice, .multipleChoice, .date, .value, .note, .button, .link, .custom: return false
        }
    }

    /// Whether the control's value is several choices, sent as several
    /// values under one name.
    @_spi(FormsKitSurface) public var takesSeveralValues: Bool {
        switch self {
        case .multipleChoice: return true
        case .text, .toggle, .number, .choice, .date, .value, .note, .button, .link, .custom, .file: return false
        }
    }

    /// A short name of the kind of control, for snapshots and diagnostics.
    @_spi(FormsKitSurface) public var kindName: String {
        switch self {
        case .text(let control):
            if let format = control.formatName { return format }
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
        case .file: return "file"
        }
    }
}
