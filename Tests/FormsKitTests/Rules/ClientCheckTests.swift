import FormsKit
import Foundation
import Testing

/// A form whose fields use every rule a client can run, and some it cannot.
struct ClientCheckedForm: ValidatableForm {
    @Validated(mode: .onBlur, .isNotEmpty(), .minLength(2), .maxLength(20)) var name = ""
    @Validated(.email()) var email = ""
    @Validated(.url(schemes: ["https"])) var website = ""
    @Validated(.pattern("^[0-9]{5}$", message: "Five digits")) var postcode = ""
    @Validated(.pattern(/[A-Z]/)) var shout = ""
    @Validated(.range(18...120), .multipleOf(2)) var age = 20
    @Validated(.min(0.5), .max(9.5)) var rating = 1.0
    @Validated(.min(3)) var guests: Int? = nil
    @Validated(.isTrue()) var accepted = false
    @Validated(.satisfies("Not lowercase") { (text: String) in text == text.lowercased() }) var handle = ""

    var validatedFields: [ValidatedField<Self>] {
        [
            ValidatedField(\.name, wrappedBy: \._name), ValidatedField(\.email, wrappedBy: \._email),
            ValidatedField(\.website, wrappedBy: \._website), ValidatedField(\.postcode, wrappedBy: \._postcode),
            ValidatedField(\.shout, wrappedBy: \._shout), ValidatedField(\.age, wrappedBy: \._age),
            ValidatedField(\.rating, wrappedBy: \._rating), ValidatedField(\.guests, wrappedBy: \._guests),
            ValidatedField(\.accepted, wrappedBy: \._accepted), ValidatedField(\.handle, wrappedBy: \._handle),
        ]
    }
}

@Suite("Rules a client can run")
@MainActor
struct ClientCheckTests {
    let controller = FormController(form: ClientCheckedForm())

    @Test("Text rules: required, lengths, email, URL and an ICU pattern, with their messages, in order")
    func textChecks() {
        #expect(
            controller.clientChecks(for: \.name) == [
                ClientCheck(.required, message: "This field is required"),
                ClientCheck(.minimumLength(2), message: ValidationMessages.text(for: .tooShort(minimum: 2))),
                ClientCheck(.maximumLength(20), message: ValidationMessages.text(for: .tooLong(maximum: 20))),
            ])
        #expect(controller.clientChecks(for: \.email).map(\.kind) == [.email])
        #expect(controller.clientChecks(for: \.website).map(\.kind) == [.url(schemes: ["https"])])
        #expect(controller.clientChecks(for: \.postcode) == [ClientCheck(.pattern("^[0-9]{5}$"), message: "Five digits")])
    }

    @Test("Number rules become bounds and a step; a range gives both bounds its one message")
    func numberChecks() {
        let range = ValidationMessages.text(for: .outOfRange(lower: "18", upper: "120"))
        #expect(
            controller.clientChecks(for: \.age) == [
                ClientCheck(.minimum(.number(18)), message: range), ClientCheck(.maximum(.number(120)), message: range),
                ClientCheck(.multipleOf(2), message: ValidationMessages.text(for: .notMultiple(of: "2"))),
            ])
        #expect(controller.clientChecks(for: \.rating).map(\.kind) == [.minimum(.number(0.5)), .maximum(.number(9.5))])
        #expect(controller.clientChecks(for: \.guests).map(\.kind) == [.minimum(.number(3))], "ifPresent keeps the bound")
        #expect(controller.clientChecks(for: \.accepted).map(\.kind) == [.checked])
    }

    @Test("Kinds without messages are the checks' kinds, for every built-in rule and a rule of one's own")
    func kindsOnly() {
        let fields: [PartialKeyPath<ClientCheckedForm>] = [
            \.name, \.email, \.website, \.postcode, \.shout, \.age, \.rating, \.guests, \.accepted, \.handle,
        ]
        for field in fields {
            #expect(controller.clientCheckKinds(for: field) == controller.clientChecks(for: field).map(\.kind), "\(field)")
        }
        #expect(controller.clientCheckKinds(for: \.age) == [.minimum(.number(18)), .maximum(.number(120)), .multipleOf(2)])
        #expect(FiveDigitsRule().clientCheckKinds == [.pattern("^[0-9]{5}$")], "the default reads clientChecks")
        #expect(controller.clientCheckKinds(for: \ClientCheckedForm.validatedFields).isEmpty)
    }

    @Test("What only the server can run has no checks: a Regex, a predicate, a key path that is not a field")
    func serverOnly() {
        #expect(controller.clientChecks(for: \.shout).isEmpty)
        #expect(controller.clientChecks(for: \.handle).isEmpty)
        #expect(controller.clientChecks(for: \ClientCheckedForm.validatedFields).isEmpty)
    }

    @Test("Messages follow the scoped provider, as validation does")
    func localized() {
        let checks = ValidationMessages.withProvider(GermanMessages()) { controller.clientChecks(for: \.name) }
        #expect(checks.map(\.message).prefix(2) == ["Dieses Feld ist erforderlich", "Mindestens 2 Zeichen"])
    }

    @Test("The field's mode is readable, for clients that validate as the server does")
    func mode() {
        #expect(controller.validationMode(of: \.name) == .onBlur)
        #expect(controller.validationMode(of: \ClientCheckedForm.validatedFields) == nil)
    }

    @Test("Only numbers and dates are bounds; other Comparable values stay on the server")
    func bounds() {
        #expect(ClientCheck.Bound(5) == .number(5))
        #expect(ClientCheck.Bound(Float(2.5)) == .number(2.5))
        #expect(ClientCheck.Bound(Date(timeIntervalSince1970: 0)) == .date(Date(timeIntervalSince1970: 0)))
        #expect(ClientCheck.Bound("b") == nil)
    }
}

/// A sign-up whose confirmations are cross-field rules: text a client can
/// compare, and a number it cannot.
struct ConfirmedForm: ValidatableForm {
    @Validated(name: "secret", .minLength(8)) var password = ""
    @Validated var confirmation = ""
    @Validated var email: String? = nil
    @Validated var emailAgain: String? = nil
    @Validated var pin = 0
    @Validated var pinAgain = 0

    var validatedFields: [ValidatedField<Self>] {
        [
            ValidatedField(\.password, wrappedBy: \._password), ValidatedField(\.confirmation, wrappedBy: \._confirmation),
            ValidatedField(\.email, wrappedBy: \._email), ValidatedField(\.emailAgain, wrappedBy: \._emailAgain),
            ValidatedField(\.pin, wrappedBy: \._pin), ValidatedField(\.pinAgain, wrappedBy: \._pinAgain),
        ]
    }

    var formRules: [FormRule<Self>] {
        [
            .matches(\.confirmation, \.password, message: "The passwords are different"),
            .matches(\.emailAgain, \.email),
            .matches(\.pinAgain, \.pin),
        ]
    }
}

@Suite("Cross-field rules a client can run")
@MainActor
struct CrossFieldClientCheckTests {
    let controller = FormController(form: ConfirmedForm())

    @Test(
        "A match of text fields is a check on the field that shows its message, naming the other by its name on the wire, with the rule's own message (regression: server only)"
    )
    func matches() {
        #expect(controller.clientChecks(for: \.confirmation) == [ClientCheck(.matches(field: "secret"), message: "The passwords are different")])
        #expect(controller.clientCheckKinds(for: \.confirmation) == [.matches(field: "secret")])
        #expect(controller.clientChecks(for: \.password).map(\.kind) == [.minimumLength(8)], "the other field checks only its own rules")
        let optional = controller.clientChecks(for: \.emailAgain)
        #expect(optional == [ClientCheck(.matches(field: "email"), message: ValidationMessages.text(for: .mismatch(other: "email")))])
    }

    @Test("The check's message is the server's, in the scoped language")
    func sameMessageAsServer() {
        controller.setValue("different", at: \.emailAgain)
        controller.validate()
        #expect(controller.messages(for: \.emailAgain) == controller.clientChecks(for: \.emailAgain).map(\.message))
        struct Mismatch: ValidationMessageProvider {
            func text(for message: ValidationMessage) -> String? {
                if case .mismatch(let other) = message { return "Nicht gleich: " + other }
                return nil
            }
        }
        let german = ValidationMessages.withProvider(Mismatch()) { controller.clientChecks(for: \.emailAgain).map(\.message) }
        #expect(german == ["Nicht gleich: email"])
    }

    @Test("A match of other values stays on the server: a client reads numbers from text its own way")
    func serverOnly() {
        #expect(controller.clientChecks(for: \.pinAgain).isEmpty)
        #expect(controller.clientCheckKinds(for: \.pinAgain).isEmpty)
    }
}

/// A rule of one's own that gives only its checks, not their kinds.
private struct FiveDigitsRule: ClientCheckableRule {
    func validate(value: String) -> String? {
        value.count == 5 && value.allSatisfy(\.isASCII) && value.allSatisfy(\.isNumber) ? nil : "Five digits"
    }

    var clientChecks: [ClientCheck] {
        [ClientCheck(.pattern("^[0-9]{5}$"), message: "Five digits")]
    }
}
