import FormsKit

/// One answer as a review step lists it: the question, the answer in
/// words, and the step to go back to in order to change it.
public struct ReviewAnswer: Hashable, Sendable {
    /// The position in the layout's steps of the step that asks it.
    public var step: Int
    /// The row's label.
    public var label: String
    /// The answer in words: the text, the chosen options' labels, "Yes" or
    /// "No"; "Set" or "Not set" for a masked answer, never the text.
    public var value: String
}

extension FormSession {
    /// Every answer of the steps shown before the step shown, in order, as
    /// a review step lists them. Rows without an answer of their own
    /// (buttons, links, notes, values worked out from others) are left out.
    public var reviewAnswers: [ReviewAnswer] {
        guard hasSteps else { return [] }
        let outline = currentOutline
        var answers: [ReviewAnswer] = []
        for step in shownSteps where step < stepIndex && layout.steps[step].kind == .questions {
            for section in layout.steps[step].sections {
                let shown = controller.readForm { layout.sections[section].isVisible(in: $0) }
                guard shown else { continue }
                for index in outline.sectionRanges[section] {
                    let row = outline.rows[index].row
                    guard controller.readForm({ row.isVisible(in: $0) }), let value = answerText(of: row) else { continue }
                    answers.append(ReviewAnswer(step: step, label: row.anatomy.title, value: value))
                }
            }
        }
        return answers
    }

    /// The answer `row` holds, in words; `nil` for a row that holds none.
    private func answerText(of row: FormRow<Form>) -> String? {
        let none = "Not given"
        switch row.control {
        case .text(let text):
            let value = self.text(of: row.id)
            if text.style == .secure { return value.isEmpty ? "Not set" : "Set" }
            return value.isEmpty ? none : value
        case .number, .date, .file:
            let value = self.text(of: row.id)
            return value.isEmpty ? none : value
        case .toggle(let toggle):
            return toggle.isOn(in: controller) ? "Yes" : "No"
        case .choice(let choice):
            let (labels, selected) = choice.optionLabelsAndSelectedIndex(in: controller)
            return selected.map { labels[$0] } ?? none
        case .multipleChoice(let choices):
            let (labels, selected) = choices.optionLabelsAndSelectedIndices(in: controller)
            let chosen = labels.indices.filter(selected.contains).map { labels[$0] }
            return chosen.isEmpty ? none : chosen.joined(separator: ", ")
        case .value, .note, .button, .link, .custom:
            return nil
        }
    }
}
