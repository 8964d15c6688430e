import FormsKit

/// One answer as a review step lists it: the question, the answer in
/// words, and the step to go back to in order to change it.
@_spi(FormsKitSurface) public struct ReviewAnswer: Hashable, Sendable {
    /// The position in the layout's steps of the step that asks it.
    @_spi(FormsKitSurface) public var step: Int
    /// The row's label.
    @_spi(FormsKitSurface) public var label: String
    /// The answer in words: the text, the chosen options' labels, "Yes" or
    /// "No"; "Set" or "Not set" for a masked answer, never the text.
    @_spi(FormsKitSurface) public var value: String
}

extension FormSession {
    /// Every answer of the steps shown before the step shown, in order, as
    /// a review step lists them (its rows show the same words). Rows
    /// without an answer of their own (buttons, links, notes, values worked
    /// out from others) and repeated groups' rows are left out.
    @_spi(FormsKitSurface) public var reviewAnswers: [ReviewAnswer] {
        observation.read()
        guard hasSteps else { return [] }
        let outline = currentOutline
        var answers: [ReviewAnswer] = []
        for step in shownSteps where step < shownStep && shownLayout.steps[step].kind == .questions {
            for section in shownLayout.steps[step].sections {
                let shown = controller.readForm { shownLayout.sections[section].isVisible(in: $0) }
                guard shown else { continue }
                for index in outline.sectionRanges[section] {
                    let row = outline.rows[index].row
                    guard outline.rows[index].place == .row, controller.readForm({ row.isVisible(in: $0) }),
                        let value = row.control.answerText(in: controller)
                    else { continue }
                    answers.append(ReviewAnswer(step: step, label: row.anatomy.title, value: value))
                }
            }
        }
        return answers
    }
}
