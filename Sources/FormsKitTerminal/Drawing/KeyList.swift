/// Every key of a form, as the list that the keys key (`?`, F1) shows in
/// place of the form: the key map's actions with all their keys, then the
/// keys that edit text, which the line editor fixes.
struct KeyList {
    /// One action and the keys that do it, `tab/↓`.
    struct Entry {
        var keys: String
        var action: String
    }

    /// A heading and its entries.
    struct Group {
        var title: String
        var entries: [Entry]
    }

    let groups: [Group]

    /// The keys of `keyMap`; `isShowingChild` says Esc goes back rather
    /// than cancels.
    init(keyMap: KeyMap, isShowingChild: Bool) {
        func entry(_ keys: [Key], _ action: String) -> Entry? {
            keys.isEmpty ? nil : Entry(keys: keys.map(\.name).joined(separator: "/"), action: action)
        }
        let leave = isShowingChild ? "go back to the form before" : "cancel"
        groups = [
            Group(
                title: "Form",
                entries: [
                    entry(keyMap.submit, "submit"),
                    entry(keyMap.cancel, "\(leave); close a filter or this list"),
                    entry(keyMap.abort, "quit at once"),
                    entry(keyMap.keys, "show or close this list (? only outside text)"),
                ].compactMap { $0 }),
            Group(
                title: "Moving",
                entries: [
                    entry(keyMap.next, "next row"),
                    entry(keyMap.previous, "previous row"),
                    entry(keyMap.pageDown, "a page down; at the end, the last row"),
                    entry(keyMap.pageUp, "a page up; at the start, the first row"),
                    entry(keyMap.first, "first row (outside text)"),
                    entry(keyMap.last, "last row (outside text)"),
                ].compactMap { $0 }),
            Group(
                title: "Rows",
                entries: [
                    entry(keyMap.activate, "move on; press a button, open a link; submit from the last row"),
                    entry(keyMap.toggle, "toggle a switch; choose the highlighted option"),
                    entry(keyMap.decrease + keyMap.increase, "change a choice, number or switch; move among options"),
                    entry(keyMap.filter, "filter a list of options"),
                ].compactMap { $0 }),
            Group(
                title: "Lists",
                entries: [
                    entry(keyMap.removeElement, "remove the focused element"),
                    entry(keyMap.moveElementUp, "move it up"),
                    entry(keyMap.moveElementDown, "move it down"),
                ].compactMap { $0 }),
            Group(
                title: "Text",
                entries: [
                    Entry(keys: "←/→", action: "move the cursor"),
                    Entry(keys: "home/end", action: "start or end of the line"),
                    Entry(keys: "alt+←/→", action: "a word left or right"),
                    Entry(keys: "backspace/delete", action: "delete a character"),
                    Entry(keys: "alt+backspace", action: "delete a word"),
                    Entry(keys: "ctrl+w", action: "delete the word before the cursor"),
                    Entry(keys: "ctrl+u/ctrl+k", action: "delete to the start or end of the line"),
                ]),
        ].filter { !$0.entries.isEmpty }
    }

    /// The list as lines `width` cells wide: a heading per group, then each
    /// entry's keys in a column and its action beside them, wrapped; keys
    /// wider than the column, or every key on a narrow screen, get a line
    /// of their own.
    func lines(width: Int, palette: TerminalPalette) -> [StyledLine] {
        guard width > 0 else { return [] }
        let widest = groups.flatMap(\.entries).map { TextWidth.of($0.keys) }.max() ?? 0
        // A third of the width at most: longer keys get a line of their own.
        let keyColumn = max(1, min(widest, width / 3))
        // Too narrow for two columns: each action goes under its keys.
        let stacked = 2 + keyColumn + 2 + 10 > width
        let actionIndent = stacked ? min(4, width - 1) : 2 + keyColumn + 2
        let actionWidth = max(1, width - actionIndent)
        var lines: [StyledLine] = []
        for (index, group) in groups.enumerated() {
            if index > 0 { lines.append(StyledLine()) }
            lines.append(StyledLine(group.title, style: palette.title).truncated(to: width))
            for entry in group.entries {
                var keys = StyledLine(blanks: 2)
                keys.append(entry.keys, style: palette.helpKey)
                keys = keys.truncated(to: width)
                var actions = TextWrapping.wrap(entry.action, width: actionWidth)[...]
                if stacked || TextWidth.of(entry.keys) > keyColumn {
                    lines.append(keys)
                } else {
                    keys.appendBlanks(actionIndent - keys.width)
                    keys.append(actions.popFirst() ?? "", style: palette.helpText)
                    lines.append(keys)
                }
                for action in actions {
                    var line = StyledLine(blanks: actionIndent)
                    line.append(action, style: palette.helpText)
                    lines.append(line.truncated(to: width))
                }
            }
        }
        return lines
    }
}
