import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// Turns keys on the focused row into the session's edits: the terminal's
/// one switch over controls for input. Each control's keys come with the
/// words the help footer shows for them, so help always says what the keys
/// in use do.
@MainActor
struct RowInput<Form: ValidatableForm> {
    let session: FormSession<Form>
    let state: TerminalFormState
    let keyMap: KeyMap

    /// Keys that do something on a row, and what to call them in help.
    struct Binding {
        /// What help shows, if anything: keys and action.
        var help: (keys: String, action: String)?
        /// Whether characters typed are text here (so `?` is typed, not a
        /// command).
        var typesText = false
        /// The key a click on the row stands for, if a click does more than
        /// focus it: Space on a toggle, Enter on a button or a link.
        var click: Key? = nil
        /// Acts on a key; `nil` when the key is not this binding's.
        var perform: (Key) -> ActivationResult?
    }

    /// Handles `key` on `row`; `nil` when the row has no use for it.
    func handle(_ key: Key, on row: FormRow<Form>) -> ActivationResult? {
        for binding in bindings(for: row) {
            if let result = binding.perform(key) { return result }
        }
        return nil
    }

    /// Moves the cursor of multi-line text to the line above or below for
    /// ↑ or ↓, before they move focus: `false` when `row` is not multi-line
    /// text, or the cursor is on its first or last line.
    func movesBetweenLines(_ key: Key, on row: FormRow<Form>) -> Bool {
        guard key == .up || key == .down, row.control.textEntry?.allowsNewlines == true else { return false }
        if case .handled? = handle(key, on: row) { return true }
        return false
    }

    /// What a click on `row` does once it is focused: `nil` when focusing
    /// it is all.
    func click(on row: FormRow<Form>) -> ActivationResult? {
        for binding in bindings(for: row) {
            if let key = binding.click, let result = binding.perform(key) { return result }
        }
        return nil
    }

    /// What the keys do on `row`, for the help footer.
    func help(for row: FormRow<Form>) -> [(keys: String, action: String)] {
        bindings(for: row).compactMap(\.help)
    }

    /// Whether characters typed on `row` are text (a text field), or, while
    /// a filter is typed, whether they go to the filter.
    func typesText(on row: FormRow<Form>?) -> Bool {
        if let filter = state.filter, filter.isTyping { return true }
        return row.map { bindings(for: $0).contains(where: \.typesText) } ?? false
    }

    private var controller: FormController<Form> { session.controller }

    private func bindings(for row: FormRow<Form>) -> [Binding] {
        let id = row.id
        let commit = Binding(help: (keyMap.activate.helpName, TerminalWords.text("help.next"))) { key in
            keyMap.activate.contains(key) ? session.commit(id) : nil
        }
        switch row.control {
        case .text, .date, .file:
            // A file is typed as its path.
            return textBindings(row)
        case .number(let number):
            guard number.style == .field else {
                return [
                    Binding(help: (KeyNames.pair(keyMap.decrease, keyMap.increase), TerminalWords.text("help.change"))) { key in
                        if keyMap.increase.contains(key) {
                            session.step(id, by: 1)
                            return .handled
                        }
                        if keyMap.decrease.contains(key) {
                            session.step(id, by: -1)
                            return .handled
                        }
                        return nil
                    }, commit,
                ]
            }
            return textBindings(row)
        case .toggle(let toggle):
            return [
                Binding(help: (keyMap.toggle.helpName, TerminalWords.text("help.toggle")), click: keyMap.toggle.first) { key in
                    if keyMap.toggle.contains(key) || keyMap.increase.contains(key) || keyMap.decrease.contains(key) {
                        session.setOn(!toggle.isOn(in: controller), for: id)
                        return .handled
                    }
                    // y or n, or the language's own letters (o or n in French).
                    guard case .character(let typed) = key, let isOn = TerminalWords.yesOrNo(String(typed)), typed.isLetter else { return nil }
                    session.setOn(isOn, for: id)
                    return .handled
                }, commit,
            ]
        case .choice:
            return [
                Binding(help: (KeyNames.pair(keyMap.decrease, keyMap.increase), TerminalWords.text("help.change"))) { key in
                    if keyMap.increase.contains(key) || keyMap.toggle.contains(key) {
                        session.moveSelection(of: id, by: 1)
                        return .handled
                    }
                    if keyMap.decrease.contains(key) {
                        session.moveSelection(of: id, by: -1)
                        return .handled
                    }
                    return nil
                }, commit,
            ]
        case .multipleChoice(let choices):
            return multipleChoiceBindings(row, choices: choices)
        case .button, .custom:
            return activationBindings(row, isLink: false)
        case .link:
            return activationBindings(row, isLink: true)
        case .value, .note:
            return []
        }
    }

    /// Typed text: the line-editing keys, and Enter (the `onSubmit` chain,
    /// or a new line in multi-line text).
    private func textBindings(_ row: FormRow<Form>) -> [Binding] {
        guard let entry = row.control.textEntry else { return [] }
        let id = row.id
        var bindings: [Binding] = []
        if !entry.allowsNewlines {
            bindings.append(
                Binding(help: (keyMap.activate.helpName, TerminalWords.text("help.next"))) { key in
                    keyMap.activate.contains(key) ? session.commit(id) : nil
                })
        } else {
            bindings.append(Binding(help: (Key.enter.name, TerminalWords.text("help.newLine"))) { _ in nil })
            bindings.append(Binding(help: (KeyNames.pair([.up], [.down]), TerminalWords.text("help.line"))) { _ in nil })
        }
        bindings.append(
            Binding(help: nil, typesText: true) { key in
                var text = session.text(of: row)
                var editor = state.takeEditor(for: id, text: text, allowsNewlines: entry.allowsNewlines, limit: entry.characterLimit)
                let handled = editor.handle(key)
                if editor.lastInsertWasCut, let limit = entry.characterLimit {
                    state.editingNotice = TerminalWords.text("edit.cutAtLimit", count: limit)
                }
                if handled {
                    let edited = editor.text
                    if edited != text {
                        session.setText(edited, for: id)
                        text = session.text(of: row)
                    }
                }
                state.editing = TerminalFormState.Editing(row: id, editor: editor, text: text)
                return handled ? .handled : nil
            })
        return bindings
    }

    /// A button's, a link's or custom content's keys: activation, and for a
    /// link the key that moves right, which opens it.
    private func activationBindings(_ row: FormRow<Form>, isLink: Bool) -> [Binding] {
        let id = row.id
        return [
            Binding(help: (keyMap.activate.helpName, TerminalWords.text(isLink ? "help.open" : "help.press")), click: keyMap.activate.first) { key in
                let opens = isLink && keyMap.increase.contains(key)
                guard keyMap.activate.contains(key) || keyMap.toggle.contains(key) || opens else { return nil }
                return session.activate(id)
            }
        ]
    }

    private func multipleChoiceBindings(_ row: FormRow<Form>, choices: MultipleChoiceControl<Form>) -> [Binding] {
        let id = row.id
        var bindings = [
            Binding(help: (KeyNames.pair(keyMap.decrease, keyMap.increase), TerminalWords.text("help.option"))) { key in
                guard keyMap.increase.contains(key) || keyMap.decrease.contains(key) else { return nil }
                let visible = choices.indices(matching: state.filter(of: id)?.text ?? "", in: controller)
                let cursor = state.optionCursor(of: id, among: visible)
                let moved = keyMap.increase.contains(key) ? min(cursor + 1, max(0, visible.count - 1)) : max(cursor - 1, 0)
                state.moveOptionCursor(of: id, to: moved, among: visible)
                return .handled
            },
            Binding(help: (keyMap.toggle.helpName, TerminalWords.text("help.choose"))) { key in
                guard keyMap.toggle.contains(key) else { return nil }
                let visible = choices.indices(matching: state.filter(of: id)?.text ?? "", in: controller)
                let cursor = state.optionCursor(of: id, among: visible)
                if visible.indices.contains(cursor) { session.toggleOption(visible[cursor], for: id) }
                return .handled
            },
        ]
        if choices.isFilterable {
            bindings.append(
                Binding(help: (keyMap.filter.helpName, TerminalWords.text("help.filter"))) { key in
                    guard keyMap.filter.contains(key) else { return nil }
                    // An empty filter shows every option: the highlight stays.
                    state.filter = TerminalFormState.Filter(row: id, text: "", isTyping: true) { text in
                        choices.indices(matching: text, in: controller)
                    }
                    return .handled
                })
        }
        bindings.append(
            Binding(help: (keyMap.activate.helpName, TerminalWords.text("help.next"))) { key in
                guard keyMap.activate.contains(key) else { return nil }
                state.filter = nil
                return session.commit(id)
            })
        return bindings
    }

    /// Keys typed into a multiple-choice row's filter while it is typed:
    /// letters extend it, Backspace shortens (and, when empty, closes) it,
    /// Enter stops typing. `false` for keys the filter does not take.
    func handleFilterTyping(_ key: Key) -> Bool {
        guard var filter = state.filter, filter.isTyping else { return false }
        switch key {
        case .character(let character) where !keyMap.toggle.contains(key):
            filter.text.append(character)
        case .paste(let text):
            filter.text += TextSanitizer.clean(text, keepingNewlines: false)
        case .backspace:
            if filter.text.isEmpty {
                state.filter = nil
                return true
            }
            filter.text.removeLast()
        case .enter:
            filter.isTyping = false
        default:
            return false
        }
        state.filter = filter
        // The highlight stays on its option while the option is shown, and
        // goes to the first one shown when it is filtered out.
        let visible = filter.options(filter.text)
        state.moveOptionCursor(of: filter.row, to: state.optionCursor(of: filter.row, among: visible), among: visible)
        return true
    }
}
