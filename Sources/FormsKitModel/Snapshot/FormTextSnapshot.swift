import FormsKit
import Foundation

/// Prints a form's structure and state as plain text: sections, rows with
/// their values, focus, validation messages, hidden and disabled rows. For
/// tests, which compare whole forms, and for debugging.
///
/// ```text
/// Add Server (grouped)
/// ┌─ Section 1
/// │ ▸ Server URL  [text:url]  "https://"  · invalid
/// │     ! Enter a URL starting with https:// or http://
/// │   Add  [button:submit]
/// └─
/// ```
///
/// A focused row starts with `▸`. Hidden rows are listed with `(hidden)`,
/// disabled ones with `(disabled)`; secure text is masked.
@MainActor
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
        for section in session.resolve(includingHidden: true) {
            lines.append("┌─ " + sectionTitle(section) + (section.isVisible ? "" : " (hidden)"))
            for resolved in section.rows {
                lines.append(contentsOf: describe(resolved).map { "│ " + $0 })
            }
            for group in session.repeatedGroups(in: section) {
                guard let state = session.controller.validationState(of: group.field) else { continue }
                lines.append("│   \(group.id): \(stateName(state))" + state.messages.map { "\n│     ! " + $0 }.joined())
            }
            if case .text(let footer)? = section.section.footer {
                lines.append("│ " + footer)
            }
            lines.append("└─")
        }
        let controller = session.controller
        if !controller.formErrors.isEmpty || !controller.unmatchedErrors.isEmpty {
            for message in controller.formErrors { lines.append("! \(message)") }
            for key in controller.unmatchedErrors.keys.sorted() {
                lines.append("! \(key): \(controller.unmatchedErrors[key, default: []].joined(separator: "; "))")
            }
        }
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
        let focused = controller.focus == row.id
        var line = focused ? "▸ " : "  "
        if let icon = row.anatomy.icon { line += icon + " " }
        line += row.anatomy.title
        line += "  [\(kind(row.control))]"
        if let value = value(of: row.control) { line += "  \(value)" }
        if let detail = resolved.detail { line += "  · \(detail)" }
        if row.anatomy.showsChevron { line += "  ›" }
        var flags: [String] = []
        var messages: [String] = []
        if let field = row.field, let state = controller.validationState(of: field) {
            flags.append(stateName(state))
            messages = state.messages
            if controller.isValidationPending(for: field) { flags.append("checking") }
        }
        if !resolved.isVisible { flags.append("hidden") }
        if !resolved.isEnabled { flags.append("disabled") }
        if !flags.isEmpty { line += "  (" + flags.joined(separator: ", ") + ")" }
        var lines = [line]
        if let subtitle = row.anatomy.subtitle { lines.append("    " + subtitle) }
        lines += messages.map { "    ! " + $0 }
        return lines
    }

    private func kind(_ control: RowControl<Form>) -> String {
        switch control {
        case .text(let text) where text.content != .plain: return "\(control.kindName):\(text.content.name)"
        case .button(let button) where button.role != .plain: return "button:\(button.role)"
        default: return control.kindName
        }
    }

    private func value(of control: RowControl<Form>) -> String? {
        let controller = session.controller
        switch control {
        case .text(let text):
            let value = text.text(in: controller)
            if text.style == .secure { return quoted(String(repeating: "•", count: value.count)) }
            if value.isEmpty, let placeholder = text.placeholder { return "(\(placeholder))" }
            return quoted(value.replacingOccurrences(of: "\n", with: "⏎"))
        case .toggle(let toggle):
            return toggle.isOn(in: controller) ? "on" : "off"
        case .number(let number):
            let text = number.text(in: controller)
            return text.isEmpty ? "—" : text
        case .choice(let choice):
            let labels = choice.optionLabels(in: controller)
            let selected = choice.selectedIndex(in: controller)
            return labels.enumerated().map { index, label in index == selected ? "(•) \(label)" : "( ) \(label)" }.joined(separator: " ")
        case .multipleChoice(let choices):
            let selected = choices.selectedIndices(in: controller)
            return choices.optionLabels(in: controller).enumerated()
                .map { index, label in selected.contains(index) ? "[x] \(label)" : "[ ] \(label)" }
                .joined(separator: " ")
        case .date(let date):
            let text = date.text(in: controller)
            return text.isEmpty ? "—" : text
        case .value(let value):
            return value.text(in: controller)
        case .link(let link):
            return "→ \(link.destination.title)"
        case .custom(let custom):
            return ChromeDescription.oneLine(custom.content(in: controller))
        case .button, .note:
            return nil
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

/// Prints ``ChromeNode`` trees, for snapshots of appearances.
public enum ChromeDescription {
    /// `node` as an indented tree, one node per line.
    public static func tree(_ node: ChromeNode) -> String {
        lines(node, depth: 0).joined(separator: "\n") + "\n"
    }

    /// `node` on one line.
    public static func oneLine(_ node: ChromeNode) -> String {
        switch node {
        case .content: return "<content>"
        case .text(let text, let role): return "\(role.rawValue)(\"\(text)\")"
        case .divider: return "divider"
        case .stack(let axis, _, _, let children):
            return (axis == .vertical ? "v" : "h") + "[" + children.map(oneLine).joined(separator: ", ") + "]"
        case .padding(_, let child): return oneLine(child)
        case .background(_, let child): return oneLine(child)
        case .border(_, _, let child): return "|" + oneLine(child) + "|"
        }
    }

    /// The appearance's chrome for a form titled `title` and for a section
    /// with a header and a footer.
    public static func describe(_ appearance: some FormAppearance, title: String? = "Title") -> String {
        "form:\n" + tree(appearance.makeBody(configuration: FormAppearanceConfiguration(title: title)))
            + "section:\n" + tree(appearance.makeSection(configuration: SectionAppearanceConfiguration(header: "Header", footer: "Footer")))
            + "labels: \(appearance.labelPlacement)\n"
    }

    private static func lines(_ node: ChromeNode, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        switch node {
        case .content:
            return [indent + "<content>"]
        case .text(let text, let role):
            return [indent + "text[\(role.rawValue)] \"\(text)\""]
        case .divider:
            return [indent + "divider"]
        case .stack(let axis, let alignment, let spacing, let children):
            return [indent + "\(axis == .vertical ? "vstack" : "hstack")(\(alignment.rawValue), spacing \(spacing))"]
                + children.flatMap { lines($0, depth: depth + 1) }
        case .padding(let insets, let child):
            return [indent + "padding(\(insets.top), \(insets.leading), \(insets.bottom), \(insets.trailing))"] + lines(child, depth: depth + 1)
        case .background(let color, let child):
            return [indent + "background(\(color.rawValue))"] + lines(child, depth: depth + 1)
        case .border(let color, let radius, let child):
            return [indent + "border(\(color.rawValue), radius \(radius))"] + lines(child, depth: depth + 1)
        }
    }
}
