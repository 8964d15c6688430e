import FormsKit
import Foundation

extension FormSession {
    /// A draft of what the form holds now: every field's value as text, by
    /// its name, each repeated group's size and, for a form in steps, the
    /// step. Masked text and files are left out.
    public func makeDraft(at date: Date = Date()) -> FormDraft {
        observation.read()
        let values: [String: [String]]
        if let made = draftValuesMade, made.revision == controller.revision, typedText.isEmpty {
            values = made.values
        } else {
            values = draftValues()
            // Typed text that is not a value yet is part of the values; kept
            // only when there is none, as the revision does not count it.
            if typedText.isEmpty { draftValuesMade = (controller.revision, values) }
        }
        var counts: [String: Int] = [:]
        for (_, group) in groups { counts[group.id] = controller.readForm(group.count) }
        return FormDraft(
            values: values, groupCounts: counts, step: hasSteps ? shownStep : nil, seenSteps: hasSteps ? seenSteps.sorted() : nil,
            savedAt: date)
    }

    /// Every row's value as a draft keeps it, by its posted name.
    private func draftValues() -> [String: [String]] {
        var values: [String: [String]] = [:]
        let (outline, version) = (currentOutline.rows, structureVersion)
        for index in outline.indices {
            guard let value = draftValue(of: outline[index].row) else { continue }
            values[postedName(ofRowAt: index, in: outline, version: version)] = value
        }
        return values
    }

    /// Whether a draft would hold anything the form did not start with: a
    /// changed value of a row a draft keeps, or text typed that is not a
    /// value yet. Masked text and files are never kept, so a form where only
    /// a password was typed has nothing to keep (and nothing to offer back).
    public var hasChangesADraftKeeps: Bool {
        observation.read()
        guard controller.isDirty || typedText.values.contains(where: { $0.problem != nil }) else { return false }
        for entry in currentOutline.rows {
            let row = entry.row
            guard draftValue(of: row) != nil else { continue }
            // Typed text that is not a value yet ("12a"); text that read is
            // the value, dirty or not.
            if typedText[row.id]?.problem != nil { return true }
            guard let field = row.field else { continue }
            // A field the controller does not know by this path: the form's
            // own answer stands.
            guard let dirty = controller.isDirty(field) else { return controller.isDirty }
            if dirty { return true }
        }
        // A group's size, or a field no row shows.
        for (_, group) in groups where controller.isDirty(group.field) ?? false { return true }
        return false
    }

    /// Puts `draft` back: each repeated group takes the draft's size, then
    /// each field the draft names takes its value, as if typed or chosen
    /// (text that is not a number yet stays, as typed, with its problem);
    /// a form in steps shows the draft's step, focused on its first row
    /// (focus stays as it was otherwise). A value that no longer
    /// fits (an option no longer offered, a field gone) is left as it is.
    public func restore(_ draft: FormDraft) {
        // Putting values back moves nobody's focus: it stays where the form
        // put it (adding a group's elements would move it to the last).
        let focus = controller.focus
        defer { if !hasSteps || draft.step == nil { controller.focus = focus } }
        for (id, count) in draft.groupCounts.sorted(by: { $0.key < $1.key }) {
            guard let group = group(named: id) else { continue }
            var current = controller.readForm(group.count)
            if current < count { current = appendElements(toGroup: id, upTo: count) }
            while current > max(count, group.minimum), removeElement(at: current - 1, fromGroup: id) == .done { current -= 1 }
        }
        restoreValues(of: draft) { _ in true }
        if hasSteps, let step = draft.step, shownLayout.steps.indices.contains(step) {
            for seen in draft.seenSteps ?? [] where shownLayout.steps.indices.contains(seen) { seenSteps.insert(seen) }
            restoreStep(step, returningToReview: false)
            focusFirst()
        }
    }

    /// Puts back the draft's values of the rows on the step shown, as
    /// ``restore(_:)`` does, and nothing else (focus, the step and the
    /// groups' sizes stay): whether any value changed. A page of a form in
    /// steps, reloaded, takes back what was typed on it since it was sent.
    package func restoreShownStep(from draft: FormDraft) -> Bool {
        let focus = controller.focus
        defer { controller.focus = focus }
        return restoreValues(of: draft) { entry in
            let section = shownLayout.sections[entry.section]
            return controller.readForm { isSectionShown(entry.section, section, in: $0) }
        }
    }

    /// Gives each row `includes` accepts its value in `draft`, when the
    /// draft names it: whether any value changed.
    @discardableResult
    private func restoreValues(of draft: FormDraft, including includes: (OutlineRow<Form>) -> Bool) -> Bool {
        let (outline, version) = (currentOutline.rows, structureVersion)
        var changed = false
        for index in outline.indices where includes(outline[index]) {
            let row = outline[index].row
            guard let value = draft.values[postedName(ofRowAt: index, in: outline, version: version)], value != draftValue(of: row) else { continue }
            restoreDraftValue(value, of: row)
            changed = changed || draftValue(of: row) == value
        }
        return changed
    }

    /// The row's value in a draft; `nil` for a row whose value a draft
    /// never holds (masked text, files, rows without a value).
    private func draftValue(of row: FormRow<Form>) -> [String]? {
        switch row.control {
        case .text(let text):
            return text.style == .secure ? nil : [self.text(of: row)]
        case .number, .date:
            // A value in ISO form (`2.5`, `1815-12-10`), which reads in every
            // language; text that is not a value yet, as typed.
            if draftTextAndProblem(of: row).problem != nil { return [self.text(of: row)] }
            return [TextConventions.withConventions(.iso) { row.control.textEntry?.text(in: controller) ?? "" }]
        case .toggle(let toggle):
            return [toggle.isOn(in: controller) ? "true" : "false"]
        case .choice(let choice):
            let (labels, selected) = choice.optionLabelsAndSelectedIndex(in: controller)
            let names = choice.optionOutputNames(in: controller)
            return selected.map { [Self.draftName(at: $0, labels: labels, names: names)] } ?? []
        case .multipleChoice(let choices):
            let (labels, selected) = choices.optionLabelsAndSelectedIndices(in: controller)
            let names = choices.optionOutputNames(in: controller)
            return labels.indices.filter(selected.contains).map { Self.draftName(at: $0, labels: labels, names: names) }
        case .file, .value, .note, .button, .link, .custom:
            return nil
        }
    }

    /// Gives the row `value` from a draft, as the person would.
    private func restoreDraftValue(_ value: [String], of row: FormRow<Form>) {
        switch row.control {
        case .text(let text):
            guard text.style != .secure, let typed = value.first, typed != self.text(of: row) else { return }
            setText(typed, for: row.id)
        case .number, .date:
            guard let typed = value.first, typed != self.text(of: row) else { return }
            // Kept in ISO form when it was a value, then shown in the language
            // in effect; what did not read was kept as typed, and is put
            // back so.
            TextConventions.withConventions(.iso) { setText(typed, for: row.id) }
            if draftTextAndProblem(of: row).problem != nil {
                setText(typed, for: row.id)
            } else {
                typedText[row.id] = nil
            }
        case .toggle(let toggle):
            guard let on = value.first.map({ $0 == "true" }), on != toggle.isOn(in: controller) else { return }
            setOn(on, for: row.id)
        case .choice(let choice):
            let (labels, names) = (choice.optionLabels(in: controller), choice.optionOutputNames(in: controller))
            guard let kept = value.first, let index = Self.option(named: kept, labels: labels, names: names) else { return }
            select(index, for: row)
        case .multipleChoice(let choices):
            let (labels, names) = (choices.optionLabels(in: controller), choices.optionOutputNames(in: controller))
            selectOptions(Set(value.compactMap { Self.option(named: $0, labels: labels, names: names) }), for: row)
        case .file, .value, .note, .button, .link, .custom:
            return
        }
    }

    /// What a draft keeps of the option at `index`: its value's name as the
    /// form's output writes it (`unitedKingdom`), the same in every
    /// language, else its label.
    private static func draftName(at index: Int, labels: [String], names: [String?]) -> String {
        (index < names.count ? names[index] : nil) ?? labels[index]
    }

    /// The option a draft named (by its value's name, or by its label, as
    /// drafts did before and do for options without one).
    private static func option(named kept: String, labels: [String], names: [String?]) -> Int? {
        names.firstIndex(of: kept) ?? labels.firstIndex(of: kept)
    }
}
