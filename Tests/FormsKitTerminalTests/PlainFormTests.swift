import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTestSupport
import Foundation
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

    init(session: FormSession<Form>, answers: [String], drafts: TerminalDrafts? = nil) {
        let transcript = Transcript(answers: answers)
        self.transcript = transcript
        form = PlainForm(
            session: session,
            readLine: {
                guard !transcript.answers.isEmpty else { return nil }
                let answer = transcript.answers.removeFirst()
                transcript.text += answer + "\n"
                return answer
            }, write: { transcript.text += $0 }, drafts: drafts)
    }

    func run() async -> TerminalFormOutcome<Form.Output> {
        await form.run()
    }
}

@MainActor
@Suite("Plain mode")
struct PlainFormTests {
    @Test("Plain mode in French: its sentences, the form's texts, prompts as French writes them, and o for oui")
    func french() async {
        let (outcome, transcript) = await FormLanguage.withLanguage(.french) {
            let harness = PlainHarness(session: FormSession(form: CreatePlanForm(store: PlanStore())), answers: ["Équipe", "ada@example.com", "o"])
            return (await harness.run(), harness.transcript.text)
        }
        guard case .submitted(let plan) = outcome else {
            Issue.record("expected a plan:\n\(transcript)")
            return
        }
        #expect(plan.name == "Équipe")
        #expect(transcript.contains("Répondez à chaque question"))
        #expect(transcript.contains("== Nouveau forfait =="))
        #expect(transcript.contains("Nom (p. ex. Équipe)\u{00A0}:"))
        #expect(transcript.contains("Créer\u{202F}? (o/n) [o]\u{00A0}:"))
    }

    @Test(
        """
        A form a link opens keeps a draft when input ends; the next run that opens the link asks to put it back \
        (regression: only the first form kept one)
        """
    )
    func linkedFormDraft() async throws {
        let folder = try TemporaryFolder()
        let drafts = TerminalDrafts(key: "settings", folder: folder.url)
        // Display, Haptics, Edit profile, Create plan, Add server: passed; Edit tag: opened.
        let toEditTag = ["n", "", "", "n", "n", "y"]
        let first = PlainHarness(session: FormSession(form: SettingsForm(plans: PlanStore())), answers: toEditTag + ["Plain linked 名前"], drafts: drafts)
        guard case .aborted = await first.run() else {
            Issue.record("input ended: the run is aborted")
            return
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".draft.json") }
        #expect(kept.count == 1 && kept.allSatisfy { $0.hasPrefix("settings%2BEditTagForm") }, "\(kept)")

        let second = PlainHarness(session: FormSession(form: SettingsForm(plans: PlanStore())), answers: toEditTag + ["y"], drafts: drafts)
        _ = await second.run()
        let transcript = second.transcript.text
        let question = try #require(transcript.range(of: "Restore what you typed at"), "\(transcript)")
        #expect(!transcript[..<question.lowerBound].contains("Restore"), "asked when the link opens, not before")
        #expect(transcript.contains("Title [Plain linked 名前]"), "\(transcript)")
    }

    @Test("A drafts folder that cannot be used, or that goes away mid-run, is said once at the end, with why (regression: dropped)")
    func draftFailuresSaid() async throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let unusable = PlainHarness(
            session: FormSession(form: CreatePlanForm(store: PlanStore())), answers: ["Team"], drafts: TerminalDrafts(key: "plan", folder: file))
        _ = await unusable.run()
        let said = unusable.transcript.text.components(separatedBy: "Drafts could not be kept in \(file.path)")
        #expect(said.count == 2, "said once: \(unusable.transcript.text)")
        #expect(unusable.transcript.text.contains("a file is in the way at \(file.path)"), "why, in words (not Foundation's error 512)")

        let drafts = folder.url.appendingPathComponent("drafts")
        var answers = ["Team", "ada@example.com"]
        var transcript = ""
        let form = PlainForm(
            session: FormSession(form: CreatePlanForm(store: PlanStore())),
            readLine: {
                guard !answers.isEmpty else { return nil }
                if answers.count == 2 {
                    // The folder is taken away while the form runs, before
                    // any write is under way.
                    try? FileManager.default.removeItem(at: drafts)
                    try? Data("x".utf8).write(to: drafts)
                }
                return answers.removeFirst()
            }, write: { transcript += $0 }, drafts: TerminalDrafts(key: "plan", folder: drafts))
        _ = await form.run()
        #expect(transcript.components(separatedBy: "Drafts could not be kept in \(drafts.path)").count == 2, "\(transcript)")
    }

    @Test("Answers go through the same validation: invalid answers are asked again; hints and success are said (regression: no success)")
    func createPlan() async {
        let harness = PlainHarness(
            session: FormSession(form: CreatePlanForm(store: PlanStore())),
            answers: [
                "", "Pe", "Team", "not an email", "ada@example.com", "",
            ])
        guard case .submitted(let plan) = await harness.run() else {
            Issue.record("expected a plan:\n\(harness.transcript.text)")
            return
        }
        #expect(plan == Plan(name: "Team", ownerEmail: "ada@example.com"))
        #expect(
            harness.transcript.text == """
                Answer each question and press Enter. Enter alone keeps the value in [brackets];
                - clears it; < goes back a question; start with \\ to type a - or < as text.

                == New Plan ==
                Name (e.g. Team): 
                ✗ Name is required
                Name (e.g. Team): Pe
                ✗ Must be at least 3 characters
                Name (e.g. Team) [Pe]: Team
                Owner email (e.g. name@example.com): not an email
                ✗ Enter an email address such as name@example.com
                Owner email (e.g. name@example.com) [not an email]: ada@example.com
                A plan's name must be unique.
                All questions of “New Plan” are answered.
                Create? (y/n) [y]: 
                ✓ Plan “Team” created.

                """)
    }

    @Test("A text size outside the stepper's range is asked again with the range, not saved as the nearest end (regression: 57 became 24)")
    func numberOutsideRange() async throws {
        let harness = PlainHarness(session: FormSession(form: DisplaySettingsForm()), answers: ["", "57", "20", "", ""])
        guard case .submitted(let values) = await harness.run() else {
            Issue.record("expected values:\n\(harness.transcript.text)")
            return
        }
        #expect(values.textSize == 20)
        #expect(harness.transcript.text.contains("✗ Must be between 12 pt and 24 pt"), "\(harness.transcript.text)")
    }

    @Test("A server's rejection is shown and only that answer is asked again")
    func serverError() async {
        let harness = PlainHarness(
            session: FormSession(form: CreatePlanForm(store: PlanStore())),
            answers: [
                "Personal", "", "y", "Family", "y",
            ])
        guard case .submitted(let plan) = await harness.run() else {
            Issue.record("expected a plan:\n\(harness.transcript.text)")
            return
        }
        #expect(plan.name == "Family")
        #expect(
            harness.transcript.text.contains(
                """
                Some answers need another look.
                ✗ A plan named “Personal” already exists. Choose another name.
                Name (e.g. Team) [Personal]: Family
                All questions of “New Plan” are answered.
                Create? (y/n) [y]: y
                """))
        #expect(!harness.transcript.text.contains("Owner email (e.g. name@example.com) [] "), "the valid answer is not asked again")
    }

    @Test("Empty values are not read as [] (regression), and a literal - is typed as \\- (regression)")
    func emptyValuesAndLiteralDash() async {
        let harness = PlainHarness(
            session: FormSession(form: EditTagForm()),
            answers: [
                "Release", "\\-", "", "y",
            ])
        guard case .submitted(let tags) = await harness.run() else {
            Issue.record("expected tags:\n\(harness.transcript.text)")
            return
        }
        #expect(tags.symbol == "-")
        #expect(!harness.transcript.text.contains("[]"))
        #expect(harness.transcript.text.contains("Symbol: \\-\n"))
    }

    @Test("A backslash typed as text is kept, in one line and in several; before a command it makes the command text (regression: dropped)")
    func backslashesKept() async {
        let harness = PlainHarness(
            session: FormSession(form: ProfileForm()),
            answers: [
                "\\o/ Ada", "ada@example.com", "abcdefgh", "abcdefgh", "", "",  // account; birthday, team size
                "\\o/ Hi", "C:\\Users\\ada", "\\.", "\\-", "\\\\.", ".",  // bio
                "", "", "", "", "", "", "", "", "n", "",  // photo, preferences, Display, Save
            ])
        guard case .submitted(let profile) = await harness.run() else {
            Issue.record("expected a profile:\n\(harness.transcript.text)")
            return
        }
        #expect(profile.name == "\\o/ Ada")
        #expect(profile.bio == "\\o/ Hi\nC:\\Users\\ada\n.\n-\n\\.")
    }

    @Test("< goes back to the previous question (regression: no way back)")
    func back() async {
        let harness = PlainHarness(
            session: FormSession(form: CreatePlanForm(store: PlanStore())),
            answers: [
                "Tean", "<", "Team", "", "",
            ])
        guard case .submitted(let plan) = await harness.run() else {
            Issue.record("expected a plan:\n\(harness.transcript.text)")
            return
        }
        #expect(plan.name == "Team")
        #expect(harness.transcript.text.contains("Owner email (e.g. name@example.com): <\nName (e.g. Team) [Tean]: Team"))
    }

    @Test("< goes back past rows that are only said (a value, a note) to the question before (regression: stuck on the value)")
    func backPastReadOnlyRows() async {
        let harness = PlainHarness(
            session: FormSession(form: ProfileForm()),
            answers: [
                "<", "Ada", "ada@example.com", "abcdefgh", "abcdefgh", "", "",  // back at the first question; account; birthday, team size
                "Hi", ".", "<",  // bio; back from the photo, past "Bio length"
                "Hello", ".", "",  // bio again; photo
            ])
        _ = await harness.run()
        let transcript = harness.transcript.text
        #expect(
            transcript.contains(
                "(?) Your name appears here\nName (e.g. Ada Lovelace): <\nThis is the first question.\nName (e.g. Ada Lovelace): Ada"),
            "\(transcript)")
        #expect(
            transcript.contains(
                """
                Bio length: 2 of 280
                Photo (a file's path; image/*; optional): <
                Bio (e.g. A few words) [Hi] — several lines; end with a line holding only a period:
                Hello
                .
                Bio length: 5 of 280
                Photo (a file's path; image/*; optional): \n
                """), "\(transcript)")
    }

    @Test("A repeated poll option is refused with the list's message, said at the option (regression: refused without saying why)")
    func repeatedOptionSaysWhy() async {
        let harness = PlainHarness(
            session: FormSession(form: PollForm()),
            answers: ["Lunch?", "Pizza", "pizza", "n", "", "", "Sushi", ""])
        guard case .submitted(let poll) = await harness.run() else {
            Issue.record("expected a poll:\n\(harness.transcript.text)")
            return
        }
        #expect(poll.options == ["Pizza", "Sushi"])
        let transcript = harness.transcript.text
        #expect(transcript.contains("Option 2: pizza\n✗ Each option must be different\n"), "said when answered:\n\(transcript)")
        #expect(
            transcript.contains("Some answers need another look.\nOption 1 [Pizza]: \n✗ Each option must be different\nOption 2 [pizza]: Sushi"),
            "said again before the option is asked again:\n\(transcript)")
    }

    @Test("A final n says so and asks before leaving (regression: exited 130 silently)")
    func finalNo() async {
        let harness = PlainHarness(session: FormSession(form: CreatePlanForm(store: PlanStore())), answers: ["Team", "", "n", "y"])
        guard case .cancelled = await harness.run() else {
            Issue.record("expected a cancel:\n\(harness.transcript.text)")
            return
        }
        #expect(
            harness.transcript.text.hasSuffix(
                """
                Create? (y/n) [y]: n
                Not submitted.
                Leave “New Plan” without submitting? (y/n) [y]: y
                Cancelled: nothing was submitted.

                """))
    }

    @Test("Control characters and escape sequences never reach a value or the screen (regression)")
    func controlCharacters() async {
        let harness = PlainHarness(
            session: FormSession(form: CreatePlanForm(store: PlanStore())),
            answers: [
                "Te\u{1B}[31mam\u{07}", "<", "", "ada\u{1B}]0;title\u{07}@example.com", "<", "", "",
            ])
        guard case .submitted(let plan) = await harness.run() else {
            Issue.record("expected a plan:\n\(harness.transcript.text)")
            return
        }
        #expect(plan == Plan(name: "Team", ownerEmail: "ada@example.com"))
        #expect(harness.transcript.text.contains("Name (e.g. Team) [Team]: \n"), "the value shown back is clean")
        #expect(harness.transcript.text.contains("Owner email (e.g. name@example.com) [ada@example.com]: \n"))
    }

    @Test("Repeated groups: add, remove and move by answer, each offered when it can be done; the maximum is said (regression: stopped asking)")
    func poll() async {
        let harness = PlainHarness(
            session: FormSession(form: PollForm()),
            answers: [
                "Lunch?", "Pizza", "Sushi", "y", "Tacos", "m 3 1", "r 2", "n", "",
            ])
        guard case .submitted(let poll) = await harness.run() else {
            Issue.record("expected a poll:\n\(harness.transcript.text)")
            return
        }
        #expect(poll.options == ["Tacos", "Sushi"])
        // Removing is offered only above the minimum of two.
        #expect(
            harness.transcript.text.contains(
                "Options: 1) Pizza  2) Sushi\nAdd option? (y/n; m N M moves option N to M) [n]: y\nOption 3: Tacos"))
        #expect(
            harness.transcript.text.contains(
                "Options: 1) Pizza  2) Sushi  3) Tacos\nAdd option? (y/n; r N removes option N, m N M moves it to M) [n]: m 3 1"))

        var full = PollForm()
        full.question = "Q"
        full.options = (1...10).map { "o\($0)" }
        let maxed = PlainHarness(session: FormSession(form: full), answers: Array(repeating: "", count: 11) + ["y", "n", ""])
        guard case .submitted = await maxed.run() else {
            Issue.record("expected a poll:\n\(maxed.transcript.text)")
            return
        }
        #expect(maxed.transcript.text.contains("At most 10 options."))
        #expect(maxed.transcript.text.contains("✗ At most 10 options."), "a y at the maximum is answered, not taken by the next question")
    }

    @Test("Remove and move answers with numbers at the ends of Int are refused, never a crash (regression: r -9223372036854775808 overflowed)")
    func groupAnswersAtTheEndsOfInt() async {
        let harness = PlainHarness(
            session: FormSession(form: PollForm()),
            answers: [
                "Lunch?", "Pizza", "Sushi", "r -9223372036854775808", "m -9223372036854775808 1", "m 1 -9223372036854775808",
                "r 9223372036854775807", "m 9223372036854775807 1", "m 1 9", "n", "",
            ])
        guard case .submitted(let poll) = await harness.run() else {
            Issue.record("expected a poll:\n\(harness.transcript.text)")
            return
        }
        #expect(poll.options == ["Pizza", "Sushi"])
        #expect(harness.transcript.text.contains("✗ There is no option -9223372036854775808: answer a number from 1 to 2."))
        #expect(harness.transcript.text.contains("✗ There is no option 9223372036854775807: answer a number from 1 to 2."))
        #expect(harness.transcript.text.contains("✗ There is no option 9: answer a number from 1 to 2."), "m 1 9")
        #expect(
            harness.transcript.text.components(separatedBy: "✗ There is no option -9223372036854775808: answer a number from 1 to 2.").count == 4,
            "r -9223372036854775808, m -9223372036854775808 1 and m 1 -9223372036854775808: the target too said to be missing, not to be the first")
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
        #expect(plain.transcript.text.contains("Custom server? (y/n) [n]: y\nServer: example.com"))
    }

    @Test("Links open other forms, which are asked and saved before going on")
    func navigation() async throws {
        let store = PlanStore()
        let harness = PlainHarness(
            session: FormSession(form: SettingsForm(plans: store)),
            answers: [
                "n",  // Open Display?
                "",  // Haptics? keep
                "n",  // Edit profile?
                "y", "Side project", "", "y",  // Open Create plan: name, email, create
                "n", "n", "n", "n", "n",  // the other links
                "y",  // Submit Settings
            ])
        guard case .submitted(let settings) = await harness.run() else {
            Issue.record("expected settings:\n\(harness.transcript.text)")
            return
        }
        #expect(settings.haptics)
        #expect(try await store.plans.map(\.name) == ["Personal", "Side project"])
        #expect(harness.transcript.text.contains("✓ Plan “Side project” created.\n\n== Back to Settings =="))
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

    @Test("Every row kind of the profile can be answered, with hints; the output has every value")
    func profile() async throws {
        let photo = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-photo-\(UUID().uuidString).png")
        // A PNG's signature: the photo's rule reads the type from the bytes.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: photo)
        defer { try? FileManager.default.removeItem(at: photo) }
        let harness = PlainHarness(
            session: FormSession(form: ProfileForm()),
            answers: [
                "Ada Lovelace", "ada@example.com", "analytical", "analytical",  // name, email, password, confirmation
                "1815-12-10", "12", "Mathematician", ".",  // birthday, team size, bio (two lines)
                photo.path,  // photo
                "japan", "2", "18", "", "y", "swiftui, 3", "07:30",  // country, theme, size, volume, newsletter, interests, quiet
                "n",  // Open Display?
                "", "",  // Save?
            ])
        guard case .submitted(let profile) = await harness.run() else {
            Issue.record("expected a profile:\n\(harness.transcript.text)")
            return
        }
        #expect(profile.name == "Ada Lovelace")
        #expect(profile.birthday == "1815-12-10")
        #expect(profile.teamSize == 12)
        #expect(profile.country == .japan)
        #expect(profile.theme == .light)
        #expect(profile.textSize == 18)
        #expect(profile.newsletter)
        #expect(profile.interests == [.databases, .swiftUI])
        #expect(profile.quietFrom == "07:30")
        #expect(
            profile.photo == ProfileForm.Photo(filename: photo.lastPathComponent, contentType: "image/png", size: 8),
            "the photo as data, not its display text (regression: \"photo.png (4 bytes)\")")
        let transcript = harness.transcript.text
        #expect(transcript.contains("Photo (a file's path; image/*; optional): \(photo.path)"))
        #expect(transcript.contains("Password (Leave empty to keep your password, or use at least 8 characters): analytical"))
        #expect(transcript.contains("Birthday (yyyy-mm-dd; optional): 1815-12-10"))
        #expect(transcript.contains("Team size (1 to 500; optional): 12"))
        #expect(transcript.contains("Interests, numbers or names separated by commas [none chosen]: swiftui, 3"))
        #expect(transcript.contains("Your profile is visible to your team."))
        #expect(transcript.contains("Text size (12 pt to 24 pt) [16 pt]: 18"))
        #expect(transcript.contains("— Preferences —"))
        #expect(transcript.contains("Everything here is optional."))
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
