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
        groups = [
            Group(
                title: TerminalWords.text("keys.form"),
                entries: [
                    entry(keyMap.submit, TerminalWords.text("keys.submit")),
                    entry(keyMap.cancel, TerminalWords.text(isShowingChild ? "keys.goBack" : "keys.cancel")),
                    entry(keyMap.abort, TerminalWords.text("keys.abort")),
                    entry(keyMap.keys, TerminalWords.text("keys.keys")),
                ].compactMap { $0 }),
            Group(
                title: TerminalWords.text("keys.moving"),
                entries: [
                    entry(keyMap.next, TerminalWords.text("keys.next")),
                    entry(keyMap.previous, TerminalWords.text("keys.previous")),
                    entry(keyMap.pageDown, TerminalWords.text("keys.pageDown")),
                    entry(keyMap.pageUp, TerminalWords.text("keys.pageUp")),
                    entry(keyMap.first, TerminalWords.text("keys.first")),
                    entry(keyMap.last, TerminalWords.text("keys.last")),
                ].compactMap { $0 }),
            Group(
                title: TerminalWords.text("keys.rows"),
                entries: [
                    entry(keyMap.activate, TerminalWords.text("keys.activate")),
                    entry(keyMap.toggle, TerminalWords.text("keys.toggle")),
                    entry(keyMap.decrease + keyMap.increase, TerminalWords.text("keys.change")),
                    entry(keyMap.filter, TerminalWords.text("keys.filter")),
                ].compactMap { $0 }),
            Group(
                title: TerminalWords.text("keys.lists"),
                entries: [
                    entry(keyMap.removeElement, TerminalWords.text("keys.removeElement")),
                    entry(keyMap.moveElementUp, TerminalWords.text("keys.moveElementUp")),
                    entry(keyMap.moveElementDown, TerminalWords.text("keys.moveElementDown")),
                ].compactMap { $0 }),
            Group(
                title: TerminalWords.text("keys.text"),
                entries: [
                    Entry(keys: "←/→", action: TerminalWords.text("keys.cursor")),
                    Entry(keys: "home/end", action: TerminalWords.text("keys.lineEnds")),
                    Entry(keys: "alt+←/→", action: TerminalWords.text("keys.word")),
                    Entry(keys: "backspace/delete", action: TerminalWords.text("keys.deleteCharacter")),
                    Entry(keys: "alt+backspace", action: TerminalWords.text("keys.deleteWord")),
                    Entry(keys: "ctrl+w", action: TerminalWords.text("keys.deleteWordBefore")),
                    Entry(keys: "ctrl+u/ctrl+k", action: TerminalWords.text("keys.deleteToEnds")),
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
