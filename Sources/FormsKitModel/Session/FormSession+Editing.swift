import FormsKit
import Foundation

extension FormSession {
    // MARK: Text

    /// The text a row shows for editing: its value written out or, while
    /// the row is edited or when it does not read, the text as the user
    /// typed it. Empty for rows that are not typed.
    public func text(of id: PartialKeyPath<Form>) -> String {
        row(id).map(text(of:)) ?? ""
    }

    /// The text `row` shows for editing, as for its id, without looking the
    /// row up.
    @_spi(FormsKitSurface) public func text(of row: FormRow<Form>) -> String {
        observation.read()
        return draftTextAndProblem(of: row).text ?? row.control.textEntry?.text(in: controller) ?? ""
    }

    /// Sets a typed row's text: the value when the text reads (a number, a
    /// date), otherwise the text is kept as typed with an ``InputProblem``
    /// and the value stays as it was. Then the row's change handlers run.
    public func setText(_ text: String, for id: PartialKeyPath<Form>) {
        guard let row = row(id) else { return }
        setText(text, for: row)
    }

    /// Sets `row`'s text, as setting it by the row's id does, without
    /// looking the row up: for a surface that walks the outline.
    package func setText(_ text: String, for row: FormRow<Form>) {
        let id = row.id
        edit(row) { control in
            // A `String` field's text is its value, normalized: a draft only
            // for text longer than the row allows, or text that normalizing
            // changed, shown as typed while the row has focus.
            if case .text(let textControl) = control, textControl.isVerbatim {
                let (problem, normalized) = textControl.writeNormalizing(text, in: controller)
                if let problem {
                    typedText[id] = TextDraft(text: text, problem: problem, stamp: textControl.text(in: controller))
                } else if normalized != text {
                    // The field holds the normalized text: no need to read it back.
                    typedText[id] = TextDraft(text: text, problem: nil, stamp: normalized)
                } else {
                    forgetDraft(of: id)
                }
                return true
            }
            guard let entry = control.textEntry else { return false }
            let problem = entry.write(text, in: controller)
            if entry.isVerbatim && problem == nil {
                forgetDraft(of: id)
            } else {
                typedText[id] = TextDraft(text: text, problem: problem, stamp: entry.text(in: controller))
            }
            return true
        }
    }

    /// Why the text typed in a row does not read, if it does not.
    public func inputProblem(of id: PartialKeyPath<Form>) -> InputProblem? {
        guard typedText[id] != nil, let row = row(id) else { return nil }
        return inputProblem(of: row)
    }

    /// Why the text typed in `row` does not read, without looking the row up.
    @_spi(FormsKitSurface) public func inputProblem(of row: FormRow<Form>) -> InputProblem? {
        observation.read()
        // Only typed rows keep drafts: no lookup for the rest.
        guard row.control.keepsDrafts, let draft = typedText[row.id], draft.problem != nil,
            let entry = row.control.textEntry, draft.stamp == entry.text(in: controller)
        else { return nil }
        return draft.problem
    }

    /// The text `row` shows from its draft and why that text cannot be
    /// used, with one look at the draft and one reading of the value; a
    /// `nil` text when the row shows its value (no draft, or a stale one).
    package func draftTextAndProblem(of row: FormRow<Form>) -> (text: String?, problem: InputProblem?) {
        guard !typedText.isEmpty, row.control.keepsDrafts, let draft = typedText[row.id], let entry = row.control.textEntry else { return (nil, nil) }
        let current = entry.text(in: controller)
        guard draft.stamp == current else { return (nil, nil) }
        return (draft.problem != nil || controller.focus == row.id ? draft.text : current, draft.problem)
    }

    /// The rows whose typed text does not read, in the layout's order.
    var rowsWithInputProblems: [PartialKeyPath<Form>] {
        // Drafts that read (most) are passed over before their rows are
        // looked up.
        var rows: [PartialKeyPath<Form>] = []
        for (id, draft) in typedText where draft.problem != nil && inputProblem(of: id) != nil { rows.append(id) }
        guard rows.count > 1 else { return rows }
        return rows.sorted { (outlineIndex(of: $0) ?? .max) < (outlineIndex(of: $1) ?? .max) }
    }

    // MARK: Values

    /// Turns a toggle row on or off.
    public func setOn(_ isOn: Bool, for id: PartialKeyPath<Form>) {
        guard let row = row(id) else { return }
        setOn(isOn, for: row)
    }

    /// As for the row's id, without looking the row up.
    package func setOn(_ isOn: Bool, for row: FormRow<Form>) {
        edit(row) { control in
            guard case .toggle(let toggle) = control else { return false }
            toggle.setOn(isOn, in: controller)
            return true
        }
    }

    /// Sets (or, with `nil`, clears) a file row's file: what a browser
    /// uploaded, what a picker chose.
    public func setFile(_ file: UploadedFile?, for id: PartialKeyPath<Form>) {
        guard let row = row(id) else { return }
        setFile(file, for: row)
    }

    /// As for the row's id, without looking the row up.
    package func setFile(_ file: UploadedFile?, for row: FormRow<Form>) {
        let id = row.id
        edit(row) { control in
            guard case .file(let control) = control else { return false }
            control.setFile(file, in: controller)
            forgetDraft(of: id)
            return true
        }
    }

    /// Sets a number row's value (`nil` clears an optional one).
    public func setNumber(_ number: Double?, for id: PartialKeyPath<Form>) {
        edit(id) { control in
            guard case .number(let number_) = control else { return false }
            number_.setNumber(number, in: controller)
            forgetDraft(of: id)
            return true
        }
    }

    /// Moves a number row (stepper, slider) by `steps` steps.
    @_spi(FormsKitSurface) public func step(_ id: PartialKeyPath<Form>, by steps: Int) {
        edit(id) { control in
            guard case .number(let number) = control else { return false }
            number.step(by: steps, in: controller)
            forgetDraft(of: id)
            return true
        }
    }

    /// Chooses the option at `index` of a choice row.
    public func select(_ index: Int, for id: PartialKeyPath<Form>) {
        guard let row = row(id) else { return }
        select(index, for: row)
    }

    /// As for the row's id, without looking the row up.
    ///
    /// - Returns: Whether the row offers an option at `index` (when it
    ///   does not, nothing is chosen and no change handler runs).
    @discardableResult
    package func select(_ index: Int, for row: FormRow<Form>) -> Bool {
        var isOffered = false
        edit(row) { control in
            guard case .choice(let choice) = control else { return false }
            isOffered = choice.selectIfOffered(index, in: controller)
            return isOffered
        }
        return isOffered
    }

    /// Moves a choice row's choice by `offset` options, wrapping around.
    @_spi(FormsKitSurface) public func moveSelection(of id: PartialKeyPath<Form>, by offset: Int) {
        edit(id) { control in
            guard case .choice(let choice) = control else { return false }
            choice.move(by: offset, in: controller)
            return true
        }
    }

    /// Chooses or un-chooses the option at `index` of a multiple-choice row.
    public func toggleOption(_ index: Int, for id: PartialKeyPath<Form>) {
        edit(id) { control in
            guard case .multipleChoice(let choices) = control else { return false }
            choices.toggle(index, in: controller)
            return true
        }
    }

    /// Chooses exactly the options at `indices` of a multiple-choice row.
    public func selectOptions(_ indices: Set<Int>, for id: PartialKeyPath<Form>) {
        guard let row = row(id) else { return }
        selectOptions(indices, for: row)
    }

    /// As for the row's id, without looking the row up.
    package func selectOptions(_ indices: Set<Int>, for row: FormRow<Form>) {
        edit(row) { control in
            guard case .multipleChoice(let choices) = control else { return false }
            choices.select(indices, in: controller)
            return true
        }
    }

    /// Sets a date row's date (`nil` clears an optional one).
    public func setDate(_ date: Date?, for id: PartialKeyPath<Form>) {
        edit(id) { control in
            guard case .date(let date_) = control else { return false }
            date_.setDate(date, in: controller)
            forgetDraft(of: id)
            return true
        }
    }

    /// Forgets the text typed in a row: after an edit of its value that is
    /// not typed. Costs nothing when no row has a draft, as in most edits.
    func forgetDraft(of id: PartialKeyPath<Form>) {
        if !typedText.isEmpty { typedText[id] = nil }
    }

    /// Applies an edit to a usable row, then runs its change handlers. A
    /// disabled row that says why tells the user instead.
    func edit(_ id: PartialKeyPath<Form>, _ apply: (RowControl<Form>) -> Bool) {
        guard let row = row(id) else { return }
        edit(row, apply)
    }

    /// Applies an edit to `row` if it is usable, as ``edit(_:_:)`` for its id.
    func edit(_ row: FormRow<Form>, _ apply: (RowControl<Form>) -> Bool) {
        let id = row.id
        guard row.isUnconditional || controller.readForm({ row.isEnabled(in: $0) }) else {
            notice = controller.readForm { row.disabledReason(in: $0) }
            return
        }
        guard apply(row.control) else { return }
        for handler in row.changeHandlers { handler(self) }
        eventHandler?(.changed(id))
        if !editsHeldForOneGo { refreshGroupAnchors() }
    }

    /// Runs `body`, which changes many rows' values at once (a browser's
    /// submission), as one edit: the controller tells observers once and
    /// lets form rules react once, at the end (`FormController`'s
    /// `editInOneGo`), and the groups' messages are placed once.
    ///
    /// Each value is in the form as soon as it is set, so a row's
    /// visibility read during `body` follows the values set before it. When
    /// someone is told about each change (a row's `onChange` handler, or
    /// ``eventHandler``), who may read what the form's rules made of the
    /// change, the edits are made one by one, as they are outside `body`.
    package func editInOneGo<Result>(_ body: () -> Result) -> Result {
        guard !editsHeldForOneGo, eventHandler == nil, !currentOutline.hasChangeHandlers else { return body() }
        editsHeldForOneGo = true
        defer {
            editsHeldForOneGo = false
            refreshGroupAnchors()
        }
        return controller.editInOneGo(body)
    }
}
