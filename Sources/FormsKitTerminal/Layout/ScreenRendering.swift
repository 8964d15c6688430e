import FormsKit
import FormsKitModel

extension TerminalScreen {
    /// The form's content laid out for `width` cells: problems above the
    /// form, then the sections dressed by the layout's appearance.
    func content(width: Int, palette: TerminalPalette, spinner: Character) -> ScreenContent {
        syncEditor()
        let renderer = RowRenderer(screen: self, palette: palette, spinner: spinner, hasPendingValidations: !controller.pendingValidations.isEmpty)
        let chrome = ChromeRenderer(palette: palette)
        let appearance = session.layout.appearance
        let sections = session.resolve()
        var focusedRowLines = 0
        var lines: [StyledLine] = problems.flatMap { problem in
            TextWrapping.wrap("✗ " + problem, width: width).map { StyledLine($0, style: palette.error) }
        }
        if !lines.isEmpty { lines.append(StyledLine()) }
        let body = appearance.makeBody(configuration: FormAppearanceConfiguration(title: nil))
        lines += chrome.render(body, width: width) { innerWidth in
            var content: [StyledLine] = []
            for (index, section) in sections.enumerated() {
                if index > 0 { content.append(StyledLine()) }
                let configuration = SectionAppearanceConfiguration(header: text(of: section.section.header), footer: text(of: section.section.footer))
                content += chrome.render(appearance.makeSection(configuration: configuration), width: innerWidth) { rowsWidth in
                    let placement = rowsWidth < 36 ? LabelPlacement.above : appearance.labelPlacement
                    let labelColumn = labelColumnWidth(section, placement: placement, width: rowsWidth)
                    var rows: [StyledLine] = []
                    if case .row(let header)? = section.section.header {
                        rows += renderer.lines(for: resolvedSupplement(header), width: rowsWidth, placement: placement, labelColumn: labelColumn)
                    }
                    let groups = section.rows.map { group(of: $0, in: section) }
                    for (position, row) in section.rows.enumerated() {
                        let rendered = renderer.lines(for: row, width: rowsWidth, placement: placement, labelColumn: labelColumn)
                        if row.id == controller.focus { focusedRowLines = rendered.count }
                        rows += rendered
                        if let group = groups[position], position + 1 == groups.count || groups[position + 1] != group {
                            rows += renderer.groupMessages(group, width: rowsWidth, indent: labelColumn + 2)
                        }
                    }
                    return rows
                }
            }
            return content
        }
        let focusStart = lines.firstIndex { $0.text.contains(RowRenderer<Form>.focusMarker) }
        let focusRange = focusStart.map { $0..<($0 + max(1, focusedRowLines)) }
        return ScreenContent(lines: lines, focusedLines: focusRange)
    }

    private func text(of supplement: SectionSupplement<Form>?) -> String? {
        if case .text(let text)? = supplement { return text }
        return nil
    }

    private func resolvedSupplement(_ row: FormRow<Form>) -> ResolvedRow<Form> {
        let isEnabled = controller.readForm { row.isEnabled(in: $0) }
        let detail = controller.readForm { row.detail(in: $0) }
        return ResolvedRow(row: row, isVisible: true, isEnabled: isEnabled, detail: detail, repetition: nil)
    }

    /// The repeated group a row belongs to: an element's row, or the group's Add row.
    private func group(of row: ResolvedRow<Form>, in section: ResolvedSection<Form>) -> String? {
        row.repetition?.group ?? session.group(addedBy: row.id)?.id
    }

    private func labelColumnWidth(_ section: ResolvedSection<Form>, placement: LabelPlacement, width: Int) -> Int {
        switch placement {
        case .above:
            return 0
        case .column(let columnWidth):
            return min(columnWidth, width / 2)
        case .leading:
            let widest = section.rows.filter { $0.row.hasLabelColumn }.map { TextWidth.of($0.row.labelText) }.max() ?? 0
            return min(widest + 2, width / 2)
        }
    }

    /// The keys that do something on the focused row, then the global ones.
    func help(keyMap: KeyMap) -> [(keys: String, action: String)] {
        var items: [(String, String)] = [("tab/↓", "next"), ("shift+tab/↑", "back")]
        if let id = controller.focus, let row = session.row(id) {
            switch row.control {
            case .text(let text) where text.style == .multiline: items.append(("enter", "new line"))
            case .text, .date: items.append(("enter", "next"))
            case .number(let number): items.append(number.style == .field ? ("enter", "next") : ("←/→", "change"))
            case .toggle: items.append(("space", "toggle"))
            case .choice: items.append(("←/→", "change"))
            case .multipleChoice(let choices):
                items.append(("←/→", "option"))
                items.append(("space", "choose"))
                if choices.isFilterable { items.append(("/", "filter")) }
            case .button: items.append(("enter", "press"))
            case .link: items.append(("enter", "open"))
            case .custom, .value, .note: break
            }
        }
        if isSubmittable { items.append(("ctrl+s", "submit")) }
        return items
    }
}

extension FormRow {
    /// Whether the row's label sits in the label column (rows whose title is
    /// their content, such as buttons and notes, span the row).
    var hasLabelColumn: Bool {
        switch control {
        case .button, .link, .note, .custom: return false
        default: return true
        }
    }

    /// The label: icon and title.
    var labelText: String {
        (anatomy.icon.map { $0 + " " } ?? "") + anatomy.title
    }
}
