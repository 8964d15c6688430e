import FormsKit
import FormsKitModel
import Foundation

extension HTMLRow {
    /// `entry`, a row of `session`'s outline, as the page shows it now: the
    /// HTML surface's one switch over the controls to draw them, which reads
    /// what each control shows from the session.
    ///
    /// - Parameters:
    ///   - text: The text the session shows for a row whose text is parsed,
    ///     when it was read with the row's messages.
    ///   - pageURL: The URL of a page a link opens, by the page's id.
    @MainActor
    init<Form>(
        _ entry: OutlineRow<Form>, facts: HTMLRowFacts, messages: [String], text: String?, isEnabled: Bool, session: FormSession<Form>,
        pageURL: (String) -> String?, showsErrors: Bool, validatesLive: Bool
    ) {
        let row = entry.row
        let controller = session.controller
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
            self.control = .text(
                .init(
                    kind: kind, value: text ?? session.text(of: row), placeholder: control.placeholder, characterLimit: control.characterLimit,
                    content: control.content))
        case .number(let number):
            // A browser keeps only a plain number as a number input's value
            // (`16`, not the model's `16 pt`): the unit is written after it.
            let shown = text ?? session.text(of: row)
            self.control = .number(
                value: BrowserValue(
                    shown: shown, value: number.format.parse(shown).map(HTMLValueText.number) ?? shown, type: number.style == .slider ? .range : .number),
                isInteger: number.isInteger, range: number.range,
                step: number.isInteger || number.style != .field ? HTMLValueText.number(number.step) : "any",
                unit: number.format.unit?.trimmingCharacters(in: .whitespaces) ?? "")
        case .toggle(let toggle):
            self.control = .checkbox(isOn: toggle.isOn(in: controller))
        case .choice(let choice):
            let (labels, selected) = choice.optionLabelsAndSelectedIndex(in: controller)
            switch choice.style {
            case .picker: self.control = .select(labels: labels, selected: selected)
            case .segmented: self.control = .radios(labels: labels, selected: selected)
            }
        case .multipleChoice(let choice):
            let (labels, selected) = choice.optionLabelsAndSelectedIndices(in: controller)
            self.control = .checkboxes(labels: labels, selected: selected)
        case .date(let date):
            let shown = text ?? session.text(of: row)
            self.control = .date(
                value: BrowserValue(shown: shown, value: HTMLValueText.browserDate(shown), type: BrowserInputType(date.components)),
                pattern: date.pattern, range: date.range, components: date.components)
        case .value(let value):
            self.control = .output(value.text(in: controller))
        case .note:
            self.control = .note
        case .button(let button):
            if let destination = button.destination {
                self.control = .link(url: url(of: destination))
            } else {
                let action: String
                switch button.role {
                case .submit: action = HTMLFormAction.submitValue
                case .cancel: action = HTMLFormAction.cancelValue
                case .reset: action = HTMLFormAction.resetValue
                case .plain, .destructive: action = HTMLFormAction.activateValue(facts.name)
                }
                self.control = .button(action: action, isSubmit: button.role == .submit)
            }
        case .link(let link):
            self.control = .link(url: url(of: link.destination))
        case .custom(let custom):
            self.control = .custom(custom.content(in: controller))
        case .file(let file):
            // A browser never fills a file input in: say which file the form
            // holds, and after a failed submission that it must be chosen
            // again (the new session will not have it).
            let chosen = file.file(in: controller).map { chosen in
                ValidationMessages.text(
                    for: showsErrors ? .chooseFileAgain(filename: chosen.filename) : .chosenFile(description: chosen.description))
            }
            self.control = .file(acceptedTypes: file.acceptedTypes, chosen: chosen)
        }
        var liveValidation: (checks: String, mode: String)?
        if validatesLive, let field = row.field {
            let checks = controller.clientChecks(for: field)
            if !checks.isEmpty, let mode = controller.validationMode(of: field), mode != .onSubmit {
                liveValidation = (LiveValidationData.json(checks), mode == .onBlur ? "blur" : "change")
            }
        }
        self.facts = facts
        self.place = HTMLRowPlace(entry.place)
        self.title = row.anatomy.title
        self.subtitle = row.anatomy.subtitle
        self.messages = messages
        self.isDisabled = !isEnabled
        self.liveValidation = liveValidation
    }
}
