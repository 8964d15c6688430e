import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import Testing

/// A form split into steps, through its session: what each step shows,
/// Continue and Back, steps the answers skip, the review and submitting.
@MainActor
@Suite("Steps")
struct SignUpStepsTests {
    private func visibleLabels(_ session: FormSession<SignUpForm>) -> [String] {
        session.resolve().flatMap(\.rows).map(\.row.anatomy.title)
    }

    private func fillAccount(_ session: FormSession<SignUpForm>, type: SignUpForm.AccountType = .personal) {
        session.setText("ada@example.com", for: \SignUpForm.email)
        session.setText("correct horse", for: \SignUpForm.password)
        session.setText("correct horse", for: \SignUpForm.confirmation)
        session.controller.form.accountType = type
    }

    @Test("A form without steps is one last step")
    func noSteps() {
        let session = FormSession(form: CreatePlanForm(store: PlanStore()))
        #expect(!session.hasSteps)
        #expect(session.stepProgress == nil)
        #expect(session.isOnLastStep)
    }

    @Test("Only the step's rows are shown and focused; the count follows the answers")
    func firstStep() {
        let session = FormSession(form: SignUpForm())
        session.appear()
        #expect(visibleLabels(session) == ["Email", "Password", "Confirm password", "Account type"])
        #expect(session.controller.focus == \SignUpForm.email)
        let snapshot = FormTextSnapshot(session).render()
        #expect(snapshot.hasPrefix("Sign up (grouped)\nStep 1 of 3: Account\n"), "the snapshot printer says which step")
        #expect(snapshot.contains("┌─ About you (hidden)"))
        #expect(session.stepProgress?.text == "Step 1 of 3: Account", "the company step is not counted for a personal account")
        session.controller.form.accountType = .business
        #expect(session.stepProgress?.text == "Step 1 of 4: Account")
        session.focusLast()
        #expect(session.controller.focus == \SignUpForm.accountType, "focus stays within the step")
    }

    @Test("Continue checks the step's fields only, and stays with their messages")
    func continueChecksTheStep() async {
        let session = FormSession(form: SignUpForm())
        session.appear()
        #expect(await session.continueToNextStep() == .invalid)
        #expect(session.stepIndex == 0)
        #expect(session.messages(for: \SignUpForm.email) == ["Enter your email address"])
        #expect(session.controller.focus == \SignUpForm.email)
        #expect(session.controller.validationState(of: \SignUpForm.fullName)?.isInvalid != true, "a later step is not checked")
        session.setText("ada@example.com", for: \SignUpForm.email)
        session.setText("correct horse", for: \SignUpForm.password)
        session.setText("correct horses", for: \SignUpForm.confirmation)
        #expect(await session.continueToNextStep() == .invalid)
        #expect(session.messages(for: \SignUpForm.confirmation) == ["The passwords are different"])
    }

    @Test("A personal account skips the company step; Back checks nothing and keeps every answer")
    func personalSkipsCompany() async {
        let session = FormSession(form: SignUpForm())
        fillAccount(session)
        #expect(await session.continueToNextStep() == .moved)
        #expect(session.stepProgress?.text == "Step 2 of 3: About you")
        #expect(visibleLabels(session) == ["Full name", "Country", "Newsletter"])
        session.setText("Ada", for: \SignUpForm.fullName)
        #expect(session.goBackAStep())
        #expect(session.stepProgress?.text == "Step 1 of 3: Account")
        #expect(session.controller.form.fullName == "Ada")
        #expect(session.controller.form.password == "correct horse")
        #expect(!session.goBackAStep(), "nothing before the first step")
    }

    @Test("A business account is asked for its company, checked there")
    func businessAsksForCompany() async {
        let session = FormSession(form: SignUpForm())
        fillAccount(session, type: .business)
        #expect(await session.continueToNextStep() == .moved)
        #expect(session.stepProgress?.text == "Step 2 of 4: Company")
        session.setText("12", for: \SignUpForm.vatNumber)
        #expect(await session.continueToNextStep() == .invalid)
        #expect(session.messages(for: \SignUpForm.companyName) == ["Enter your company\u{2019}s name"])
        #expect(session.messages(for: \SignUpForm.vatNumber) == ["Enter two letters and 8 to 12 digits, such as GB123456789"])
        session.setText("Analytical Engines", for: \SignUpForm.companyName)
        session.setText("", for: \SignUpForm.vatNumber)
        #expect(await session.continueToNextStep() == .moved, "the VAT number is optional")
        #expect(session.stepProgress?.text == "Step 3 of 4: About you")
    }

    @Test("The review lists every answer, masked ones as set; Change goes to the step and Continue comes back")
    func review() async throws {
        let session = FormSession(form: SignUpForm())
        fillAccount(session)
        #expect(await session.continueToNextStep() == .moved)
        session.setText("Ada Lovelace", for: \SignUpForm.fullName)
        #expect(await session.continueToNextStep() == .moved)
        let progress = try #require(session.stepProgress)
        #expect(progress.text == "Step 3 of 3: Check your answers")
        #expect(progress.isReview && progress.isLast && session.isOnLastStep)
        let answers = session.reviewAnswers.map { "\($0.label): \($0.value)" }
        #expect(
            answers == [
                "Email: ada@example.com", "Password: Set", "Confirm password: Set", "Account type: Personal",
                "Full name: Ada Lovelace", "Country: United Kingdom", "Newsletter: No",
            ])
        #expect(!answers.joined().contains("correct horse"), "a password is never shown")
        session.goToStep(0)
        #expect(session.stepProgress?.text == "Step 1 of 3: Account")
        session.setText("ada@lovelace.org", for: \SignUpForm.email)
        #expect(await session.continueToNextStep() == .moved)
        #expect(session.stepProgress?.isReview == true, "back to the review, past the steps in between")
        #expect(session.reviewAnswers.first?.value == "ada@lovelace.org")
    }

    @Test("The review step is made of rows every surface draws: the answers, and a Change button per step that goes there")
    func reviewRows() async throws {
        let session = FormSession(form: SignUpForm())
        fillAccount(session, type: .business)
        #expect(await session.continueToNextStep() == .moved)
        session.setText("Analytical Engines", for: \SignUpForm.companyName)
        #expect(await session.continueToNextStep() == .moved)
        session.setText("Ada Lovelace", for: \SignUpForm.fullName)
        #expect(await session.continueToNextStep() == .moved)
        let sections = session.resolve()
        #expect(sections.map { $0.section.headerText } == ["Account", "Company", "About you", nil])
        let company = sections[1].rows.map { "\($0.row.anatomy.title)" }
        #expect(company == ["Company name", "VAT number", "Change Company"])
        let text = FormTextSnapshot(session).render()
        #expect(text.contains("Password  [value]  Set"))
        #expect(text.contains("Company name  [value]  Analytical Engines"))
        #expect(!text.contains("correct horse"))
        let change = try #require(sections[1].rows.last?.row.id)
        session.focus(change)
        _ = session.activate(change)
        #expect(session.stepProgress?.text == "Step 2 of 4: Company")
        session.controller.form.accountType = .personal
        // Back goes where the Change came from, the review, which a
        // personal account reaches without the company step.
        #expect(session.goBackAStep())
        #expect(session.stepProgress?.text == "Step 3 of 3: Check your answers")
        #expect(!session.resolve().contains { $0.section.headerText == "Company" })
    }

    @Test("A change from the review that calls for a step not yet seen shows it before the review")
    func changeCallingForANewStep() async throws {
        let session = FormSession(form: SignUpForm())
        fillAccount(session)
        #expect(await session.continueToNextStep() == .moved)
        session.setText("Ada Lovelace", for: \SignUpForm.fullName)
        #expect(await session.continueToNextStep() == .moved)
        #expect(session.stepProgress?.text == "Step 3 of 3: Check your answers")
        session.goToStep(0)
        session.controller.form.accountType = .business
        #expect(await session.continueToNextStep() == .moved)
        #expect(session.stepProgress?.text == "Step 2 of 4: Company", "the company step, which the person has not seen")
        #expect(session.controller.focus == \SignUpForm.companyName)
        #expect(await session.continueToNextStep() == .invalid, "checked as any step")
        session.setText("Analytical Engines", for: \SignUpForm.companyName)
        #expect(await session.continueToNextStep() == .moved)
        #expect(session.stepProgress?.text == "Step 4 of 4: Check your answers", "then the review, past About you, already answered")
        // Seen once, the company step is not asked again.
        session.goToStep(0)
        session.controller.form.accountType = .personal
        #expect(await session.continueToNextStep() == .moved)
        session.goToStep(0)
        session.controller.form.accountType = .business
        #expect(await session.continueToNextStep() == .moved)
        #expect(session.stepProgress?.text == "Step 4 of 4: Check your answers")
        #expect(session.reviewAnswers.contains { $0.label == "Company name" && $0.value == "Analytical Engines" })
    }

    @Test("A later step cannot be reached except by continuing")
    func noSkippingAhead() {
        let session = FormSession(form: SignUpForm())
        session.goToStep(3)
        #expect(session.stepIndex == 0)
    }

    @Test("The last step submits; a server error on an earlier step's field takes the person there")
    func submitErrorGoesToItsStep() async throws {
        let session = FormSession(form: SignUpForm())
        fillAccount(session)
        session.setText(SignUpForm.takenEmail, for: \SignUpForm.email)
        #expect(await session.continueToNextStep() == .moved)
        session.setText("Ada Lovelace", for: \SignUpForm.fullName)
        #expect(await session.continueToNextStep() == .moved)
        #expect(await session.continueToNextStep() == .lastStep)
        #expect(await session.submit().isInvalid)
        #expect(session.stepIndex == 0, "the account step, which holds the email")
        #expect(session.controller.focus == \SignUpForm.email)
        #expect(session.messages(for: \SignUpForm.email).first?.hasPrefix("An account already uses this email address") == true)
        session.setText("ada@example.com", for: \SignUpForm.email)
        #expect(await session.continueToNextStep() == .moved)
        #expect(session.stepProgress?.isReview == true, "fixed, back to the review")
        let output = await session.submit().output as? SignUpForm.Account
        #expect(output?.email == "ada@example.com")
        #expect(output?.companyName == nil)
        #expect(
            session.successMessage == "Welcome, Ada Lovelace: a personal account, ada@example.com, United Kingdom, without the newsletter.",
            "the web's result page and the terminal say what was created")
    }
}
