import FormsKitMacros
import Testing

// Forms written with the macro, compiled for real: a plain
// `import FormsKitMacros` gives both the macro and the FormsKit API.

@ValidatableForm
struct MacroSignupForm {
    @Validated(.isNotEmpty(), .email()) var email = ""
    @Validated(name: "pass", .minLength(8)) var password = ""
    @Validated var confirmation = ""
    var notes = ""

    var formRules: [FormRule<Self>] {
        [.matches(\.confirmation, \.password)]
    }
}

extension MacroSignupForm: SubmittableForm {
    @MainActor
    func submit() async throws -> String {
        throw ValidationError.invalid(errors: ["email": ["Already taken"]])
    }
}

@ValidatableForm
public struct PublicMacroForm {
    @Validated(.isNotEmpty()) public var title = ""
    public init() {}
}

@MainActor
@Suite("@ValidatableForm in use")
struct ValidatableFormMacroUsageTests {
    @Test("The derived field list drives validation, naming and focus")
    func derivedFields() async {
        let controller = FormController(form: MacroSignupForm())
        #expect(controller.validatedKeyPaths == [\MacroSignupForm.email, \MacroSignupForm.password, \MacroSignupForm.confirmation])
        controller.form.password = "short"
        controller.form.confirmation = "other"
        #expect(controller.validate() == false)
        #expect(
            controller.validationErrors == [
                "email": ["This field is required"],
                "pass": ["Must be at least 8 characters"],
                "confirmation": ["Must match password"],
            ])
        controller.focusFirstInvalidField()
        #expect(controller.focus == \MacroSignupForm.email)
    }

    @Test("Server errors map onto macro-derived fields by name")
    func serverErrors() async {
        let controller = FormController(form: MacroSignupForm())
        controller.form.email = "ada@example.com"
        controller.form.password = "long enough"
        controller.form.confirmation = "long enough"
        await #expect(throws: ValidationError.self) { try await controller.submit() }
        #expect(controller.form.$email == .invalid(messages: ["Already taken"]))
        #expect(controller.unmatchedErrors.isEmpty)
    }

    @Test("A public form conforms publicly")
    func publicForm() {
        var form = PublicMacroForm()
        #expect(form.validate() == false)
        #expect(form.validatedFields.count == 1)
    }
}
