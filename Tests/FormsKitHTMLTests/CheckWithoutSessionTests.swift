import FormsKit
import FormsKitExamples
import FormsKitHTML
import FormsKitModel
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

/// `HTMLFormDecoder.check(_:using:)` decodes a submission sent by the
/// submit button into a copy of the form and validates it without a
/// session. Whatever the body, what it finds (validity, messages, values,
/// and the page shown again) is what decoding into a session and checking
/// it as `submit()` does finds.
@MainActor
@Suite("HTML decoding: a submission checked without a session")
struct CheckWithoutSessionTests {
    /// The page `session` shows after a failed submission.
    private func page<Form: PresentableForm>(_ session: FormSession<Form>, problems: [String: String]) -> String {
        var renderer = HTMLFormRenderer<Form>(action: "/form")
        renderer.showsErrors = true
        renderer.decodingProblems = problems
        return renderer.render(session)
    }

    /// Checks `body` both ways on `template`; whether it was checked
    /// without a session.
    @discardableResult
    private func compare<Form: PresentableForm>(
        _ body: String, on template: FormSessionTemplate<Form>, limits: URLEncodedFormLimits = .standard, _ label: String
    ) async throws -> Bool {
        let submission = try URLEncodedForm(parsing: body)
        let check = await HTMLFormDecoder.check(submission, using: template, limits: limits)
        // The reference: a session, decoded into, checked as `submit()` checks.
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
        #expect(session.controller.isValid == reference.controller.isValid, "\(label)")
        #expect(session.controller.isDirty == reference.controller.isDirty, "\(label)")
        #expect(session.controller.focus == reference.controller.focus, "\(label)")
        #expect(session.formProblems == reference.formProblems, "\(label)")
        #expect(page(session, problems: check.problems) == page(reference, problems: decoding.problems), "\(label)")
        return check.isCheckedWithoutSession
    }

    /// The decoder fuzzer's seed bodies for the example forms (a first byte
    /// picks the form), checked both ways.
    @Test("Every seed body of the decoder's fuzzer finds the same with and without a session")
    func fuzzSeeds() async throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/FuzzHTMLDecode")
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        let store = PlanStore()
        let templates = (
            profile: FormSessionTemplate(form: ProfileForm()), poll: FormSessionTemplate(form: PollForm()),
            addServer: FormSessionTemplate(form: AddServerForm()), editTag: FormSessionTemplate(form: EditTagForm()),
            card: FormSessionTemplate(form: CardSettingsForm()), display: FormSessionTemplate(form: DisplaySettingsForm()),
            settings: FormSessionTemplate(form: SettingsForm(plans: store)), createPlan: FormSessionTemplate(form: CreatePlanForm(store: store))
        )
        var compared = 0
        var withoutSession = 0
        for name in names {
            let bytes = try Data(contentsOf: corpus.appendingPathComponent(name))
            guard let selector = bytes.first, bytes.dropFirst().first != UInt8(ascii: "{"),
                let body = String(bytes: bytes.dropFirst(), encoding: .utf8), (try? URLEncodedForm(parsing: body)) != nil
            else { continue }
            let checkedWithoutSession: Bool
            switch Int(selector) % 10 {
            case 0: checkedWithoutSession = try await compare(body, on: templates.profile, name)
            case 1: checkedWithoutSession = try await compare(body, on: templates.poll, name)
            case 2: checkedWithoutSession = try await compare(body, on: templates.addServer, name)
            case 3: checkedWithoutSession = try await compare(body, on: templates.editTag, name)
            case 4: checkedWithoutSession = try await compare(body, on: templates.card, name)
            case 5: checkedWithoutSession = try await compare(body, on: templates.display, name)
            case 6: checkedWithoutSession = try await compare(body, on: templates.settings, name)
            case 7: checkedWithoutSession = try await compare(body, on: templates.createPlan, name)
            default: continue
            }
            compared += 1
            if checkedWithoutSession { withoutSession += 1 }
        }
        #expect(compared >= 20)
        #expect(withoutSession >= 10, "most seeds are submissions the template's page sends")
    }

    @Test("Seed bodies changed at random (pairs dropped, repeated, reordered, given other values): the same with and without a session")
    func mutatedSeeds() async throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/FuzzHTMLDecode")
        var seeds: [(form: Int, pairs: [(String, String)])] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
            let bytes = try Data(contentsOf: corpus.appendingPathComponent(name))
            guard let selector = bytes.first, Int(selector) % 10 < 2 || Int(selector) % 10 == 4 || Int(selector) % 10 == 5,
                let body = String(bytes: bytes.dropFirst(), encoding: .utf8), let submission = try? URLEncodedForm(parsing: body)
            else { continue }
            seeds.append((Int(selector) % 10, submission.pairs.map { ($0.name, $0.value) }))
        }
        let templates = (
            profile: FormSessionTemplate(form: ProfileForm()), poll: FormSessionTemplate(form: PollForm()),
            card: FormSessionTemplate(form: CardSettingsForm()), display: FormSessionTemplate(form: DisplaySettingsForm())
        )
        let values = ["", "0", "1", "2", "7", "99", "-1", "x", "on", "1e400", "2026-02-30", "2026-11-22T09:30", "12:30", "a@b.c", "\u{1F44B}", "submit"]
        // Reproducible: a fixed seed, more rounds with FORMSKIT_DIFFERENTIAL_ROUNDS.
        var random = SplitMix64(seed: 0x464B_4348_4543_4B00)
        let rounds = ProcessInfo.processInfo.environment["FORMSKIT_DIFFERENTIAL_ROUNDS"].flatMap(Int.init) ?? 600
        var withoutSession = 0
        for round in 0..<rounds {
            let seed = seeds[Int(random.next() % UInt64(seeds.count))]
            var pairs = seed.pairs
            for _ in 0..<(1 + Int(random.next() % 4)) where !pairs.isEmpty {
                let index = Int(random.next() % UInt64(pairs.count))
                switch random.next() % 5 {
                case 0: pairs.remove(at: index)
                case 1: pairs.append(pairs[index])
                case 2: pairs[index].1 = values[Int(random.next() % UInt64(values.count))]
                case 3: pairs.swapAt(index, Int(random.next() % UInt64(pairs.count)))
                default: pairs.insert(("_fk_action", "submit"), at: index)
                }
            }
            let body = pairs.map { pair in
                [pair.0, pair.1].map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }.joined(separator: "=")
            }.joined(separator: "&")
            let label = "round \(round): \(body)"
            let checked: Bool
            switch seed.form {
            case 0: checked = try await compare(body, on: templates.profile, label)
            case 1: checked = try await compare(body, on: templates.poll, label)
            case 4: checked = try await compare(body, on: templates.card, label)
            default: checked = try await compare(body, on: templates.display, label)
            }
            if checked { withoutSession += 1 }
        }
        #expect(withoutSession >= rounds / 4, "\(withoutSession) of \(rounds) checked without a session")
    }

    @Test("Values that do not read, choices not offered, a cross-field rule and a valid body: the same both ways, without a session")
    func profileBodies() async throws {
        let template = FormSessionTemplate(form: ProfileForm())
        let bodies = [
            "name=&email=not-an-email&password=abcdefgh&confirmation=abc&teamSize=12a&_fk_action=submit",
            "name=Ada&email=ada%40example.com&password=abcdefgh&confirmation=abcdefgh&teamSize=3&_fk_action=submit",
            "name=Ada&email=ada%40example.com&password=abcdefgh&confirmation=abcdefgh&teamSize=3&country=99&_fk_action=submit",
            "name=Ada&name=Grace&interests=1&interests=x&_fk_present=interests&bio=" + String(repeating: "x", count: 300),
            "",
        ]
        for (index, body) in bodies.enumerated() {
            #expect(try await compare(body, on: template, "body \(index)"), "body \(index) checked without a session")
        }
    }

    @Test("Cross-field rules failing alone or together, two on one field and one on another: the same both ways, without a session")
    func crossFieldRules() async throws {
        let template = FormSessionTemplate(form: PasswordChangeForm())
        let bodies = [
            "password=a&confirmation=a&hint=a&repeatedHint=a",
            "password=a&confirmation=b&hint=b&repeatedHint=b",
            "password=a&confirmation=a&hint=b&repeatedHint=b",
            "password=a&confirmation=b&hint=c&repeatedHint=c",
            "password=a&confirmation=b&hint=c&repeatedHint=d",
            "password=a&confirmation=a&hint=a&repeatedHint=d",
            "password=&confirmation=x&hint=&repeatedHint=x",
        ]
        for (index, body) in bodies.enumerated() {
            #expect(try await compare(body + "&_fk_action=submit", on: template, "body \(index)"), "body \(index) checked without a session")
        }
        // Both of the confirmation's rules fail: its messages in rule order.
        let check = await HTMLFormDecoder.check(try URLEncodedForm(parsing: "password=a&confirmation=b&hint=c&repeatedHint=d"), using: template)
        #expect(check.errors["confirmation"] == ["The passwords are different", "Must match hint"])
        #expect(check.errors["repeatedHint"] == ["The hints are different"])
    }

    @Test("Group count markers as the page writes them, spelled otherwise, repeated, unknown or malformed: the same both ways")
    func groupCountMarkers() async throws {
        let template = FormSessionTemplate(form: MeetingForm())
        let elements = "&attendees.0.name=Ada&attendees.0.email=ada%40example.com&attendees.1.name=&attendees.1.email=x"
        let markers = [
            "_fk_group=attendees%3A2", "_fk_group=attendees%3A02", "_fk_group=attendees%3A%2B2", "_fk_group=attendees%3A2&_fk_group=attendees%3A2",
            "_fk_group=guests%3A2&_fk_group=attendees%3A2", "_fk_group=attendees", "_fk_group=attendees%3A-1&_fk_group=attendees%3A2",
            "_fk_group=attendees%3A3", "_fk_group=attendees%3A1", "",
        ]
        var withoutSession = 0
        for (index, marker) in markers.enumerated() {
            if try await compare("title=Standup" + elements + "&" + marker + "&_fk_action=submit", on: template, "marker \(index)") { withoutSession += 1 }
        }
        // The template's count, however it is spelled, needs no session.
        #expect(withoutSession >= 5)
    }

    @Test("Dates and times, rows shown or usable by the values before them, cut texts and a group of sub-forms: the same both ways")
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
            #expect(try await compare(body, on: template, "body \(index)"), "body \(index) checked without a session")
        }
        let valid = await HTMLFormDecoder.check(try URLEncodedForm(parsing: bodies[3]), using: template)
        #expect(valid.isValid)
        #expect(valid.form.capacity == 12 && valid.form.attendees[1].name == "Grace" && valid.form.room == "Blue")
        #expect(DateText.string(valid.form.startsAt, components: .dateAndTime).hasSuffix("09:30"))
        let hidden = await HTMLFormDecoder.check(try URLEncodedForm(parsing: bodies[0]), using: template)
        #expect(hidden.form.room == "" && hidden.form.capacity == nil && hidden.form.agenda == "1234567890")
        // A group over the request's limit: cut, with a message, through a session.
        var small = URLEncodedFormLimits.standard
        small.maximumGroupSize = 1
        #expect(try await !compare(bodies[3], on: template, limits: small, "a group over the limit"))
        // Elements sent in another order, or more of them: through a session.
        for body in ["attendees.1.name=B&attendees.0.name=A&_fk_group=attendees%3A2", "_fk_group=attendees%3A3&attendees.2.name=C"] {
            #expect(try await !compare(body, on: template, body))
        }
    }

    @Test("A valid body gives the form's value, linked to no session")
    func validValue() async throws {
        let template = FormSessionTemplate(form: ProfileForm())
        let check = await HTMLFormDecoder.check(
            try URLEncodedForm(parsing: "name=Ada&email=ada%40example.com&password=abcdefgh&confirmation=abcdefgh&teamSize=3"), using: template)
        #expect(check.isValid)
        #expect(check.isCheckedWithoutSession)
        var form = check.form
        #expect(form.name == "Ada" && form.teamSize == 3)
        // Editing the value changes no session and no template.
        form.name = ""
        #expect(template.makeSession().controller.form.name == "")
        #expect(!template.makeSession().controller.isDirty)
        #expect(check.session.controller.form.name == "Ada")
    }

    @Test("Buttons other than submit, and groups of another length, go through a session with the same result")
    func throughASession() async throws {
        let template = FormSessionTemplate(form: PollForm())
        let session = template.makeSession()
        let renderer = HTMLFormRenderer<PollForm>(action: "/poll")
        #expect(!renderer.render(session).isEmpty)
        for (index, body) in ["_fk_action=add%3Aoptions", "_fk_group=options%3A5&options.0=a&options.1=b&options.2=c&options.3=d&options.4=e"].enumerated() {
            let check = await HTMLFormDecoder.check(try URLEncodedForm(parsing: body), using: template)
            #expect(!check.isCheckedWithoutSession, "body \(index)")
            try await compare(body, on: template, "body \(index)")
        }
    }
}

/// A small generator with a seed, so that a failing round can be run again.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
