import FormsKitExamples
import Foundation

/// One kind of database behind a ``DemoDatabase``: SQLite or PostgreSQL.
/// Each method is one statement (opening aside), so that the database,
/// not this process, keeps every rule across processes; each failure is a
/// ``DemoStoreError`` a person can act on.
protocol StoreBackend: Sendable {
    func plans() async throws(DemoStoreError) -> [Plan]
    func insert(_ plan: Plan, nameKey: String, at date: Date) async throws(DemoStoreError) -> PlanInsertion
    func savedForms() async throws(DemoStoreError) -> [String: Data]
    func saveForm(_ values: Data, as form: String, at date: Date) async throws(DemoStoreError)
    func saveDraft(key: String, body: Data, savedAt: Date) async throws(DemoStoreError)
    func loadDraft(key: String) async throws(DemoStoreError) -> StoredDraft?
    func removeDraft(key: String) async throws(DemoStoreError)
    func removeDrafts(savedBefore date: Date) async throws(DemoStoreError) -> Int
    func claimState(key: String, value: Data, until expiry: Date, now: Date) async throws(DemoStoreError) -> Bool
    func putState(key: String, value: Data, until expiry: Date) async throws(DemoStoreError)
    func loadState(key: String, now: Date) async throws(DemoStoreError) -> Data?
    func removeState(key: String) async throws(DemoStoreError)
    func removeStates(expiredBy date: Date) async throws(DemoStoreError) -> Int
    /// The schema version the database is at: the highest migration applied.
    func schemaVersion() async throws(DemoStoreError) -> Int
    func close() async
}

/// What a new database starts with: the plans and saved forms of a
/// `plans.json` it imports, or the starter plans.
struct SeedContents: Sendable {
    var plans: [Plan]
    var forms: [String: Data]
    /// The file the contents came from; `nil` for the starter plans.
    var file: URL?

    static let starter = SeedContents(plans: PlanStore.starterPlans, forms: [:], file: nil)
}
