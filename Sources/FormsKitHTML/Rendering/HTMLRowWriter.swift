import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// Writes a row (``HTMLRow``) as HTML: its label (for controls that have
/// one beside them), its hint and message, and its control, following the
/// GOV.UK Design System's pattern for errors.
struct HTMLRowWriter {
    /// The localized "Error: " before a row's messages (its space
    /// included), when they show.
    let errorPrefix: String
    /// The localized note under a password field whose value the page
    /// does not show: to type it again, or (a form in steps) to leave it
    /// empty to keep it.
    let retypeNote: String
    /// The note under such a field whose value is wrong: to type it again,
    /// whatever `retypeNote` says.
    var wrongSecretNote: String? = nil
    /// Whether the page shows a failed submission's errors.
    let showsErrors: Bool
    /// The question a Start over button asks, and the words of the button
    /// that confirms, when the page asks it.
    var startOverQuestion: (question: String, action: String)? = nil
    /// Whether rows that show what other fields work out are marked for the
    /// live script, which replaces them as the person types.
    var marksDerivedRows = false

    func write(_ row: HTMLRow, into html: inout HTMLWriter) {
        html.raw(row.isInvalid ? "<div class=\"fk-row fk-row--error\"" : "<div class=\"fk-row\"")
        if marksDerivedRows, row.isDerived {
            // The script swaps this element's content for the server's, so
            // the element stays, and says its new content politely, whole:
            // the row's label with its value.
            html.attribute("id", HTMLIdentifier.row(row.facts.name))
            html.raw(" data-fk-derived aria-live=\"polite\" aria-atomic=\"true\"")
        }
        html.raw(">")
        switch row.control {
        case .text(let input):
            writeLabel(row, into: &html)
            writeHintAndError(row, into: &html)
            switch input.kind {
            case .multiline:
                html.startTag("textarea")
                writeCommon(row, into: &html)
                // What is typed runs the direction its own letters do (Latin
                // text on an Arabic page, and the other way round).
                html.raw(" class=\"fk-textarea\" rows=\"4\" dir=\"auto\"")
                html.attribute("placeholder", input.placeholder)
                row.facts.constraints.writeTextAttributes(into: &html)
                Self.writeHints(for: input.content, into: &html)
                html.endOpen()
                html.text(input.value)
                html.close("textarea")
            case .singleLine, .secure:
                var describedBy = row.describedBy
                if input.needsRetyping {
                    let noteID = HTMLIdentifier.retypeNote(row.facts.name)
                    html.startTag("div")
                    html.attribute("id", noteID)
                    html.raw(" class=\"fk-hint\">")
                    // What was kept is wrong: keeping it would not do.
                    html.text(showsErrors && !row.messages.isEmpty ? wrongSecretNote ?? retypeNote : retypeNote)
                    html.close("div")
                    describedBy = describedBy.map { $0 + " " + noteID } ?? noteID
                }
                html.startTag("input")
                writeCommon(row, describedBy: describedBy, into: &html)
                let type = input.kind == .secure ? "password" : row.facts.constraints.textType(given: Self.inputType(for: input.content))
                html.attribute("type", type)
                // Addresses, numbers and passwords read left to right in
                // every language; other text runs the direction its letters do.
                html.raw(["email", "url", "tel", "password"].contains(type) ? " class=\"fk-input\" dir=\"ltr\"" : " class=\"fk-input\" dir=\"auto\"")
                html.attribute("value", input.value)
                html.attribute("placeholder", input.placeholder)
                row.facts.constraints.writeTextAttributes(into: &html)
                Self.writeHints(for: input.content, into: &html)
                html.endVoid()
            }
        case .number(let value, let isInteger, let range, let step, let unit):
            writeLabel(row, into: &html)
            writeHintAndError(row, into: &html)
            // A unit is written after the number, beside it: the row's parts
            // otherwise each take a line of their own. A slider says its
            // value there too, as a field shows what was typed.
            let isSlider = value.typeName == "range"
            if !unit.isEmpty || isSlider { html.raw("<span class=\"fk-input-with-unit\">") }
            html.startTag("input")
            writeCommon(row, into: &html)
            html.attribute("type", value.typeName)
            html.raw(" class=\"fk-input fk-input--number\"")
            html.attribute("value", value.value)
            html.raw(isInteger ? " inputmode=\"numeric\"" : " inputmode=\"decimal\"")
            row.facts.constraints.writeNumberAttributes(range: range, step: step, into: &html)
            html.endVoid()
            if isSlider {
                html.element("output", .init("for", row.facts.id), .init("class", "fk-slider-value"), text: value.value)
            }
            if !unit.isEmpty {
                html.raw("<span class=\"fk-unit\">")
                html.text(unit)
                html.raw("</span>")
            }
            if !unit.isEmpty || isSlider { html.raw("</span>") }
        case .checkbox(let isOn):
            // Labelled by the label after it: the name is said once.
            writeHintAndError(row, into: &html)
            // The box and its label on one line, whatever the row's grid.
            html.raw("<span class=\"fk-checkbox-line\">")
            html.startTag("input")
            writeCommon(row, into: &html)
            html.raw(" type=\"checkbox\" class=\"fk-checkbox\" value=\"on\"")
            html.flag("checked", isOn)
            html.flag("required", row.facts.constraints.mustBeChecked)
            html.endVoid()
            html.startTag("label")
            html.attribute("for", row.facts.id)
            html.raw(" class=\"fk-checkbox__label\">")
            html.text(row.title)
            html.close("label")
            html.raw("</span>")
            writePresenceMarker(row.facts.name, into: &html)
        case .select(let labels, let selected):
            writeLabel(row, into: &html)
            writeHintAndError(row, into: &html)
            html.startTag("select")
            writeCommon(row, into: &html)
            html.raw(" class=\"fk-select\">")
            for index in labels.indices {
                html.raw("<option value=\"")
                html.integer(index)
                html.raw("\"")
                html.flag("selected", index == selected)
                html.endOpen()
                html.text(labels[index])
                html.close("option")
            }
            html.close("select")
        case .radios(let labels, let selected):
            writeGroup(row, labels: labels, type: "radio", isChosen: { $0 == selected }, into: &html)
        case .checkboxes(let labels, let selected):
            writeGroup(row, labels: labels, type: "checkbox", isChosen: selected.contains, into: &html)
            writePresenceMarker(row.facts.name, into: &html)
        case .date(let value, let pattern, let range, let components):
            writeLabel(row, into: &html)
            writeHintAndError(row, into: &html)
            html.startTag("input")
            writeCommon(row, into: &html)
            html.attribute("type", value.typeName)
            html.raw(" class=\"fk-input\"")
            html.attribute("value", value.value)
            html.attribute("placeholder", pattern)
            row.facts.constraints.writeDateAttributes(range: range, components: components, into: &html)
            html.endVoid()
        case .output(let text):
            writeLabel(row, into: &html)
            writeHintAndError(row, into: &html)
            // The value takes the page's side (an email on an Arabic page
            // lines up with the Arabic values) and is isolated in its own
            // direction inside it, so it still reads as written.
            html.open("output", .init("id", row.facts.id), .init("class", "fk-value"))
            html.element("bdi", text: text)
            html.close("output")
        case .note:
            writeHintAndError(row, into: &html)
            html.element("p", .init("id", row.facts.id), .init("class", "fk-note"), text: row.title)
        case .button(let action, let isSubmit):
            writeHintAndError(row, into: &html)
            // A button that cannot be pressed says why, beside it.
            let reasonID = row.disabledReason.map { _ in HTMLIdentifier.disabledReason(row.facts.name) }
            if let reason = row.disabledReason, let reasonID {
                html.element("div", .init("id", reasonID), .init("class", "fk-hint"), text: reason)
            }
            if case .add(let group) = row.place {
                html.element(
                    "button", .init("type", "submit"), .init("class", "fk-button fk-button--secondary"), .init("name", HTMLFormAction.key),
                    .init("value", HTMLFormAction.addValue(group: group)), reasonID.map { .init("aria-describedby", $0) }, .flag("disabled", row.isDisabled),
                    .flag("autofocus", row.hasAutofocus), text: row.title)
            } else if action == HTMLFormAction.resetValue, let startOverQuestion {
                // Asked where the button was, and announced; the person may
                // confirm, or go on editing the values the page kept.
                html.open("div", .init("class", "fk-confirm"), .init("role", "alert"))
                html.element("p", .init("class", "fk-confirm__question"), text: startOverQuestion.question)
                html.element(
                    "button", .init("type", "submit"), .init("id", row.facts.id), .init("class", "fk-button fk-button--warning"),
                    .init("name", HTMLFormAction.key), .init("value", HTMLFormAction.confirmResetValue), .flag("autofocus", true),
                    text: startOverQuestion.action)
                html.close("div")
            } else {
                html.element(
                    "button", .init("type", "submit"), .init("id", row.facts.id), .init("class", isSubmit ? "fk-button" : "fk-button fk-button--secondary"),
                    .init("name", HTMLFormAction.key), .init("value", action), reasonID.map { .init("aria-describedby", $0) },
                    .flag("disabled", row.isDisabled), text: row.title)
            }
        case .link(let url):
            writeHintAndError(row, into: &html)
            if let url {
                html.element("a", .init("id", row.facts.id), .init("class", "fk-link"), .url("href", url), text: row.title)
            } else {
                html.element("span", .init("id", row.facts.id), .init("class", "fk-link"), text: row.title)
            }
        case .custom(let content):
            writeHintAndError(row, into: &html)
            html.open("div", .init("id", row.facts.id), .init("class", "fk-custom"))
            // A row's headline styles its text; the page's headings are the page's.
            ChromeHTML.write(content, headings: .none, into: &html)
            html.close("div")
        case .file(let acceptedTypes, let chosen):
            writeLabel(row, into: &html)
            writeHintAndError(row, into: &html)
            html.startTag("input")
            writeCommon(row, into: &html)
            html.raw(" type=\"file\" class=\"fk-input fk-input--file\"")
            if !acceptedTypes.isEmpty { html.attribute("accept", acceptedTypes.joined(separator: ",")) }
            html.endVoid()
            // A browser never fills a file input in: say which file the form
            // holds, and after a failed submission that it must be chosen
            // again (the new session will not have it).
            if let chosen {
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
    private func writeLabel(_ row: HTMLRow, into html: inout HTMLWriter) {
        html.startTag("label")
        html.attribute("for", row.facts.id)
        html.raw(" class=\"fk-label\">")
        html.text(row.title)
        html.close("label")
    }

    /// The row's hint (its subtitle) and, when it has messages, the inline
    /// message with its visually hidden "Error:" prefix: after the label,
    /// or a group's legend, and before the control.
    private func writeHintAndError(_ row: HTMLRow, into html: inout HTMLWriter) {
        if let subtitle = row.subtitle, let hintID = row.facts.hintID {
            html.startTag("div")
            html.attribute("id", hintID)
            html.raw(" class=\"fk-hint\">")
            html.text(subtitle)
            html.close("div")
        }
        guard row.isInvalid else { return }
        html.startTag("p")
        html.attribute("id", row.facts.errorID)
        html.raw(" class=\"fk-error-message\"><span class=\"fk-visually-hidden\">")
        html.text(errorPrefix)
        html.raw("</span>")
        // Several messages go one to a line, not run together.
        if row.messages.count == 1 {
            html.text(row.messages[0])
        } else {
            for message in row.messages {
                html.raw("<span class=\"fk-error-message__line\">")
                html.text(message)
                html.raw("</span>")
            }
        }
        html.close("p")
    }

    /// `id`, `name`, `aria-describedby`, `aria-invalid`, `disabled` and the
    /// live-validation script's attributes.
    private func writeCommon(_ row: HTMLRow, describedBy: String? = nil, into html: inout HTMLWriter) {
        html.attribute("id", row.facts.id)
        html.attribute("name", row.facts.name)
        html.attribute("aria-describedby", describedBy ?? row.describedBy)
        if row.isInvalid { html.raw(" aria-invalid=\"true\"") }
        html.flag("disabled", row.isDisabled)
        html.flag("autofocus", row.hasAutofocus)
        html.attribute("data-fk-enter-adds", row.entersAdd)
        if let live = row.liveValidation {
            html.attribute("data-fk-checks", live.checks)
            html.attribute("data-fk-mode", live.mode)
        }
    }

    /// Radio buttons or checkboxes for the options, in a fieldset whose
    /// legend is the row's title, after the row's hint and message; the
    /// first option carries the row's id, so the error summary's link lands
    /// on it.
    private func writeGroup(_ row: HTMLRow, labels: [String], type: StaticString, isChosen: (Int) -> Bool, into html: inout HTMLWriter) {
        html.raw("<fieldset class=\"fk-options\"")
        html.attribute("aria-describedby", row.describedBy)
        if row.isInvalid { html.raw(" aria-invalid=\"true\"") }
        html.raw("><legend class=\"fk-label\">")
        html.text(row.title)
        html.close("legend")
        writeHintAndError(row, into: &html)
        for index in labels.indices {
            let id = index == 0 ? row.facts.id : row.facts.id + "-" + String(index)
            html.raw("<div class=\"fk-option\"><input type=\"")
            html.raw(type)
            html.raw("\"")
            html.attribute("id", id)
            html.attribute("name", row.facts.name)
            html.raw(" value=\"")
            html.integer(index)
            html.raw("\"")
            html.flag("checked", isChosen(index))
            html.flag("disabled", row.isDisabled)
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
        html.raw("<input type=\"hidden\"")
        html.attribute("name", HTMLFormKeys.presence)
        html.attribute("value", name)
        html.endVoid()
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
        case .number: html.raw(" inputmode=\"numeric\"")
        case .decimal: html.raw(" inputmode=\"decimal\"")
        case .default, .email, .url, .phone, .search: break
        }
        if content.autocapitalization != .sentences {
            html.attribute("autocapitalize", content.autocapitalization == .never ? "none" : content.autocapitalization.rawValue)
        }
        if !content.autocorrects { html.raw(" spellcheck=\"false\"") }
    }
}
