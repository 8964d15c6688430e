import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import FormsKitTestSupport
import Testing

/// Random keys on every demo form, at sizes down to tiny: nothing crashes,
/// and focus always stays on a row that can have it.
@MainActor
@Suite("Random keys", .timeLimit(.minutes(1)))
struct RandomKeyTests {

    static let keys: [Key] = [
        .tab, .backTab, .up, .down, .left, .right, .home, .end, .enter, .backspace, .delete,
        .character(" "), .character("a"), .character("Z"), .character("1"), .character("-"), .character("/"),
        .character("é"), .character("界"), .control("a"), .control("e"), .control("u"), .control("k"), .control("w"),
        .paste("pasted\ntext"), .escape, .character("n"),
    ]

    /// Presses 1,000 random keys, starting a fresh form whenever one ends.
    private func exercise<Form: SubmittableForm & ValidatableForm>(_ makeSession: () -> FormSession<Form>, seed: UInt64) async {
        var random = SeededGenerator(seed: seed)
        var session = makeSession()
        var driver = TerminalFormDriver(session: session, width: 40, height: 12)
        var runs = 1
        for step in 0..<1_000 {
            if Int.random(in: 0..<50, using: &random) == 0 {
                driver.resize(width: Int.random(in: 1...90, using: &random), height: Int.random(in: 1...30, using: &random))
            }
            await driver.press(Self.keys.randomElement(using: &random)!)
            if driver.outcome != nil {
                session = makeSession()
                driver = TerminalFormDriver(session: session, width: 40, height: 12)
                runs += 1
                continue
            }
            if let focus = session.controller.focus {
                #expect(session.row(focus) != nil, "focus is on a row of the form at step \(step)")
            }
        }
        #expect(runs < 200, "most keys reach a running form")
    }

    @Test("Create Plan") func createPlan() async {
        await exercise({ FormSession(form: CreatePlanForm(store: PlanStore())) }, seed: 1)
    }

    @Test("Poll") func poll() async {
        await exercise({ FormSession(form: PollForm()) }, seed: 2)
    }

    @Test("Edit Tag") func editTag() async {
        await exercise({ FormSession(form: EditTagForm()) }, seed: 3)
    }

    @Test("Add Server") func addServer() async {
        await exercise({ FormSession(form: AddServerForm()) }, seed: 4)
    }

    @Test("Card") func card() async {
        await exercise({ FormSession(form: CardSettingsForm()) }, seed: 5)
    }

    @Test("Every row type") func kitchenSink() async {
        await exercise({ FormSession(form: KitchenSinkForm(), layout: KitchenSinkForm.layout) }, seed: 6)
    }

    @Test("Settings and the forms its links open") func settings() async {
        await exercise({ FormSession(form: SettingsForm(plans: PlanStore())) }, seed: 7)
    }
}
