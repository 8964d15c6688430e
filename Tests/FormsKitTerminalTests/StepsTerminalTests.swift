import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import FormsKitTestSupport
import Testing

/// A form in steps on the full-screen terminal: one step a page, its
/// progress, Continue, Back and the review.
@MainActor
@Suite("Steps in the terminal")
struct StepsTerminalTests {
    private func fillAccount(_ driver: TerminalFormDriver<SignUpForm>, business: Bool = false) async {
        await driver.type("ada@example.com")
        await driver.press(.tab)
        await driver.type("correct horse")
        await driver.press(.tab)
        await driver.type("correct horse")
        await driver.press(.tab)
        if business { await driver.press(.right) }
    }

    @Test("The first step says where the person is, and Continue takes its place of Submit")
    func firstStep() {
        let driver = TerminalFormDriver(session: FormSession(form: SignUpForm()), width: 80, height: 24)
        let lines = driver.screen.components(separatedBy: "\n")
        #expect(lines[0].hasSuffix("Continue"))
        #expect(lines[0].hasPrefix(" Cancel"))
        #expect(lines[1].hasPrefix(" Step 1 of 3: Account ─"))
        #expect(!driver.screen.contains("Full name"), "later steps are not shown")
        #expect(driver.screen.contains("ctrl+s continue"))
        assertSnapshot(driver.screen, named: "signup-step-1")
    }

    @Test("At 40 columns a segmented choice's options that do not fit go on the next line, whole (regression: \"Busin…\")")
    func narrowSegments() {
        let driver = TerminalFormDriver(session: FormSession(form: SignUpForm()), width: 40, height: 12)
        #expect(driver.screen.contains("Personal"))
        #expect(driver.screen.contains("Business"))
        #expect(!driver.screen.contains("…"))
    }

    @Test("Continue on a step with wrong answers stays there with their messages")
    func continueChecks() async {
        let driver = TerminalFormDriver(session: FormSession(form: SignUpForm()), width: 80, height: 24)
        await driver.press(.control("s"))
        #expect(driver.screen.contains("Step 1 of 3"))
        #expect(driver.screen.contains("Enter your email address"))
        #expect(!driver.screen.contains("Enter your full name"), "the next step is not checked")
    }

    @Test("Enter on a step's last row continues; Esc goes back a step without asking, keeping the answers")
    func continueAndBack() async {
        let session = FormSession(form: SignUpForm())
        let driver = TerminalFormDriver(session: session, width: 80, height: 24)
        await fillAccount(driver)
        await driver.press(.enter)
        #expect(driver.screen.contains("Step 2 of 3: About you"))
        #expect(driver.screen.hasPrefix(" ‹ Back"))
        #expect(driver.screen.contains("esc back"))
        await driver.type("Ada")
        await driver.press(.escape)
        #expect(driver.screen.contains("Step 1 of 3: Account"))
        #expect(!driver.screen.contains("(y/n)"), "going back a step asks nothing")
        #expect(session.controller.form.fullName == "Ada")
        #expect(session.controller.form.email == "ada@example.com")
        await driver.press(.escape)
        #expect(driver.screen.contains("Discard changes? (y/n)"), "on the first step Esc cancels, asking first")
    }

    @Test("The review lists the answers, masked ones as set; Enter there creates the account")
    func reviewAndSubmit() async throws {
        let driver = TerminalFormDriver(session: FormSession(form: SignUpForm()), width: 80, height: 40)
        await fillAccount(driver, business: true)
        await driver.press(.control("s"))
        #expect(driver.screen.contains("Step 2 of 4: Company"))
        await driver.type("Analytical Engines")
        await driver.press(.control("s"))
        await driver.type("Ada Lovelace")
        await driver.press(.control("s"))
        #expect(driver.screen.contains("Step 4 of 4: Check your answers"))
        #expect(driver.screen.contains("Password          Set"))
        #expect(!driver.screen.contains("correct horse"))
        #expect(driver.screen.contains("▸ [ Create account ]"), "focus is on the button that submits")
        assertSnapshot(driver.screen, named: "signup-review")
        await driver.press(.enter)
        guard case .submitted(let account)? = driver.outcome else {
            Issue.record("Enter on the review submits")
            return
        }
        #expect(account.companyName == "Analytical Engines")
        #expect(account.fullName == "Ada Lovelace")
    }

    /// A sign-up answered to its review, then its account step's Change pressed.
    private func changingAccountFromReview() async -> TerminalFormDriver<SignUpForm> {
        let session = FormSession(form: SignUpForm())
        let driver = TerminalFormDriver(session: session, width: 80, height: 40)
        await fillAccount(driver)
        await driver.press(.control("s"))
        await driver.type("Ada Lovelace")
        await driver.press(.control("s"))
        session.focus(\SignUpForm.[row: "button:review:change:0"])
        await driver.press(.enter)
        return driver
    }

    @Test("Change on the review goes to its step, and Continue there comes back to the review")
    func changeFromReview() async throws {
        let driver = await changingAccountFromReview()
        #expect(driver.screen.contains("Step 1 of 3: Account"))
        #expect(driver.screen.contains("▸ Email"))
        await driver.press(.control("s"))
        #expect(driver.screen.contains("Step 3 of 3: Check your answers"))
    }

    @Test("Esc on a step the review's Change opened goes back to the review, never out of the form (regression: it discarded the sign-up)")
    func escapeFromChange() async throws {
        let driver = await changingAccountFromReview()
        #expect(driver.screen.contains("Step 1 of 3: Account"))
        await driver.press(.escape)
        #expect(driver.screen.contains("Step 3 of 3: Check your answers"), "\(driver.screen)")
        #expect(!driver.screen.contains("Discard changes?"))
        #expect(driver.outcome == nil)
    }

    @Test("A taken address found on submit takes the person back to the account step, with the message")
    func serverErrorGoesToItsStep() async {
        let driver = TerminalFormDriver(session: FormSession(form: SignUpForm()), width: 80, height: 30)
        await driver.type(SignUpForm.takenEmail)
        await driver.press(.tab)
        await driver.type("correct horse")
        await driver.press(.tab)
        await driver.type("correct horse")
        await driver.press(.control("s"))
        await driver.type("Ada Lovelace")
        await driver.press(.control("s"))
        await driver.press(.control("s"))
        #expect(driver.outcome == nil)
        #expect(driver.screen.contains("Step 1 of 3: Account"))
        #expect(driver.screen.contains("An account already uses this email address"))
    }

    @Test("Plain mode says each step, asks it whole, and lists the review with masked answers set")
    func plainMode() async {
        let harness = PlainHarness(
            session: FormSession(form: SignUpForm()),
            answers: [
                "", "ada@example.com",  // an empty email is refused at once, as in any form
                "correct horse", "correct horse", "",
                "Ada Lovelace", "", "",  // about you
                "", "",  // Change Account? Change About you? no
                "",  // create account
            ])
        guard case .submitted(let account) = await harness.run() else {
            Issue.record("submitted: \(harness.transcript.text)")
            return
        }
        #expect(account.email == "ada@example.com")
        let text = harness.transcript.text
        #expect(text.contains("Step 1 of 3: Account"))
        #expect(text.contains("Step 2 of 3: About you"))
        #expect(text.contains("Step 3 of 3: Check your answers"))
        #expect(text.contains("Password: Set"))
        let review = text.components(separatedBy: "Check your answers").last ?? ""
        #expect(!review.contains("correct horse"), "the review never shows a password")
    }

    @Test("In plain mode, < before a step's first question goes back to the step before")
    func plainBackAcrossSteps() async {
        let session = FormSession(form: SignUpForm())
        let harness = PlainHarness(
            session: session,
            answers: ["ada@example.com", "correct horse", "correct horse", "", "<", "", "", "", "", "Ada", "", "", "", "", ""])
        guard case .submitted = await harness.run() else {
            Issue.record("submitted: \(harness.transcript.text)")
            return
        }
        #expect(harness.transcript.text.components(separatedBy: "Step 1 of 3: Account").count == 3, "said at the start and after going back")
    }
}
