import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import FormsKitTestSupport
import Foundation
import Testing

/// Whole screens at a fixed size, with their colours, after key sequences.
@MainActor
@Suite("Terminal screens")
struct ScreenSnapshotTests {
    @Test("Create Plan: focus on appear, a failed submit, a server error, success")
    func createPlan() async {
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore())), width: 60, height: 14)
        assertSnapshot(driver.styledScreen, named: "create-plan-1-appear")
        await driver.type("Pe")
        await driver.press(.tab)
        await driver.type("ada@")
        await driver.press(.control("s"))
        assertSnapshot(driver.styledScreen, named: "create-plan-2-invalid")
        #expect(driver.outcome == nil)
        await driver.type("rsonal")
        await driver.press(.tab)
        await driver.type("example.com")
        await driver.press(.control("s"))
        assertSnapshot(driver.styledScreen, named: "create-plan-3-server-error")
        await driver.press(.control("u"))
        await driver.type("Team")
        await driver.press(.control("s"))
        guard case .submitted(let plan)? = driver.outcome else {
            Issue.record("expected a submitted plan, got \(String(describing: driver.outcome))")
            return
        }
        #expect(plan == Plan(name: "Team", ownerEmail: "ada@example.com"))
    }

    @Test("While submitting: a spinner, and Submit disabled")
    func loading() async {
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore(latency: .milliseconds(50)))), width: 60, height: 8)
        await driver.type("Team")
        driver.pressWithoutSettling(.control("s"))
        driver.tick()
        assertSnapshot(driver.styledScreen, named: "create-plan-loading")
        driver.pressWithoutSettling(.control("s"))
        await driver.settle()
        guard case .submitted? = driver.outcome else {
            Issue.record("the first submission finishes; the second press is ignored")
            return
        }
    }

    @Test("Every row type, in the grouped appearance")
    func everyRowType() async {
        let driver = TerminalFormDriver(session: FormSession(form: KitchenSinkForm(), layout: KitchenSinkForm.layout), width: 64, height: 30)
        await driver.press(.tab)  // Name → Password
        await driver.type("hunter2")
        await driver.press(.tab, .tab, .character(" "))  // Age → Newsletter: on
        await driver.press(.tab, .right)  // Flavor: Chocolate
        await driver.press(.tab, .right, .right)  // Servings: 4
        await driver.press(.tab, .left)  // Volume: 40
        await driver.press(.tab, .right, .character(" "))  // Interests: choose Rust
        #expect(driver.app.outcome == nil)
        assertSnapshot(driver.styledScreen, named: "kitchen-sink")
    }

    @Test("Columns and card appearances")
    func appearances() async {
        let columns = TerminalFormDriver(
            session: FormSession(form: KitchenSinkForm(), layout: KitchenSinkForm.layout.appearance(.columns)), width: 64, height: 14)
        assertSnapshot(columns.styledScreen, named: "appearance-columns")
        let card = TerminalFormDriver(session: FormSession(form: CardSettingsForm()), width: 48, height: 12)
        assertSnapshot(card.styledScreen, named: "appearance-card")
    }

    @Test("Without colour (NO_COLOR), attributes still mark focus, the cursor and errors")
    func noColor() async {
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore())), width: 60, height: 10, colorMode: .none)
        await driver.press(.control("s"))
        await driver.type("x")
        await driver.press(.control("s"))
        assertSnapshot(driver.styledScreen, named: "create-plan-no-color")
    }

    @Test("A narrow terminal wraps labels above fields and messages across lines")
    func narrow() async {
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore())), width: 30, height: 16)
        await driver.type("x")
        await driver.press(.control("s"))
        assertSnapshot(driver.styledScreen, named: "create-plan-narrow")
        driver.resize(width: 60, height: 10)
        assertSnapshot(driver.styledScreen, named: "create-plan-resized")
    }

    @Test("Settings: a link opens a form, Esc goes back, submitting a child returns")
    func navigation() async throws {
        let store = PlanStore()
        let driver = TerminalFormDriver(session: FormSession(form: SettingsForm(plans: store)), width: 56, height: 24)
        assertSnapshot(driver.styledScreen, named: "settings")
        await driver.press(.tab, .tab, .tab)  // Display, Haptics, Edit profile, Create plan
        await driver.press(.enter)
        #expect(driver.screen.contains("‹ Back") && driver.screen.contains("New Plan"))
        await driver.press(.escape)
        #expect(driver.screen.contains("Settings") && !driver.screen.contains("‹ Back"), "Esc on a clean child goes back")
        await driver.press(.enter)
        await driver.type("Side project")
        await driver.press(.control("s"))
        assertSnapshot(driver.styledScreen, named: "settings-after-child-submit")
        #expect(try await store.plans.map(\.name) == ["Personal", "Side project"])
        #expect(driver.outcome == nil, "submitting a child does not end the run")
    }

    @Test("The discard question comes from the message provider")
    func discardQuestionTranslated() async {
        struct French: ValidationMessageProvider {
            func text(for message: ValidationMessage) -> String? {
                message == .discardChangesQuestion ? "Abandonner les modifications ?" : nil
            }
        }
        await ValidationMessages.withProvider(French()) {
            let driver = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 50, height: 12)
            await driver.type("Swift")
            await driver.press(.escape)
            #expect(driver.screen.contains("Abandonner les modifications ? (y/n)"))
        }
    }

    @Test("Esc on a dirty form asks before discarding; Ctrl-C aborts at once")
    func cancelAndAbort() async {
        let clean = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 50, height: 12)
        await clean.press(.escape)
        guard case .cancelled? = clean.outcome else {
            Issue.record("Esc on a clean form cancels")
            return
        }

        let dirty = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 50, height: 12)
        await dirty.type("Swift")
        await dirty.press(.escape)
        assertSnapshot(dirty.styledScreen, named: "discard-changes")
        await dirty.press(.character("n"))
        #expect(dirty.outcome == nil)
        #expect(dirty.screen.contains("Swift"), "nothing typed is lost")
        await dirty.press(.escape, .character("y"))
        guard case .cancelled? = dirty.outcome else {
            Issue.record("y discards")
            return
        }

        let aborted = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 50, height: 12)
        await aborted.type("Swift")
        await aborted.press(.control("c"))
        guard case .aborted? = aborted.outcome else {
            Issue.record("Ctrl-C aborts")
            return
        }
    }

    @Test("Poll: Enter moves through the options and adds one from the last; a long form scrolls to the focus")
    func pollAndScrolling() async {
        let driver = TerminalFormDriver(session: FormSession(form: PollForm()), width: 50, height: 12)
        await driver.type("Lunch?")
        await driver.press(.enter)
        await driver.type("Yes")
        await driver.press(.enter)
        await driver.type("No")
        await driver.press(.enter)
        await driver.type("Maybe")
        assertSnapshot(driver.styledScreen, named: "poll-scrolled")
    }

    @Test("Multiple choice: move, choose, filter")
    func multipleChoice() async {
        let layout = FormLayout<KitchenSinkForm> {
            FormSection { MultipleChoiceRow("Interests", \.interests) { $0.rawValue.capitalized } }
        }
        let driver = TerminalFormDriver(session: FormSession(form: KitchenSinkForm(), layout: layout), width: 40, height: 14)
        await driver.press(.tab, .character(" "), .character("/"))
        await driver.type("as")
        await driver.press(.character(" "))
        assertSnapshot(driver.styledScreen, named: "multiple-choice-filter")
        #expect(driver.app.outcome == nil)
    }
}

/// A form whose server answers with a form-wide message and an unknown key.
struct BusyServerForm: ValidatableForm, SubmittableForm {
    @Validated(.isNotEmpty()) var name = ""
    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

    @MainActor
    func submit() async throws -> String {
        throw ValidationError.invalid(errors: [
            ValidationError.formWideKey: ["The service is read-only until 18:00"],
            "coupon": ["Expired"],
        ])
    }
}

@MainActor
@Suite("Form-wide messages")
struct FormWideMessageTests {
    @Test("Messages about the whole form appear above it, in the error colour")
    func formWideMessages() async {
        let layout = FormLayout<BusyServerForm>(title: "Busy") { FormSection { TextRow("Name", \.name) } }
        let driver = TerminalFormDriver(session: FormSession(form: BusyServerForm(), layout: layout), width: 50, height: 10)
        await driver.type("Ada")
        await driver.press(.control("s"))
        let lines = driver.styledScreen.components(separatedBy: "\n")
        #expect(lines[2] == "✗ The service is read-only until 18:00")
        #expect(lines[3] == "✗ coupon: Expired")
        #expect(driver.outcome == nil)
        #expect(driver.screen.contains("Ada"), "nothing typed is lost")
        let styles = lines.drop { $0 != "--- styles ---" }.dropFirst()
        #expect(Array(styles)[2].allSatisfy { $0 == "9" }, "in the error colour")
    }
}
