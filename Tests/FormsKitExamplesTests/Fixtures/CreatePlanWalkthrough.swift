import FormsKit
import FormsKitExamples

/// Takes the Create Plan form through its life cycle with a
/// ``FormController``, narrating each step: edit, validate, a submit the
/// server rejects, a fix, a successful submit.
@MainActor
struct CreatePlanWalkthrough {
    private let controller: FormController<CreatePlanForm>

    /// A walkthrough against `store`, which should hold a plan named "Personal".
    init(store: PlanStore) {
        controller = FormController(form: CreatePlanForm(store: store))
    }

    /// Runs every step, writing what happens to `output`.
    func run(output: inout some TextOutputStream) async {
        output.write("FormsKit walkthrough: the Create Plan form of the FormsKit README\n")

        step("1. Edit (fields stay quiet until first validated)", into: &output)
        controller.form.name = "Pe"
        controller.form.ownerEmail = "ada@example"
        describe(into: &output)

        step("2. Validate", into: &output)
        controller.validate()
        describe(into: &output)

        step("3. Fix the fields; submit a name the server already has", into: &output)
        controller.form.name = "Personal"
        controller.form.ownerEmail = "ada@example.com"
        do {
            _ = try await controller.submit()
        } catch {
            output.write("   submit threw: \(error)\n")
        }
        describe(into: &output)

        step("4. Choose another name; submit again", into: &output)
        controller.form.name = "Team"
        do {
            let plan = try await controller.submit()
            output.write("   submit returned: Plan(name: \"\(plan.name)\", ownerEmail: \"\(plan.ownerEmail)\")\n")
        } catch {
            output.write("   submit threw: \(error)\n")
        }
        describe(into: &output)
    }

    private func step(_ title: String, into output: inout some TextOutputStream) {
        output.write("\n\(title)\n")
    }

    private func describe(into output: inout some TextOutputStream) {
        let form = controller.form
        output.write("   name       = \(quoted(form.name)) -> \(form.$name)\n")
        output.write("   ownerEmail = \(quoted(form.ownerEmail)) -> \(form.$ownerEmail)\n")
        let focus = controller.focus.map { $0 == \CreatePlanForm.name ? "name" : "ownerEmail" } ?? "none"
        output.write("   isDirty: \(controller.isDirty)  isValid: \(controller.isValid)  state: \(stateName)  focus: \(focus)\n")
    }

    private var stateName: String {
        switch controller.state {
        case .initial: return "initial"
        case .loading: return "loading"
        case .success: return "success"
        case .failure: return "failure"
        }
    }

    private func quoted(_ text: String) -> String {
        "\"\(text)\""
    }
}
