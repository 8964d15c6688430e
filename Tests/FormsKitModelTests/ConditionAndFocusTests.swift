import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Testing

@MainActor
@Suite("Conditions")
struct ConditionTests {
    @Test("Visibility follows the values with no refresh call")
    func visibilityFollowsValues() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        #expect(!session.focusOrder.contains(\ProfileForm.birthday))
        session.controller.form.newsletter = true  // changed outside the session
        #expect(session.focusOrder.contains(\ProfileForm.birthday))
        #expect(FormTextSnapshot(session).render().contains("│   Birthday  [date]  —  (idle)\n"))
        session.setOn(false, for: \.newsletter)
        #expect(FormTextSnapshot(session).render().contains("Birthday  [date]  —  (idle, hidden)"))
    }

    @Test("A disabled row is skipped by focus and ignores edits and taps")
    func disabledRows() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        #expect(!session.focusOrder.contains(\ProfileForm.bio))
        session.setText("ignored", for: \.bio)
        #expect(session.controller.form.bio == "")
        #expect(FormTextSnapshot(session).render().contains("Bio  [multiline]  \"\"  (idle, disabled)"))
        session.setText("Ada", for: \.name)
        #expect(session.focusOrder.contains(\ProfileForm.bio))
        session.setText("Mathematician", for: \.bio)
        #expect(session.controller.form.bio == "Mathematician")
    }

    @Test("A hidden section hides its rows")
    func hiddenSection() {
        let layout = FormLayout<ProfileForm> {
            FormSection("Always") { TextRow("Name", \.name) }
            FormSection("Only with a name") { TextRow("Email", \.email) }
                .visible { !$0.name.isEmpty }
        }
        let session = FormSession(form: ProfileForm(), layout: layout)
        #expect(session.focusOrder == [\ProfileForm.name])
        #expect(FormTextSnapshot(session).render().contains("┌─ Only with a name (hidden)\n│   Email  [text]  \"\"  (idle, hidden)"))
        session.setText("Ada", for: \.name)
        #expect(session.focusOrder == [\ProfileForm.name, \ProfileForm.email])
    }
}

@MainActor
@Suite("Focus")
struct FocusTests {
    @Test("Next and previous follow the layout, skip hidden and disabled rows, and wrap")
    func traversal() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        var visited: [PartialKeyPath<ProfileForm>?] = []
        for _ in 0..<11 {
            session.focusNext()
            visited.append(session.controller.focus)
        }
        #expect(
            visited == [
                \ProfileForm.name, \ProfileForm.email, \ProfileForm.password, \ProfileForm.age,
                \ProfileForm.newsletter, \ProfileForm.theme, \ProfileForm.interests,
                \ProfileForm.[row: "button:Save"], \ProfileForm.[row: "button:Start over"],
                \ProfileForm.name, \ProfileForm.email,
            ])
        session.focusPrevious()
        session.focusPrevious()
        #expect(session.controller.focus == \ProfileForm.[row: "button:Start over"])
    }

    @Test("A focus step at the ends of Int goes round as its remainder does, never a crash (regression: the index overflowed, or wrapped below zero)")
    func focusStepsAtTheEndsOfInt() throws {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        let count = session.outline.count
        let first = try #require(session.focusOrder.first)
        for step in [Int.max, Int.min, Int.max - 1, Int.min + 1, -(2 * count + 1), 2 * count + 1, -5] {
            for wrapping in [true, false] {
                _ = session.focusable(from: nil, step: step, wrapping: wrapping)
                _ = session.focusable(from: first, step: step, wrapping: wrapping)
            }
            let remainder = step % count
            guard remainder != 0 else { continue }
            #expect(
                session.focusable(from: first, step: step, wrapping: true) == session.focusable(from: first, step: remainder, wrapping: true),
                "by \(step)")
        }
    }

    @Test("The controller's focus is the single source of truth")
    func controllerIsTheTruth() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        session.controller.focus = \.age
        #expect(session.focusedRow?.anatomy.title == "Age")
        session.focusNext()
        #expect(session.controller.focus == \ProfileForm.newsletter)
    }

    @Test("Enter moves along the chain and asks to submit from the last row")
    func commitChain() {
        let layout = FormLayout<ProfileForm> {
            FormSection {
                TextRow("Name", \.name)
                TextRow("Email", \.email)
            }
        }
        .focusOnAppear(\.name)
        let session = FormSession(form: ProfileForm(), layout: layout)
        session.appear()
        #expect(session.controller.focus == \ProfileForm.name)
        guard case .handled = session.commit(\ProfileForm.name) else {
            Issue.record("Enter moves on")
            return
        }
        #expect(session.controller.focus == \ProfileForm.email)
        guard case .submit = session.commit(\ProfileForm.email) else {
            Issue.record("Enter on the last row submits")
            return
        }
    }

    @Test("Focus on appear can pick the first row")
    func firstRowOnAppear() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout.focusFirstRowOnAppear())
        session.appear()
        #expect(session.controller.focus == \ProfileForm.name)
    }

    @Test("A failed submit focuses the first invalid row in layout order, not field order")
    func firstInvalidInLayoutOrder() async {
        var form = ProfileForm()
        form.email = "not an email"
        let session = FormSession(form: form, layout: ProfileForm.layout)
        #expect(await session.submit().isInvalid)
        // validatedFields lists email first; the layout shows name first.
        #expect(session.controller.focus == \ProfileForm.name)
        session.setText("Ada", for: \.name)
        #expect(await session.submit().isInvalid)
        #expect(session.controller.focus == \ProfileForm.email)
    }

    @Test("Text that does not read below an invalid field does not take focus first (regression: it did, whatever was wrong above it)")
    func unreadableTextInLayoutOrder() async {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        session.setText("12a", for: \.age)
        #expect(session.inputProblem(of: \.age) != nil)
        // Name is empty and above Age.
        #expect(await session.submit().isInvalid)
        #expect(session.controller.focus == \ProfileForm.name)
        session.focus(\.age)
        #expect(await session.checkAsSubmission() == false)
        #expect(session.controller.focus == \ProfileForm.name)
        // Email, between them, is wrong once Name is right.
        session.setText("Ada", for: \.name)
        session.setText("not an email", for: \.email)
        #expect(await session.submit().isInvalid)
        #expect(session.controller.focus == \ProfileForm.email)
        // With nothing wrong above it, the text that does not read is first.
        session.setText("ada@example.com", for: \.email)
        #expect(await session.submit().isInvalid)
        #expect(session.controller.focus == \ProfileForm.age)
    }
}
