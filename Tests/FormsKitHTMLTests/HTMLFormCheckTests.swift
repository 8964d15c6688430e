import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Testing

/// An attendee: a sub-form of its own.
private struct Attendee: ValidatableForm {
    @Validated(.isNotEmpty(message: "Name the attendee")) var name = ""
    @Validated(.email()) var email = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.name, wrappedBy: \._name, propertyName: "name"), .init(\.email, wrappedBy: \._email, propertyName: "email")]
    }
}

/// A meeting: a date and time, a room shown only in person, an optional
/// capacity that is asked only when the room is, a limited agenda, and two
/// attendees in a repeated group of sub-forms.
private struct MeetingForm: ValidatableForm, PresentableForm {
    @Validated(.isNotEmpty(message: "Name the meeting")) var title = ""
    @Validated var startsAt = Date(timeIntervalSince1970: 1_800_000_000)
    @Validated var inPerson = false
    @Validated(.isNotEmpty(message: "Name the room")) var room = ""
    @Validated(.ifPresent(.range(2...40, message: "Between 2 and 40"))) var capacity: Int? = nil
    @Validated var agenda = ""
    var attendees = [Attendee(), Attendee()]

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.title, wrappedBy: \._title, propertyName: "title"),
            .init(\.startsAt, wrappedBy: \._startsAt, propertyName: "startsAt"),
            .init(\.inPerson, wrappedBy: \._inPerson, propertyName: "inPerson"),
            .init(\.room, wrappedBy: \._room, propertyName: "room"),
            .init(\.capacity, wrappedBy: \._capacity, propertyName: "capacity"),
            .init(\.agenda, wrappedBy: \._agenda, propertyName: "agenda"),
        ]
            + attendees.indices.flatMap { index in attendees[index].validatedFields.map { $0.nested(in: \.attendees, at: index, name: nil) } }
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Meeting") {
            FormSection {
                TextRow("Title", \.title)
                DateRow("Starts", \.startsAt, components: .dateAndTime)
                ToggleRow("In person", \.inPerson)
                TextRow("Room", \.room).visible { $0.inPerson }
                NumberRow("Capacity", \.capacity, range: 2...40).enabled(when: { !$0.room.isEmpty }, otherwise: "Name the room first")
                MultilineTextRow("Agenda", \.agenda, characterLimit: 10)
            }
            FormSection("Attendees") {
                RepeatedRows(\.attendees, id: "attendees", addTitle: "Add attendee", minimum: 0, maximum: 4, itemName: "attendee", newElement: { Attendee() }) {
                    index in
                    TextRow("Name", \.attendees[index].name)
                    TextRow("Email", \.attendees[index].email, content: .email)
                }
            }
        }
    }
}

/// A change of password with three cross-field rules: two on the
/// confirmation (one with its own message, one with the default, which
/// names the other field) and one on the repeated hint.
private struct PasswordChangeForm: ValidatableForm, PresentableForm {
    @Validated var password = ""
    @Validated var confirmation = ""
    @Validated var hint = ""
    @Validated var repeatedHint = ""

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.password, wrappedBy: \._password, propertyName: "password"),
            .init(\.confirmation, wrappedBy: \._confirmation, propertyName: "confirmation"),
            .init(\.hint, wrappedBy: \._hint, propertyName: "hint"),
            .init(\.repeatedHint, wrappedBy: \._repeatedHint, propertyName: "repeatedHint"),
        ]
    }

    var formRules: [FormRule<Self>] {
        [
            .matches(\.confirmation, \.password, message: "The passwords are different"),
            .matches(\.confirmation, \.hint),
            .matches(\.repeatedHint, \.hint, message: "The hints are different"),
        ]
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Change password") {
            FormSection {
                TextRow("Password", \.password)
                TextRow("Confirmation", \.confirmation)
                TextRow("Hint", \.hint)
                TextRow("Hint again", \.repeatedHint)
            }
        }
    }
}

/// `HTMLFormDecoder.check(_:using:)` is decoding into a session made from
/// the template and, for the submit button, checking it as `submit()` does:
/// what it finds (validity, messages, values, and the page shown again) is
/// what those two calls find.
@MainActor
@Suite("HTML decoding: a submission checked against a template")
struct HTMLFormCheckTests {
    /// The page `session` shows after a failed submission.
    private func page<Form: PresentableForm>(_ session: FormSession<Form>, problems: [String: String]) -> String {
        var renderer = HTMLFormRenderer<Form>(action: "/form")
        renderer.showsErrors = true
        renderer.decodingProblems = problems
        return renderer.render(session)
    }

    /// Checks `body` on `template`, and again by decoding it into a session
    /// and checking that as `submit()` does; expects the same of both.
    private func compare<Form: PresentableForm>(
        _ body: String, on template: FormSessionTemplate<Form>, limits: SubmittedFormLimits = .standard, _ label: String
    ) async throws {
        let submission = try SubmittedForm(parsing: body)
        let check = await HTMLFormDecoder.check(submission, using: template, limits: limits)
        let reference = template.makeSession()
        let decoding = HTMLFormDecoder.decode(submission, into: reference, limits: limits)
        var isValid = false
        if decoding.action == .submit {
            if decoding.problems.isEmpty {
                isValid = await reference.checkAsSubmission()
            } else {
                reference.controller.validate()
            }
        }
        #expect(check.action == decoding.action, "\(label)")
        #expect(check.problems == decoding.problems, "\(label)")
        #expect(check.isValid == isValid, "\(label)")
        #expect(check.errors == (decoding.action == .submit ? reference.controller.validationErrors : [:]), "\(label)")
        let session = check.session
        #expect(session.controller.validationErrors == reference.controller.validationErrors, "\(label)")
        #expect(session.controller.focus == reference.controller.focus, "\(label)")
        #expect(page(session, problems: check.problems) == page(reference, problems: decoding.problems), "\(label)")
    }

    @Test("Values that do not read, choices not offered, a cross-field rule and a valid body: as decoding and checking a session")
    func profileBodies() async throws {
        let template = FormSessionTemplate(form: ProfileForm())
        let bodies = [
            "name=&email=not-an-email&password=abcdefgh&confirmation=abc&teamSize=12a&_fk_action=submit",
            "name=Ada&email=ada%40example.com&password=abcdefgh&confirmation=abcdefgh&teamSize=3&_fk_action=submit",
            "name=Ada&email=ada%40example.com&password=abcdefgh&confirmation=abcdefgh&teamSize=3&country=99&_fk_action=submit",
            "name=Ada&name=Grace&interests=1&interests=x&_fk_present=interests&bio=" + String(repeating: "x", count: 300),
            "_fk_action=add%3Aoptions",
            "",
        ]
        for (index, body) in bodies.enumerated() {
            try await compare(body, on: template, "body \(index)")
        }
        let notANumber = await HTMLFormDecoder.check(try SubmittedForm(parsing: bodies[0]), using: template)
        #expect(!notANumber.isValid)
        #expect(notANumber.session.inputProblem(of: \.teamSize) != nil)
        let notOffered = await HTMLFormDecoder.check(try SubmittedForm(parsing: bodies[2]), using: template)
        #expect(!notOffered.isValid && notOffered.problems["country"] != nil)
    }

    @Test("Cross-field rules failing alone or together, two on one field and one on another: each field's messages in rule order")
    func crossFieldRules() async throws {
        let template = FormSessionTemplate(form: PasswordChangeForm())
        let bodies: [(String, [String: [String]])] = [
            ("password=a&confirmation=a&hint=a&repeatedHint=a", [:]),
            ("password=a&confirmation=b&hint=b&repeatedHint=b", ["confirmation": ["The passwords are different"]]),
            ("password=a&confirmation=a&hint=b&repeatedHint=b", ["confirmation": ["Must match hint"]]),
            ("password=a&confirmation=b&hint=c&repeatedHint=c", ["confirmation": ["The passwords are different", "Must match hint"]]),
            (
                "password=a&confirmation=b&hint=c&repeatedHint=d",
                ["confirmation": ["The passwords are different", "Must match hint"], "repeatedHint": ["The hints are different"]]
            ),
            ("password=a&confirmation=a&hint=a&repeatedHint=d", ["repeatedHint": ["The hints are different"]]),
        ]
        for (index, (body, errors)) in bodies.enumerated() {
            let check = await HTMLFormDecoder.check(try SubmittedForm(parsing: body), using: template)
            #expect(check.errors == errors, "body \(index)")
            #expect(check.isValid == errors.isEmpty, "body \(index)")
            try await compare(body + "&_fk_action=submit", on: template, "body \(index)")
        }
    }

    @Test("Group count markers as the page writes them, spelled otherwise, repeated, unknown or malformed: the group's length")
    func groupCountMarkers() async throws {
        let template = FormSessionTemplate(form: MeetingForm())
        let elements = "&attendees.0.name=Ada&attendees.0.email=ada%40example.com&attendees.1.name=&attendees.1.email=x"
        let markers: [(String, Int)] = [
            ("_fk_group=attendees%3A2", 2), ("_fk_group=attendees%3A02", 2), ("_fk_group=attendees%3A%2B2", 2),
            ("_fk_group=attendees%3A2&_fk_group=attendees%3A2", 2), ("_fk_group=guests%3A2&_fk_group=attendees%3A2", 2),
            ("_fk_group=attendees", 2), ("_fk_group=attendees%3A-1&_fk_group=attendees%3A2", 2), ("_fk_group=attendees%3A3", 2),
            ("_fk_group=attendees%3A1", 2), ("", 2),
        ]
        for (index, (marker, count)) in markers.enumerated() {
            let body = "title=Standup" + elements + "&" + marker + "&_fk_action=submit"
            let check = await HTMLFormDecoder.check(try SubmittedForm(parsing: body), using: template)
            #expect(check.form.attendees.count == count, "marker \(index)")
            #expect(check.errors["attendees.1.email"] != nil, "marker \(index)")
            try await compare(body, on: template, "marker \(index)")
        }
    }

    @Test("Dates and times, rows shown or usable by the values before them, texts over a limit and a group of sub-forms")
    func meetingBodies() async throws {
        let template = FormSessionTemplate(form: MeetingForm())
        let bodies = [
            // A date-time input's value, a hidden room (not applied), a
            // capacity that cannot be used yet (not applied).
            "title=Plan&startsAt=2026-11-22T09%3A30&room=Blue&capacity=5&_fk_present=inPerson&agenda=12345678901234"
                + "&_fk_group=attendees%3A2&attendees.0.name=Ada&attendees.0.email=ada%40example.com&attendees.1.name=&attendees.1.email=x",
            // In person: the room shows and the capacity can be used.
            "title=Plan&startsAt=2026-11-22+09%3A30&inPerson=on&_fk_present=inPerson&room=Blue&capacity=50"
                + "&attendees.0.name=Ada&attendees.1.name=Grace",
            // A date-time that does not read, a capacity that is not a number.
            "title=&startsAt=2026-11-22T25%3A00&inPerson=on&_fk_present=inPerson&room=Blue&capacity=many&_fk_action=submit",
            // Everything valid.
            "title=Plan&startsAt=2026-11-22T09%3A30&inPerson=on&_fk_present=inPerson&room=Blue&capacity=12&agenda=Hi"
                + "&_fk_group=attendees%3A2&attendees.0.name=Ada&attendees.0.email=ada%40example.com&attendees.1.name=Grace&attendees.1.email=",
        ]
        for (index, body) in bodies.enumerated() {
            try await compare(body, on: template, "body \(index)")
        }
        let valid = await HTMLFormDecoder.check(try SubmittedForm(parsing: bodies[3]), using: template)
        #expect(valid.isValid)
        #expect(valid.form.capacity == 12 && valid.form.attendees[1].name == "Grace" && valid.form.room == "Blue")
        #expect(DateText.string(valid.form.startsAt, components: .dateAndTime).hasSuffix("09:30"))
        let hidden = await HTMLFormDecoder.check(try SubmittedForm(parsing: bodies[0]), using: template)
        #expect(hidden.form.room == "" && hidden.form.capacity == nil)
        #expect(hidden.form.agenda == "", "text over the row's limit is not cut and stored: it is a problem")
        #expect(hidden.session.messages(for: \.agenda) == ["Must be no more than 10 characters"])
        #expect(hidden.session.text(of: \MeetingForm.agenda) == "12345678901234")
        let unread = await HTMLFormDecoder.check(try SubmittedForm(parsing: bodies[2]), using: template)
        #expect(!unread.isValid && unread.session.inputProblem(of: \.capacity) != nil && unread.session.inputProblem(of: \.startsAt) != nil)
        // A group over the request's limit: cut, with a message.
        var small = SubmittedFormLimits.standard
        small.maximumGroupSize = 1
        let cut = await HTMLFormDecoder.check(try SubmittedForm(parsing: bodies[3]), using: template, limits: small)
        #expect(!cut.isValid && cut.form.attendees.count == 1 && cut.problems["attendees"] != nil)
        // Elements sent in another order, or more of them.
        let reordered = await HTMLFormDecoder.check(
            try SubmittedForm(parsing: "attendees.1.name=B&attendees.0.name=A&_fk_group=attendees%3A2"), using: template)
        #expect(reordered.form.attendees.map(\.name) == ["B", "A"])
        let more = await HTMLFormDecoder.check(try SubmittedForm(parsing: "_fk_group=attendees%3A3&attendees.2.name=C"), using: template)
        #expect(more.form.attendees.map(\.name) == ["C"])
    }

    @Test("A valid body gives the form's value, a copy of its own")
    func validValue() async throws {
        let template = FormSessionTemplate(form: ProfileForm())
        let check = await HTMLFormDecoder.check(
            try SubmittedForm(parsing: "name=Ada&email=ada%40example.com&password=abcdefgh&confirmation=abcdefgh&teamSize=3"), using: template)
        #expect(check.isValid)
        var form = check.form
        #expect(form.name == "Ada" && form.teamSize == 3)
        // Editing the value changes no session and no template.
        form.name = ""
        #expect(template.makeSession().controller.form.name == "")
        #expect(!template.makeSession().controller.isDirty)
        #expect(check.session.controller.form.name == "Ada")
    }
}
