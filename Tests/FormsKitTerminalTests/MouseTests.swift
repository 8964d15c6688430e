import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import Testing

/// Clicks and the wheel in a full-screen form.
@MainActor
@Suite("Mouse")
struct MouseTests {
    /// Where `text` is first drawn on the driver's screen.
    private func position(of text: String, in driver: TerminalFormDriver<some Any>) -> (column: Int, row: Int)? {
        for (row, line) in driver.screen.components(separatedBy: "\n").enumerated() {
            guard let range = line.range(of: text) else { continue }
            return (TextWidth.of(String(line[..<range.lowerBound])), row)
        }
        return nil
    }

    @Test("SGR reports decode to clicks and wheel turns; releases, drags and other buttons are dropped")
    func decoding() {
        var decoder = KeyDecoder()
        let input = decoder.decodeInput(Array("\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[<64;1;1M\u{1B}[<65;80;24M\u{1B}[<32;6;3M\u{1B}[<2;5;3M\u{1B}[<16;2;2Mx".utf8))
        #expect(
            input == [
                .mouse(MouseEvent(.click, column: 4, row: 2)),
                .mouse(MouseEvent(.scrollUp, column: 0, row: 0)),
                .mouse(MouseEvent(.scrollDown, column: 79, row: 23)),
                .mouse(MouseEvent(.click, column: 1, row: 1)),
                .key(.character("x")),
            ])
    }

    @Test("Mouse reports never type text, even split across reads, and decode(_:) skips them")
    func neverTyped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;1".utf8)).isEmpty)
        #expect(decoder.decode(Array("2;7Mab".utf8)) == [.character("a"), .character("b")])
        #expect(MouseEvent(.click, column: 11, row: 6).terminalBytes == Array("\u{1B}[<0;12;7M".utf8))
    }

    @Test("A click focuses a text row; a click on a toggle also toggles it")
    func clickFocusesAndToggles() async throws {
        let session = FormSession(form: SettingsForm(plans: PlanStore()))
        let driver = TerminalFormDriver(session: session, width: 60, height: 24)
        let haptics = try #require(position(of: "Haptics", in: driver))
        let before = session.controller.form.haptics
        await driver.click(column: haptics.column, row: haptics.row)
        #expect(session.controller.focus == \SettingsForm.haptics)
        #expect(session.controller.form.haptics == !before, "the toggle changed")

        let create = FormSession(form: CreatePlanForm(store: PlanStore()))
        let form = TerminalFormDriver(session: create, width: 60, height: 16)
        let email = try #require(position(of: "Owner email", in: form))
        await form.click(column: email.column + 2, row: email.row)
        #expect(create.controller.focus == \CreatePlanForm.ownerEmail)
        await form.type("a@b.co")
        #expect(create.controller.form.ownerEmail == "a@b.co")
    }

    @Test("A click on a link opens it, and on the title bar's Back goes back")
    func linksAndBack() async throws {
        let driver = TerminalFormDriver(session: FormSession(form: SettingsForm(plans: PlanStore())), width: 60, height: 24)
        let display = try #require(position(of: "Display", in: driver))
        await driver.click(column: display.column, row: display.row)
        #expect(driver.app.navigator.isShowingChild, "the link opened its form")
        await driver.click(column: 2, row: 0)
        #expect(!driver.app.navigator.isShowingChild, "Back went back")
    }

    @Test("The title bar's submit submits: a click on an empty form's Create shows what is missing")
    func titleBarSubmit() async throws {
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore())), width: 60, height: 16)
        await driver.click(column: 58, row: 0)
        #expect(driver.screen.contains("Name is required"))
        #expect(driver.outcome == nil)
    }

    @Test("The wheel scrolls without moving focus; the next key brings the focused row back")
    func wheel() async {
        let session = FormSession(form: ProfileForm())
        let driver = TerminalFormDriver(session: session, width: 60, height: 12)
        let focus = session.controller.focus
        let first = driver.screen
        await driver.scroll(2)
        #expect(driver.screen != first, "the form scrolled")
        #expect(!driver.screen.contains("▸"), "the focused row scrolled out of view")
        #expect(session.controller.focus == focus, "focus stayed")
        await driver.scroll(-2)
        #expect(driver.screen == first, "and back")
        await driver.scroll(3)
        await driver.press(.tab)
        #expect(driver.screen.contains("▸"), "a key that moves focus shows it")
    }

    @Test("Clicks on chrome, outside the form, and while a question waits change nothing")
    func harmlessClicks() async throws {
        let session = FormSession(form: CreatePlanForm(store: PlanStore()))
        let driver = TerminalFormDriver(session: session, width: 60, height: 16)
        await driver.type("Team")
        let focus = session.controller.focus
        await driver.click(column: 30, row: 15)
        await driver.click(column: 30, row: 1)
        #expect(session.controller.focus == focus)
        await driver.press(.escape)
        #expect(driver.screen.contains("(y/n)"))
        await driver.click(column: 2, row: 0)
        #expect(driver.screen.contains("(y/n)"), "the question still waits")
        #expect(driver.outcome == nil)
    }

    @Test("Cancel in the title bar of a changed form asks at once, drawn before any other key (regression: drawn only after the next key)")
    func titleBarCancelAsks() async throws {
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore())), width: 60, height: 16)
        await driver.type("Team")
        await driver.click(column: 2, row: 0)
        #expect(driver.screen.contains("Discard changes?"), "\(driver.screen)")
        #expect(driver.outcome == nil)
    }
}
