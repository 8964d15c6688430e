import FormsKit
import SwiftUI

// The FormsKit README's quick start, as written there (its form renamed
// QuickStartPlanForm, as the examples module has a CreatePlanForm), against
// our FormsKit.

struct QuickStartPlan: Sendable {
    var name: String
    var ownerEmail: String
}

struct QuickStartAPI {
    func createPlan(name: String, ownerEmail: String) async throws -> QuickStartPlan {
        try await Task.sleep(for: .milliseconds(600))
        if name == "Personal" { throw ValidationError.invalid(errors: ["name": ["That name is taken"]]) }
        return QuickStartPlan(name: name, ownerEmail: ownerEmail)
    }
}

let api = QuickStartAPI()

struct QuickStartPlanForm: ValidatableForm, SubmittableForm {
    @Validated(name: "name", .isNotEmpty(message: "Name is required"), .minLength(3))
    var name: String = ""

    @Validated(name: "email", .email())
    var ownerEmail: String = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.name, wrappedBy: \._name),
         .init(\.ownerEmail, wrappedBy: \._ownerEmail)]
    }

    @MainActor
    func submit() async throws -> QuickStartPlan {
        try await api.createPlan(name: name, ownerEmail: ownerEmail)
    }
}

struct CreatePlanSheet: View {
    @State private var controller = FormController(form: QuickStartPlanForm())
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
