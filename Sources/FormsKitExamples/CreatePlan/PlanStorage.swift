import Foundation

/// Where a ``PlanStore`` keeps its plans and saved forms when they outlive
/// the process: a database shared by the demos (`FormsKitExamplesStorage`
/// has SQLite and PostgreSQL), or a test's own.
///
/// A storage does the keeping; the store keeps the rules (names are trimmed,
/// and unique ignoring case) and says what a person reads. Every method is
/// called off the caller's actor and may wait for the disk or the network.
public protocol PlanStorage: Sendable {
    /// Every plan, oldest first.
    func plans() async throws -> [Plan]

    /// Adds `plan` unless a plan whose name has the key `nameKey` (see
    /// ``PlanStore/nameKey(_:)``) is there already, in one step that
    /// concurrent inserts, from this process or another, cannot split:
    /// of several inserts of one key, exactly one is ``PlanInsertion/inserted``.
    func insert(_ plan: Plan, nameKey: String) async throws -> PlanInsertion

    /// The values each form last saved (JSON), by the form's
    /// ``StoredForm/storeKey``.
    func savedForms() async throws -> [String: Data]

    /// Keeps `values` (JSON) as what the form `form` last saved, replacing
    /// what it saved before.
    func saveForm(_ values: Data, as form: String) async throws
}

/// What became of a ``PlanStorage/insert(_:nameKey:)``.
public enum PlanInsertion: Equatable, Sendable {
    /// The plan was added.
    case inserted
    /// A plan with the same name key exists; its name as it was saved.
    case nameTaken(existingName: String)
}
