import FormsKit
import FormsKitTestSupport
import Foundation
import Testing

struct PasswordForm: ValidatableForm {
    @Validated(.minLength(8)) var password = ""
    @Validated(.isNotEmpty()) var confirmation = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.password, wrappedBy: \._password), .init(\.confirmation, wrappedBy: \._confirmation)]
    }

    var formRules: [FormRule<Self>] {
        [.matches(\.confirmation, \.password)]
    }
}

struct TripForm: ValidatableForm {
    @Validated var start = Date(timeIntervalSince1970: 0)
    @Validated var end = Date(timeIntervalSince1970: 0)
    @Validated var note = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.start, wrappedBy: \._start), .init(\.end, wrappedBy: \._end), .init(\.note, wrappedBy: \._note)]
    }

    var formRules: [FormRule<Self>] {
        [
            .rule(for: \.end, dependsOn: \.start) { form in
                form.end > form.start ? nil : "Must end after it starts"
            }
        ]
    }
}

@MainActor
@Suite("Cross-field rules")
struct CrossFieldRuleTests {
    @Test("A confirmation must match; it re-checks when the password changes")
    func confirmation() {
        let controller = FormController(form: PasswordForm())
        controller.form.password = "correct horse"
        controller.form.confirmation = "correct hors"
        #expect(controller.form.$confirmation == .editing, "quiet until validated, as its mode says")
        controller.validate()
        #expect(controller.form.$confirmation == .invalid(messages: ["Must match password"]))
        controller.form.password = "correct hors"
        #expect(controller.form.$confirmation == .valid, "the dependency's change re-checks the target")
        controller.form.confirmation = ""
        #expect(controller.form.$confirmation == .invalid(messages: ["This field is required", "Must match password"]))
    }

    @Test("A rule with dependencies shows its message on the target field")
    func dependencies() {
        let controller = FormController(form: TripForm())
        controller.validate()
        #expect(controller.form.$end == .invalid(messages: ["Must end after it starts"]))
        controller.form.end = Date(timeIntervalSince1970: 86_400)
        #expect(controller.form.$end == .valid)
        controller.form.start = Date(timeIntervalSince1970: 2 * 86_400)
        #expect(controller.form.$end == .invalid(messages: ["Must end after it starts"]))
        controller.form.note = "unrelated"
        #expect(controller.form.$end == .invalid(messages: ["Must end after it starts"]))
    }

    @Test("Cross-field rules also run when a form validates without a controller")
    func withoutController() {
        var form = PasswordForm()
        form.password = "correct horse"
        form.confirmation = "battery staple"
        form.validate()
        #expect(form.validationErrors == ["confirmation": ["Must match password"]])
    }

    @Test("A rule aimed at a property that is not a validated field is reported at once")
    func misconfiguredRule() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = FormController(form: MisconfiguredForm())
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("a form rule of MisconfiguredForm targets"))
        #expect(message.contains("Declare that property with @Validated"))
    }
}

/// A form whose rule targets a property that is not a validated field.
struct MisconfiguredForm: ValidatableForm {
    @Validated var name = ""
    var nickname = ""
    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }
    var formRules: [FormRule<Self>] { [.rule(for: \.nickname) { _ in nil }] }
}

/// A user directory whose "is this name taken?" answer the test controls.
@MainActor
final class NameDirectory {
    var taken: Set<String> = ["root", "admin"]
    private(set) var checked: [String] = []
    private(set) var cancelled: [String] = []
    var holdsAnswers = false
    private var gates: [String: CheckedContinuation<Void, Never>] = [:]
    /// Tests waiting for a check of a name to be held.
    private var askedWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]

    func isTaken(_ name: String) async -> Bool {
        checked.append(name)
        if holdsAnswers {
            await withCheckedContinuation {
                gates[name] = $0
                for waiter in askedWaiters.removeValue(forKey: name) ?? [] { waiter.resume() }
            }
        }
        if Task.isCancelled { cancelled.append(name) }
        return taken.contains(name)
    }

    func isWaiting(for name: String) -> Bool { gates[name] != nil }

    func answer(_ name: String) {
        gates.removeValue(forKey: name)?.resume()
    }

    /// Returns once a check of `name` is held, waiting for its answer.
    func waitUntilAsked(_ name: String) async {
        guard gates[name] == nil else { return }
        await withCheckedContinuation { askedWaiters[name, default: []].append($0) }
    }
}

struct AccountForm: ValidatableForm, SubmittableForm {
    let directory: NameDirectory
    var debounce: Duration = .zero

    @Validated(.minLength(3)) var username = ""

    var validatedFields: [ValidatedField<Self>] { [.init(\.username, wrappedBy: \._username)] }

    var formRules: [FormRule<Self>] {
        [
            .asyncCheck(for: \.username, debounce: debounce) { [directory] name in
                await directory.isTaken(name) ? "\(name) is taken" : nil
            }
        ]
    }

    @MainActor
    func submit() async throws -> String { username }
}

@MainActor
@Suite("Asynchronous rules", .timeLimit(.minutes(1)))
struct AsyncRuleTests {
    @Test("A check runs when the field validates; the field is pending meanwhile")
    func pendingThenResult() async {
        let directory = NameDirectory()
        directory.holdsAnswers = true
        let controller = FormController(form: AccountForm(directory: directory))
        controller.form.username = "root"
        #expect(controller.validate() == false, "the check is still running")
        #expect(controller.form.$username == .editing)
        #expect(controller.isValidationPending(for: \.username))
        #expect(controller.pendingValidations == [\AccountForm.username])

        await directory.waitUntilAsked("root")
        directory.answer("root")
        await controller.waitForPendingValidations()
        #expect(controller.form.$username == .invalid(messages: ["root is taken"]))
        #expect(controller.pendingValidations.isEmpty)

        controller.form.username = "ada"
        #expect(controller.form.$username == .editing, "the old answer is dropped, a new check starts")
        await directory.waitUntilAsked("ada")
        directory.answer("ada")
        await controller.waitForPendingValidations()
        #expect(controller.form.$username == .valid)
        #expect(controller.isValid)
    }

    @Test("A check for a value that has since changed is cancelled and its answer ignored")
    func staleAnswersIgnored() async {
        let directory = NameDirectory()
        directory.holdsAnswers = true
        let controller = FormController(form: AccountForm(directory: directory))
        controller.form.username = "root"
        controller.validate()
        await directory.waitUntilAsked("root")

        controller.form.username = "grace"
        await directory.waitUntilAsked("grace")
        directory.answer("root")  // "taken", but for a value no longer in the field
        directory.answer("grace")
        await controller.waitForPendingValidations()
        #expect(directory.cancelled == ["root"])
        #expect(controller.form.$username == .valid)
    }

    @Test("No check runs for a value that fails the field's own rules")
    func onlyCheckValidValues() async {
        let directory = NameDirectory()
        let controller = FormController(form: AccountForm(directory: directory))
        controller.form.username = "ab"
        controller.validate()
        await controller.waitForPendingValidations()
        #expect(directory.checked.isEmpty)
        #expect(controller.form.$username == .invalid(messages: ["Must be at least 3 characters"]))
    }

    @Test("Edits within the debounce interval start one check, for the last value, when the interval has passed")
    func debounce() async throws {
        let directory = NameDirectory()
        let clock = TestClock()
        let controller = FormController(form: AccountForm(directory: directory, debounce: .milliseconds(400)))
        controller.clock = clock
        controller.validate()  // the field is live from now on
        // An edit every 20 ms: each one's check waits out the debounce, and
        // the next edit cancels it.
        for name in ["gra", "grac", "grace"] {
            controller.form.username = name
            await clock.waitForSleepers(1)
            #expect(clock.sleeperCount == 1, "only the check of \(name) waits; the one before was cancelled")
            clock.advance(by: .milliseconds(20))
        }
        // "grace" was typed 20 ms ago: its check starts 400 ms after that.
        clock.advance(by: .milliseconds(379))
        #expect(clock.sleeperCount == 1, "1 ms before the interval has passed, the check still waits")
        #expect(controller.isValidationPending(for: \.username))
        #expect(directory.checked.isEmpty)
        clock.advance(by: .milliseconds(1))
        await controller.waitForPendingValidations()
        #expect(directory.checked == ["grace"])
        #expect(controller.form.$username == .valid)
    }

    @Test("An answer is reused when the value comes back to what was checked")
    func answersAreKeptForTheirValue() async {
        let directory = NameDirectory()
        let controller = FormController(form: AccountForm(directory: directory))
        controller.form.username = "admin"
        controller.validate()
        await controller.waitForPendingValidations()
        #expect(controller.form.$username == .invalid(messages: ["admin is taken"]))
        controller.form.validateIdentity()
        #expect(directory.checked == ["admin"])
    }

    @Test("submit() waits for running checks and fails on their answer")
    func submitWaits() async {
        let directory = NameDirectory()
        directory.holdsAnswers = true
        let controller = FormController(form: AccountForm(directory: directory))
        controller.form.username = "admin"
        let submission = Task { try await controller.submit() }
        await directory.waitUntilAsked("admin")
        #expect(controller.isLoading)
        directory.answer("admin")
        await #expect(throws: ValidationError.invalid(errors: ["username": ["admin is taken"]])) {
            try await submission.value
        }
        #expect(controller.focus == \AccountForm.username)
    }
}

extension AccountForm {
    /// Assigning the same value again is not an edit.
    mutating func validateIdentity() {
        username = username
    }
}

/// A guest of ``InvitationForm``: a sub-form kept in an array, whose fields
/// are not stored in the form itself.
struct InvitedGuest: ValidatableForm {
    @Validated var email = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.email, wrappedBy: \._email)]
    }
}

/// `matches` rules between fields stored in the form itself (by their
/// values' key paths and by their wrappers'), and between fields of
/// sub-forms in an array.
struct InvitationForm: ValidatableForm {
    @Validated var email = ""
    @Validated var confirmEmail = ""
    var guests = [InvitedGuest(), InvitedGuest()]

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.email, wrappedBy: \._email), .init(\.confirmEmail, wrappedBy: \._confirmEmail)]
            + guests.indices.flatMap { index in guests[index].validatedFields.map { $0.nested(in: \.guests, at: index, name: "guests.\(index)") } }
    }

    var formRules: [FormRule<Self>] {
        [
            .matches(\.confirmEmail, \.email),
            .matches(\._confirmEmail, \._email, message: "Same as the email, please"),
            .matches(\.guests[1].email, \.guests[0].email, message: "The guests share an address"),
        ]
    }
}

@MainActor
@Suite("Matching fields")
struct MatchingFieldTests {
    @Test("matches compares fields wherever they are stored, with the default or the declared message")
    func wherever() {
        let controller = FormController(form: InvitationForm())
        controller.form.email = "ada@example.com"
        controller.form.confirmEmail = "ada@example.org"
        controller.form.guests[0].email = "grace@example.com"
        controller.form.guests[1].email = "grace@example.org"
        controller.validate()
        #expect(controller.form.$confirmEmail == .invalid(messages: ["Must match email", "Same as the email, please"]))
        #expect(controller.form.guests[1].$email == .invalid(messages: ["The guests share an address"]))
        #expect(controller.form.$email == .valid)

        controller.form.confirmEmail = "ada@example.com"
        controller.form.guests[1].email = "grace@example.com"
        #expect(controller.form.$confirmEmail == .valid)
        #expect(controller.form.guests[1].$email == .valid)
    }

    @Test("A form checked without a controller gets the same messages")
    func withoutController() {
        var form = InvitationForm()
        form.email = "ada@example.com"
        form.guests[0].email = "grace@example.com"
        form.validate()
        #expect(
            form.validationErrors == [
                "confirmEmail": ["Must match email", "Same as the email, please"], "guests.1.email": ["The guests share an address"],
            ])
    }
}
