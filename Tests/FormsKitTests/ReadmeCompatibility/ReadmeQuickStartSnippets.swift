// The FormsKit README's opening and quick-start snippets, as written, minus
// the SwiftUI view. Changes: `private` (several snippets reuse a type name),
// and the banner's `{ /* … */ }` body filled in.
import FormsKit
import Testing

// MARK: Banner

private enum Banner {
    struct CreatePlanForm: ValidatableForm, SubmittableForm {
        @Validated(name: "name", .isNotEmpty(message: "Required"), .minLength(3))
        var name: String = ""

        var validatedFields: [ValidatedField<Self>] {
            [.init(\.name, wrappedBy: \._name)]
        }

        @MainActor
        func submit() async throws -> Plan { Plan(name: name, ownerEmail: "") }
    }
}

// MARK: Quick start

struct CreatePlanForm: ValidatableForm, SubmittableForm {
    @Validated(name: "name", .isNotEmpty(message: "Name is required"), .minLength(3))
    var name: String = ""

    @Validated(name: "email", .email())
    var ownerEmail: String = ""

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.name, wrappedBy: \._name),
            .init(\.ownerEmail, wrappedBy: \._ownerEmail),
        ]
    }

    @MainActor
    func submit() async throws -> Plan {
        try await api.createPlan(name: name, ownerEmail: ownerEmail)
    }
}

// MARK: PopulatableForm

extension CreatePlanForm: PopulatableForm {
    @MainActor
    mutating func populate(from plan: Plan) {
        name = plan.name
        ownerEmail = plan.ownerEmail
    }
}

@MainActor
@Suite("README: quick start")
struct ReadmeQuickStartTests {
    @Test("The banner's form validates its one field")
    func banner() {
        var form = Banner.CreatePlanForm()
        #expect(form.isValid == false)
        form.name = "ab"
        #expect(form.validationErrors.isEmpty)  // .onChange: quiet until first validated
    }

    @Test("Create Plan: edit, submit, server error, fix, submit")
    func createPlanEndToEnd() async throws {
        let controller = FormController(form: CreatePlanForm())
        #expect(controller.isDirty == false)

        // Submitting the empty form fails on the client and focuses the name.
        await #expect(throws: ValidationError.invalid(errors: ["name": ["Name is required"]])) {
            try await controller.submit()
        }
        #expect(controller.focus == \CreatePlanForm.name)

        // The server rejects a taken name; the message lands on the field.
        controller.form.name = "Personal"
        controller.form.ownerEmail = "ada@example.com"
        await #expect(throws: ValidationError.self) { try await controller.submit() }
        #expect(controller.form.$name == .invalid(messages: ["A plan named Personal already exists"]))
        #expect(controller.form.name == "Personal", "nothing the user typed is lost")

        // Fixing the name clears the server's message as the user types.
        controller.form.name = "Team"
        #expect(controller.form.$name == .valid)
        let plan = try await controller.submit()
        #expect(plan == Plan(name: "Team", ownerEmail: "ada@example.com"))
        guard case .success = controller.state else {
            Issue.record("expected .success, got \(controller.state)")
            return
        }
        #expect(controller.isDirty == false, "a successful submit sets a new baseline")
    }

    @Test("populate(from:) through the form, as the README writes it")
    func populateThroughForm() {
        let existingPlan = Plan(name: "Family", ownerEmail: "ada@example.com")
        let controller = FormController(form: CreatePlanForm())
        controller.form.populate(from: existingPlan)
        #expect(controller.form.name == "Family")
        #expect(controller.form.ownerEmail == "ada@example.com")
    }
}
