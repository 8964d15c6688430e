// The FormsKit README's "Forms", "FormController" and "Focus management"
// snippets, as written. Changes: the SignupForm of "ValidatableForm" gets the
// `submit()` of "Server-side error remap" (the controller snippets submit
// it), top-level statements sit in test functions.
import FormsKit
import Testing

struct SignupForm: ValidatableForm {
    @Validated(name: "email", .isNotEmpty(message: "Required"), .email())
    var email: String = ""

    @Validated(name: "password", .minLength(8))
    var password: String = ""

    // First arg is the value key path (\.email); `wrappedBy:` carries the
    // wrapper key path (\._email). Leading dot is required by Swift 6 when the
    // root type is inferred from context. Using the value path here makes
    // \.email writable as a focus identifier from any view file.
    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.email, wrappedBy: \._email),
            .init(\.password, wrappedBy: \._password),
        ]
    }
}

extension SignupForm: SubmittableForm {
    @MainActor
    func submit() async throws -> User {
        let response = try await api.signup(email: email, password: password)
        if let issues = response.fieldIssues {
            throw ValidationError.invalid(errors: issues)
            // e.g. ["email": ["Already taken"]]
            // → controller.form.$email becomes .invalid(["Already taken"])
        }
        return response.user
    }
}

private enum SubmittableExample {
    struct CreatePlanForm: ValidatableForm, SubmittableForm {
        // … fields …
        @Validated(name: "name", .isNotEmpty()) var name: String = ""
        var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

        @MainActor
        func submit() async throws -> Plan {
            try await api.createPlan(name: name)
        }
    }
}

@MainActor
@Suite("README: forms and controller")
struct ReadmeFormsTests {
    @Test("Free helpers: form.isValid and form.validationErrors")
    func freeHelpers() {
        var form = SignupForm()
        // Free helpers from the protocol extension:
        _ = form.isValid  // Bool
        _ = form.validationErrors  // [String: [String]] keyed by Validated.name
        form.validate()
        #expect(form.isValid == false)
        #expect(form.validationErrors == ["email": ["Required"], "password": ["Must be at least 8 characters"]])
    }

    @Test("The controller's submission state machine and server-error remap")
    func controllerSnippet() async {
        let controller = FormController(form: SignupForm())
        controller.form.email = "taken@example.com"
        controller.form.password = "correct horse"

        let task = Task {
            do {
                let user = try await controller.submit()
                // controller.state == .success
                _ = user
                return "success"
            } catch ValidationError.invalid(let errors) {
                // Per-field errors already mapped back onto controller.form fields
                return "invalid \(errors)"
            } catch {
                // controller.state == .failure(error)
                return "failure"
            }
        }
        #expect(await task.value == #"invalid ["email": ["Already taken"]]"#)
        #expect(controller.form.$email == .invalid(messages: ["Already taken"]))
        #expect(controller.focus == \SignupForm.email)
        guard case .failure(let error) = controller.state else {
            Issue.record("expected .failure, got \(controller.state)")
            return
        }
        #expect(error as? ValidationError == .invalid(errors: ["email": ["Already taken"]]))
    }

    @Test("Focus management and the API surface compile and behave")
    func apiSurface() async throws {
        let controller = FormController(form: SignupForm())
        controller.shouldFocusFirstInvalidFieldOnSubmit = false
        controller.focus = \.password

        _ = controller.form  // T (the form struct)
        _ = controller.state  // .initial / .loading / .success / .failure
        _ = controller.focus  // PartialKeyPath<T>? — currently focused field
        _ = controller.isDirty  // any field has been edited
        _ = controller.isValid  // all fields are .valid
        _ = controller.isLoading  // state == .loading
        _ = controller.shouldFocusFirstInvalidFieldOnSubmit  // Bool, default true
        controller.focusFirstInvalidField()  // move focus to first invalid field
        controller.validate()  // runs all rules; mutates field states
        await #expect(throws: ValidationError.self) {
            try await controller.submit()
        }
        #expect(controller.focus == \SignupForm.email, "focusFirstInvalidField() moved focus")

        controller.focus = \.password
        await #expect(throws: ValidationError.self) { try await controller.submit() }
        #expect(controller.focus == \SignupForm.password, "auto-focus is off")

        let submittable = FormController(form: SubmittableExample.CreatePlanForm())
        submittable.form.name = "Readme"
        #expect(try await submittable.submit() == Plan(name: "Readme", ownerEmail: ""))
    }
}
