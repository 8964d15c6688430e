import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import Foundation
import Testing

/// The demo forms' smaller promises: every control does something visible,
/// outputs have one key per value, messages read as sentences.
@MainActor
@Suite("Demo forms")
struct DemoFormBehaviourTests {
    /// Tabs to the row whose line contains `title`.
    private func focus(_ title: String, in driver: TerminalFormDriver<SettingsForm>) async {
        for _ in 0..<20 where !(driver.screen.components(separatedBy: "\n").first { $0.contains("▸") } ?? "").contains(title) {
            await driver.press(.tab)
        }
    }

    @Test("Edit profile and Display open forms (regression: one did nothing, one only showed a status)")
    func settingsRowsOpenForms() async {
        let driver = TerminalFormDriver(session: FormSession(form: SettingsForm(plans: PlanStore())), width: 60, height: 24)
        await focus("Edit profile", in: driver)
        await driver.press(.enter)
        #expect(driver.screen.hasPrefix(" ‹ Back") && driver.screen.contains("Profile"))
        await driver.press(.escape)
        await focus("Display", in: driver)
        await driver.press(.enter)
        #expect(driver.screen.hasPrefix(" ‹ Back") && driver.screen.contains("Appearance"), "\(driver.screen)")
    }

    @Test("A linked form's success reads as a sentence (regression: \"Saved Add Server.\")")
    func successMessage() async {
        let driver = TerminalFormDriver(session: FormSession(form: SettingsForm(plans: PlanStore())), width: 60, height: 30)
        await focus("Add server", in: driver)
        await driver.press(.enter)
        await driver.type("https://example.com")
        await driver.press(.control("s"))
        #expect(driver.screen.contains("Server “https://example.com” added."), "what was added, not only that it was")
        #expect(!driver.screen.contains("Saved Add Server"))
    }

    @Test("Plain mode's final question is the submit title (regression: \"Add Add Server?\")")
    func plainFinalQuestion() async {
        let harness = PlainHarness(session: FormSession(form: AddServerForm()), answers: ["https://example.com", ""])
        guard case .submitted = await harness.run() else {
            Issue.record("expected a server:\n\(harness.transcript.text)")
            return
        }
        #expect(harness.transcript.text.contains("All questions of “Add Server” are answered.\nAdd? (y/n) [y]:"))
        #expect(!harness.transcript.text.contains("Add Add Server"))
    }

    @Test("Edit tag's output has the symbol under its own key (regression: glued to the title)")
    func editTagOutput() async throws {
        var form = EditTagForm()
        form.title = "Bug"
        form.symbol = "🐞"
        let tags = try await form.submit()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(tags), as: UTF8.self)
        #expect(json == #"{"symbol":"🐞","title":"Bug"}"#)
    }

    @Test("The card form has a title of its own (regression: \"Settings\", like the root)")
    func cardTitle() {
        #expect(CardSettingsForm().layout.title == "Card")
        let driver = TerminalFormDriver(session: FormSession(form: CardSettingsForm()), width: 48, height: 12)
        #expect(!driver.screen.contains("Settings"))
    }

    @Test("Start over on the profile asks first: n keeps what was typed, y puts it back (regression: reset at once, without asking)")
    func startOverAsks() async {
        let session = FormSession(form: ProfileForm())
        let driver = TerminalFormDriver(session: session, width: 80, height: 24)
        session.setText("Ada", for: \ProfileForm.name)
        session.focus(\ProfileForm.[row: "button:Start over"])
        await driver.press(.enter)
        #expect(driver.screen.contains("Start over? Every change you made is lost. (y/n)"), "\(driver.screen)")
        #expect(session.controller.form.name == "Ada")
        await driver.type("n")
        #expect(session.controller.form.name == "Ada")
        #expect(!driver.screen.contains("Start over?"))
        await driver.press(.enter)
        await driver.type("y")
        #expect(session.controller.form.name == "")
        #expect(driver.outcome == nil, "the form is still open")
    }

    @Test("A failed submit of an empty profile with a half-typed birthday focuses Name, the first wrong row (regression: Birthday)")
    func failedSubmitFocusesName() async {
        let session = FormSession(form: ProfileForm())
        let driver = TerminalFormDriver(session: session, width: 80, height: 24)
        session.focus(\ProfileForm.birthday)
        await driver.type("1990")
        await driver.press(.control("s"))
        #expect(session.controller.focus == \ProfileForm.name)
        #expect(driver.screen.contains("▸ Name"), "\(driver.screen)")
    }
}
