import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Testing

/// A new password and its confirmation, whose confirmation row tells
/// ``PasswordForm/seen`` what the form's rules made of each change.
private struct PasswordForm: ValidatableForm, PresentableForm {
    @Validated(.minLength(8, message: "Use at least 8 characters")) var password = ""
    @Validated var confirmation = ""

    /// The confirmation's messages, as its `onChange` handler read them.
    static let seen = LockedValue<[[String]]>([])

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.password, wrappedBy: \._password, propertyName: "password"),
            .init(\.confirmation, wrappedBy: \._confirmation, propertyName: "confirmation"),
        ]
    }

    var formRules: [FormRule<Self>] {
        [.matches(\.confirmation, \.password, message: "The passwords are different")]
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "New password") {
            FormSection {
                SecureTextRow("Password", \.password)
                SecureTextRow("Confirm password", \.confirmation)
                    .onChange { session in
                        let messages = session.controller.messages(for: \.confirmation)
                        PasswordForm.seen.withLock { $0.append(messages) }
                    }
            }
        }
    }
}

/// A note of at most five characters.
private struct NoteForm: ValidatableForm, PresentableForm {
    @Validated var note = ""
    @Validated var title = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.note, wrappedBy: \._note, propertyName: "note"), .init(\.title, wrappedBy: \._title, propertyName: "title")]
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Note") {
            FormSection {
                TextRow("Title", \.title)
                MultilineTextRow("Note", \.note, characterLimit: 5)
            }
        }
    }
}

/// Five fields and a rule over the whole form, which counts its checks.
private struct SurveyForm: ValidatableForm, PresentableForm {
    @Validated var a = ""
    @Validated var b = ""
    @Validated var c = ""
    @Validated var d = ""
    @Validated var e = ""

    /// How many times the rule has checked the form.
    nonisolated(unsafe) static var checks = 0

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.a, wrappedBy: \._a, propertyName: "a"), .init(\.b, wrappedBy: \._b, propertyName: "b"),
            .init(\.c, wrappedBy: \._c, propertyName: "c"), .init(\.d, wrappedBy: \._d, propertyName: "d"),
            .init(\.e, wrappedBy: \._e, propertyName: "e"),
        ]
    }

    var formRules: [FormRule<Self>] {
        [
            .rule(for: \.e) { form in
                SurveyForm.checks += 1
                return [form.a, form.b, form.c, form.d].contains(form.e) ? "Give an answer of your own" : nil
            }
        ]
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Survey") {
            FormSection {
                TextRow("A", \.a)
                TextRow("B", \.b)
                TextRow("C", \.c)
                TextRow("D", \.d)
                TextRow("E", \.e)
            }
        }
    }
}

/// A browser's submission is applied as one edit: the form's rules react
/// once, at the end. What the page shows afterwards is what applying the
/// values one by one shows; a row that is told of each change still sees
/// what the rules made of it.
@MainActor
@Suite("HTML decoding: a submission as one edit")
struct OneEditDecodingTests {
    /// The profile page after `body`, shown with its errors.
    private func page(_ session: FormSession<ProfileForm>, _ decoding: HTMLFormDecoding) -> String {
        var renderer = HTMLFormRenderer<ProfileForm>(action: "/profile")
        renderer.showsErrors = true
        renderer.decodingProblems = decoding.problems
        return renderer.render(session)
    }

    @Test("Applied in one go or one by one, the same submissions leave the same page, messages and state")
    func sameAsOneByOne() async throws {
        let inOneGo = FormSession(form: ProfileForm())
        let oneByOne = FormSession(form: ProfileForm())
        // Someone told of every change: the values are applied one by one.
        var changes = 0
        oneByOne.eventHandler = { event in
            if case .changed = event { changes += 1 }
        }
        let bodies = [
            // Submitted with errors: every field is checked from then on.
            "name=&email=not-an-email&password=abcdefgh&confirmation=abc&teamSize=12a&_fk_action=submit",
            // Put right: the cross-field message goes as the values come.
            "name=Ada&email=ada%40example.com&password=abcdefgh&confirmation=abcdefgh&teamSize=3",
            // The password changed alone: the confirmation no longer matches.
            "password=zzzzzzzz&confirmation=abcdefgh&bio=" + String(repeating: "x", count: 300),
        ]
        for (round, body) in bodies.enumerated() {
            let submission = try SubmittedForm(parsing: body)
            let first = HTMLFormDecoder.decode(submission, into: inOneGo)
            let second = HTMLFormDecoder.decode(submission, into: oneByOne)
            if round == 0 {
                _ = await inOneGo.submit()
                _ = await oneByOne.submit()
            }
            #expect(first.problems == second.problems)
            #expect(inOneGo.controller.validationErrors == oneByOne.controller.validationErrors, "round \(round)")
            #expect(inOneGo.controller.isValid == oneByOne.controller.isValid)
            #expect(inOneGo.controller.isDirty == oneByOne.controller.isDirty)
            #expect(inOneGo.formProblems == oneByOne.formProblems)
            #expect(page(inOneGo, first) == page(oneByOne, second), "round \(round)")
        }
        #expect(changes >= 8, "the one-by-one session was told of each change")
        #expect(inOneGo.controller.messages(for: \ProfileForm.confirmation) == ["The passwords are different"])
        #expect(inOneGo.controller.messages(for: \ProfileForm.bio) == ["Keep it to 280 characters"])
    }

    @Test("A row's onChange handler sees what the form's rules made of its change")
    func handlersSeeEachChange() throws {
        let session = FormSession(form: PasswordForm())
        PasswordForm.seen.withLock { $0 = [] }
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "password=abcdefgh&confirmation=abc"), into: session)
        session.controller.validate()
        #expect(session.controller.messages(for: \PasswordForm.confirmation) == ["The passwords are different"])
        // The fields are checked from now on: the handler, run after the
        // confirmation was set and before the rest of the submission, reads
        // the message the new confirmation earns.
        PasswordForm.seen.withLock { $0 = [] }
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "password=abcdefgh&confirmation=abcdefgh"), into: session)
        #expect(PasswordForm.seen.withLock { $0 } == [[]])
        PasswordForm.seen.withLock { $0 = [] }
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "password=abcdefgh&confirmation=abcdefgX"), into: session)
        #expect(PasswordForm.seen.withLock { $0 } == [["The passwords are different"]])
    }

    @Test("A text longer than its row's character limit is a problem, kept as sent and not stored, in one go as one by one")
    func characterLimit() throws {
        for inOneGo in [true, false] {
            let session = FormSession(form: NoteForm())
            if !inOneGo { session.eventHandler = { _ in } }
            _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "title=%F0%9F%91%8B+Hi&note=%F0%9F%91%8Babcdefgh"), into: session)
            #expect(session.controller.form.note == "", "in one go: \(inOneGo)")
            #expect(session.text(of: \NoteForm.note) == "👋abcdefgh", "in one go: \(inOneGo)")
            #expect(session.messages(for: \NoteForm.note) == ["Must be no more than 5 characters"], "in one go: \(inOneGo)")
            #expect(session.controller.form.title == "👋 Hi")
        }
    }

    @Test("A rule over the whole form is checked once for a submission that changes every field, not once per field")
    func wholeFormRuleOncePerSubmission() throws {
        let session = FormSession(form: SurveyForm())
        SurveyForm.checks = 0
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "a=1&b=2&c=3&d=4&e=4"), into: session)
        #expect(SurveyForm.checks == 1)
        session.controller.validate()
        #expect(session.controller.messages(for: \SurveyForm.e) == ["Give an answer of your own"])
        // The fields are live now: each change would re-check the rule.
        SurveyForm.checks = 0
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "a=5&b=6&c=7&d=8&e=9"), into: session)
        #expect(SurveyForm.checks == 1)
        #expect(session.controller.messages(for: \SurveyForm.e).isEmpty)
    }
}
