import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Testing

/// Every example form of the reference patterns, as the model holds it, and their
/// behaviour through a session.
@MainActor
@Suite("Seed forms")
struct SeedFormTests {
    @Test("A reopened profile shows the photo it was saved with, and keeps it when none is chosen (regression: shown as no photo)")
    func savedPhoto() async throws {
        let store = PlanStore()
        let first = FormSession(form: ProfileForm(store: store))
        first.setText("Ada", for: \ProfileForm.name)
        first.setText("ada@example.com", for: \ProfileForm.email)
        first.controller.form.photo = UploadedFile(filename: "me.png", contentType: "image/png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        guard case .submitted = await first.submit() else {
            Issue.record("saved")
            return
        }
        let reopened = store.session(for: ProfileForm(store: store))
        let snapshot = FormTextSnapshot(reopened).render()
        #expect(snapshot.contains("Saved photo  [value]  me.png (8 bytes)"), "\(snapshot)")
        reopened.setText("Ada L.", for: \ProfileForm.name)
        guard case .submitted(let output) = await reopened.submit() else {
            Issue.record("saved again")
            return
        }
        #expect((output as? ProfileForm.Profile)?.photo == ProfileForm.Photo(filename: "me.png", contentType: "image/png", size: 8))
    }

    @Test("A draft keeps only what it can give back: not a password alone, nor numbers sent as they were; text that is not a number yet, yes")
    func changesADraftKeeps() {
        let session = FormSession(form: ProfileForm())
        session.setText("16", for: \ProfileForm.textSize)
        session.setText("", for: \ProfileForm.teamSize)
        #expect(!session.hasChangesADraftKeeps, "values sent as they were (regression: every page with a number kept a draft)")
        session.setText("correct horse", for: \ProfileForm.password)
        #expect(session.controller.isDirty)
        #expect(!session.hasChangesADraftKeeps, "a password is never kept (regression: a draft offered with nothing in it)")
        session.setText("12a", for: \ProfileForm.teamSize)
        #expect(session.hasChangesADraftKeeps, "typed text that is not a number yet")
        session.setText("", for: \ProfileForm.teamSize)
        session.setText("Ada", for: \ProfileForm.name)
        #expect(session.hasChangesADraftKeeps)
    }

    @Test("The saved profile is saved again without typing a password; a password typed is checked (regression: a new one was required)")
    func profileKeepsItsPassword() async throws {
        let store = PlanStore()
        let first = FormSession(form: ProfileForm(store: store))
        first.setText("Ada", for: \ProfileForm.name)
        first.setText("ada@example.com", for: \ProfileForm.email)
        guard case .submitted = await first.submit() else {
            Issue.record("a new profile without a password is saved: \(first.formProblems)")
            return
        }
        let edit = store.session(for: ProfileForm(store: store))
        #expect(edit.controller.form.password.isEmpty, "a password is never shown back")
        edit.setText("Ada L.", for: \ProfileForm.name)
        guard case .submitted = await edit.submit() else {
            Issue.record("the edit is saved with the password left empty")
            return
        }
        edit.setText("short", for: \ProfileForm.password)
        edit.setText("short", for: \ProfileForm.confirmation)
        guard case .invalid = await edit.submit() else {
            Issue.record("a short password is refused")
            return
        }
        #expect(edit.controller.messages(for: \ProfileForm.password) == ["Use at least 8 characters"])
    }

    @Test("Settings: navigation and action rows; links open the other forms")
    func settings() {
        let session = FormSession(form: SettingsForm(plans: PlanStore()))
        #expect(
            FormTextSnapshot(session).render() == """
                Settings (grouped)
                ┌─ General
                │   Display  [link]  → Display  ›
                │   Haptics  [toggle]  on  (idle)
                └─
                ┌─ Account
                │   Edit profile  [button]  → Profile
                └─
                ┌─ Demos
                │   Create plan  [link]  → New Plan  ›
                │   Add server  [link]  → Add Server  ›
                │   Edit tag  [link]  → Edit Tag  ›
                │   Poll  [link]  → New Poll  ›
                │   Card  [link]  → Card  ›
                │   Sign up  [link]  → Sign up  ›
                │ Each demo also opens on its own.
                └─
                dirty: false  valid: false  state: initial

                """)
        guard case .open(let destination) = session.activate(\SettingsForm.[row: "link:Poll"]),
            case .form(let open) = destination.kind
        else {
            Issue.record("the Poll row opens a form")
            return
        }
        let poll = open()
        #expect(poll.title == "New Poll")
    }

    @Test("Add Server focuses its field; Add is always there and says what is wrong")
    func addServer() async throws {
        let session = FormSession(form: AddServerForm())
        session.appear()
        #expect(session.controller.focus == \AddServerForm.server)
        #expect(session.focusOrder.contains(\AddServerForm.[row: "button:Add"]))
        session.setText("mastodon.social", for: \.server)
        guard case .submit = session.activate(\AddServerForm.[row: "button:Add"]) else {
            Issue.record("Add submits")
            return
        }
        #expect(await session.submit().isInvalid, "submitting says what is wrong")
        #expect(session.controller.focus == \AddServerForm.server)
        #expect(!session.messages(for: \AddServerForm.server).isEmpty)
        session.setText("https://mastodon.social", for: \.server)
        #expect((await session.submit().output as? AddServerForm.Server)?.url == "https://mastodon.social")
        #expect(
            FormTextSnapshot(session).render() == """
                Add Server (grouped)
                ┌─ Section 1
                │ ▸ Server URL  [text:url]  "https://mastodon.social"  (valid)
                │   Add  [button:submit]
                └─
                dirty: false  valid: true  state: success

                """)
    }

    @Test("Edit Tag chains focus title → symbol → new tag → submit")
    func editTag() async throws {
        let session = FormSession(form: EditTagForm())
        session.appear()
        session.setText("Swift", for: \.title)
        #expect(!session.commitFocusedRow().asksToSubmit)
        #expect(session.controller.focus == \EditTagForm.symbol)
        session.setText("#!", for: \.symbol)
        #expect(session.controller.form.symbol == "", "two characters are not cut to one without a word")
        #expect(session.messages(for: \EditTagForm.symbol) == ["Must be no more than 1 character"])
        session.setText("#", for: \.symbol)
        #expect(session.controller.form.symbol == "#")
        #expect(!session.commitFocusedRow().asksToSubmit)
        #expect(session.controller.focus == \EditTagForm.newTag)
        session.setText("Release Notes", for: \.newTag)
        #expect(session.commitFocusedRow().asksToSubmit)
        #expect(await session.submit().isInvalid)
        #expect(
            FormTextSnapshot(session).render() == """
                Edit Tag (grouped)
                ┌─ Tag
                │   Title  [text]  "Swift"  (valid)
                │   Symbol  [text]  "#"  (valid)
                └─
                ┌─ Add a tag
                │ ▸ New tag  [text]  "Release Notes"  (invalid)
                │     ! Lowercase letters, digits and dashes
                └─
                dirty: true  valid: false  state: failure

                """)
    }

    @Test("The poll opens on its question; Enter moves through the options and adds one from the last")
    func poll() async throws {
        let session = FormSession(form: PollForm())
        session.appear()
        #expect(session.controller.focus == \PollForm.question, "focus on appear follows the seed: the first field")
        session.setText("Ship it?", for: \.question)
        session.commitFocusedRow()
        #expect(session.controller.focus == \PollForm.options[0])
        session.setText("Yes", for: \PollForm.options[0])
        session.commitFocusedRow()
        #expect(session.controller.focus == \PollForm.options[1], "Option 2 exists: Enter moves there")
        session.commitFocusedRow()
        #expect(session.controller.focus == \PollForm.options[2], "from the last option Enter adds one, focused without a delay")
        session.setText("No", for: \PollForm.options[2])
        #expect(await session.submit().isInvalid)
        #expect(session.controller.focus == \PollForm.options[1], "focus goes to the option the message is about")
        #expect(
            FormTextSnapshot(session).render() == """
                New Poll (grouped)
                ┌─ Section 1
                │   Question  [text]  "Ship it?"  (valid)
                └─
                ┌─ Options
                │   Option 1  [text]  "Yes"
                │ ▸ Option 2  [text]  ""
                │   Option 3  [text]  "No"
                │   Add option  [button]
                │   options: invalid
                │     ! Fill in every option
                │ Enter in the last option adds another.
                └─
                dirty: true  valid: false  state: failure

                """)
        session.removeElement(at: 1, fromGroup: "options")
        let poll = try #require(await session.submit().output as? PollForm.Poll)
        #expect(poll.question == "Ship it?")
        #expect(poll.options == ["Yes", "No"])
    }

    @Test("The card-styled form")
    func card() {
        let session = FormSession(form: CardSettingsForm())
        #expect(
            FormTextSnapshot(session).render() == """
                Card (card)
                ┌─ Section 1
                │   Name  [text]  "Ada"  (idle)
                │   Notifications  [toggle]  on  (idle)
                └─
                dirty: false  valid: false  state: initial

                """)
        #expect(session.layout.appearance.name == "card")
    }

    @Test("Create Plan shows the server's error inline and focuses the name")
    func createPlan() async throws {
        let session = FormSession(form: CreatePlanForm(store: PlanStore()))
        session.appear()
        session.setText("personal", for: \.name)
        session.focusNext()
        session.setText("ada@example.com", for: \.ownerEmail)
        #expect(await session.submit().isInvalid)
        #expect(
            FormTextSnapshot(session).render() == """
                New Plan (grouped)
                ┌─ Section 1
                │ ▸ Name  [text]  "personal"  (invalid)
                │     ! A plan named “Personal” already exists. Choose another name.
                │   Owner email  [text:email]  "ada@example.com"  (valid)
                │ A plan's name must be unique.
                └─
                dirty: true  valid: false  state: failure

                """)
        session.setText("Team", for: \.name)
        #expect((await session.submit().output as? Plan)?.name == "Team")
    }

    @Test("The dynamic feature section, built imperatively, equals its declarative twin")
    func featureSection() {
        var credits = 0
        let imperative = FormSession(
            form: FeatureSettingsForm(),
            layout: featureSettingsLayout(hasFeature: true, hasSubFeature: true) { _ in credits += 1 }
        )
        let declarative = FormSession(
            form: FeatureSettingsForm(),
            layout: FormLayout<FeatureSettingsForm>(title: "Settings") {
                FormSection("About") {
                    ButtonRow("Credits").icon("ℹ︎").detail("3 people").chevron()
                }
                FormSection("Feature") {
                    ToggleRow("Enabled", \.featureEnabled)
                    StepperRow("Sub feature", \.subFeatureLevel, range: 1...5).visible { $0.featureEnabled }
                }
            })
        #expect(FormTextSnapshot(imperative).render() == FormTextSnapshot(declarative).render())
        #expect(
            FormTextSnapshot(imperative).render() == """
                Settings (grouped)
                ┌─ About
                │   ℹ︎ Credits  [button]  · 3 people  ›
                └─
                ┌─ Feature
                │   Enabled  [toggle]  off  (idle)
                │   Sub feature  [stepper]  1  (idle, hidden)
                └─
                dirty: false  valid: false  state: initial

                """)
        imperative.activate(\FeatureSettingsForm.[row: "button:Credits"])
        #expect(credits == 1, "the Credits row reports taps")
        imperative.activate(\FeatureSettingsForm.featureEnabled)
        imperative.step(\FeatureSettingsForm.subFeatureLevel, by: 10)
        #expect(imperative.controller.form.subFeatureLevel == 5, "the stepper stays in its range")

        let without = FormSession(form: FeatureSettingsForm(), layout: featureSettingsLayout(hasFeature: false, hasSubFeature: true))
        #expect(without.resolve().map(\.section.header).count == 1, "no Feature section without the feature")
    }
}
