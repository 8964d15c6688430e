import FormsKit
import FormsKitModel
import Foundation

/// The HTML surface's one switch over the controls: each control as its HTML
/// element, with the value the session holds.
@MainActor
struct HTMLControlWriter<Form: ValidatableForm> {
    let session: FormSession<Form>
    let pageURL: (String) -> String?

    var controller: FormController<Form> { session.controller }

    func write(_ row: FormRow<Form>, resolved: ResolvedRow<Form>, context: HTMLControlContext, into html: inout HTMLWriter) {
        let checks = row.field.map(controller.clientChecks(for:)) ?? []
        let constraints = BrowserConstraints(checks)
        let common = context.common + context.liveValidation(checks: checks, mode: row.field.flatMap(controller.validationMode(of:)))
        switch row.control {
        case .text(let text):
            let value = session.text(of: row)
            let placeholder = text.placeholder.map { HTMLWriter.Attribute("placeholder", $0) }
            let limits = constraints.textAttributes(characterLimit: text.characterLimit)
            let hints = Self.hints(for: text.content)
            switch text.style {
            case .multiline:
                html.open("textarea", attributes: common + [.init("class", "fk-textarea"), .init("rows", "4"), placeholder] + limits + hints)
                html.text(value)
                html.close("textarea")
            case .singleLine, .secure:
                let type = text.style == .secure ? "password" : constraints.textType(given: Self.inputType(for: text.content))
                html.void(
                    "input",
                    attributes: common + [.init("type", type), .init("class", "fk-input"), .init("value", value), placeholder] + limits + hints
                )
            }
        case .number(let number):
            let text = session.text(of: row)
            let type = number.style == .slider ? "range" : "number"
            let step = number.isInteger || number.style != .field ? HTMLValueText.number(number.step) : "any"
            html.void(
                "input",
                attributes: common + [
                    .init("type", type), .init("class", "fk-input fk-input--number"), .init("value", text),
                    .init("inputmode", number.isInteger ? "numeric" : "decimal"),
                ] + constraints.numberAttributes(range: number.range, step: step)
            )
        case .toggle(let toggle):
            html.void(
                "input",
                attributes: common + [
                    .init("type", "checkbox"), .init("class", "fk-checkbox"), .init("value", "on"), .flag("checked", toggle.isOn(in: controller)),
                    .flag("required", constraints.mustBeChecked),
                ]
            )
            html.element("label", .init("for", context.id), .init("class", "fk-checkbox__label"), text: row.anatomy.title)
            presenceMarker(context.name, into: &html)
        case .choice(let choice):
            let labels = choice.optionLabels(in: controller)
            let selected = choice.selectedIndex(in: controller)
            switch choice.style {
            case .picker:
                html.open("select", attributes: common + [.init("class", "fk-select")])
                for (index, label) in labels.enumerated() {
                    html.element("option", .init("value", String(index)), .flag("selected", index == selected), text: label)
                }
                html.close("select")
            case .segmented:
                writeGroup(row, context: context, labels: labels, selected: selected.map { [$0] } ?? [], type: "radio", into: &html)
            }
        case .multipleChoice(let choice):
            writeGroup(
                row, context: context, labels: choice.optionLabels(in: controller), selected: choice.selectedIndices(in: controller),
                type: "checkbox", into: &html
            )
            presenceMarker(context.name, into: &html)
        case .date(let date):
            let type: String
            switch date.components {
            case .date: type = "date"
            case .time: type = "time"
            case .dateAndTime: type = "datetime-local"
            }
            html.void(
                "input",
                attributes: common + [
                    .init("type", type), .init("class", "fk-input"), .init("value", HTMLValueText.browserDate(session.text(of: row))),
                    .init("placeholder", date.pattern),
                ] + constraints.dateAttributes(range: date.range, components: date.components)
            )
        case .value(let value):
            html.element("output", .init("id", context.id), .init("class", "fk-value"), text: value.text(in: controller))
        case .note:
            html.element("p", .init("id", context.id), .init("class", "fk-note"), text: row.anatomy.title)
        case .button(let button):
            writeButton(row, button: button, context: context, into: &html)
        case .link(let link):
            writeLink(row, destination: link.destination, context: context, into: &html)
        case .custom(let custom):
            html.open("div", .init("id", context.id), .init("class", "fk-custom"))
            ChromeHTML.write(custom.content(in: controller), into: &html)
            html.close("div")
        }
    }

    /// Radio buttons or checkboxes for the options, in a fieldset whose legend
    /// is the row's title; the first option carries the row's id, so the
    /// error summary's link lands on it.
    private func writeGroup(
        _ row: FormRow<Form>, context: HTMLControlContext, labels: [String], selected: Set<Int>, type: StaticString, into html: inout HTMLWriter
    ) {
        html.open(
            "fieldset", .init("class", "fk-options"), context.describedBy.map { .init("aria-describedby", $0) },
            context.isInvalid ? .init("aria-invalid", "true") : nil
        )
        html.element("legend", .init("class", "fk-label"), text: row.anatomy.title)
        for (index, label) in labels.enumerated() {
            let id = index == 0 ? context.id : context.id + "-" + String(index)
            html.open("div", .init("class", "fk-option"))
            html.void(
                "input", .init("type", type.description), .init("id", id), .init("name", context.name), .init("value", String(index)),
                .flag("checked", selected.contains(index)), .flag("disabled", context.isDisabled)
            )
            html.element("label", .init("for", id), text: label)
            html.close("div")
        }
        html.close("fieldset")
    }

    /// A hidden input that says the field was on the page, so that an
    /// unchecked box or an empty group, which browsers do not send, clears
    /// the value. Its value is the field's name, so it never pollutes the
    /// field's own values.
    private func presenceMarker(_ name: String, into html: inout HTMLWriter) {
        html.void("input", .init("type", "hidden"), .init("name", HTMLFormDecoder<Form>.presenceKey), .init("value", name))
    }

    private func writeButton(_ row: FormRow<Form>, button: ButtonControl<Form>, context: HTMLControlContext, into html: inout HTMLWriter) {
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
        if let group = session.group(addedBy: row.id) {
            html.element(
                "button", .init("type", "submit"), .init("class", "fk-button fk-button--secondary"), .init("name", HTMLFormAction.key),
                .init("value", HTMLFormAction.addValue(group: group.id)), .flag("disabled", context.isDisabled), text: row.anatomy.title
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
        case .default, .number, .decimal: return "text"
        }
    }

    /// `autocomplete`, `inputmode`, `autocapitalize` and `spellcheck` from the
    /// content's hints.
    static func hints(for content: TextContentKind) -> [HTMLWriter.Attribute?] {
        let inputMode: String?
        switch content.keyboard {
        case .number: inputMode = "numeric"
        case .decimal: inputMode = "decimal"
        case .default, .email, .url, .phone: inputMode = nil
        }
        return [
            content.autocomplete.map { .init("autocomplete", $0) },
            inputMode.map { .init("inputmode", $0) },
            content.autocapitalization == .sentences
                ? nil : .init("autocapitalize", content.autocapitalization == .never ? "none" : content.autocapitalization.rawValue),
            content.autocorrects ? nil : .init("spellcheck", "false"),
        ]
    }
}
