import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import FormsKitTestSupport
import Foundation
import Testing

/// Every demo form on the terminal in every shipped language: its screen
/// after Submit (messages and all), as golden files, with no word of
/// FormsKit's or of the form's own left in English.
@MainActor
@Suite("Terminal screens in seven languages")
struct LanguageScreenTests {
    @Test("The terminal's words: every shipped language has each, in every plural form")
    func complete() {
        expectEveryLanguage(translates: TerminalWords.catalog)
    }

    @Test("Every demo form after Submit, in every language: golden screens, nothing left in English", arguments: FormLanguage.shipped)
    func demoForms(_ language: FormLanguage) async {
        let plans = PlanStore()
        await screen(language, "settings") { FormSession(form: SettingsForm(plans: plans)) }
        await screen(language, "create-plan") { FormSession(form: CreatePlanForm(store: plans)) }
        await screen(language, "add-server") { FormSession(form: AddServerForm()) }
        await screen(language, "edit-tag") { FormSession(form: EditTagForm()) }
        await screen(language, "poll") { FormSession(form: PollForm()) }
        await screen(language, "card") { FormSession(form: CardSettingsForm()) }
        await screen(language, "profile") { FormSession(form: ProfileForm(store: plans)) }
        await screen(language, "display") { FormSession(form: DisplaySettingsForm()) }
        await screen(language, "signup") { FormSession(form: SignUpForm()) }
        await screen(language, "signup-review", submitting: false) {
            let session = FormSession(form: SignUpForm())
            session.setText("ada@example.com", for: \SignUpForm.email)
            session.setText("correct horse", for: \SignUpForm.password)
            session.setText("correct horse", for: \SignUpForm.confirmation)
            _ = await session.continueToNextStep()
            session.setText("Ada Lovelace", for: \SignUpForm.fullName)
            _ = await session.continueToNextStep()
            return session
        }
    }

    @Test("The list of every key, in every language", arguments: FormLanguage.shipped)
    func keyList(_ language: FormLanguage) async {
        await FormLanguage.withLanguage(language) {
            let driver = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 80, height: 40)
            await driver.press(.function(1))
            assertSnapshot(driver.screen, named: "languages/keys-\(language.tag)")
            expectNoEnglish(driver.screen, language: language, form: "keys")
        }
    }

    /// The form's screen in `language` once Submit was pressed: its title,
    /// rows, messages, help footer and step progress.
    private func screen<Form: SubmittableForm & ValidatableForm>(
        _ language: FormLanguage, _ name: String, submitting: Bool = true, _ session: @MainActor () async -> FormSession<Form>
    ) async {
        await FormLanguage.withLanguage(language) {
            let driver = TerminalFormDriver(session: await session(), width: 80, height: 30)
            if submitting { await driver.press(.control("s")) }
            assertSnapshot(driver.screen, named: "languages/\(name)-\(language.tag)")
            expectNoEnglish(driver.screen, language: language, form: name)
        }
    }

    private func expectNoEnglish(_ screen: String, language: FormLanguage, form: String) {
        guard language != .english else { return }
        let left = englishLeft(
            in: screen, language: language,
            catalogs: [
                (ValidationMessage.catalog, nil), (ModelWords.catalog, nil), (TerminalWords.catalog, nil), (ExampleTexts.catalog, exampleTexts),
            ])
        #expect(left.isEmpty, "\(form) in \(language.tag) shows in English: \(left)")
    }
}

/// Whether Arabic is said to read reversed on a terminal.
@Suite("Right-to-left text in terminals")
struct RightToLeftSupportTests {
    @Test(
        """
        Arabic on a terminal not known to order it is said, in English and Arabic, wrapped between words; tmux and screen \
        never order it (regression: the docs said most terminals mirror Arabic)
        """
    )
    func notice() throws {
        let tmux = ["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0", "VTE_VERSION": "7600"]
        let said = try #require(RightToLeftSupport.notice(for: .arabic, environment: tmux))
        #expect(said.contains("tmux") && said.contains("--language"))
        #expect(said.contains("استخدم"), "in Arabic too")
        #expect(RightToLeftSupport.notice(for: .arabic, environment: ["TERM": "xterm-256color"]) != nil)
        #expect(RightToLeftSupport.notice(for: .arabic, environment: ["TERM": "xterm-256color", "VTE_VERSION": "7600"]) == nil)
        #expect(RightToLeftSupport.notice(for: .arabic, environment: ["TERM_PROGRAM": "Apple_Terminal"]) == nil)
        #expect(RightToLeftSupport.notice(for: .french, environment: tmux) == nil, "left to right needs nothing")
        let wrapped = try #require(RightToLeftSupport.notice(for: .arabic, environment: tmux, width: 40))
        #expect(wrapped.split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= 39 })
    }
}
