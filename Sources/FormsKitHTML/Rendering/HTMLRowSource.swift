import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// What a page shows of one row of an outline, worked out once per outline
/// from the row alone (its name, ids, words, what its field's rules let
/// the browser check, the settings of its control), and how to read what
/// its control shows now. Kept with the outline by the session
/// (`FormSession.rowFacts(at:outlineVersion:rowCount:orMake:)`), so that a
/// render reads each row's values and nothing else.
final class HTMLRowSource<Form: ValidatableForm> {
    /// The row's name on the wire, its ids and browser constraints.
    let facts: HTMLRowFacts
    let place: HTMLRowPlace
    let title: String
    let subtitle: String?
    let row: FormRow<Form>
    /// Whether the row shows and can be used whatever the values.
    let isUnconditional: Bool
    /// Whether text typed into the row can be kept as a draft.
    let keepsDrafts: Bool
    let submitsForm: Bool
    let takesFile: Bool
    /// Whether the row shows what other fields work out (a read-only value,
    /// content of its own), which the live script asks for again as the
    /// person types.
    let showsDerivedValue: Bool
    /// A text row's own limit on characters, checked live with the rules.
    let characterLimit: Int?
    /// What a number row's control itself reads (a whole number, within its
    /// range), checked live with the rules, as the server reads it.
    let numberEntry: (isInteger: Bool, range: ClosedRange<Double>?, format: NumberFormat)?
    /// What the control shows now, from the session and the text it shows
    /// (when read with the row's messages).
    let read: (FormSession<Form>, _ text: String?) -> HTMLRowControl
    /// What the live script checks as the person types (the checks, as
    /// JSON, and when: `change` or `blur`), in the language of the outline;
    /// `nil` when nothing is checked live. Set once, when the source is
    /// made, before it is kept (``RenderPlan``).
    var liveValidation: (checks: String, mode: String)?

    /// The facts of `entry`, the row named `name`: the HTML surface's one
    /// switch over the controls to draw them, which decides what each
    /// control is as HTML and how what it shows is read.
    ///
    /// - Parameter pageURL: The URL of a page a link opens, by the page's id.
    init(_ entry: OutlineRow<Form>, name: String, constraints: BrowserConstraints, pageURL: (String) -> String?) {
        let row = entry.row
        facts = HTMLRowFacts(name: name, hasHint: row.anatomy.subtitle != nil, constraints: constraints)
        place = HTMLRowPlace(entry.place)
        title = row.anatomy.title
        subtitle = row.anatomy.subtitle
        self.row = row
        isUnconditional = row.isUnconditional
        keepsDrafts = row.control.keepsDrafts
        submitsForm = row.control.submitsForm
        takesFile = row.control.takesFile
        characterLimit = row.control.textEntry?.characterLimit
        var numberEntry: (isInteger: Bool, range: ClosedRange<Double>?, format: NumberFormat)?
        var showsDerivedValue = false
        func url(of destination: FormDestination) -> String? {
            switch destination.kind {
            case .page(let id): return pageURL(id)
            case .form: return pageURL(destination.title)
            }
        }
        switch row.control {
        case .text(let control):
            let kind: HTMLRowControl.TextInput.Kind
            switch control.style {
            case .singleLine: kind = .singleLine
            case .secure: kind = .secure
            case .multiline: kind = .multiline
            }
            let (placeholder, content) = (control.placeholder, control.content)
            read = { session, text in
                let value = text ?? control.text(in: session.controller)
                // A password is never written into a page: a page may be
                // cached, shared or looked at over a shoulder.
                let isSecure = kind == .secure
                return .text(
                    .init(
                        kind: kind, value: isSecure ? "" : value, placeholder: placeholder,
                        content: content, needsRetyping: isSecure && !value.isEmpty))
            }
        case .number(let number):
            numberEntry = (number.isInteger, number.range, number.format)
            // A browser keeps only a plain number as a number input's value
            // (`16`, not the model's `16 pt`): the unit is written after it.
            let (format, isInteger, range) = (number.format, number.isInteger, number.range)
            let type: BrowserInputType = number.style == .slider ? .range : .number
            let step = number.isInteger || number.style != .field ? HTMLValueText.number(number.step) : "any"
            let unit = number.format.unit?.trimmingCharacters(in: .whitespaces) ?? ""
            read = { session, text in
                let shown = text ?? number.text(in: session.controller)
                // Text a browser keeps is written as typed (`-0`, `007`, 20
                // nines), never rewritten from the number it reads as.
                let value = type.keeps(shown) ? shown : format.parse(shown).map(HTMLValueText.number) ?? shown
                return .number(
                    value: BrowserValue(shown: shown, value: value, type: type),
                    isInteger: isInteger, range: range, step: step, unit: unit)
            }
        case .toggle(let toggle):
            read = { session, _ in .checkbox(isOn: toggle.isOn(in: session.controller)) }
        case .choice(let choice):
            switch choice.style {
            case .picker:
                read = { session, _ in
                    let (labels, selected) = choice.optionLabelsAndSelectedIndex(in: session.controller)
                    return .select(labels: labels, selected: selected)
                }
            case .segmented:
                read = { session, _ in
                    let (labels, selected) = choice.optionLabelsAndSelectedIndex(in: session.controller)
                    return .radios(labels: labels, selected: selected)
                }
            }
        case .multipleChoice(let choice):
            read = { session, _ in
                let (labels, selected) = choice.optionLabelsAndSelectedIndices(in: session.controller)
                return .checkboxes(labels: labels, selected: selected)
            }
        case .date(let date):
            let (type, pattern, range, components) = (BrowserInputType(date.components), date.pattern, date.range, date.components)
            read = { session, text in
                let shown = text ?? date.text(in: session.controller)
                return .date(
                    value: BrowserValue(shown: shown, value: HTMLValueText.browserDate(shown), type: type), pattern: pattern, range: range,
                    components: components)
            }
        case .value(let value):
            showsDerivedValue = true
            read = { session, _ in .output(value.text(in: session.controller)) }
        case .note:
            read = { _, _ in .note }
        case .button(let button):
            let control: HTMLRowControl
            if let destination = button.destination {
                control = .link(url: url(of: destination))
            } else {
                switch button.role {
                case .submit: control = .button(action: HTMLFormAction.submitValue, isSubmit: true)
                case .cancel: control = .button(action: HTMLFormAction.cancelValue, isSubmit: false)
                case .reset: control = .button(action: HTMLFormAction.resetValue, isSubmit: false)
                case .plain, .destructive: control = .button(action: HTMLFormAction.activateValue(name), isSubmit: false)
                }
            }
            read = { _, _ in control }
        case .link(let link):
            let control = HTMLRowControl.link(url: url(of: link.destination))
            read = { _, _ in control }
        case .custom(let custom):
            showsDerivedValue = true
            read = { session, _ in .custom(custom.content(in: session.controller)) }
        case .file(let file):
            let acceptedTypes = file.acceptedTypes
            read = { session, _ in .file(acceptedTypes: acceptedTypes, chosen: file.file(in: session.controller)) }
        }
        self.numberEntry = numberEntry
        self.showsDerivedValue = showsDerivedValue
    }
}

/// What a row's control is written with that depends on the row alone: its
/// name on the wire, its ids, and what its field's rules let the browser
/// check.
final class HTMLRowFacts {
    /// The control's name: its field's name, or its place in the form.
    let name: String
    let id: String
    /// The id of the row's hint, when it has one.
    let hintID: String?
    /// The id of the row's error message.
    let errorID: String
    /// What the field's rules let the browser check.
    let constraints: BrowserConstraints

    init(name: String, hasHint: Bool, constraints: BrowserConstraints) {
        self.name = name
        id = HTMLIdentifier.control(name)
        hintID = hasHint ? HTMLIdentifier.hint(name) : nil
        errorID = HTMLIdentifier.error(name)
        self.constraints = constraints
    }
}
