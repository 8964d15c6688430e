import FormsKitExamples
import Foundation
import Logging

/// The demos' database: plans (a name unique by a constraint), the values
/// the Display, Profile and Settings forms last saved, and drafts, in an
/// SQLite file or on a PostgreSQL server, with the same behaviour on both.
///
/// ```swift
/// let location = try DatabaseLocation(parsing: "postgres://demo:secret@localhost/formskit")
/// let database = try await DemoDatabase.open(location, importing: location.legacyPlansFile)
/// if let report = database.importReport { print(report) }
/// let store = try await PlanStore(storage: database)
/// ```
///
/// Opening sets the database up: it creates the tables, or applies the
/// migrations an older database lacks (see `Schema`), in one transaction
/// that other processes opening it at the same time wait for. A new database
/// starts with the plans of the `plans.json` it is given, if there is one,
/// else with ``PlanStore/starterPlans``; the file is only read, and only then.
///
/// Several processes may share one database: the terminal and web demos on
/// one SQLite file (write-ahead logging, and a wait of up to ten seconds for
/// another's write), or instances of the web demo on one PostgreSQL server.
/// Every call runs off the caller's thread (SQLite on NIO's thread pool,
/// PostgreSQL on its event loops), so awaiting one never blocks an event
/// loop or the main actor.
public final class DemoDatabase: PlanStorage {
    /// Where the database is.
    public let location: DatabaseLocation
    /// What this open imported from a `plans.json`: set once, on the start
    /// that set the database up, to be said once.
    public let importReport: ImportReport?
    let backend: any StoreBackend

    init(location: DatabaseLocation, backend: any StoreBackend, importReport: ImportReport?) {
        self.location = location
        self.backend = backend
        self.importReport = importReport
    }

    /// Warnings and errors of the PostgreSQL pool's background work, on
    /// standard error (a connection that fails and is tried again is
    /// `info`, left out).
    public static var defaultLogger: Logger {
        var logger = Logger(label: "FormsKitExamplesStorage")
        logger.logLevel = .warning
        return logger
    }

    /// The schema version this program sets databases up to.
    public static var latestSchemaVersion: Int { Schema.latest }

    /// Opens the database at `location`, setting it up or migrating it.
    ///
    /// - Parameters:
    ///   - location: Where the database is; an SQLite file's folder is
    ///     created if need be.
    ///   - legacyFile: A `plans.json` of an earlier version to import when
    ///     the database is new (usually ``DatabaseLocation/legacyPlansFile``);
    ///     `nil`, or a file that does not exist, starts it with the starter
    ///     plans.
    ///   - logger: Where PostgreSQL's connection pool logs what happens in
    ///     the background; by default, warnings and errors on standard error.
    /// - Throws: ``DemoStoreError``, whose description says what to do.
    public static func open(
        _ location: DatabaseLocation, importing legacyFile: URL? = nil, logger: Logger = DemoDatabase.defaultLogger
    ) async throws(DemoStoreError) -> DemoDatabase {
        try await open(location, importing: legacyFile, upTo: Schema.latest, logger: logger)
    }

    /// Opens the database at `location`, migrating it no further than
    /// `version`: for tests that make a database of an earlier version.
    package static func open(
        _ location: DatabaseLocation, importing legacyFile: URL? = nil, upTo version: Int, logger: Logger = DemoDatabase.defaultLogger
    ) async throws(DemoStoreError) -> DemoDatabase {
        let opened: (backend: any StoreBackend, report: ImportReport?)
        switch location {
        case .sqlite(let path):
            opened = try await SQLiteBackend.open(path: path, legacyFile: legacyFile, upTo: version)
        case .postgres(let address):
            opened = try await PostgresBackend.open(address: address, legacyFile: legacyFile, upTo: version, logger: logger)
        }
        return DemoDatabase(location: location, backend: opened.backend, importReport: opened.report)
    }

    /// The `drafts` table.
    public var drafts: DraftTable { DraftTable(backend: backend) }

    /// The `shared_state` table.
    public var sharedState: SharedStateTable { SharedStateTable(backend: backend) }

    /// The schema version the database is at.
    public var schemaVersion: Int {
        get async throws(DemoStoreError) { try await backend.schemaVersion() }
    }

    /// Closes the database; nothing may be called after.
    public func close() async {
        await backend.close()
    }

    // MARK: PlanStorage

    public func plans() async throws(DemoStoreError) -> [Plan] {
        try await backend.plans()
    }

    public func insert(_ plan: Plan, nameKey: String) async throws(DemoStoreError) -> PlanInsertion {
        try await backend.insert(plan, nameKey: nameKey, at: Date())
    }

    public func savedForms() async throws(DemoStoreError) -> [String: Data] {
        try await backend.savedForms()
    }

    public func saveForm(_ values: Data, as form: String) async throws(DemoStoreError) {
        try await backend.saveForm(values, as: form, at: Date())
    }
}

extension SeedContents {
    /// The plans to insert, in order, without later duplicates of a name;
    /// and the names left out.
    func uniquePlans() -> (plans: [(plan: Plan, key: String)], skipped: [String]) {
        var seen: Set<String> = []
        var plans: [(plan: Plan, key: String)] = []
        var skipped: [String] = []
        for plan in self.plans {
            let key = PlanStore.nameKey(plan.name)
            if seen.insert(key).inserted {
                plans.append((Plan(name: plan.name.trimmingCharacters(in: .whitespaces), ownerEmail: plan.ownerEmail), key))
            } else {
                skipped.append(plan.name)
            }
        }
        return (plans, skipped)
    }

    /// What importing these contents into `database` did; `nil` for the
    /// starter plans.
    func report(database: String) -> ImportReport? {
        guard let file else { return nil }
        let (plans, skipped) = uniquePlans()
        return ImportReport(file: file, database: database, planCount: plans.count, skippedNames: skipped, formCount: forms.count)
    }
}
