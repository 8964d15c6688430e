import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitSwiftUI
import FormsKitTestSupport
import Observation
import Testing

/// What the SwiftUI screen does with a person's input, through the model its
/// views call: repeated groups (a poll's options), focus, typed text kept,
/// submission and messages.
@MainActor
@Suite("The native screen's model")
struct ScreenModelTests {
    private func pollGroup(_ model: FormScreenModel<PollForm>) -> ScreenGroup<PollForm>? {
        for section in model.sections {
            for item in section.items {
                if case .group(let group) = item { return group }
            }
        }
        return nil
    }

    @Test("Adding a poll option focuses it at once, with no delay")
    func addFocusesAtOnce() {
        let model = FormScreenModel(form: PollForm())
        #expect(pollGroup(model)?.elements.count == 2)
        #expect(model.session.appendElement(toGroup: "options") == .done)
        #expect(model.session.controller.focus == \PollForm.options[2])
        #expect(model.session.controller.shouldFocus(\PollForm.options[2]), "the new field's focus modifier takes focus as it appears")
        #expect(pollGroup(model)?.elements.count == 3)
    }

    @Test("Return in the last option adds one and moves there (the poll's chain)")
    func returnChainsToNewOption() {
        let model = FormScreenModel(form: PollForm())
        model.session.setText("Tea", for: \PollForm.options[1])
        _ = model.commit(\PollForm.options[1])
        #expect(model.session.controller.form.options.count == 3)
        #expect(model.session.controller.focus == \PollForm.options[2])
    }

    @Test("Swipe to delete stops at the minimum, with the reason")
    func deleteAtMinimum() {
        let model = FormScreenModel(form: PollForm())
        #expect(pollGroup(model)?.canDelete == false)
        let result = model.deleteElements(at: [0], inGroup: "options")
        guard case .refused = result else {
            Issue.record("deleting below the minimum was not refused: \(result)")
            return
        }
        #expect(model.session.notice?.isEmpty == false)
        #expect(model.session.controller.form.options.count == 2)
    }

    @Test("Delete several and move as SwiftUI's onDelete and onMove pass them")
    func deleteAndMove() {
        let model = FormScreenModel(form: PollForm())
        for _ in 0..<3 { model.session.appendElement(toGroup: "options") }
        for index in 0..<5 { model.session.setText("o\(index)", for: \PollForm.options[index]) }
        #expect(pollGroup(model)?.canDelete == true)
        #expect(model.deleteElements(at: [1, 3], inGroup: "options") == .done)
        #expect(model.session.controller.form.options == ["o0", "o2", "o4"])
        // Drag the first option to the end: SwiftUI passes offset 3.
        #expect(model.moveElements(from: [0], toOffset: 3, inGroup: "options") == .done)
        #expect(model.session.controller.form.options == ["o2", "o4", "o0"])
        // Drag the last to the top.
        #expect(model.moveElements(from: [2], toOffset: 0, inGroup: "options") == .done)
        #expect(model.session.controller.form.options == ["o0", "o2", "o4"])
    }

    @Test("Moves follow SwiftUI's move(fromOffsets:toOffset:) order")
    func moveOrder() {
        typealias Model = FormScreenModel<PollForm>
        #expect(Model.orderAfterMoving([0], toOffset: 3, count: 3) == [1, 2, 0])
        #expect(Model.orderAfterMoving([2], toOffset: 0, count: 3) == [2, 0, 1])
        #expect(Model.orderAfterMoving([1], toOffset: 1, count: 3) == [0, 1, 2])
        #expect(Model.orderAfterMoving([1], toOffset: 2, count: 3) == [0, 1, 2])
        #expect(Model.orderAfterMoving([0, 2], toOffset: 4, count: 4) == [1, 3, 0, 2])
        #expect(Model.orderAfterMoving([1, 3], toOffset: 0, count: 4) == [1, 3, 0, 2])
    }

    @Test("Text that does not read is kept as typed, with its problem under the field")
    func draftsKept() {
        let model = FormScreenModel(form: ProfileForm())
        let told = ObservedChanges()
        withObservationTracking {
            _ = model.session.text(of: \ProfileForm.teamSize)
        } onChange: {
            told.add()
        }
        model.session.setText("12a", for: \ProfileForm.teamSize)
        #expect(told.count == 1, "a view that read the text redraws, though the form's value did not change")
        #expect(model.session.text(of: \ProfileForm.teamSize) == "12a")
        #expect(model.session.inputProblem(of: \ProfileForm.teamSize)?.message == "Enter a whole number")
        #expect(model.session.messages(for: \ProfileForm.teamSize) == ["Enter a whole number"], "the problem shows once")
    }

    @Test("A failed submission keeps every value and focuses the first wrong field")
    func failedSubmission() async {
        let model = FormScreenModel(form: ProfileForm())
        model.session.setText("x", for: \ProfileForm.email)
        let result = await model.submit()
        #expect(result.isInvalid)
        #expect(model.session.text(of: \ProfileForm.email) == "x")
        #expect(model.session.controller.focus == \ProfileForm.name)
        #expect(model.session.messages(for: \ProfileForm.name).isEmpty == false)
    }

    @Test("Focus on appear follows the layout")
    func focusOnAppear() {
        let model = FormScreenModel(form: AddServerForm())
        model.session.appear()
        #expect(model.session.controller.focus != nil)
        let first = model.sections.flatMap(\.items).compactMap { item -> PartialKeyPath<AddServerForm>? in
            if case .row(let row) = item, row.row.control.isFocusable { return row.id }
            return nil
        }.first
        #expect(model.session.controller.focus == first)
    }

    @Test("Conditions: hidden rows are not shown, disabled rows say why")
    func conditions() {
        let model = FormScreenModel(form: ConditionalForm())
        func rows() -> [ScreenRow<ConditionalForm>] {
            model.sections.flatMap(\.items).compactMap { item in
                if case .row(let row) = item { return row }
                return nil
            }
        }
        #expect(rows().map(\.anatomy.title) == ["Custom server", "Send"])
        #expect(rows().last?.resolved.isEnabled == false)
        #expect(rows().last?.resolved.disabledReason == "Turn on a custom server first")
        model.session.setOn(true, for: \ConditionalForm.custom)
        #expect(rows().map(\.anatomy.title) == ["Custom server", "Address", "Send"])
        #expect(rows().last?.resolved.isEnabled == true)
    }

    @Test("Server messages for the whole form and for unknown names show above the form")
    func formProblems() async {
        let model = FormScreenModel(form: CreatePlanTestForm())
        model.session.setText("Personal", for: \CreatePlanTestForm.name)
        _ = await model.submit()
        #expect(model.session.formProblems.contains("The server is read-only today"))
        #expect(model.session.formProblems.contains { $0.contains("Quota reached") })
        #expect(model.session.messages(for: \CreatePlanTestForm.name) == ["Taken"])
    }

    @Test("A form in steps shows one step, says where the person is, continues, goes back and submits from the last")
    func steps() async {
        let model = FormScreenModel(form: SignUpForm())
        model.session.appear()
        #expect(model.session.stepProgress?.text == "Step 1 of 3: Account")
        #expect(model.primaryActionTitle == "Continue")
        #expect(!model.canGoBackAStep)
        #expect(model.sections.flatMap(\.items).count == 4, "the account step's four rows")
        #expect(await model.submitOrContinue() == nil)
        #expect(model.session.stepProgress?.text == "Step 1 of 3: Account", "an empty step stays")
        #expect(model.session.messages(for: \SignUpForm.email) == ["Enter your email address"])
        model.session.setText("ada@example.com", for: \SignUpForm.email)
        model.session.setText("correct horse", for: \SignUpForm.password)
        model.session.setText("correct horse", for: \SignUpForm.confirmation)
        #expect(await model.submitOrContinue() == nil)
        #expect(model.session.stepProgress?.text == "Step 2 of 3: About you")
        #expect(model.canGoBackAStep)
        _ = model.session.goBackAStep()
        #expect(model.session.stepProgress?.text == "Step 1 of 3: Account")
        #expect(model.session.controller.form.password == "correct horse", "nothing is lost going back")
        #expect(await model.submitOrContinue() == nil)
        model.session.setText("Ada Lovelace", for: \SignUpForm.fullName)
        #expect(await model.submitOrContinue() == nil)
        #expect(model.primaryActionTitle == "Create account")
        let result = await model.submitOrContinue()
        #expect((result?.output as? SignUpForm.Account)?.fullName == "Ada Lovelace")
    }
}

/// A form whose server answers with field, form-wide and unmatched messages.
private struct CreatePlanTestForm: SubmittableForm, PresentableForm {
    @Validated(name: "name", .isNotEmpty()) var name = ""

    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

    @MainActor
    func submit() async throws -> String {
        throw ValidationError.invalid(errors: [
            "name": ["Taken"],
            ValidationError.formWideKey: ["The server is read-only today"],
            "quota": ["Quota reached"],
        ])
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "New plan") {
            FormSection {
                TextRow("Name", \.name)
            }
        }
    }
}

/// A form with a row shown, and one enabled, only when a toggle is on.
private struct ConditionalForm: PresentableForm {
    @Validated var custom = false
    @Validated var address = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.custom, wrappedBy: \._custom), .init(\.address, wrappedBy: \._address)]
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Server") {
            FormSection {
                ToggleRow("Custom server", \.custom)
                TextRow("Address", \.address).visible { $0.custom }
                ButtonRow("Send", role: .plain).enabled(when: { $0.custom }, otherwise: "Turn on a custom server first")
            }
        }
    }

}
