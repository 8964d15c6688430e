import FormsKit
import FormsKitExamples
import Testing

/// Concurrent creates in the in-memory store, as tests and previews use it:
/// a name stays unique while creates wait on the pretend network. (The
/// demos' database store is tested in `FormsKitExamplesStorageTests`.)
@MainActor
@Suite("Plan store: concurrent creates in memory")
struct PlanStoreConcurrencyTests {
    @Test("The in-memory store keeps a name unique across concurrent creates that wait on the network")
    func sameNameInMemory() async throws {
        let store = PlanStore(latency: .milliseconds(20))
        var successes = 0
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<24 {
                group.addTask {
                    do {
                        _ = try await store.create(name: "Dup", ownerEmail: "")
                        return true
                    } catch is ValidationError {
                        return false
                    }
                }
            }
            for try await created in group where created { successes += 1 }
        }
        #expect(successes == 1)
        #expect(try await store.plans.map(\.name) == ["Personal", "Dup"])
    }

    @Test("The in-memory store keeps saved forms for the next session, and a refresh changes nothing")
    func savedFormsInMemory() async throws {
        let store = PlanStore()
        #expect(store.saved([String: Int].self, as: "display") == nil)
        try await store.save(["textSize": 18], as: "display")
        try await store.refreshSavedForms()
        #expect(store.saved([String: Int].self, as: "display") == ["textSize": 18])
    }
}
