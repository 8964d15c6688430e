import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Testing

/// A team plan in two steps whose rule on the first step's seats reads the
/// second step's budget: the rule waits for the budget to be asked.
struct TeamPlanForm: ValidatableForm, SubmittableForm {
    @Validated(.range(1...100)) var seats = 5
    @Validated var note = ""
    @Validated var budget = 0
    @Validated var confirmation = ""

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.seats, wrappedBy: \._seats), .init(\.note, wrappedBy: \._note), .init(\.budget, wrappedBy: \._budget),
            .init(\.confirmation, wrappedBy: \._confirmation),
        ]
    }

    var formRules: [FormRule<Self>] {
        [
            .rule(for: \.seats, dependsOn: \.budget) { form in
                form.seats * 10 <= form.budget ? nil : "\(form.seats) seats cost \(form.seats * 10) a month, more than the budget"
            },
            // Reads any field: it can only be checked once every field was asked.
            .rule(for: \.note) { form in form.note == "free" && form.budget > 0 ? "A free plan has no budget" : nil },
        ]
    }

    @MainActor
    func submit() async throws -> Int { seats }

    static var layout: FormLayout<TeamPlanForm> {
        FormLayout(title: "Team plan") {
            FormStep("Team") {
                FormSection {
                    NumberRow("Seats", \.seats, range: 1...100)
                    TextRow("Note", \.note)
                }
            }
            FormStep("Billing") {
                FormSection { NumberRow("Budget", \.budget, range: 0...10_000) }
            }
            FormStep("Sign-off") {
                FormSection { TextRow("Confirmation", \.confirmation) }
            }
        }
    }
}

@MainActor
@Suite("Rules across steps")
struct StepRulesTests {
    @Test("Continue does not check a rule that reads a later step's field; the step that completes it does, showing the step with its message")
    func ruleReadingALaterStep() async {
        let session = FormSession(form: TeamPlanForm(), layout: TeamPlanForm.layout)
        session.setText("12", for: \TeamPlanForm.seats)
        session.setText("free", for: \TeamPlanForm.note)
        #expect(session.messages(for: \TeamPlanForm.seats).isEmpty, "the budget has not been asked")
        session.setText("100", for: \TeamPlanForm.budget)
        #expect(session.messages(for: \TeamPlanForm.note).isEmpty, "a rule that may read any field waits for every step")
        #expect(await session.continueToNextStep() == .moved, "the budget is not asked yet")
        #expect(session.stepIndex == 1)
        session.setText("100", for: \TeamPlanForm.budget)
        #expect(await session.continueToNextStep() == .invalid, "the budget completes the seats' rule")
        #expect(session.stepIndex == 0, "the step that shows its message")
        #expect(session.controller.focus == \TeamPlanForm.seats)
        #expect(session.messages(for: \TeamPlanForm.seats) == ["12 seats cost 120 a month, more than the budget"])
        session.setText("10", for: \TeamPlanForm.seats)
        #expect(await session.continueToNextStep() == .moved)
        #expect(await session.continueToNextStep() == .moved)
        #expect(session.stepIndex == 2)
        #expect(session.messages(for: \TeamPlanForm.note) == ["A free plan has no budget"], "a rule that may read any field, once every step is seen")
        // Submitting checks every rule: the note's, on the first step, which is shown.
        #expect(await session.continueToNextStep() == .lastStep)
        #expect(await session.submit().isInvalid)
        #expect(session.stepIndex == 0)
        #expect(session.messages(for: \TeamPlanForm.note) == ["A free plan has no budget"])
    }

    @Test("Back to a step seen before, its rules read the later answers already given")
    func ruleAfterGoingBack() async {
        let session = FormSession(form: TeamPlanForm(), layout: TeamPlanForm.layout)
        session.setText("12", for: \TeamPlanForm.seats)
        #expect(await session.continueToNextStep() == .moved)
        session.setText("200", for: \TeamPlanForm.budget)
        #expect(await session.continueToNextStep() == .moved)
        #expect(session.goBackAStep() && session.goBackAStep())
        session.setText("30", for: \TeamPlanForm.seats)
        #expect(await session.continueToNextStep() == .invalid, "the budget, seen, is read")
        #expect(session.messages(for: \TeamPlanForm.seats) == ["30 seats cost 300 a month, more than the budget"])
    }
}
