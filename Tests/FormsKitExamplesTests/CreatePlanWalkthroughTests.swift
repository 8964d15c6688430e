import FormsKitExamples
import Foundation
import Testing

@MainActor
@Suite("Create Plan walkthrough (the demo's output)")
struct CreatePlanWalkthroughTests {
    @Test("The walkthrough prints each step of the form's life cycle")
    func snapshot() async {
        var output = ""
        await CreatePlanWalkthrough(store: PlanStore()).run(output: &output)
        #expect(
            output == """
                FormsKit walkthrough: the Create Plan form of the FormsKit README

                1. Edit (fields stay quiet until first validated)
                   name       = "Pe" -> editing
                   ownerEmail = "ada@example" -> editing
                   isDirty: true  isValid: false  state: initial  focus: none

                2. Validate
                   name       = "Pe" -> invalid(Must be at least 3 characters)
                   ownerEmail = "ada@example" -> invalid(Enter an email address such as name@example.com)
                   isDirty: true  isValid: false  state: initial  focus: none

                3. Fix the fields; submit a name the server already has
                   submit threw: Form is invalid (name: A plan named “Personal” already exists. Choose another name.)
                   name       = "Personal" -> invalid(A plan named “Personal” already exists. Choose another name.)
                   ownerEmail = "ada@example.com" -> valid
                   isDirty: true  isValid: false  state: failure  focus: name

                4. Choose another name; submit again
                   submit returned: Plan(name: "Team", ownerEmail: "ada@example.com")
                   name       = "Team" -> valid
                   ownerEmail = "ada@example.com" -> valid
                   isDirty: false  isValid: true  state: success  focus: name

                """)
    }
}
