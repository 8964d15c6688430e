// swift-format-ignore-file
// The FormsKit README's SwiftUI snippets, as written there, type-
// checked against Apple's SwiftUI by Scripts/typecheck-apple.sh. Not a
// SwiftPM target: Linux has no SwiftUI. Changes: `api`, `Plan`, `existingPlan`
// and the forms' extra fields are declared so the snippets have what they use;
// the views of the modifier examples are wrapped in structs.
import FormsKit
import SwiftUI

// MARK: What the snippets assume

struct Plan: Sendable {
    var name: String
    var ownerEmail: String
}

struct API {
    func createPlan(name: String, ownerEmail: String) async throws -> Plan {
        Plan(name: name, ownerEmail: ownerEmail)
    }
}

let api = API()

// MARK: Quick start: a "Create Plan" sheet

struct CreatePlanForm: ValidatableForm, SubmittableForm {
    @Validated(name: "name", .isNotEmpty(message: "Name is required"), .minLength(3))
    var name: String = ""

    @Validated(name: "email", .email())
    var ownerEmail: String = ""

    // For the focus examples, which bind a description field.
    @Validated(name: "description", mode: .onSubmit, .maxLength(500))
    var description: String = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.name, wrappedBy: \._name),
         .init(\.ownerEmail, wrappedBy: \._ownerEmail)]
    }

    @MainActor
    func submit() async throws -> Plan {
        try await api.createPlan(name: name, ownerEmail: ownerEmail)
    }
}

struct CreatePlanSheet: View {
    @State private var controller = FormController(form: CreatePlanForm())
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $controller.form.name)
                    .focused(on: $controller, equals: \.name)
                    .formValidationError(for: controller.form.$name)

                TextField("Owner email", text: $controller.form.ownerEmail)
                    .focused(on: $controller, equals: \.ownerEmail)
                    .formValidationError(for: controller.form.$ownerEmail)
            }
            .navigationTitle("New Plan")
            .formToolbar(controller: controller) {
                Task {
                    do {
                        _ = try await controller.submit()
                        dismiss()
                    } catch { /* state == .failure(error) */ }
                }
            }
        }
    }
}

// MARK: PopulatableForm: populate on appear

extension CreatePlanForm: PopulatableForm {
    @MainActor
    mutating func populate(from plan: Plan) {
        name = plan.name
        ownerEmail = plan.ownerEmail
    }
}

struct EditPlanSheet: View {
    let existingPlan: Plan
    // In the sheet:
    @State private var controller = FormController(form: CreatePlanForm())

    var body: some View {
        Form {
            TextField("Name", text: $controller.form.name)
        }
        .onAppear { controller.form.populate(from: existingPlan) }
    }
}

// MARK: .formValidationError(for:)

struct SignupForm: ValidatableForm {
    @Validated(name: "email", .isNotEmpty(message: "Required"), .email())
    var email: String = ""

    @Validated(name: "bio", mode: .onSubmit, .maxLength(500))
    var bio: String = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.email, wrappedBy: \._email),
         .init(\.bio, wrappedBy: \._bio)]
    }
}

struct ValidationErrorExample: View {
    @State private var controller = FormController(form: SignupForm())

    var body: some View {
        Form {
            TextField("Email", text: $controller.form.email)
                .formValidationError(for: controller.form.$email)

            // Optional layout overrides
            TextField("Bio", text: $controller.form.bio)
                .formValidationError(for: controller.form.$bio, alignment: .leading, spacing: 6)
        }
        .formValidationErrorColor(.orange)
    }
}

// MARK: .formToolbar(controller:onSubmit:)

struct ToolbarExample: View {
    @State private var controller = FormController(form: CreatePlanForm())

    var body: some View {
        NavigationStack {
            Form { /* … */ }
                .navigationTitle("New Plan")
                .formToolbar(controller: controller) {
                    Task { try? await controller.submit() }
                }
        }
    }
}

struct CustomToolbarExample: View {
    @State private var controller = FormController(form: CreatePlanForm())

    var body: some View {
        Form { /* … */ }
            // Customize titles or opt out of dismiss protection
            .formToolbar(
                controller: controller,
                cancelTitle: "Close",
                submitTitle: "Create",
                preventsAccidentalDismiss: false,
            ) {
                Task { try? await controller.submit() }
            }
    }
}

// MARK: .focused(on:equals:)

struct CreatePlanView: View {
    @State private var controller = FormController(form: CreatePlanForm())

    var body: some View {
        Form {
            TextField("Name", text: $controller.form.name)
                .focused(on: $controller, equals: \.name)
                .formValidationError(for: controller.form.$name)

            TextField("Description", text: $controller.form.description)
                .focused(on: $controller, equals: \.description)
        }
    }
}

// MARK: .formBindFocus(_:on:)

struct CreatePlanSharedFocusView: View {
    @State private var controller = FormController(form: CreatePlanForm())
    @FocusState private var focus: PartialKeyPath<CreatePlanForm>?

    var body: some View {
        Form {
            TextField("Name", text: $controller.form.name)
                .focused($focus, equals: \.name)
                .formValidationError(for: controller.form.$name)

            TextField("Description", text: $controller.form.description)
                .focused($focus, equals: \.description)
        }
        .formBindFocus($focus, on: controller)
    }
}

// MARK: Helpers generic over the field's type, declared as FormsKit's own

extension View {
    func inlineError<T>(for state: Validated<T>.State) -> some View {
        formValidationError(for: state, alignment: .leading, spacing: 2)
    }
}

// MARK: Which binding `$controller.form` is

@MainActor
func bindingChoices(_ controller: Binding<FormController<CreatePlanForm>>) {
    // Without context, `$controller.form` is FormsKit's constant-cost bindings…
    let fields = controller.form
    let _: FormFieldBindings<CreatePlanForm> = fields
    let _: Binding<String> = fields.name
    // …and where a Binding<Form> is asked for, it is SwiftUI's.
    let whole: Binding<CreatePlanForm> = controller.form
    _ = whole
}
