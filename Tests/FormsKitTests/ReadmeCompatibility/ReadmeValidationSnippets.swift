// The FormsKit README's "Validation" snippets, as written. Changes: the
// properties sit in a struct, `case` bodies that held only a comment got a
// `return`, the `.init(/* rules */)` placeholder is kept literally (it
// builds an empty `ValidationRuleSet`), and each struct has a `validate...()`
// method for the tests (the wrapper storage is private to its struct).
import FormsKit
import Testing

// MARK: Basic usage

private struct BasicUsage {
    // The README's snippet as written, block comment included.
    // swift-format-ignore
    @Validated(name: "age", .init(/* rules */)) var age: Int = 18

    func describe() -> String {
        // Read state from the projected value
        switch $age {
        case .idle:  // not edited yet
            return "idle"
        case .editing:  // user touched the field, not yet validated
            return "editing"
        case .valid:  // passed all rules
            return "valid"
        case .invalid(let messages):  // failed; messages contains all rule failures
            return "invalid: \(messages)"
        }
    }

    mutating func validateAge() { _age.validate() }
}

// MARK: Validation modes

private struct ValidationModes {
    // .onChange (default) — stays quiet until invalid, then re-validates on each keystroke
    @Validated(name: "name", .isNotEmpty(message: "Required"))
    var name: String = ""

    // .always — validates immediately at init time
    @Validated(name: "tos", mode: .always, .isTrue(message: "Must accept"))
    var acceptedTOS: Bool = false

    // .onSubmit — only validates when the form is submitted
    @Validated(name: "bio", mode: .onSubmit, .maxLength(500))
    var bio: String = ""
}

// MARK: Optional fields

private struct OptionalFields {
    // A second initializer exists for ExpressibleByNilLiteral types — no `= nil` needed
    @Validated(name: "nickname") var nickname: String?
}

// MARK: Built-in string rules

private struct BuiltInStringRules {
    @Validated(
        name: "email",
        .isNotEmpty(message: "Required"),
        .email(message: "Invalid email"))
    var email: String = ""

    @Validated(
        name: "password",
        .minLength(8, message: "At least 8 characters"),
        .maxLength(64),
        .pattern(#"[A-Z]"#, message: "Must contain an uppercase letter"))
    var password: String = ""

    mutating func validateEmail() { _email.validate() }
    mutating func validatePassword() { _password.validate() }
}

// MARK: Writing a custom rule

public struct DivisibleBy: ValidationRule {
    public let divisor: Int
    public let message: String

    public func validate(value: Int) -> String? {
        value % divisor == 0 ? nil : message
    }
}

// Add a static factory for nice call-site syntax
public extension ValidationRule where Self == DivisibleBy {
    static func divisibleBy(_ n: Int, message: String) -> DivisibleBy {
        DivisibleBy(divisor: n, message: message)
    }
}

private struct CustomRuleUse {
    // Use it
    @Validated(name: "quantity", .divisibleBy(5, message: "Must be a multiple of 5"))
    var quantity: Int = 0

    mutating func validateQuantity() { _quantity.validate() }
}

@Suite("README: validation")
struct ReadmeValidationTests {
    @Test("Basic usage: the projected value is a four-case state")
    func basicUsage() {
        var form = BasicUsage()
        #expect(form.describe() == "idle")
        form.age = 30
        #expect(form.describe() == "editing")
        form.validateAge()
        #expect(form.describe() == "valid")
    }

    @Test("Modes: .always validates at init; .onChange and .onSubmit stay quiet")
    func modes() {
        let form = ValidationModes()
        #expect(form.$acceptedTOS == .invalid(messages: ["Must accept"]))
        #expect(form.$name == .idle)
        #expect(form.$bio == .idle)
    }

    @Test("Optional fields start as nil")
    func optionalField() {
        let form = OptionalFields()
        #expect(form.nickname == nil)
        #expect(form.$nickname == .idle)
    }

    @Test("Built-in string rules report every failure, in order")
    func builtInRules() {
        var form = BuiltInStringRules()
        form.password = "short"
        form.validatePassword()
        #expect(form.$password == .invalid(messages: ["At least 8 characters", "Must contain an uppercase letter"]))
        form.password = "long enough, with an Uppercase letter"
        #expect(form.$password == .valid)
        form.email = "not an email"
        form.validateEmail()
        #expect(form.$email == .invalid(messages: ["Invalid email"]))
    }

    @Test("A custom rule with a static factory")
    func customRule() {
        var form = CustomRuleUse()
        form.quantity = 7
        form.validateQuantity()
        #expect(form.$quantity == .invalid(messages: ["Must be a multiple of 5"]))
        form.quantity = 10
        #expect(form.$quantity == .valid)
    }
}
