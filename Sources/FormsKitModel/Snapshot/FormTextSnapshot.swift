import FormsKit
import Foundation

/// Prints a form's structure and state as plain text: sections, rows with
/// their values, focus, validation messages, hidden and disabled rows. For
/// tests, which compare whole forms, and for debugging.
///
/// ```text
/// Add Server (grouped)
/// ┌─ Section 1
/// │ ▸ Server URL  [text:url]  "https://"  (invalid)
/// │     ! Enter a full URL, such as https://example.com
/// │   Add  [button:submit]
/// └─
/// ```
///
/// A focused row starts with `▸`. Hidden rows are listed with `(hidden)`,
/// disabled ones with `(disabled)`; secure text is masked.
public struct FormTextSnapshot<Form: ValidatableForm> {
    private let session: FormSession<Form>

    /// A snapshot printer for `session`.
    public init(_ session: FormSession<Form>) {
        self.session = session
    }

    /// The form's structure and state.
    public func render() -> String {
        var lines: [String] = []
        let layout = session.layout
        lines.append("\(layout.title ?? "Untitled form") (\(layout.appearance.name))")
        // A form in steps: where it is; the other steps' sections are hidden.
        if let progress = session.stepProgress { lines.append(progress.text) }
        for section in session.resolve(includingHidden: true) {
            lines.append("┌─ " + sectionTitle(section) + (section.isVisible ? "" : " (hidden)"))
            for resolved in section.rows {
                lines.append(contentsOf: describe(resolved).map { "│ " + $0 })
            }
            for group in session.repeatedGroups(inSection: section.index) {
                guard let state = session.controller.validationState(of: group.field) else { continue }
                lines.append("│   \(group.id): \(stateName(state))" + state.messages.map { "\n│     ! " + $0 }.joined())
            }
            if let footer = section.section.footerText {
                lines.append("│ " + footer)
            }
            lines.append("└─")
        }
        for problem in session.formProblems { lines.append("! \(problem)") }
        let controller = session.controller
        lines.append("dirty: \(controller.isDirty)  valid: \(controller.isValid)  state: \(stateName)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func sectionTitle(_ section: ResolvedSection<Form>) -> String {
        switch section.section.header {
        case .text(let text)?: return text
        case .row(let row)?: return "[\(row.anatomy.title)]"
        case nil: return "Section \(section.index + 1)"
        }
    }

    private func describe(_ resolved: ResolvedRow<Form>) -> [String] {
        let row = resolved.row
        let controller = session.controller
        var line = controller.focus == row.id ? "▸ " : "  "
        if let icon = row.anatomy.icon { line += icon + " " }
        line += row.anatomy.title
        let (kind, value) = describe(row.control, of: row.id)
        line += "  [\(kind)]"
        if let value { line += "  \(value)" }
        if let accessory = controller.readForm({ row.accessory(in: $0) }) { line += "  " + ChromeDescription.oneLine(accessory) }
        if let detail = resolved.detail { line += "  · \(detail)" }
        if row.anatomy.showsChevron { line += "  ›" }
        var flags: [String] = []
        if let field = row.field, let state = controller.validationState(of: field) {
            flags.append(stateName(state))
            if session.isChecking(row.id) { flags.append("checking") }
        }
        if !resolved.isVisible { flags.append("hidden") }
        if !resolved.isEnabled { flags.append("disabled" + (resolved.disabledReason.map { ": \($0)" } ?? "")) }
        if !flags.isEmpty { line += "  (" + flags.joined(separator: ", ") + ")" }
        var lines = [line]
        if let subtitle = row.anatomy.subtitle { lines.append("    " + subtitle) }
        lines += session.messages(for: row.id).map { "    ! " + $0 }
        return lines
    }

    /// The control's kind and its value as text: the printer's one switch
    /// over controls.
    private func describe(_ control: RowControl<Form>, of id: PartialKeyPath<Form>) -> (kind: String, value: String?) {
        let controller = session.controller
        switch control {
        case .text(let text):
            let kind = text.content == .plain ? control.kindName : "\(control.kindName):\(text.content.name)"
            let value = session.text(of: id)
            if text.style == .secure { return (kind, quoted(String(repeating: "•", count: value.count))) }
            if value.isEmpty, let placeholder = text.placeholder { return (kind, "(\(placeholder))") }
            return (kind, quoted(value.replacingOccurrences(of: "\n", with: "⏎")))
        case .toggle(let toggle):
            return (control.kindName, toggle.isOn(in: controller) ? "on" : "off")
        case .number(let number):
            let text = number.style == .field ? session.text(of: id) : number.text(in: controller)
            return (control.kindName, text.isEmpty ? "—" : text)
        case .choice(let choice):
            let (labels, selected) = choice.optionLabelsAndSelectedIndex(in: controller)
            let options = labels.enumerated().map { index, label in
                index == selected ? "(•) \(label)" : "( ) \(label)"
            }
            return (control.kindName, options.joined(separator: " "))
        case .multipleChoice(let choices):
            let (labels, selected) = choices.optionLabelsAndSelectedIndices(in: controller)
            let options = labels.enumerated().map { index, label in
                selected.contains(index) ? "[x] \(label)" : "[ ] \(label)"
            }
            return (control.kindName, options.joined(separator: " "))
        case .date:
            let text = session.text(of: id)
            return (control.kindName, text.isEmpty ? "—" : text)
        case .file:
            let text = session.text(of: id)
            return (control.kindName, text.isEmpty ? "—" : quoted(text))
        case .value(let value):
            return (control.kindName, value.text(in: controller))
        case .note:
            return (control.kindName, nil)
        case .button(let button):
            let kind = button.role == .plain ? control.kindName : "\(control.kindName):\(button.role)"
            return (kind, button.destination.map { "→ \($0.title)" })
        case .link(let link):
            return (control.kindName, "→ \(link.destination.title)")
        case .custom(let custom):
            return (control.kindName, ChromeDescription.oneLine(custom.content(in: controller)))
        }
    }

    private func quoted(_ text: String) -> String {
        "\"\(text)\""
    }

    private func stateName(_ state: ValidationState) -> String {
        switch state {
        case .idle: return "idle"
        case .editing: return "editing"
        case .valid: return "valid"
        case .invalid: return "invalid"
        }
    }

    private var stateName: String {
        switch session.controller.state {
        case .initial: return "initial"
        case .loading: return "loading"
        case .success: return "success"
        case .failure: return "failure"
        }
    }
}
