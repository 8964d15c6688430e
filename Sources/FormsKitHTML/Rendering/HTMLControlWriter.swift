import FormsKit
import FormsKitModel
import Foundation

/// The HTML surface's one switch over the controls to draw them: each row as
/// its label, hint, message and element, with the value the session holds.
@MainActor
struct HTMLControlWriter<Form: ValidatableForm> {
    let session: FormSession<Form>
    let pageURL: (String) -> String?
    /// Whether the page shows a failed submission's errors.
    let showsErrors: Bool
    /// The localized "Error:" before a row's messages, when they show.
    let errorPrefix: String

    var controller: FormController<Form> { session.controller }

    /// Writes `planned`'s row: its label (for controls that have one beside
    /// them), its hint and message, and its control.
    func write(_ planned: RenderPlan<Form>.Row, into html: inout HTMLWriter) {
        let row = planned.row
        let context = planned.context
        html.raw(context.isInvalid ? "<div class=\"fk-row fk-row--error\">" : "<div class=\"fk-row\">")
        switch row.control {
        case .text(let text):
            writeLabel(row, context: context, into: &html)
            writeHintAndError(planned, into: &html)
            let value = planned.text ?? session.text(of: row)
            switch text.style {
            case .multiline:
                html.startTag("textarea")
                writeCommon(row, context: context, into: &html)
                html.attribute("class", "fk-textarea")
                html.attribute("rows", "4")
                html.attribute("placeholder", text.placeholder)
                context.constraints.writeTextAttributes(characterLimit: text.characterLimit, into: &html)
                Self.writeHints(for: text.content, into: &html)
                html.endOpen()
                html.text(value)
                html.close("textarea")
            case .singleLine, .secure:
                let type = text.style == .secure ? "password" : context.constraints.textType(given: Self.inputType(for: text.content))
                html.startTag("input")
                writeCommon(row, context: context, into: &html)
                html.attribute("type", type)
                html.attribute("class", "fk-input")
                html.attribute("value", value)
                html.attribute("placeholder", text.placeholder)
                context.constraints.writeTextAttributes(characterLimit: text.characterLimit, into: &html)
                Self.writeHints(for: text.content, into: &html)
                html.endVoid()
            }
        case .number(let number):
            writeLabel(row, context: context, into: &html)
            writeHintAndError(planned, into: &html)
            let shown = planned.text ?? session.text(of: row)
            let input = BrowserValue(
                shown: shown, value: number.format.parse(shown).map(HTMLValueText.number) ?? shown, type: number.style == .slider ? .range : .number)
            let step = number.isInteger || number.style != .field ? HTMLValueText.number(number.step) : "any"
            // A unit is written after the number, beside it: the row's
            // parts otherwise each take a line of their own.
            let unit = number.format.unit?.trimmingCharacters(in: .whitespaces) ?? ""
            if !unit.isEmpty { html.raw("<span class=\"fk-input-with-unit\">") }
            html.startTag("input")
            writeCommon(row, context: context, into: &html)
            html.attribute("type", input.typeName)
            html.attribute("class", "fk-input fk-input--number")
            html.attribute("value", input.value)
            html.attribute("inputmode", number.isInteger ? "numeric" : "decimal")
            context.constraints.writeNumberAttributes(range: number.range, step: step, into: &html)
            html.endVoid()
            if !unit.isEmpty {
                html.raw("<span class=\"fk-unit\">")
                html.text(unit)
                html.raw("</span></span>")
            }
        case .toggle(let toggle):
            writeHintAndError(planned, into: &html)
            html.startTag("input")
            writeCommon(row, context: context, into: &html)
            html.attribute("type", "checkbox")
            html.attribute("class", "fk-checkbox")
            html.attribute("value", "on")
            html.flag("checked", toggle.isOn(in: controller))
            html.flag("required", context.constraints.mustBeChecked)
            html.endVoid()
            html.startTag("label")
            html.attribute("for", context.id)
            html.attribute("class", "fk-checkbox__label")
            html.endOpen()
            html.text(row.anatomy.title)
            html.close("label")
            writePresenceMarker(context.name, into: &html)
        case .choice(let choice):
            let (labels, selected) = choice.optionLabelsAndSelectedIndex(in: controller)
            switch choice.style {
            case .picker:
                writeLabel(row, context: context, into: &html)
                writeHintAndError(planned, into: &html)
                html.startTag("select")
                writeCommon(row, context: context, into: &html)
                html.attribute("class", "fk-select")
                html.endOpen()
                for index in labels.indices {
                    html.startTag("option")
                    html.attribute("value", String(index))
                    html.flag("selected", index == selected)
                    html.endOpen()
                    html.text(labels[index])
                    html.close("option")
                }
                html.close("select")
            case .segmented:
                writeGroup(planned, labels: labels, type: "radio", isChosen: { $0 == selected }, into: &html)
            }
        case .multipleChoice(let choice):
            let (labels, selected) = choice.optionLabelsAndSelectedIndices(in: controller)
            writeGroup(planned, labels: labels, type: "checkbox", isChosen: selected.contains, into: &html)
            writePresenceMarker(context.name, into: &html)
        case .date(let date):
            writeLabel(row, context: context, into: &html)
            writeHintAndError(planned, into: &html)
            let shown = planned.text ?? session.text(of: row)
            let input = BrowserValue(shown: shown, value: HTMLValueText.browserDate(shown), type: BrowserInputType(date.components))
            html.startTag("input")
            writeCommon(row, context: context, into: &html)
            html.attribute("type", input.typeName)
            html.attribute("class", "fk-input")
            html.attribute("value", input.value)
            html.attribute("placeholder", date.pattern)
            context.constraints.writeDateAttributes(range: date.range, components: date.components, into: &html)
            html.endVoid()
        case .value(let value):
            writeLabel(row, context: context, into: &html)
            writeHintAndError(planned, into: &html)
            html.element("output", .init("id", context.id), .init("class", "fk-value"), text: value.text(in: controller))
        case .note:
            writeHintAndError(planned, into: &html)
            html.element("p", .init("id", context.id), .init("class", "fk-note"), text: row.anatomy.title)
        case .button(let button):
            writeHintAndError(planned, into: &html)
            writeButton(row, button: button, context: context, addedGroup: planned.addedGroup, into: &html)
        case .link(let link):
            writeHintAndError(planned, into: &html)
            writeLink(row, destination: link.destination, context: context, into: &html)
        case .custom(let custom):
            writeHintAndError(planned, into: &html)
            html.open("div", .init("id", context.id), .init("class", "fk-custom"))
            ChromeHTML.write(custom.content(in: controller), into: &html)
            html.close("div")
        case .file(let file):
            writeLabel(row, context: context, into: &html)
            writeHintAndError(planned, into: &html)
            html.startTag("input")
            writeCommon(row, context: context, into: &html)
            html.attribute("type", "file")
            html.attribute("class", "fk-input fk-input--file")
            if !file.acceptedTypes.isEmpty { html.attribute("accept", file.acceptedTypes.joined(separator: ",")) }
            html.endVoid()
            // A browser never fills a file input in: say which file the
            // form holds, and after a failed submission that it must be
            // chosen again (the new session will not have it).
            if let chosen = file.file(in: controller) {
                html.raw("<p class=\"fk-hint fk-file-chosen\">")
                html.text(
                    ValidationMessages.text(
                        for: showsErrors ? .chooseFileAgain(filename: chosen.filename) : .chosenFile(description: chosen.description)))
                html.raw("</p>\n")
            }
        }
        html.close("div")
    }

    /// The label beside a control: `<label for>` with the row's title.
    private func writeLabel(_ row: FormRow<Form>, context: HTMLControlContext, into html: inout HTMLWriter) {
        html.startTag("label")
        html.attribute("for", context.id)
        html.attribute("class", "fk-label")
        html.endOpen()
        html.text(row.anatomy.title)
        html.close("label")
    }

    /// The row's hint (its subtitle) and, when it has messages, the inline
    /// message with its visually hidden "Error:" prefix: after the label,
    /// or a group's legend, and before the control.
    private func writeHintAndError(_ planned: RenderPlan<Form>.Row, into html: inout HTMLWriter) {
        let context = planned.context
        if let subtitle = planned.row.anatomy.subtitle, let hintID = context.hintID {
            html.startTag("div")
            html.attribute("id", hintID)
            html.attribute("class", "fk-hint")
            html.endOpen()
            html.text(subtitle)
            html.close("div")
        }
        guard context.isInvalid else { return }
        html.startTag("p")
        html.attribute("id", context.errorID)
        html.attribute("class", "fk-error-message")
        html.endOpen()
        html.raw("<span class=\"fk-visually-hidden\">")
        html.text(errorPrefix)
        html.raw(" </span>")
        // Several messages go one to a line, not run together.
        let messages = planned.messages
        if messages.count == 1 {
            html.text(messages[0])
        } else {
            for message in messages {
                html.raw("<span class=\"fk-error-message__line\">")
                html.text(message)
                html.raw("</span>")
            }
        }
        html.close("p")
    }

    /// The attributes every input has (``HTMLControlContext/writeCommon(into:)``),
    /// then, for a field's control on a page that validates live, its checks.
    private func writeCommon(_ row: FormRow<Form>, context: HTMLControlContext, into html: inout HTMLWriter) {
        context.writeCommon(into: &html)
        if context.validatesLive, let field = row.field {
            context.writeLiveValidation(checks: controller.clientChecks(for: field), mode: controller.validationMode(of: field), into: &html)
        }
    }

    /// Radio buttons or checkboxes for the options, in a fieldset whose
    /// legend is the row's title, after the row's hint and message; the
    /// first option carries the row's id, so the error summary's link lands
    /// on it.
    private func writeGroup(
        _ planned: RenderPlan<Form>.Row, labels: [String], type: StaticString, isChosen: (Int) -> Bool, into html: inout HTMLWriter
    ) {
        let context = planned.context
        html.open(
            "fieldset", .init("class", "fk-options"), context.describedBy.map { .init("aria-describedby", $0) },
            context.isInvalid ? .init("aria-invalid", "true") : nil
        )
        html.element("legend", .init("class", "fk-label"), text: planned.row.anatomy.title)
        writeHintAndError(planned, into: &html)
        for index in labels.indices {
            let id = index == 0 ? context.id : context.id + "-" + String(index)
            html.raw("<div class=\"fk-option\">")
            html.startTag("input")
            html.attribute("type", type.description)
            html.attribute("id", id)
            html.attribute("name", context.name)
            html.attribute("value", String(index))
            html.flag("checked", isChosen(index))
            html.flag("disabled", context.isDisabled)
            html.endVoid()
            html.startTag("label")
            html.attribute("for", id)
            html.endOpen()
            html.text(labels[index])
            html.close("label")
            html.close("div")
        }
        html.close("fieldset")
    }

    /// A hidden input that says the field was on the page, so that an
    /// unchecked box or an empty group, which browsers do not send, clears
    /// the value. Its value is the field's name, so it never pollutes the
    /// field's own values.
    private func writePresenceMarker(_ name: String, into html: inout HTMLWriter) {
        html.startTag("input")
        html.attribute("type", "hidden")
        html.attribute("name", HTMLFormKeys.presence)
        html.attribute("value", name)
        html.endVoid()
    }

    /// A button: a link when it opens a destination; a group's Add button
    /// when `addedGroup` names the group it adds to.
    private func writeButton(
        _ row: FormRow<Form>, button: ButtonControl<Form>, context: HTMLControlContext, addedGroup: String?, into html: inout HTMLWriter
    ) {
        if let destination = button.destination {
            writeLink(row, destination: destination, context: context, into: &html)
            return
        }
        let action: String
        switch button.role {
        case .submit: action = HTMLFormAction.submitValue
        case .cancel: action = HTMLFormAction.cancelValue
        case .reset: action = HTMLFormAction.resetValue
        case .plain, .destructive: action = HTMLFormAction.activateValue(context.name)
        }
        if let addedGroup {
            html.element(
                "button", .init("type", "submit"), .init("class", "fk-button fk-button--secondary"), .init("name", HTMLFormAction.key),
                .init("value", HTMLFormAction.addValue(group: addedGroup)), .flag("disabled", context.isDisabled), text: row.anatomy.title
            )
            return
        }
        html.element(
            "button", .init("type", "submit"), .init("id", context.id),
            .init("class", button.role == .submit ? "fk-button" : "fk-button fk-button--secondary"),
            .init("name", HTMLFormAction.key), .init("value", action), .flag("disabled", context.isDisabled), text: row.anatomy.title
        )
    }

    private func writeLink(_ row: FormRow<Form>, destination: FormDestination, context: HTMLControlContext, into html: inout HTMLWriter) {
        let url: String?
        switch destination.kind {
        case .page(let id): url = pageURL(id)
        case .form: url = pageURL(destination.title)
        }
        if let url {
            html.element("a", .init("id", context.id), .init("class", "fk-link"), .url("href", url), text: row.anatomy.title)
        } else {
            html.element("span", .init("id", context.id), .init("class", "fk-link"), text: row.anatomy.title)
        }
    }

    static func inputType(for content: TextContentKind) -> String {
        switch content.keyboard {
        case .email: return "email"
        case .url: return "url"
        case .phone: return "tel"
        case .search: return "search"
        case .default, .number, .decimal: return "text"
        }
    }

    /// `autocomplete`, `inputmode`, `autocapitalize` and `spellcheck` from the
    /// content's hints.
    static func writeHints(for content: TextContentKind, into html: inout HTMLWriter) {
        html.attribute("autocomplete", content.autocomplete)
        switch content.keyboard {
        case .number: html.attribute("inputmode", "numeric")
        case .decimal: html.attribute("inputmode", "decimal")
        case .default, .email, .url, .phone, .search: break
        }
        if content.autocapitalization != .sentences {
            html.attribute("autocapitalize", content.autocapitalization == .never ? "none" : content.autocapitalization.rawValue)
        }
        if !content.autocorrects { html.attribute("spellcheck", "false") }
    }
}

/// The value a number or date input shows, and its type: the control's own
/// when a browser keeps the value, `text` when it would throw it away
/// (``BrowserInputType``), with the value as the person typed it.
private struct BrowserValue {
    let value: String
    let typeName: String

    /// `value` is `shown` (the session's text) as the browser's input
    /// wants it.
    init(shown: String, value: String, type: BrowserInputType) {
        if value.isEmpty || type.keeps(value) {
            self.value = value
            typeName = type.name
        } else {
            self.value = shown
            typeName = type.type(holding: shown)
        }
    }
}
