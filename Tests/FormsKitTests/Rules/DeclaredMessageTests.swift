import FormsKit
import Testing

/// A field that fails one rule declared with its own message takes a list
/// kept with the field instead of making one. The messages must be what
/// they were: in rule order, the form's rules' after the field's own, and a
/// kept list never changed by a later failure that adds to it.
@MainActor
@Suite("Messages of rules declared with their own message")
struct DeclaredMessageTests {
    /// A rule of the package's user: no declared message known to FormsKit.
    struct ShoutRule: ValidationRule {
        func validate(value: String) -> String? {
            value == value.uppercased() ? nil : "Use capitals"
        }
    }

    struct SignUp: ValidatableForm {
        @Validated(.isNotEmpty(message: "Enter a name"), .minLength(3, message: "Use 3 characters"), .maxLength(5))
        var name = ""
        @Validated(.isNotEmpty(message: "Enter it again")) var confirmation = ""
        @Validated(.minLength(2, message: "Too short"), ShoutRule()) var code = ""
        @Validated(.ifPresent(.range(18...120, message: "18 or over"))) var age: Int? = nil

        var validatedFields: [ValidatedField<Self>] {
            [
                .init(\.name, wrappedBy: \._name), .init(\.confirmation, wrappedBy: \._confirmation), .init(\.code, wrappedBy: \._code),
                .init(\.age, wrappedBy: \._age),
            ]
        }

        var formRules: [FormRule<Self>] {
            [.matches(\.confirmation, \.name, message: "The names differ")]
        }
    }

    @Test("One failing rule with a declared message: that message alone")
    func soleMessage() {
        var form = SignUp()
        form.name = "Al"
        form.code = "AB"
        form.age = 12
        _ = form.validate()
        #expect(form.$name.messages == ["Use 3 characters"])
        #expect(form.$age.messages == ["18 or over"])
        #expect(form.$code.messages == [])
    }

    @Test("Several failing rules: every message, in rule order, the kept list unchanged")
    func severalMessages() {
        var form = SignUp()
        form.code = "a"
        _ = form.validate()
        #expect(form.$name.messages == ["Enter a name"], "a missing value: one message")
        #expect(form.$code.messages == ["Too short", "Use capitals"])
        form.name = "Al"
        form.code = "A"
        _ = form.validate()
        #expect(form.$name.messages == ["Use 3 characters"], "the list kept for the message alone was not added to")
        #expect(form.$code.messages == ["Too short"])
        form.name = "Alexandra"
        _ = form.validate()
        #expect(form.$name.messages == ["Must be no more than 5 characters"], "a rule's own default message")
    }

    @Test("The form's rules' messages follow a field's declared message")
    func formRuleMessagesFollow() {
        let controller = FormController(form: SignUp())
        controller.form.name = "Ada"
        controller.validate()
        #expect(controller.form.$confirmation.messages == ["Enter it again", "The names differ"])
        controller.form.confirmation = "Bob"
        #expect(controller.form.$confirmation.messages == ["The names differ"])
        controller.form.confirmation = ""
        #expect(controller.form.$confirmation.messages == ["Enter it again", "The names differ"])
        controller.form.confirmation = "Ada"
        #expect(controller.form.$confirmation.messages == [])
    }

    @Test("The same field in two copies of the form fails and recovers apart")
    func copiesApart() {
        var first = SignUp()
        _ = first.validate()
        var second = first
        second.name = "Ada"
        _ = second.validate()
        #expect(first.$name.messages == ["Enter a name"])
        #expect(second.$name.messages == [])
        first.name = "Al"
        _ = first.validate()
        #expect(first.$name.messages == ["Use 3 characters"])
        #expect(second.$name.messages == [])
    }
}
