import FormsKit
import FormsKitModel

/// Draws one row: focus marker, label, value or control, details, subtitle,
/// then its messages (errors, a running check, text that cannot be read).
@MainActor
struct RowRenderer<Form: ValidatableForm> {
    let screen: TerminalScreen<Form>
    let palette: TerminalPalette
    let spinner: Character
    /// Whether any asynchronous check runs, looked up once per frame.
    let hasPendingValidations: Bool

    /// Starts the focused row's first line.
    static var focusMarker: String { "▸" }

    private var controller: FormController<Form> { screen.controller }

    func lines(for resolved: ResolvedRow<Form>, width: Int, placement: LabelPlacement, labelColumn: Int) -> [StyledLine] {
        let row = resolved.row
        let isFocused = controller.focus == row.id
        let enabled = resolved.isEnabled
        var first = StyledLine(isFocused ? Self.focusMarker + " " : "  ", style: palette.focusMarker)
        let contentWidth = max(1, width - 2)

        guard row.hasLabelColumn else {
            return fullWidthRow(resolved, first: first, width: contentWidth, focused: isFocused)
        }

        let labelStyle = !enabled ? palette.disabled : isFocused ? palette.focusedLabel : palette.label
        var lines: [StyledLine] = []
        let valueWidth: Int
        let valueIndent: Int
        switch placement {
        case .above:
            first.append(StyledLine(row.labelText, style: labelStyle).truncated(to: contentWidth))
            lines.append(first)
            valueIndent = 4
            valueWidth = max(1, width - valueIndent)
            first = StyledLine(String(repeating: " ", count: valueIndent))
        case .column:
            // Right-aligned labels, with the focus marker just before the label.
            let label = StyledLine(row.labelText, style: labelStyle).truncated(to: labelColumn)
            first = StyledLine(String(repeating: " ", count: labelColumn - label.width))
            first.append(isFocused ? Self.focusMarker + " " : "  ", style: palette.focusMarker)
            first.append(label)
            first.append(" ")
            valueIndent = 2 + labelColumn + 1
            valueWidth = max(1, width - valueIndent)
        case .leading:
            first.append(StyledLine(row.labelText, style: labelStyle).truncated(to: labelColumn).padded(to: labelColumn))
            valueIndent = 2 + labelColumn
            valueWidth = max(1, width - valueIndent)
        }

        var values = valueLines(resolved, width: valueWidth, focused: isFocused)
        if values.isEmpty { values = [StyledLine()] }
        if let detail = resolved.detail, values[0].width + TextWidth.of(detail) + 3 <= valueWidth {
            values[0].append(" · " + detail, style: palette.secondary)
        }
        if !enabled { values = values.map { $0.restyled { $0 = palette.disabled } } }
        first.append(values[0])
        lines.append(first)
        let indent = String(repeating: " ", count: valueIndent)
        for value in values.dropFirst() {
            var line = StyledLine(indent)
            line.append(value)
            lines.append(line)
        }
        if let subtitle = row.anatomy.subtitle {
            // Under the label, or under the value when labels are right-aligned.
            let subtitleIndent = placement.isColumn ? valueIndent : 2
            lines += TextWrapping.wrap(subtitle, width: max(1, width - subtitleIndent))
                .map { StyledLine(String(repeating: " ", count: subtitleIndent) + $0, style: palette.secondary) }
        }
        lines += messages(for: row, width: valueWidth, indent: valueIndent, focused: isFocused)
        return lines
    }

    /// Buttons, links, notes and custom rows: their title is their content.
    private func fullWidthRow(_ resolved: ResolvedRow<Form>, first: StyledLine, width: Int, focused: Bool) -> [StyledLine] {
        let row = resolved.row
        var first = first
        let icon = row.anatomy.icon.map { $0 + " " } ?? ""
        var lines: [StyledLine] = []
        switch row.control {
        case .button(let button):
            let style = !resolved.isEnabled ? palette.disabled : focused ? palette.focusedButton : button.role == .destructive ? palette.error : palette.button
            first.append("[ " + icon + row.anatomy.title + " ]", style: style)
            if let detail = resolved.detail { first.append("  " + detail, style: palette.secondary) }
            if row.anatomy.showsChevron { first.append("  ›", style: palette.secondary) }
            lines.append(first.truncated(to: width + 2))
        case .link:
            let title = StyledLine(icon + row.anatomy.title, style: !resolved.isEnabled ? palette.disabled : focused ? palette.focusedLabel : palette.label)
            var trailing = StyledLine()
            if let detail = resolved.detail { trailing.append(detail + " ", style: palette.secondary) }
            trailing.append("›", style: focused ? palette.accent : palette.secondary)
            let gap = max(1, width - title.width - trailing.width)
            first.append(title)
            first.append(String(repeating: " ", count: gap))
            first.append(trailing)
            lines.append(first.truncated(to: width + 2))
        case .note:
            let wrapped = TextWrapping.wrap(row.anatomy.title, width: width)
            lines = wrapped.map { StyledLine("  " + $0, style: palette.secondary) }
        case .custom(let custom):
            let drawn = ChromeRenderer(palette: palette).render(custom.content(in: controller), width: width) { _ in [] }
            lines = drawn.enumerated().map { index, line in
                var prefixed = index == 0 ? first : StyledLine("  ")
                prefixed.append(line)
                return prefixed
            }
        default:
            break
        }
        if let subtitle = row.anatomy.subtitle {
            lines += TextWrapping.wrap(subtitle, width: width).map { StyledLine("    " + $0, style: palette.secondary) }
        }
        return lines
    }

    private func messages(for row: FormRow<Form>, width: Int, indent: Int, focused: Bool) -> [StyledLine] {
        var messages: [(String, CellStyle)] = []
        if focused, let problem = screen.editorProblem { messages.append(("✗ " + problem, palette.error)) }
        if let field = row.field {
            messages += controller.messages(for: field).map { ("✗ " + $0, palette.error) }
            if hasPendingValidations, controller.isValidationPending(for: field) { messages.append(("\(spinner) checking…", palette.secondary)) }
        }
        let prefix = String(repeating: " ", count: indent)
        return messages.flatMap { text, style in
            TextWrapping.wrap(text, width: width).map { StyledLine(prefix + $0, style: style) }
        }
    }

    /// The messages of a repeated group's own field, after its rows.
    func groupMessages(_ id: String, width: Int, indent: Int) -> [StyledLine] {
        guard let group = screen.session.group(named: id) else { return [] }
        let prefix = String(repeating: " ", count: min(indent, max(0, width - 10)))
        return controller.messages(for: group.field).flatMap { message in
            TextWrapping.wrap("✗ " + message, width: max(1, width - prefix.count)).map { StyledLine(prefix + $0, style: palette.error) }
        }
    }

    // MARK: Values

    private func valueLines(_ resolved: ResolvedRow<Form>, width: Int, focused: Bool) -> [StyledLine] {
        switch resolved.row.control {
        case .text(let text):
            if focused, let editor = screen.editor, editor.row == resolved.id {
                return editorLines(editor.editor, width: width, secure: text.style == .secure, placeholder: text.placeholder)
            }
            let value = text.text(in: controller)
            if value.isEmpty { return [StyledLine(text.placeholder ?? "", style: palette.placeholder).truncated(to: width)] }
            if text.style == .secure { return [StyledLine(String(repeating: "•", count: value.count), style: palette.value).truncated(to: width)] }
            if text.style == .multiline {
                return value.split(separator: "\n", omittingEmptySubsequences: false)
                    .flatMap { TextWrapping.wrap(String($0), width: width) }
                    .map { StyledLine($0, style: palette.value) }
            }
            return [StyledLine(value, style: palette.value).truncated(to: width)]
        case .number(let number):
            switch number.style {
            case .field:
                if focused, let editor = screen.editor, editor.row == resolved.id {
                    return editorLines(editor.editor, width: width, secure: false, placeholder: nil)
                }
                let text = number.text(in: controller)
                return [StyledLine(text.isEmpty ? "—" : text, style: text.isEmpty ? palette.placeholder : palette.value)]
            case .stepper:
                var line = StyledLine("‹ ", style: focused ? palette.accent : palette.secondary)
                line.append(number.text(in: controller), style: palette.value)
                line.append(" ›", style: focused ? palette.accent : palette.secondary)
                return [line]
            case .slider:
                return [slider(number, width: width, focused: focused)]
            }
        case .toggle(let toggle):
            let isOn = toggle.isOn(in: controller)
            return [StyledLine(isOn ? "[x] On" : "[ ] Off", style: isOn ? palette.selected : palette.value)]
        case .choice(let choice):
            let labels = choice.optionLabels(in: controller)
            let selected = choice.selectedIndex(in: controller)
            if choice.style == .segmented {
                var line = StyledLine()
                for (index, label) in labels.enumerated() {
                    if index > 0 { line.append(" │ ", style: palette.border) }
                    line.append(label, style: index == selected ? (focused ? palette.focusedButton : palette.selected) : palette.value)
                }
                return [line.truncated(to: width)]
            }
            let label = selected.map { labels[$0] } ?? "—"
            if focused {
                var line = StyledLine("‹ ", style: palette.accent)
                line.append(label, style: palette.selected)
                line.append(" ›", style: palette.accent)
                return [line.truncated(to: width)]
            }
            return [StyledLine(label, style: palette.value).truncated(to: width)]
        case .multipleChoice(let choices):
            return multipleChoice(resolved.id, choices, width: width, focused: focused)
        case .date(let date):
            if focused, let editor = screen.editor, editor.row == resolved.id {
                return editorLines(editor.editor, width: width, secure: false, placeholder: date.pattern)
            }
            let text = date.text(in: controller)
            return [StyledLine(text.isEmpty ? "—" : text, style: text.isEmpty ? palette.placeholder : palette.value)]
        case .value(let value):
            return TextWrapping.wrap(value.text(in: controller), width: width).map { StyledLine($0, style: palette.secondary) }
        case .button, .link, .note, .custom:
            return []
        }
    }

    /// Text being edited, with the cursor as a reversed cell, scrolled so the
    /// cursor stays in view; multi-line text shows every line.
    private func editorLines(_ editor: LineEditor, width: Int, secure: Bool, placeholder: String?) -> [StyledLine] {
        let characters = secure ? Array(repeating: "•", count: editor.characters.count) : editor.characters
        if characters.isEmpty {
            // The cursor sits on the placeholder's first character, so the
            // placeholder lines up with the values of other rows.
            guard let placeholder, let first = placeholder.first else { return [StyledLine(" ", style: palette.cursor)] }
            var line = StyledLine(String(first), style: palette.cursor.merged(with: palette.placeholder))
            line.append(String(placeholder.dropFirst().prefix(max(0, width - 1))), style: palette.placeholder)
            return [line]
        }
        // Split into lines, remembering where the cursor falls.
        var lines: [[Character]] = [[]]
        var cursorLine = 0
        var cursorColumn = 0
        for (index, character) in characters.enumerated() {
            if index == editor.cursor { cursorLine = lines.count - 1; cursorColumn = lines[lines.count - 1].count }
            if character == "\n" { lines.append([]) } else { lines[lines.count - 1].append(character) }
        }
        if editor.cursor == characters.count { cursorLine = lines.count - 1; cursorColumn = lines[lines.count - 1].count }
        return lines.enumerated().map { index, characters in
            guard index == cursorLine else { return StyledLine(String(characters), style: palette.value).truncated(to: width) }
            // Scroll horizontally to keep the cursor in the last cell or before.
            let start = max(0, cursorColumn - (width - 1))
            let visible = Array(characters[start...])
            let cursorAt = cursorColumn - start
            var line = StyledLine(String(visible.prefix(cursorAt)), style: palette.value)
            line.append(cursorAt < visible.count ? String(visible[cursorAt]) : " ", style: palette.cursor)
            if cursorAt + 1 < visible.count { line.append(String(visible[(cursorAt + 1)...]), style: palette.value) }
            return line.truncated(to: width)
        }
    }

    private func slider(_ number: NumberControl<Form>, width: Int, focused: Bool) -> StyledLine {
        let value = number.number(in: controller) ?? 0
        let range = number.range ?? 0...100
        let text = " " + number.format.string(value)
        let barWidth = max(3, min(24, width - TextWidth.of(text)))
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? (value - range.lowerBound) / span : 0
        let knob = min(barWidth - 1, max(0, Int((fraction * Double(barWidth - 1)).rounded())))
        var line = StyledLine(String(repeating: "━", count: knob), style: focused ? palette.accent : palette.value)
        line.append("●", style: focused ? palette.selected : palette.value)
        line.append(String(repeating: "─", count: barWidth - knob - 1), style: palette.border)
        line.append(text, style: palette.value)
        return line
    }

    private func multipleChoice(_ id: PartialKeyPath<Form>, _ choices: MultipleChoiceControl<Form>, width: Int, focused: Bool) -> [StyledLine] {
        let labels = choices.optionLabels(in: controller)
        let selected = choices.selectedIndices(in: controller)
        guard focused else {
            let chosen = labels.indices.filter(selected.contains).map { labels[$0] }
            return [StyledLine(chosen.isEmpty ? "None" : chosen.joined(separator: ", "), style: chosen.isEmpty ? palette.placeholder : palette.value).truncated(to: width)]
        }
        var lines: [StyledLine] = []
        if let filter = screen.filter, filter.row == id {
            var line = StyledLine("/ ", style: palette.accent)
            line.append(filter.text, style: palette.value)
            if filter.isTyping { line.append(" ", style: palette.cursor) }
            lines.append(line)
        }
        let visible = screen.visibleOptions(of: id, choices: choices)
        let cursor = min(screen.optionCursors[id] ?? 0, max(0, visible.count - 1))
        if visible.isEmpty { lines.append(StyledLine("No option matches", style: palette.placeholder)) }
        for (position, index) in visible.enumerated() {
            let mark = selected.contains(index) ? "[x] " : "[ ] "
            let style = position == cursor ? palette.focusedButton : selected.contains(index) ? palette.selected : palette.value
            lines.append(StyledLine(mark + labels[index], style: style).truncated(to: width))
        }
        return lines
    }
}

extension LabelPlacement {
    var isColumn: Bool {
        if case .column = self { return true }
        return false
    }
}
