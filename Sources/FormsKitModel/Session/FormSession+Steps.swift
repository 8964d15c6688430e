import FormsKit

/// Where a person is in a form split into steps.
public struct StepProgress: Hashable, Sendable {
    /// The step's number among the steps the answers call for, from 1.
    public var number: Int
    /// How many steps the answers call for.
    public var count: Int
    /// The step's title.
    public var title: String
    /// Whether the step reviews the answers.
    public var isReview: Bool

    /// Whether it is the first step.
    public var isFirst: Bool { number == 1 }
    /// Whether it is the last step, which submits the form.
    public var isLast: Bool { number == count }

    /// "Step 2 of 4: About you".
    public var text: String { ModelWords.text("step.progress", ["number": String(number), "count": String(count), "title": title]) }
}

/// What Continue did.
public enum StepAdvance: Hashable, Sendable {
    /// The step's answers were fine: the next step is shown.
    case moved
    /// Something on the step is wrong: its messages show, focus is on the
    /// first, and the step stays.
    case invalid
    /// The step is the last: what follows is submitting the form.
    case lastStep
}

extension FormSession {
    /// Whether the form is split into steps.
    public var hasSteps: Bool {
        observation.read()
        return !shownLayout.steps.isEmpty
    }

    /// The positions in the layout's steps of those the answers call for
    /// now, in order.
    @_spi(FormsKitSurface) public var shownSteps: [Int] {
        observation.read()
        return controller.readForm { form in shownLayout.steps.indices.filter { shownLayout.steps[$0].isShown(in: form) } }
    }

    /// Where the person is, or `nil` for a form shown whole.
    public var stepProgress: StepProgress? {
        observation.read()
        guard hasSteps else { return nil }
        let shown = shownSteps
        let position = shown.firstIndex(of: shownStep) ?? shown.lastIndex { $0 < shownStep }.map { $0 + 1 } ?? 0
        let step = shownLayout.steps[shownStep]
        return StepProgress(number: position + 1, count: max(shown.count, position + 1), title: step.title, isReview: step.kind == .review)
    }

    /// Whether the step shown is the last the answers call for (a form shown
    /// whole is one last step): the step whose Continue submits.
    public var isOnLastStep: Bool {
        observation.read()
        guard hasSteps else { return true }
        return nextShownStep == nil
    }

    /// Checks the fields of the step shown, with the rules that target
    /// them, and when they are fine shows the next step the answers call
    /// for (or, when the review sent the person here, the review, after
    /// any step the changed answers newly call for). A rule that reads a
    /// field of a step not seen yet waits for it; one this step completes
    /// is checked, and when its message is on an earlier step, that step
    /// is shown. Nothing is submitted:
    /// on the last step it answers ``StepAdvance/lastStep`` and the surface
    /// submits.
    nonisolated(nonsending) public func continueToNextStep() async -> StepAdvance {
        guard hasSteps, let next = nextShownStep else { return .lastStep }
        let rows = rowsOfShownStep
        let unreadable = rowsWithInputProblems.filter(rows.contains)
        var invalid: PartialKeyPath<Form>? = unreadable.first
        for id in rows.compactMap({ row($0)?.field }) { controller.validate(id) }
        await controller.waitForPendingValidations()
        refreshGroupAnchors()
        if invalid == nil {
            invalid = validationFocusOrder.first { id in controller.validationState(of: row(id)?.field ?? id)?.isInvalid == true }
        }
        if let invalid {
            controller.focus = focusTarget(for: invalid)
            return .invalid
        }
        // A rule whose last field is on this step may show its message on
        // an earlier step's field: that step is shown, with it.
        if let earlier = firstInvalidFieldOfEarlierSteps() {
            show(step: earlier.step, focusingFirstRow: false)
            controller.focus = focusTarget(for: earlier.field)
            return .invalid
        }
        seenSteps.insert(shownStep)
        if returnsToReview, let review = reviewStep {
            // A change may call for a step the person has not seen (a
            // company step for an account now a business one): it comes
            // before the review, which is then reached from it.
            let unseen = shownSteps.first { $0 > shownStep && $0 < review && !seenSteps.contains($0) }
            returnsToReview = unseen != nil
            show(step: unseen ?? review)
        } else {
            returnsToReview = false
            show(step: next)
        }
        return .moved
    }

    /// Shows the step before the shown one that the answers call for,
    /// checking nothing and keeping every answer; on a step the review's
    /// Change opened, the review again, where the person came from (Back
    /// or Esc there never leaves the form). `false` on the first step.
    @discardableResult
    public func goBackAStep() -> Bool {
        if hasSteps, returnsToReview, let review = reviewStep, review > shownStep {
            returnsToReview = false
            show(step: review)
            return true
        }
        guard hasSteps, let previous = shownSteps.last(where: { $0 < shownStep }) else { return false }
        returnsToReview = false
        show(step: previous)
        return true
    }

    /// Shows step `index`, one before the shown step the answers call for
    /// (the review's Change); from the review, Continue on that step comes
    /// back to the review. Later steps cannot be reached this way: each is
    /// reached by continuing from the one before.
    @_spi(FormsKitSurface) public func goToStep(_ index: Int) {
        guard hasSteps, index < shownStep, shownSteps.contains(index) else { return }
        returnsToReview = shownLayout.steps[shownStep].kind == .review
        show(step: index)
    }

    /// Shows the first step again: for starting over.
    @_spi(FormsKitSurface) public func goToFirstStep() {
        guard hasSteps else { return }
        returnsToReview = false
        show(step: shownSteps.first ?? 0)
    }

    /// Shows step `index` as a surface that keeps the step between
    /// requests (a web page) last showed it, and whether Continue there
    /// returns to the review. Checks nothing and moves no focus; the step
    /// counts as seen (a surface restores each step the person sent).
    package func restoreStep(_ index: Int, returningToReview: Bool) {
        guard shownLayout.steps.indices.contains(index) else { return }
        shownStep = index
        seenSteps.insert(index)
        withholdRulesOfUnseenSteps()
        returnsToReview = returningToReview
    }

    /// Whether Continue on the step shown returns to the review (it was
    /// reached from the review's Change).
    package var continuesToReview: Bool {
        returnsToReview
    }

    /// After a failed submission, shows the step holding the first field
    /// that is wrong, focused; from the review, Continue there comes back
    /// to it. `false` when no field of a shown step is.
    @discardableResult
    func showStepOfFirstInvalidField() -> Bool {
        guard hasSteps else { return false }
        let outline = currentOutline
        for step in shownSteps where shownLayout.steps[step].kind == .questions {
            for section in shownLayout.steps[step].sections {
                for index in outline.sectionRanges[section] {
                    guard let field = outline.rows[index].row.field, controller.validationState(of: field)?.isInvalid == true else { continue }
                    if step != shownStep {
                        // Sent from the review, the step then returns there.
                        returnsToReview = shownLayout.steps[shownStep].kind == .review
                        show(step: step, focusingFirstRow: false)
                    }
                    controller.focus = focusTarget(for: field)
                    return true
                }
            }
        }
        return false
    }

    /// Shows `step`, focused on its first row; a review on its last, the
    /// button that submits, so that Enter there submits rather than going
    /// back to change the first answer.
    private func show(step: Int, focusingFirstRow: Bool = true) {
        shownStep = step
        seenSteps.insert(step)
        withholdRulesOfUnseenSteps()
        guard focusingFirstRow else { return }
        if shownLayout.steps[step].kind == .review { focusLast() } else { focusFirst() }
    }

    /// Lets the form rules that read a field of a step the person has not
    /// seen pass until it is seen: a rule on the first step that reads a
    /// later step's field is not checked before that field is asked.
    /// Submitting checks every rule.
    func withholdRulesOfUnseenSteps() {
        guard hasSteps else { return }
        let outline = currentOutline
        var unseen: Set<PartialKeyPath<Form>> = []
        for step in shownLayout.steps.indices where step != shownStep && !seenSteps.contains(step) {
            for section in shownLayout.steps[step].sections {
                for index in outline.sectionRanges[section] {
                    if let field = outline.rows[index].row.field { unseen.insert(field) }
                }
            }
        }
        controller.withholdRules(reading: unseen)
    }

    /// Checks the fields of the steps before the shown one again (a rule
    /// this step's answers complete may make one wrong), and answers the
    /// first that is wrong, with its step.
    private func firstInvalidFieldOfEarlierSteps() -> (step: Int, field: PartialKeyPath<Form>)? {
        let outline = currentOutline
        var first: (step: Int, field: PartialKeyPath<Form>)?
        for step in shownSteps where step < shownStep && shownLayout.steps[step].kind == .questions {
            for section in shownLayout.steps[step].sections {
                // Rows shown when their step is (isVisible counts the step shown only).
                let sectionShown = controller.readForm { shownLayout.sections[section].isVisible(in: $0) }
                for index in outline.sectionRanges[section] where sectionShown && controller.readForm({ outline.rows[index].row.isVisible(in: $0) }) {
                    guard let field = outline.rows[index].row.field, !controller.validate(field), first == nil else { continue }
                    if controller.validationState(of: field)?.isInvalid == true { first = (step, field) }
                }
            }
        }
        return first
    }

    /// The next shown step after the one shown.
    private var nextShownStep: Int? {
        shownSteps.first { $0 > shownStep }
    }

    /// The review step, if the form has one the answers call for.
    private var reviewStep: Int? {
        shownSteps.first { shownLayout.steps[$0].kind == .review }
    }

    /// The ids of the rows of the step shown, visible or not.
    private var rowsOfShownStep: Set<PartialKeyPath<Form>> {
        let outline = currentOutline
        var rows: Set<PartialKeyPath<Form>> = []
        for section in shownLayout.steps[shownStep].sections {
            for index in outline.sectionRanges[section] where isVisible(at: index) { rows.insert(outline.rows[index].id) }
        }
        return rows
    }
}
