import FormsKit
import FormsKitModel
import Foundation

/// The HTML surface's one switch over the controls: each control as its HTML
/// element, with the value the session holds.
@MainActor
struct HTMLControlWriter<Form: ValidatableForm> {
    let session: FormSession<Form>
    let pageURL: (String) -> String?
    /// Whether the page shows a failed submission's errors.
    let showsErrors: Bool

    var controller: FormController<Form> { session.controller }

    /// Records `row`'s control into a writer that records a row template:
    /// the markup that is the same on every render, with holes for the rest
    /// (``fill(_:row:context:into:)`` writes those). A group of radio
    /// buttons or checkboxes calls `describeGroup` after its legend, for
    /// the row's hint and message.
    func record(
        _ row: FormRow<Form>, facts: HTMLRowFacts, context: HTMLControlContext, into html: inout HTMLWriter,
        describeGroup: (inout HTMLWriter) -> Void
    ) {
        // Attributes are written one by one (no lists).
        let constraints = context.constraints
        func writeCommon() {
            context.writeCommon(into: &html)
            if row.field != nil { html.hole(.liveValidation) }
        }
        switch row.control {
        case .text(let text):
            switch text.style {
            case .multiline:
                html.startTag("textarea")
                writeCommon()
                html.attribute("class", "fk-textarea")
                html.attribute("rows", "4")
                html.attribute("placeholder", text.placeholder)
                constraints.writeTextAttributes(characterLimit: text.characterLimit, into: &html)
                Self.writeHints(for: text.content, into: &html)
                html.endOpen()
                html.hole(.content)
                html.close("textarea")
            case .singleLine, .secure:
                let type = text.style == .secure ? "password" : constraints.textType(given: Self.inputType(for: text.content))
                html.startTag("input")
                writeCommon()
                html.attribute("type", type)
                html.attribute("class", "fk-input")
                html.raw(" value=\"")
                html.hole(.value)
                html.raw("\"")
                html.attribute("placeholder", text.placeholder)
                constraints.writeTextAttributes(characterLimit: text.characterLimit, into: &html)
                Self.writeHints(for: text.content, into: &html)
                html.endVoid()
            }
        case .number(let number):
            let step = number.isInteger || number.style != .field ? HTMLValueText.number(number.step) : "any"
            // A unit is written after the number, beside it: the row's
            // parts otherwise each take a line of their own.
            let unit = number.format.unit?.trimmingCharacters(in: .whitespaces) ?? ""
            if !unit.isEmpty { html.raw("<span class=\"fk-input-with-unit\">") }
            html.startTag("input")
            writeCommon()
            // The type follows the value: see `BrowserInputType`.
            html.raw(" type=\"")
            html.hole(.inputType)
            html.raw("\"")
            html.attribute("class", "fk-input fk-input--number")
            html.raw(" value=\"")
            html.hole(.value)
            html.raw("\"")
            html.attribute("inputmode", number.isInteger ? "numeric" : "decimal")
            constraints.writeNumberAttributes(range: number.range, step: step, into: &html)
            html.endVoid()
            if !unit.isEmpty {
                html.raw("<span class=\"fk-unit\">")
                html.text(unit)
                html.raw("</span></span>")
            }
        case .toggle:
            html.startTag("input")
            writeCommon()
            html.attribute("type", "checkbox")
            html.attribute("class", "fk-checkbox")
            html.attribute("value", "on")
            html.hole(.checked)
            html.flag("required", constraints.mustBeChecked)
            html.endVoid()
            html.startTag("label")
            html.attribute("for", context.id)
            html.attribute("class", "fk-checkbox__label")
            html.endOpen()
            html.text(row.anatomy.title)
            html.close("label")
            presenceMarker(context.name, into: &html)
        case .choice(let choice):
            switch choice.style {
            case .picker:
                html.startTag("select")
                writeCommon()
                html.attribute("class", "fk-select")
                html.endOpen()
                html.hole(.options)
                html.close("select")
            case .segmented:
                recordGroup(row, context: context, into: &html, describe: describeGroup)
            }
        case .multipleChoice:
            recordGroup(row, context: context, into: &html, describe: describeGroup)
            presenceMarker(context.name, into: &html)
        case .date(let date):
            html.startTag("input")
            writeCommon()
            html.raw(" type=\"")
            html.hole(.inputType)
            html.raw("\"")
            html.attribute("class", "fk-input")
            html.raw(" value=\"")
            html.hole(.value)
            html.raw("\"")
            html.attribute("placeholder", date.pattern)
            constraints.writeDateAttributes(range: date.range, components: date.components, into: &html)
            html.endVoid()
        case .note:
            html.element("p", .init("id", context.id), .init("class", "fk-note"), text: row.anatomy.title)
        case .button(let button) where button.destination == nil:
            // A button's markup depends only on the row and whether it can
            // be used (the template's variant).
            writeButton(row, button: button, context: context, addedGroup: facts.place.addedGroup, into: &html)
        case .value, .button, .link, .file, .custom:
            html.hole(.control)
        }
    }

    /// Writes what fills a hole of `row`'s template.
    func fill(
        _ hole: HTMLRowHole, reader: HTMLRowReader<Form>, text: String?, facts: HTMLRowFacts, context: HTMLControlContext,
        into html: inout HTMLWriter
    ) {
        // The row is read only by the holes that need it: a copy of it is
        // a dozen retains and releases, and values and boxes need none.
        switch hole {
        case .liveValidation:
            if context.validatesLive, let field = reader.row.field {
                context.writeLiveValidation(checks: controller.clientChecks(for: field), mode: controller.validationMode(of: field), into: &html)
            }
        case .inputType:
            if let type = reader.inputType(showing: reader.value(in: session, text: text) ?? "") { html.attributeValue(type) }
        case .value:
            if let value = reader.value(in: session, text: text) { html.attributeValue(value) }
        case .content:
            html.text(reader.value(in: session, text: text) ?? "")
        case .checked:
            if case .toggle(let toggle) = reader.row.control { html.flag("checked", toggle.isOn(in: controller)) }
        case .options:
            switch reader.row.control {
            case .choice(let choice):
                // The options evaluated once for both.
                let (labels, selected) = choice.optionLabelsAndSelectedIndex(in: controller)
                let options = facts.options(labels: labels, context: context) { index, html in
                    switch choice.style {
                    case .picker: Self.recordOption(index: index, label: labels[index], into: &html)
                    case .segmented: Self.recordOption(index: index, label: labels[index], type: "radio", context: context, into: &html)
                    }
                }
                for index in options.indices {
                    html.write(options[index]) { _, html in html.flag(choice.style == .picker ? "selected" : "checked", index == selected) }
                }
            case .multipleChoice(let choice):
                let (labels, selected) = choice.optionLabelsAndSelectedIndices(in: controller)
                let options = facts.options(labels: labels, context: context) { index, html in
                    Self.recordOption(index: index, label: labels[index], type: "checkbox", context: context, into: &html)
                }
                for index in options.indices {
                    html.write(options[index]) { _, html in html.flag("checked", selected.contains(index)) }
                }
            default:
                break
            }
        case .control:
            writeControl(reader.row, facts: facts, context: context, into: &html)
        case .errorPrefix, .messages, .removeTitle, .moveUpTitle, .moveDownTitle:
            break
        }
    }

    /// The controls whose markup is written whole on every render.
    private func writeControl(_ row: FormRow<Form>, facts: HTMLRowFacts, context: HTMLControlContext, into html: inout HTMLWriter) {
        switch row.control {
        case .value(let value):
            html.element("output", .init("id", context.id), .init("class", "fk-value"), text: value.text(in: controller))
        case .button(let button):
            writeButton(row, button: button, context: context, addedGroup: facts.place.addedGroup, into: &html)
        case .link(let link):
            writeLink(row, destination: link.destination, context: context, into: &html)
        case .file(let file):
            html.startTag("input")
            context.writeCommon(into: &html)
            if context.validatesLive, let field = row.field {
                context.writeLiveValidation(checks: controller.clientChecks(for: field), mode: controller.validationMode(of: field), into: &html)
            }
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
        case .custom(let custom):
            html.open("div", .init("id", context.id), .init("class", "fk-custom"))
            ChromeHTML.write(custom.content(in: controller), into: &html)
            html.close("div")
        case .text, .number, .toggle, .choice, .multipleChoice, .date, .note:
            break
        }
    }

    /// Radio buttons or checkboxes for the options, in a fieldset whose legend
    /// is the row's title, then what `describe` writes (the hint and
    /// message), with a hole for the options.
    private func recordGroup(
        _ row: FormRow<Form>, context: HTMLControlContext, into html: inout HTMLWriter, describe: (inout HTMLWriter) -> Void
    ) {
        html.open(
            "fieldset", .init("class", "fk-options"), context.describedBy.map { .init("aria-describedby", $0) },
            context.isInvalid ? .init("aria-invalid", "true") : nil
        )
        html.element("legend", .init("class", "fk-label"), text: row.anatomy.title)
        describe(&html)
        html.hole(.options)
        html.close("fieldset")
    }

    /// A select's option, with a hole for ` selected`.
    private static func recordOption(index: Int, label: String, into html: inout HTMLWriter) {
        html.startTag("option")
        html.attribute("value", String(index))
        html.hole(.checked)
        html.endOpen()
        html.text(label)
        html.close("option")
    }

    /// A group's option, with a hole for ` checked`; the first carries the
    /// row's id, so the error summary's link lands on it.
    private static func recordOption(
        index: Int, label: String, type: StaticString, context: HTMLControlContext, into html: inout HTMLWriter
    ) {
        let id = index == 0 ? context.id : context.id + "-" + String(index)
        html.raw("<div class=\"fk-option\">")
        html.startTag("input")
        html.attribute("type", type.description)
        html.attribute("id", id)
        html.attribute("name", context.name)
        html.attribute("value", String(index))
        html.hole(.checked)
        html.flag("disabled", context.isDisabled)
        html.endVoid()
        html.startTag("label")
        html.attribute("for", id)
        html.endOpen()
        html.text(label)
        html.close("label")
        html.close("div")
    }

    /// A hidden input that says the field was on the page, so that an
    /// unchecked box or an empty group, which browsers do not send, clears
    /// the value. Its value is the field's name, so it never pollutes the
    /// field's own values.
    private func presenceMarker(_ name: String, into html: inout HTMLWriter) {
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

    /// The input type for text of `content`.
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
