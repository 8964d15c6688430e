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

    @Test("A JSON store keeps plans between runs and starts with Personal")
    func jsonStore() async throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("formskit-\(UUID().uuidString)")
            .appendingPathComponent("plans.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }

        let store = try PlanStore(fileURL: file)
        #expect(try await store.plans == [Plan(name: "Personal", ownerEmail: "")])
        _ = try await store.create(name: " Team ", ownerEmail: "")
        await #expect(throws: (any Error).self) { try await store.create(name: "team", ownerEmail: "") }

        let reopened = try PlanStore(fileURL: file)
        #expect(try await reopened.plans.map(\.name) == ["Personal", "Team"])
    }

    @Test("An unreadable store file is reported with what to do")
    func unreadableStore() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-\(UUID().uuidString).json")
        try Data("not json".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect {
            _ = try PlanStore(fileURL: file)
        } throws: { error in
            "\(error)".contains("fix it, delete it to start afresh, or pass another --store path")
        }
    }
}
