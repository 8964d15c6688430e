import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// Draws one row: focus marker, label, value or control, details,
/// subtitle, then its messages (why typed text does not read, the field's
/// errors, a running check, why the row is disabled, and the messages of a
/// repeated group that are about this row).
///
/// A pure function of the session and the terminal's state: drawing never
/// changes either.
@MainActor
struct RowDrawing<Form: ValidatableForm> {
    let session: FormSession<Form>
    let state: TerminalFormState
    let palette: TerminalPalette
    let spinner: Character

    /// Starts the focused row's first line.
    static var focusMarker: String { "▸" }

    private var controller: FormController<Form> { session.controller }

    /// The row's lines, `width` cells wide, its label in a column of
    /// `labelColumn` cells placed by `placement`; and which of them holds
    /// the row's cursor when that is not its first line (the highlighted
    /// option of a list), for scrolling to keep it in view.
    func lines(for resolved: ResolvedRow<Form>, width: Int, placement: LabelPlacement, labelColumn: Int) -> (lines: [StyledLine], cursorLine: Int?) {
        let row = resolved.row
        var cursor: Int?
        let isFocused = state.showsFocus && controller.focus == row.id
        let marker = StyledLine(isFocused ? Self.focusMarker + " " : "  ", style: palette.focusMarker)
        let contentWidth = max(1, width - 2)

        guard !row.control.titleIsContent else {
            let drawn = controlLines(resolved, focused: isFocused, width: contentWidth, cursor: &cursor)
            var lines = drawn.enumerated().map { index, line -> StyledLine in
                var prefixed = index == 0 ? marker : StyledLine("  ")
                prefixed.append(line)
                return prefixed.truncated(to: width)
            }
            if let subtitle = row.anatomy.subtitle {
                lines += TextWrapping.wrap(subtitle, width: max(1, width - 4)).map { StyledLine("    " + $0, style: palette.secondary) }
            }
            return (lines + messages(for: resolved, width: contentWidth, indent: 2), cursor)
        }

        let labelStyle = !resolved.isEnabled ? palette.disabled : isFocused ? palette.focusedLabel : palette.label
        let label = StyledLine(row.labelText, style: labelStyle)
        var lines: [StyledLine] = []
        var first: StyledLine
        let valueIndent: Int
        switch placement {
        case .above:
            var labelLine = marker
            labelLine.append(label.truncated(to: contentWidth))
            lines.append(labelLine)
            valueIndent = 4
            first = StyledLine(blanks: valueIndent)
        case .column:
            // Right-aligned labels, with the focus marker just before the label.
            let cut = label.truncated(to: labelColumn)
            first = StyledLine(blanks: labelColumn - cut.width)
            first.append(marker)
            first.append(cut)
            first.append(" ")
            valueIndent = 2 + labelColumn + 1
        case .leading:
            first = marker
            // A label cut to fit keeps a blank cell before the value.
            first.append(label.truncated(to: max(1, labelColumn - 1)).padded(to: labelColumn))
            valueIndent = 2 + labelColumn
        }
        let valueWidth = max(1, width - valueIndent)
        var values = controlLines(resolved, focused: isFocused, width: valueWidth, cursor: &cursor)
        // The values start on the first line, or under a label drawn above.
        let valuesStart = lines.count
        if values.isEmpty { values = [StyledLine()] }
        if let accessory = controller.readForm({ row.accessory(in: $0) }) {
            let drawn = ChromeRenderer(palette: palette).render(accessory, width: max(1, valueWidth - values[0].width - 1)) { _ in [] }
            if let line = drawn.first, values[0].width + 1 + line.width <= valueWidth {
                values[0].append(" ")
                values[0].append(line)
            }
        }
        if let detail = resolved.detail, values[0].width + TextWidth.of(detail) + 3 <= valueWidth {
            values[0].append(" · " + detail, style: palette.secondary)
        }
        if !resolved.isEnabled { values = values.map { $0.restyled { $0 = palette.disabled } } }
        first.append(values[0])
        lines.append(first)
        for value in values.dropFirst() {
            var line = StyledLine(blanks: valueIndent)
            line.append(value)
            lines.append(line)
        }
        if let subtitle = row.anatomy.subtitle {
            // Under the label, or under the value when labels are right-aligned.
            let subtitleIndent = placement.isColumn ? valueIndent : 2
            lines += TextWrapping.wrap(subtitle, width: max(1, width - subtitleIndent))
                .map { StyledLine(String(repeating: " ", count: subtitleIndent) + $0, style: palette.secondary) }
        }
        return (lines + messages(for: resolved, width: valueWidth, indent: valueIndent), cursor.map { valuesStart + $0 })
    }

    // MARK: Controls

    /// What the control shows: the terminal's one switch over controls for
    /// drawing. Labelled controls draw their value `width` wide; controls
    /// whose title is their content draw the whole row. `cursor` is set to
    /// the line of the lines returned that holds the control's cursor, for
    /// a control that draws it below its first line.
    private func controlLines(_ resolved: ResolvedRow<Form>, focused: Bool, width: Int, cursor: inout Int?) -> [StyledLine] {
        let row = resolved.row
        let icon = row.anatomy.icon.map { $0 + " " } ?? ""
        switch row.control {
        case .text(let text):
            let entry = text.entry
            return textLines(row, entry: entry, focused: focused, width: width, placeholder: text.placeholder)
        case .date(let date):
            return textLines(row, entry: date.entry, focused: focused, width: width, placeholder: date.pattern)
        case .file(let file):
            return textLines(row, entry: file.entry, focused: focused, width: width, placeholder: file.entry.placeholder ?? "")
        case .number(let number):
            switch number.style {
            case .field:
                return textLines(row, entry: number.entry, focused: focused, width: width, placeholder: "—")
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
            return [
                StyledLine(
                    isOn ? "[x] " + TerminalWords.text("toggle.on") : "[ ] " + TerminalWords.text("toggle.off"), style: isOn ? palette.selected : palette.value)
            ]
        case .choice(let choice):
            let (labels, selected) = choice.optionLabelsAndSelectedIndex(in: controller)
            if choice.style == .segmented {
                // Segments that do not fit on one line go on the next, so
                // that every option shows whole.
                var lines: [StyledLine] = []
                var line = StyledLine()
                for (index, label) in labels.enumerated() {
                    let style = index == selected ? (focused ? palette.focusedButton : palette.selected) : palette.value
                    if line.width > 0, line.width + 3 + TextWidth.of(label) > width {
                        lines.append(line)
                        line = StyledLine()
                    }
                    if line.width > 0 { line.append(" │ ", style: palette.border) }
                    line.append(label, style: style)
                }
                lines.append(line)
                return lines.map { $0.truncated(to: width) }
            }
            let label = selected.map { labels[$0] } ?? "—"
            guard focused else { return [StyledLine(label, style: palette.value).truncated(to: width)] }
            var line = StyledLine("‹ ", style: palette.accent)
            line.append(label, style: palette.selected)
            line.append(" ›", style: palette.accent)
            return [line.truncated(to: width)]
        case .multipleChoice(let choices):
            return multipleChoice(resolved.id, choices, width: width, focused: focused, cursor: &cursor)
        case .value(let value):
            return TextWrapping.wrap(value.text(in: controller), width: width).map { StyledLine($0, style: palette.secondary) }
        case .note:
            return TextWrapping.wrap(row.anatomy.title, width: width).map { StyledLine($0, style: palette.secondary) }
        case .button(let button):
            let style =
                !resolved.isEnabled
                ? palette.disabled
                : focused
                    ? palette.focusedButton
                    : button.role == .destructive ? palette.error : palette.button
            var line = StyledLine("[ " + icon + row.anatomy.title + " ]", style: style)
            if let detail = resolved.detail { line.append("  " + detail, style: palette.secondary) }
            if row.anatomy.showsChevron || button.destination != nil { line.append("  ›", style: palette.secondary) }
            return [line.truncated(to: width)]
        case .link:
            let title = StyledLine(icon + row.anatomy.title, style: !resolved.isEnabled ? palette.disabled : focused ? palette.focusedLabel : palette.label)
            var trailing = StyledLine()
            if let detail = resolved.detail { trailing.append(detail + " ", style: palette.secondary) }
            trailing.append("›", style: focused ? palette.accent : palette.secondary)
            var line = title
            line.appendBlanks(max(1, width - title.width - trailing.width))
            line.append(trailing)
            return [line.truncated(to: width)]
        case .custom(let custom):
            return ChromeRenderer(palette: palette).render(custom.content(in: controller), width: width) { _ in [] }
        }
    }

    /// Typed text: while focused, the editing window with its cursor;
    /// otherwise the value (or the text as typed, when it does not read).
    private func textLines(_ row: FormRow<Form>, entry: TextEntry<Form>, focused: Bool, width: Int, placeholder: String?) -> [StyledLine] {
        let id = row.id
        let text = session.text(of: row)
        if focused {
            let editor = state.editor(for: id, text: text, allowsNewlines: entry.allowsNewlines, limit: entry.characterLimit)
            if text.isEmpty, let placeholder, let first = placeholder.first {
                // The cursor sits on the placeholder's first character, so the
                // placeholder lines up with the values of other rows.
                var line = StyledLine(String(first), style: palette.cursor.merged(with: palette.placeholder))
                line.append(String(placeholder.dropFirst()), style: palette.placeholder)
                return [line.truncated(to: width)]
            }
            if entry.allowsNewlines {
                return TextWindow.editingLines(before: editor.textBeforeCursor, after: editor.textAfterCursor, width: width, palette: palette)
            }
            return [
                TextWindow.editingLine(
                    before: editor.textBeforeCursor[...], after: editor.textAfterCursor[...],
                    width: width, mask: entry.isSecure, palette: palette)
            ]
        }
        if text.isEmpty { return [StyledLine(placeholder ?? "", style: palette.placeholder).truncated(to: width)] }
        let style = session.inputProblem(of: row) == nil ? palette.value : palette.error
        if entry.allowsNewlines { return TextWindow.lines(text, width: width, style: style, palette: palette) }
        return [TextWindow.line(text, width: width, style: style, palette: palette, mask: entry.isSecure)]
    }

    private func slider(_ number: NumberControl<Form>, width: Int, focused: Bool) -> StyledLine {
        let text = " " + number.text(in: controller)
        let barWidth = max(3, min(24, width - TextWidth.of(text)))
        let knob = min(barWidth - 1, max(0, Int((number.fraction(in: controller) * Double(barWidth - 1)).rounded())))
        var line = StyledLine(String(repeating: "━", count: knob), style: focused ? palette.accent : palette.value)
        line.append("●", style: focused ? palette.selected : palette.value)
        line.append(String(repeating: "─", count: barWidth - knob - 1), style: palette.border)
        line.append(text, style: palette.value)
        return line
    }

    private func multipleChoice(_ id: PartialKeyPath<Form>, _ choices: MultipleChoiceControl<Form>, width: Int, focused: Bool, cursor cursorLine: inout Int?)
        -> [StyledLine]
    {
        let (labels, selected) = choices.optionLabelsAndSelectedIndices(in: controller)
        guard focused else {
            let chosen = labels.indices.filter(selected.contains).map { labels[$0] }
            return [
                StyledLine(
                    chosen.isEmpty ? TerminalWords.text("screen.none") : chosen.joined(separator: TerminalWords.text("plain.listSeparator")),
                    style: chosen.isEmpty ? palette.placeholder : palette.value
                ).truncated(
                    to: width)
            ]
        }
        var lines: [StyledLine] = []
        let filter = state.filter(of: id)
        if let filter {
            var line = StyledLine("/ ", style: palette.accent)
            line.append(filter.text, style: palette.value)
            if filter.isTyping { line.append(" ", style: palette.cursor) }
            lines.append(line)
        }
        let visible = choices.indices(matching: filter?.text ?? "", in: controller)
        let cursor = state.optionCursor(of: id, among: visible)
        if visible.isEmpty { lines.append(StyledLine(TerminalWords.text("screen.noOptionMatches"), style: palette.placeholder)) }
        if !visible.isEmpty { cursorLine = lines.count + cursor }
        for (position, index) in visible.enumerated() {
            let mark = selected.contains(index) ? "[x] " : "[ ] "
            let style = position == cursor ? palette.focusedButton : selected.contains(index) ? palette.selected : palette.value
            lines.append(StyledLine(mark + labels[index], style: style).truncated(to: width))
        }
        return lines
    }

    // MARK: Messages

    private func messages(for resolved: ResolvedRow<Form>, width: Int, indent: Int) -> [StyledLine] {
        var messages: [(String, CellStyle)] = session.messages(for: resolved.row).map { ("✗ " + $0, palette.error) }
        if session.isChecking(resolved.row) { messages.append(("\(spinner) checking…", palette.secondary)) }
        if let reason = resolved.disabledReason { messages.append((reason, palette.secondary)) }
        if let group = groupAnchoredHere(resolved) {
            messages += session.messages(ofGroup: group).map { ("✗ " + $0, palette.error) }
        }
        let prefix = String(repeating: " ", count: indent)
        return messages.flatMap { text, style in
            TextWrapping.wrap(text, width: max(1, width)).map { StyledLine(prefix + $0, style: style) }
        }
    }

    /// The repeated group whose messages show under this row, if any.
    private func groupAnchoredHere(_ resolved: ResolvedRow<Form>) -> String? {
        let group: String
        switch resolved.place {
        case .element(let name, _), .add(let name): group = name
        case .header, .row, .footer: return nil
        }
        return session.messageAnchor(ofGroup: group) == resolved.id ? group : nil
    }
}

extension LabelPlacement {
    var isColumn: Bool {
        if case .column = self { return true }
        return false
    }
}

extension FormRow {
    /// The label: icon and title.
    var labelText: String {
        (anatomy.icon.map { $0 + " " } ?? "") + anatomy.title
    }
}
