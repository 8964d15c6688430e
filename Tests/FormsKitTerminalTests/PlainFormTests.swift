import FormsKit
import FormsKitExamples
import FormsKitModel
import FormsKitTerminal
import Testing

/// Line-by-line prompts, answered from a list of lines.
@MainActor
struct PlainHarness<Form: SubmittableForm & ValidatableForm> {
    let form: PlainForm<Form>
    let transcript: Transcript

    final class Transcript {
        var text = ""
        var answers: [String]
        init(answers: [String]) { self.answers = answers }
    }

    init(session: FormSession<Form>, answers: [String]) {
        let transcript = Transcript(answers: answers)
        self.transcript = transcript
        form = PlainForm(session: session, readLine: {
            guard !transcript.answers.isEmpty else { return nil }
            let answer = transcript.answers.removeFirst()
            transcript.text += answer + "\n"
            return answer
        }, write: { transcript.text += $0 })
    }

    func run() async -> TerminalFormOutcome<Form.Output> {
        await form.run()
    }
}

@MainActor
@Suite("Plain mode")
struct PlainFormTests {
    @Test("Answers go through the same validation: invalid answers are asked again")
    func createPlan() async {
        let harness = PlainHarness(session: FormSession(form: CreatePlanForm(store: PlanStore())), answers: [
            "", "Pe", "Team", "not an email", "ada@example.com", "",
        ])
        guard case .submitted(let plan) = await harness.run() else {
            Issue.record("expected a plan:\n\(harness.transcript.text)")
            return
        }
        #expect(plan == Plan(name: "Team", ownerEmail: "ada@example.com"))
        #expect(harness.transcript.text == """
            Press Enter to keep the value in [brackets]; answer - to clear it.

            == New Plan ==
            Name []: 
            ✗ Name is required
            ✗ Must be at least 3 characters
            Name []: Pe
            ✗ Must be at least 3 characters
            Name [Pe]: Team
            Owner email []: not an email
            ✗ Enter an email address such as name@example.com
            Owner email [not an email]: ada@example.com
            Create New Plan? (y/n) [y]: 

            """)
    }

    @Test("A server's rejection is shown and only that answer is asked again")
    func serverError() async {
        let harness = PlainHarness(session: FormSession(form: CreatePlanForm(store: PlanStore())), answers: [
            "Personal", "", "y", "Family", "y",
        ])
        guard case .submitted(let plan) = await harness.run() else {
            Issue.record("expected a plan:\n\(harness.transcript.text)")
            return
        }
        #expect(plan.name == "Family")
        #expect(harness.transcript.text.contains("""
            Some answers need another look.
            ✗ Name: A plan named “Personal” already exists. Choose another name.
            Name [Personal]: Family
            Create New Plan? (y/n) [y]: y
            """))
        #expect(!harness.transcript.text.contains("Owner email [] "), "the valid answer is not asked again")
    }

    @Test("Repeated groups offer to add elements; rows appear in order")
    func poll() async {
        let harness = PlainHarness(session: FormSession(form: PollForm()), answers: [
            "Ship it?", "Yes", "No", "y", "Maybe", "n", "",
        ])
        guard case .submitted(let poll) = await harness.run() else {
            Issue.record("expected a poll:\n\(harness.transcript.text)")
            return
        }
        #expect(poll.options == ["Yes", "No", "Maybe"])
        #expect(harness.transcript.text.contains("Add option? (y/n) [n]: y\nOption 3 []: Maybe\nAdd option? (y/n) [n]: n"))
    }

    @Test("Conditions apply: a row shows up when the answer before makes it visible")
    func conditions() async {
        let layout = FormLayout<ToggledForm> {
            FormSection {
                ToggleRow("Custom server", \.custom)
                TextRow("Server", \.server).visible { $0.custom }
            }
        }
        let plain = PlainHarness(session: FormSession(form: ToggledForm(), layout: layout), answers: ["y", "example.com", ""])
        guard case .submitted(let output) = await plain.run() else {
            Issue.record("expected a submission:\n\(plain.transcript.text)")
            return
        }
        #expect(output == "example.com")
        #expect(plain.transcript.text.contains("Custom server? (y/n) [n]: y\nServer []: example.com"))
    }

    @Test("Links open other forms, which are asked and saved before going on")
    func navigation() async throws {
        let store = PlanStore()
        let harness = PlainHarness(session: FormSession(form: SettingsForm(plans: store)), answers: [
            "n",             // Open Display?
            "",              // Haptics? keep
            "n",             // Edit profile?
            "y", "Side project", "", "y",   // Open Create plan: name, email, create
            "n", "n", "n", "n",             // the other links
            "y",             // Submit Settings
        ])
        guard case .submitted(let settings) = await harness.run() else {
            Issue.record("expected settings:\n\(harness.transcript.text)")
            return
        }
        #expect(settings.haptics)
        #expect(try await store.plans.map(\.name) == ["Personal", "Side project"])
        #expect(harness.transcript.text.contains("✓ Saved New Plan."))
    }

    @Test("Choices take a number or a name; input that ends aborts")
    func choicesAndEndOfInput() async {
        let layout = FormLayout<ToggledForm> {
            FormSection {
                ChoiceRow("Flavor", \.flavor, options: [.init("Vanilla", value: "v"), .init("Chocolate", value: "c")])
            }
        }
        let harness = PlainHarness(session: FormSession(form: ToggledForm(), layout: layout), answers: ["3", "chocolate"])
        guard case .aborted = await harness.run() else {
            Issue.record("input ended before submitting")
            return
        }
        #expect(harness.transcript.text.contains("Flavor: 1) Vanilla  2) Chocolate"))
        #expect(harness.transcript.text.contains("✗ Choose one of 1 to 2, or type an option's name."))
        #expect(harness.transcript.text.hasSuffix("Input ended before the form was submitted.\n"))
    }
}

struct ToggledForm: ValidatableForm, SubmittableForm {
    @Validated var custom = false
    @Validated var server = ""
    @Validated var flavor = "v"

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.custom, wrappedBy: \._custom), .init(\.server, wrappedBy: \._server), .init(\.flavor, wrappedBy: \._flavor)]
    }

    @MainActor
    func submit() async throws -> String { server }
}
