import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Testing

/// What a browser never sends, from an altered page or a hand-made request:
/// each is refused with what was wrong, never half applied in silence.
@MainActor
@Suite("Altered submissions")
struct AlteredSubmissionTests {
    private func decode(_ body: String, into session: FormSession<ProfileForm>) throws -> HTMLFormDecoding {
        HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
    }

    @Test("A field that takes one value, or the button, sent twice is named (regression: the first was kept in silence)")
    func repeatedNames() throws {
        #expect(try decode("name=Ada&name=Bob", into: FormSession(form: ProfileForm())).repeatedName == "name")
        #expect(try decode("teamSize=2&email=a%40b.co&teamSize=3", into: FormSession(form: ProfileForm())).repeatedName == "teamSize")
        #expect(try decode("name=Ada&_fk_action=submit&_fk_action=reset", into: FormSession(form: ProfileForm())).repeatedName == "_fk_action")
        // A multiple choice takes several; its presence marker is repeated on every page.
        let choices = try decode("_fk_present=interests&interests=0&interests=2&_fk_present=newsletter&name=Ada", into: FormSession(form: ProfileForm()))
        #expect(choices.repeatedName == nil)
        let error = SubmittedFormError.repeatedName(name: "name")
        #expect(error.description.contains("\"name\" was sent more than once"), "\(error.description)")
        #expect(error.personMessage == ValidationMessages.text(for: .submissionDamaged))
    }

    @Test("Cancel and Start over are refused from a page that has no such button (regression: Cancel let go of the draft)")
    func buttonsThePageDoesNotHave() throws {
        let profile = try decode("name=Ada&_fk_action=cancel", into: FormSession(form: ProfileForm()))
        #expect(profile.action == .unknown("cancel"), "the profile has no Cancel")
        #expect(try decode("_fk_action=reset", into: FormSession(form: ProfileForm())).action == .reset, "the profile has Start over")
        let poll = HTMLFormDecoder.decode(try SubmittedForm(parsing: "_fk_action=reset%3Aconfirm"), into: FormSession(form: PollForm()))
        #expect(poll.action == .unknown("reset:confirm"), "the poll has no Start over")
    }

    @Test("A JSON member named twice in one object is refused, escapes and nesting included (regression: the first was kept)")
    func repeatedJSONMembers() {
        let session = FormSession(form: ProfileForm())
        for (body, name) in [
            (#"{"name": "Ada", "name": "Bob"}"#, "name"), (#"{"name": "Ada", "\u006eame": "Bob"}"#, "name"),
            (#"{"bio": "{\"x\": 1, \"x\": 2}", "address": {"city": "A", "city": "B"}}"#, "city"),
        ] {
            #expect(throws: SubmittedFormError.invalidJSON(reason: "the member \"\(name)\" appears twice in one object; send each field once")) {
                try HTMLFormDecoder.decode(json: Array(body.utf8), into: session)
            }
        }
        // The same name in two objects, or in strings, is no repetition.
        #expect(throws: Never.self) {
            try HTMLFormDecoder.decode(json: Array(#"{"name": "name", "bio": "\"name\": 1, \"name\": 2"}"#.utf8), into: session)
        }
    }

    @Test("The button in JSON is a string, as a form sends it (regression: a number submitted)")
    func nonStringAction() {
        let session = FormSession(form: ProfileForm())
        for action in ["1", "true", "null", "[\"submit\"]", "{\"a\": 1}"] {
            #expect(throws: SubmittedFormError.invalidJSON(reason: "\"_fk_action\" must be a string, as a form sends it"), "\(action)") {
                try HTMLFormDecoder.decode(json: Array(#"{"name": "Ada", "_fk_action": \#(action)}"#.utf8), into: session)
            }
        }
    }

    @Test("A JSON number is read in decimal notation; a string in hexadecimal or with an exponent is not a number (regression: \"0x1F4\" stored 500)")
    func numbers() throws {
        for (json, stored) in [("12", 12), ("1.2e1", 12), ("20e0", 20), ("\"12\"", 12), ("\"\u{0661}\u{0662}\"", 12), ("\"\u{FF11}\u{FF12}\"", 12)]
            as [(String, Int?)]
        {
            let session = FormSession(form: ProfileForm())
            _ = try HTMLFormDecoder.decode(json: Array(#"{"teamSize": \#(json)}"#.utf8), into: session)
            #expect(session.controller.form.teamSize == stored, "\(json)")
        }
        for json in ["\"0x1F4\"", "\"0x14\"", "\"20e0\"", "\"inf\"", "\"nan\""] {
            let session = FormSession(form: ProfileForm())
            _ = try HTMLFormDecoder.decode(json: Array(#"{"teamSize": \#(json)}"#.utf8), into: session)
            #expect(session.controller.form.teamSize == nil, "\(json) is not a whole number")
            #expect(session.text(of: \ProfileForm.teamSize) == String(json.dropFirst().dropLast()), "kept as typed")
        }
        let form = FormSession(form: ProfileForm())
        _ = try decode("teamSize=0x1F4", into: form)
        #expect(form.controller.form.teamSize == nil)
    }

    @Test("A group's elements sent without the page's count marker are all taken (regression: two of four options were dropped)")
    func groupWithoutMarker() throws {
        let session = FormSession(form: PollForm())
        let decoding = HTMLFormDecoder.decode(
            try SubmittedForm(parsing: "question=Lunch&options.0=Tea&options.1=Coffee&options.2=Juice&options.3=Water"), into: session)
        #expect(session.controller.form.options == ["Tea", "Coffee", "Juice", "Water"])
        #expect(decoding.problems.isEmpty)
        // Beyond the group's maximum the rest is not taken, and the group says so.
        let many = (0..<12).map { "options.\($0)=O\($0)" }.joined(separator: "&")
        let cut = FormSession(form: PollForm())
        let cutDecoding = HTMLFormDecoder.decode(try SubmittedForm(parsing: many), into: cut)
        #expect(cut.controller.form.options.count == 10)
        #expect(cutDecoding.problems["options"] != nil, "\(cutDecoding.problems)")
        // Fewer sent than the group holds leaves the others as they were.
        let fewer = FormSession(form: PollForm())
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "options.0=Tea"), into: fewer)
        #expect(fewer.controller.form.options == ["Tea", ""])
    }

    @Test("Text too long to take gets that message alone, not the rules' messages about the value before it (regression: also \"Name is required\")")
    func tooLongAlone() throws {
        let session = FormSession(form: CreatePlanForm(store: PlanStore()))
        _ = try HTMLFormDecoder.decode(json: Array("{\"name\": \"\(String(repeating: "名", count: 1_000))\"}".utf8), into: session)
        session.controller.validate()
        #expect(session.messages(for: \CreatePlanForm.name) == ["Must be no more than 60 characters"])
    }
}
