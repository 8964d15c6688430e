import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
import Testing

/// A form's JSON Schema, from its definition.
@MainActor
@Suite("JSON Schema")
struct JSONSchemaTests {
    private func schema<F: ValidatableForm>(_ session: FormSession<F>) -> FormJSONSchema {
        HTMLFormDecoder.jsonSchema(for: session)
    }

    @Test("Every field of the reference form, with its type, requirement, limits and rules the schema cannot say")
    func profile() throws {
        let schema = schema(FormSession(form: ProfileForm()))
        #expect(schema.dialect == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema.types == [.object] && schema.additionalProperties == false)
        #expect(schema.required == ["email", "name"])
        let name = try #require(schema.properties["name"])
        #expect(name.types == [.string] && name.minLength == 1 && name.title == "Name")
        #expect(name.rules.contains(FormJSONSchema.Rule(kind: "required", messages: ["Enter your name"])))
        #expect(name.rules.contains { $0.kind == "maximumLength" && $0.limit == 100 }, "the row's character limit, in graphemes")
        #expect((name.maxLength ?? 0) >= 100 * 4, "never stricter than the server")
        let email = try #require(schema.properties["email"])
        #expect(email.format == "email" && email.rules.contains { $0.kind == "email" })
        let password = try #require(schema.properties["password"])
        #expect(password.writeOnly == true)
        #expect(password.rules.contains(FormJSONSchema.Rule(kind: "predicate", messages: ["Use at least 8 characters"])))
        let confirmation = try #require(schema.properties["confirmation"])
        #expect(confirmation.rules.contains(FormJSONSchema.Rule(kind: "matches", messages: ["The passwords are different"], value: "password")))
        let teamSize = try #require(schema.properties["teamSize"])
        #expect(teamSize.types == [.integer, .null] && teamSize.minimum == .integer(1) && teamSize.maximum == .integer(500))
        let bio = try #require(schema.properties["bio"])
        #expect(bio.rules.contains(FormJSONSchema.Rule(kind: "maximumLength", messages: ["Keep it to 280 characters"], limit: 280)))
        #expect(schema.properties["photo"]?.types == [.null], "files come in a multipart body")
        let country = try #require(schema.properties["country"])
        #expect(country.enumValues?.contains(.string("unitedKingdom")) == true)
        #expect(country.enumTitles?.contains("United Kingdom") == true)
        let interests = try #require(schema.properties["interests"])
        #expect(interests.types == [.array, .null] && interests.uniqueItems == true)
        #expect(interests.items?.enumValues?.contains(.string("machineLearning")) == true)
        #expect(interests.rules.contains(FormJSONSchema.Rule(kind: "count", messages: ["Choose up to 5 interests"])))
        #expect(schema.properties["textSize"]?.types == [.integer], "a number that is not optional takes no null")
        #expect(schema.properties["newsletter"]?.types == [.boolean, .null])
        #expect(schema.properties["quietFrom"]?.format == "time")
        #expect(schema.properties["quietFrom"]?.pattern == nil)
        #expect(schema.properties["birthday"]?.format == "date")
        #expect(schema.properties["_fk_action"]?.enumValues == [.string("submit")])
    }

    @Test("A body must have only the fields whose rules ask for a value the form does not hold yet")
    func requiredByValue() {
        let session = FormSession(form: ProfileForm())
        session.setText("Ada", for: \ProfileForm.name)
        let schema = schema(session)
        #expect(schema.required == ["email"], "an edit form that holds a name takes a body without one")
        #expect(schema.properties["name"]?.minLength == 1, "a name sent must not be empty")
    }

    @Test("What the submission checks is listed, in the language in effect")
    func submissionCheck() throws {
        let session = FormSession(form: CreatePlanForm(store: PlanStore()))
        let english = try #require(schema(session).properties["name"])
        #expect(english.rules.contains(FormJSONSchema.Rule(kind: "submission", messages: [], value: "A plan's name must be unique.")))
        let french = FormLanguage.withLanguage(.french) { () -> FormJSONSchema in self.schema(FormSession(form: CreatePlanForm(store: PlanStore()))) }
        #expect(french.properties["name"]?.rules.contains { $0.kind == "submission" && $0.value == "Le nom d’un forfait doit être unique." } == true)
        #expect(SubmissionCheckRule<String>("Unique").validate(value: "") == nil, "it never fails here: the submission says")
    }

    @Test("A repeated group is an array as long as the group may be, with the rules of its field")
    func groups() throws {
        let options = try #require(schema(FormSession(form: PollForm())).properties["options"])
        #expect(options.types == [.array] && options.minItems == 2 && options.maxItems == 10)
        #expect(options.items?.types == [.string, .null])
        #expect(options.rules.contains { $0.kind == "uniqueItems" && $0.messages == ["Each option must be different"] })
        #expect(options.rules.contains { $0.kind == "predicate" && $0.messages == ["Fill in every option"] })
    }

    @Test("A form in steps is described whole; a step its answers may skip has no required field")
    func steps() throws {
        let schema = schema(FormSession(form: SignUpForm()))
        #expect(schema.properties["companyName"] != nil && schema.properties["fullName"] != nil)
        #expect(schema.required.contains("email") && schema.required.contains("fullName"))
        #expect(!schema.required.contains("companyName"))
        #expect(schema.properties["vatNumber"]?.pattern == "^$|^[A-Za-z]{2}[0-9]{8,12}$", "a pattern that means the same in ECMA-262")
    }

    @Test("Titles and messages are in the language in effect")
    func language() throws {
        let french = FormLanguage.withLanguage(.french) { () -> FormJSONSchema in self.schema(FormSession(form: ProfileForm())) }
        let country = try #require(french.properties["country"])
        #expect(country.enumTitles?.contains("Royaume-Uni") == true, "\(country.enumTitles ?? [])")
    }

    @Test("Only patterns that mean the same in ICU, ECMA-262 and Python are kept")
    func patterns() {
        let kept = ["^[A-Z]{2}[0-9]+$", "^$|^[A-Za-z]{2}[0-9]{8,12}$", "(?:ab)+c?", "[-a-z_]", "x{2,}", "\\.com$", "é+"]
        for pattern in kept {
            let schema = Self.schema(withPattern: pattern)
            #expect(schema.properties["code"]?.pattern == pattern, "\(pattern)")
        }
        let dropped = ["\\d+", "a.b", "\\w", "[a-z&&[^x]]", "(?i)abc", "a++", "(?=a)", "\\p{L}", "[[:alpha:]]", "\\bword", "(a)\\1", "(?<=a)b"]
        for pattern in dropped {
            let schema = Self.schema(withPattern: pattern)
            #expect(schema.properties["code"]?.pattern == nil, "\(pattern)")
            #expect(schema.properties["code"]?.rules.contains { $0.kind == "pattern" && $0.value == pattern } == true, "\(pattern)")
        }
    }

    private static func schema(withPattern pattern: String) -> FormJSONSchema {
        HTMLFormDecoder.jsonSchema(for: FormSession(form: PatternForm(pattern: pattern)))
    }

    @Test("Lengths counted in graphemes are never stricter in the schema, which counts code points")
    func graphemes() throws {
        var generator = SeededGenerator(defaultSeed: 0x6_7261_7068)
        let seed = generator.seed
        print("JSON Schema graphemes: seed \(seed) (\(SeededGenerator.environmentVariable) to change it)")
        let schema = HTMLFormDecoder.jsonSchema(for: FormSession(form: LengthForm()))
        let code = try #require(schema.properties["code"])
        let pieces = ["a", "é", "e\u{301}", "🇺🇦", "👩‍👩‍👧‍👦", "漢", "ب", "👍🏽"]
        for _ in 0..<500 {
            let count = Int.random(in: 3...6, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            // The server takes it: 3 to 6 characters as people count them.
            let session = FormSession(form: LengthForm())
            session.setText(text, for: \LengthForm.code)
            #expect(session.controller.validate(), "\(text)")
            let scalars = text.unicodeScalars.count
            #expect(scalars >= (code.minLength ?? 0) && scalars <= (code.maxLength ?? .max), "seed \(seed): \(text)")
        }
    }

    @Test("The schema encodes as JSON Schema keywords")
    func encoding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(schema(FormSession(form: ProfileForm())))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let properties = try #require(object["properties"] as? [String: Any])
        let teamSize = try #require(properties["teamSize"] as? [String: Any])
        #expect(teamSize["type"] as? [String] == ["integer", "null"])
        let country = try #require(properties["country"] as? [String: Any])
        #expect((country["enum"] as? [String])?.contains("unitedKingdom") == true && country["x-enumNames"] != nil)
        let name = try #require(properties["name"] as? [String: Any])
        #expect(name["x-formskit-rules"] != nil && name["type"] as? String == "string")
    }
}

/// A form with one text field and a pattern.
private struct PatternForm: ValidatableForm, PresentableForm {
    @Validated var code = ""
    let pattern: String

    init(pattern: String) {
        self.pattern = pattern
        _code = Validated(wrappedValue: "", .pattern(pattern))
    }

    var validatedFields: [ValidatedField<Self>] { [.init(\.code, wrappedBy: \._code)] }
    var layout: FormLayout<Self> { FormLayout(title: "Pattern") { FormSection { TextRow("Code", \.code) } } }
}

/// A form with one text field of 3 to 6 characters.
private struct LengthForm: ValidatableForm, PresentableForm {
    @Validated(.minLength(3), .maxLength(6)) var code = ""

    var validatedFields: [ValidatedField<Self>] { [.init(\.code, wrappedBy: \._code)] }
    var layout: FormLayout<Self> { FormLayout(title: "Length") { FormSection { TextRow("Code", \.code) } } }
}
