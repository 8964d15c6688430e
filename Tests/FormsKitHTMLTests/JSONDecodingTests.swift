import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Testing

/// The same forms decode from JSON, through the same mapping as a browser's
/// submission.
@MainActor
@Suite("JSON decoding")
struct JSONDecodingTests {
    private func decode<F: ValidatableForm>(_ json: String, into session: FormSession<F>, limits: SubmittedFormLimits = .standard) throws(SubmittedFormError)
        -> HTMLFormDecoding
    {
        try HTMLFormDecoder.decode(json: Array(json.utf8), into: session, limits: limits)
    }

    @Test("Text, numbers, booleans, null, multiple choices and the action")
    func profile() throws {
        let session = FormSession(form: ProfileForm())
        session.setOn(true, for: \ProfileForm.newsletter)
        let decoding = try decode(
            #"{"name": "Ada", "email": "ada@example.com", "teamSize": 12, "bio": null, "newsletter": false, "interests": [0, 2], "_fk_action": "submit"}"#,
            into: session)
        let form = session.controller.form
        #expect(form.name == "Ada" && form.email == "ada@example.com" && form.teamSize == 12 && form.bio.isEmpty)
        #expect(form.newsletter == false, "false clears the box")
        #expect(form.interests.count == 2)
        #expect(decoding.action == .submit)
    }

    @Test("A number that does not read, or a choice not offered, is a message as from a browser, never a failure")
    func problems() throws {
        let session = FormSession(form: ProfileForm())
        let decoding = try decode(#"{"teamSize": "12a", "interests": [99]}"#, into: session)
        #expect(session.text(of: \ProfileForm.teamSize) == "12a", "kept as typed")
        #expect(decoding.problems["interests"] == ValidationMessages.text(for: .notAnOption))
    }

    @Test("An object for a field that takes a value is a problem on that field, not nothing (regression: {} for a number was passed over)")
    func objectForAValue() throws {
        let session = FormSession(form: ProfileForm())
        let decoding = try decode(#"{"textSize": {}, "name": {"first": "Ada"}, "newsletter": {}}"#, into: session)
        #expect(decoding.problems["textSize"] == ValidationMessages.text(for: .notANumber))
        #expect(decoding.problems["name"] == ValidationMessages.text(for: .expectsText))
        #expect(decoding.problems["newsletter"] == ValidationMessages.text(for: .expectsTrueOrFalse))
        #expect(session.controller.form.name.isEmpty)
    }

    @Test("A repeated group from an array, in order, its length from the array")
    func groups() throws {
        let session = FormSession(form: PollForm())
        _ = try decode(#"{"question": "Lunch?", "options": ["Tea", "Soup", "Cake"]}"#, into: session)
        #expect(session.controller.form.options == ["Tea", "Soup", "Cake"])
        #expect(session.controller.form.question == "Lunch?")
    }

    @Test("A body that is not JSON is told so in plain words, not in the decoder's (regression: \"Expected to decode Dictionary<String, Any>\", \"JSON..\")")
    func notJSON() {
        let session = FormSession(form: PollForm())
        for body in [#"{"question":"#, "not json", #"{"question" "Lunch?"}"#] {
            #expect(throws: SubmittedFormError.invalidJSON(reason: "the body is not valid JSON")) { try decode(body, into: session) }
        }
        let text = SubmittedFormError.invalidJSON(reason: "the body is not valid JSON").description
        #expect(!text.contains("..") && !text.contains("Dictionary"), "\(text)")
    }

    @Test("Nesting deeper than any name is refused before it is decoded, however long the body", .timeLimit(.minutes(1)))
    func deepNesting() {
        let session = FormSession(form: PollForm())
        let reason = "objects and arrays are nested more than 9 deep; a field's name has at most 8 parts"
        // Regression: Foundation's decoder took time cubic in the depth (2 s
        // for a 3 KB body 511 deep; a mebibyte of such bodies side by side,
        // minutes), before the names' depth was checked.
        let deep = String(repeating: #"{"k":"#, count: 511) + "1" + String(repeating: "}", count: 511)
        let arrays = "{\"a\":" + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}"
        for body in [deep, arrays, String(repeating: #"{"k":"#, count: 10) + "1" + String(repeating: "}", count: 10)] {
            #expect(throws: SubmittedFormError.invalidJSON(reason: reason)) { try decode(body, into: session) }
        }
        // Brackets in strings do not count; nine deep (a name's eight parts
        // and a multiple choice's array) reaches the names' own check.
        let inStrings = #"{"question": "[[[[[[[[[[{{{{{{{{{{ \" [[[[[[[[[[", "options": ["]]]", "{"]}"#
        #expect(throws: Never.self) { try decode(inStrings, into: session) }
        #expect(session.controller.form.options == ["]]]", "{"])
        let nineDeep = String(repeating: #"{"k":"#, count: 8) + "[0]" + String(repeating: "}", count: 8)
        #expect(throws: SubmittedFormError.nameTooDeep(name: "k.k.k.k.k.k.k.k.0", limit: 8)) { try decode(nineDeep, into: session) }
    }

    @Test("Bodies that are not JSON objects, too big, too deep or too long say so")
    func errors() {
        let session = FormSession(form: PollForm())
        #expect(throws: SubmittedFormError.self) { try decode("{", into: session) }
        #expect(throws: SubmittedFormError.invalidJSON(reason: "the body is not a JSON object of field names")) {
            try decode("[1, 2]", into: session)
        }
        let limits = SubmittedFormLimits(
            maximumBodySize: 200, maximumPairCount: 10, maximumNameLength: 50, maximumValueLength: 5, maximumNameDepth: 2, maximumGroupSize: 3
        )
        #expect(throws: SubmittedFormError.nameTooDeep(name: "a.b.c", limit: 2)) { try decode(#"{"a": {"b": {"c": 1}}}"#, into: session, limits: limits) }
        #expect(throws: SubmittedFormError.indexTooLarge(name: "options.3", limit: 3)) {
            try decode(#"{"options": ["a", "b", "c", "d"]}"#, into: session, limits: limits)
        }
        #expect(throws: SubmittedFormError.valueTooLong(name: "question", limit: 5)) {
            try decode(#"{"question": "Lunch today?"}"#, into: session, limits: limits)
        }
        #expect(throws: SubmittedFormError.bodyTooLarge(size: 201, limit: 200)) {
            try decode("{" + String(repeating: " ", count: 199) + "}", into: session, limits: limits)
        }
        do {
            _ = try decode("{", into: session)
        } catch {
            #expect(error.description.hasPrefix("The JSON body could not be read"))
        }
    }
}

/// A form with a date and a time.
private struct MeetingForm: ValidatableForm, PresentableForm {
    @Validated var startsAt: Date? = nil
    var validatedFields: [ValidatedField<Self>] { [.init(\.startsAt, wrappedBy: \._startsAt)] }
    var layout: FormLayout<Self> { FormLayout(title: "Meeting") { FormSection { DateRow("Starts", \.startsAt, components: .dateAndTime) } } }
}

extension JSONDecodingTests {
    @Test("A date and a time takes an RFC 3339 date-time at any offset, on a whole minute, as its schema's format says; a browser's form too")
    func rfc3339() throws {
        let session = FormSession(form: MeetingForm())
        let decoding = try HTMLFormDecoder.decode(json: Array(#"{"startsAt": "2026-11-21T14:30:00+02:00"}"#.utf8), into: session)
        #expect(decoding.problems.isEmpty)
        #expect(session.controller.form.startsAt == Date(timeIntervalSince1970: 1_795_264_200))
        let browser = FormSession(form: MeetingForm())
        _ = try HTMLFormDecoder.decode(json: Array(#"{"startsAt": "2026-11-21T14:30"}"#.utf8), into: browser)
        #expect(browser.controller.form.startsAt != nil, "a browser's datetime-local, on the server's clock")
        let seconds = FormSession(form: MeetingForm())
        _ = try HTMLFormDecoder.decode(json: Array(#"{"startsAt": "2026-11-21T14:30:15Z"}"#.utf8), into: seconds)
        #expect(seconds.controller.form.startsAt == nil, "the field holds whole minutes: kept as sent, with its message")
        let fraction = FormSession(form: MeetingForm())
        _ = try HTMLFormDecoder.decode(json: Array(#"{"startsAt": "2026-11-21T12:30:00.000Z"}"#.utf8), into: fraction)
        #expect(fraction.controller.form.startsAt == Date(timeIntervalSince1970: 1_795_264_200), "a fraction of 0 is a whole minute")
        #expect(seconds.text(of: \MeetingForm.startsAt) == "2026-11-21T14:30:15Z")
        #expect(HTMLFormDecoder.jsonSchema(for: FormSession(form: MeetingForm())).properties["startsAt"]?.format == "date-time")
    }
}

/// A form with a time of day.
private struct AlarmForm: ValidatableForm, PresentableForm {
    @Validated var ringsAt: Date? = nil
    var validatedFields: [ValidatedField<Self>] { [.init(\.ringsAt, wrappedBy: \._ringsAt)] }
    var layout: FormLayout<Self> { FormLayout(title: "Alarm") { FormSection { DateRow("Rings at", \.ringsAt, components: .time) } } }
}

extension JSONDecodingTests {
    @Test("A time of day takes an RFC 3339 time at any offset, applied today on the server's clock, on a whole minute; a browser's form too")
    func rfc3339Time() throws {
        func decoded(_ text: String) throws -> (session: FormSession<AlarmForm>, problems: [String: String]) {
            let session = FormSession(form: AlarmForm())
            let decoding = try HTMLFormDecoder.decode(json: Array(#"{"ringsAt": "\#(text)"}"#.utf8), into: session)
            return (session, decoding.problems)
        }
        let browser = try decoded("07:45")
        #expect(browser.problems.isEmpty)
        let offset = TimeZone.current.secondsFromGMT()
        let sign = offset < 0 ? "-" : "+"
        let written = String(format: "07:45:00%@%02d:%02d", sign, abs(offset) / 3600, abs(offset) % 3600 / 60)
        let atServersOffset = try decoded(written)
        #expect(atServersOffset.problems.isEmpty, "\(written)")
        #expect(atServersOffset.session.controller.form.ringsAt == browser.session.controller.form.ringsAt)
        let utc = try decoded("14:30:00Z")
        let shifted = try decoded("16:30:00.000000+02:00")
        #expect(utc.problems.isEmpty && shifted.problems.isEmpty)
        #expect(utc.session.controller.form.ringsAt != nil)
        #expect(utc.session.controller.form.ringsAt == shifted.session.controller.form.ringsAt, "one instant, two offsets")
        let seconds = try decoded("14:30:15Z")
        #expect(seconds.session.controller.form.ringsAt == nil, "the field holds whole minutes: kept as sent, with its message")
        #expect(seconds.session.text(of: \AlarmForm.ringsAt) == "14:30:15Z")
        let schema = HTMLFormDecoder.jsonSchema(for: FormSession(form: AlarmForm())).properties["ringsAt"]
        #expect(schema?.format == "time")
        let listed = schema?.rules.filter { $0.kind == "format" }.flatMap(\.messages) ?? []
        let problem = seconds.session.inputProblem(of: \AlarmForm.ringsAt)?.message
        #expect(problem.map(listed.contains) == true, "\(problem ?? "no problem") in \(listed)")
    }
}

extension JSONDecodingTests {
    @Test("A JSON value reads and writes back the same: whole numbers exactly, others to a Double's digits; text that is no number is not written")
    func jsonValueRoundTrip() throws {
        let text = #"{"a":[12,1.5,-0.000015,9007199254740993,12345678901234567.89,"x",true,null],"b":{}}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        guard case .object(let members) = value, case .array(let elements)? = members["a"] else {
            Issue.record("not an object with an array: \(value)")
            return
        }
        #expect(
            elements.prefix(5) == [.number("12"), .number("1.5"), .number("-0.000015"), .number("9007199254740993"), .number("12345678901234567")],
            "beyond a Double's digits: the nearest, said in its documentation")
        #expect(throws: EncodingError.self, "text that is no number is not written as one") { try JSONEncoder().encode(JSONValue.number("twelve")) }
        let written = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: written) == value)
    }
}

extension JSONDecodingTests {
    @Test(
        "A body's top-level members are read only within the limits: nesting deeper than a name goes is not decoded (review: decoded whole up to four times a request)"
    )
    func membersWithinLimits() {
        let limits = SubmittedFormLimits.standard
        #expect(JSONValue.members(of: Array(#"{"_fk_flow":"abc","_fk_step":2}"#.utf8), limits: limits)?["_fk_step"] == .number("2"))
        let deep = "{\"a\":" + String(repeating: "[", count: limits.maximumNameDepth + 2) + String(repeating: "]", count: limits.maximumNameDepth + 2) + "}"
        #expect(JSONValue.members(of: Array(deep.utf8), limits: limits) == nil)
        var small = limits
        small.maximumBodySize = 8
        #expect(JSONValue.members(of: Array(#"{"_fk_flow":"abc"}"#.utf8), limits: small) == nil, "too big: not read")
        #expect(JSONValue.members(of: Array("[1]".utf8), limits: limits) == nil, "not an object")
    }
}
