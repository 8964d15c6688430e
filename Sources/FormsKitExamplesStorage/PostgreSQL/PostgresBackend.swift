import FormsKitExamples
import Foundation
import Logging
import PostgresNIO

/// The demos' database on a PostgreSQL server, through postgres-nio: for
/// several instances of the web demo behind one name.
///
/// Opening sets the schema up over a connection of its own, whose failures
/// are immediate and say why (a server that is not there, a refused login,
/// a database that does not exist); then a pool of connections serves the
/// calls, on NIO's event loops.
final class PostgresBackend: StoreBackend {
    let address: PostgresAddress
    private let client: PostgresClient
    private let running: Task<Void, Never>
    private let logger: Logger

    private init(address: PostgresAddress, client: PostgresClient, running: Task<Void, Never>, logger: Logger) {
        self.address = address
        self.client = client
        self.running = running
        self.logger = logger
    }

    /// How long a connection may take to open.
    static let connectTimeout = 5

    /// The key of the advisory lock under which a database is set up: two
    /// processes opening a new database at once set it up once.
    static let setUpLock: Int64 = 0x466F_726D_734B_6974  // "FormsKit"

    /// Connects to `address`, sets the database up or migrates it to
    /// `version`, imports `legacyFile` into a new database, and starts the
    /// connection pool.
    static func open(
        address: PostgresAddress, legacyFile: URL?, upTo version: Int, logger: Logger
    ) async throws(DemoStoreError) -> (any StoreBackend, ImportReport?) {
        // The pool runs from the start, so that it is running well before
        // the first query leases a connection (leasing from a pool whose
        // run() has not begun logs a warning); it connects only when asked.
        let client = PostgresClient(configuration: clientConfiguration(address), backgroundLogger: logger)
        let running = Task { await client.run() }
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(configuration: try connectionConfiguration(address), id: 0, logger: logger)
        } catch {
            running.cancel()
            if let error = error as? DemoStoreError { throw error }
            throw connectionFailure(error, address: address)
        }
        let report: ImportReport?
        do {
            report = try await setUp(connection, address: address, legacyFile: legacyFile, upTo: version, logger: logger)
        } catch {
            // Closing after a failed set-up: the set-up's error is the one to tell.
            try? await connection.close()
            running.cancel()
            throw error
        }
        // The set-up connection is done with; the pool serves from here.
        try? await connection.close()
        return (PostgresBackend(address: address, client: client, running: running, logger: logger), report)
    }

    func close() async {
        running.cancel()
        await running.value
    }

    deinit {
        // A store dropped without ``close()`` stops its pool.
        running.cancel()
    }

    // MARK: Setting up

    /// Applies the migrations the database lacks, up to `target`, and seeds
    /// a new database, in one transaction under ``setUpLock``.
    private static func setUp(
        _ connection: PostgresConnection, address: PostgresAddress, legacyFile: URL?, upTo target: Int, logger: Logger
    ) async throws(DemoStoreError) -> ImportReport? {
        let database = address.description
        func run(_ query: PostgresQuery) async throws(DemoStoreError) -> PostgresRowSequence {
            do {
                return try await connection.query(query, logger: logger)
            } catch {
                throw failure(error, database: database, action: "be set up")
            }
        }
        func version() async throws(DemoStoreError) -> Int {
            do {
                // Two statements: one naming a table that is not there fails as a whole.
                for try await exists in try await run("SELECT to_regclass('schema_migrations') IS NOT NULL").decode(Bool.self) where !exists {
                    return 0
                }
                for try await value in try await run("SELECT coalesce(max(version), 0) FROM schema_migrations").decode(Int.self) {
                    return value
                }
                return 0
            } catch let error as DemoStoreError {
                throw error
            } catch {
                throw failure(error, database: database, action: "be set up")
            }
        }
        // A file from before the first migration is read only when the
        // database is new, and outside the lock.
        let seed = try await version() == 0 ? try legacyFile.flatMap(LegacyPlansFile.read) ?? .starter : nil
        _ = try await run("BEGIN")
        do throws(DemoStoreError) {
            _ = try await run("SELECT pg_advisory_xact_lock(\(setUpLock))")
            _ = try await run(
                "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, summary TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
            )
            let current = try await version()
            guard current <= Schema.latest else { throw DemoStoreError.newerSchema(database: database, version: current, known: Schema.latest) }
            for migration in Schema.pending(from: current, to: target) {
                for statement in migration.postgres { _ = try await run(PostgresQuery(unsafeSQL: statement)) }
                _ = try await run("INSERT INTO schema_migrations (version, summary) VALUES (\(migration.version), \(migration.summary))")
            }
            var report: ImportReport?
            // Another process may have set the database up since the seed was read.
            if current == 0, let seed {
                for (plan, key) in seed.uniquePlans().plans {
                    _ = try await run("INSERT INTO plans (name, name_key, owner_email) VALUES (\(plan.name), \(key), \(plan.ownerEmail))")
                }
                for (form, values) in seed.forms.sorted(by: { $0.key < $1.key }) {
                    let body = String(decoding: values, as: UTF8.self)
                    _ = try await run("INSERT INTO saved_forms (form, body, saved_at) VALUES (\(form), \(body), now())")
                }
                report = seed.report(database: database)
            }
            _ = try await run("COMMIT")
            return report
        } catch {
            // Rolling back after a failure: the failure is the one to tell.
            _ = try? await run("ROLLBACK")
            throw error
        }
    }

    func schemaVersion() async throws(DemoStoreError) -> Int {
        // Two statements: one naming a table that is not there fails as a whole.
        guard try await value("SELECT to_regclass('schema_migrations') IS NOT NULL", as: Bool.self, action: "be read") == true else { return 0 }
        return try await value("SELECT coalesce(max(version), 0) FROM schema_migrations", as: Int.self, action: "be read") ?? 0
    }

    // MARK: Plans and saved forms

    func plans() async throws(DemoStoreError) -> [Plan] {
        let action = "read the plans"
        do {
            var plans: [Plan] = []
            let rows = try await client.query("SELECT name, owner_email FROM plans ORDER BY id", logger: logger)
            for try await (name, email) in rows.decode((String, String).self) {
                plans.append(Plan(name: name, ownerEmail: email))
            }
            return plans
        } catch {
            throw Self.failure(error, database: address.description, action: action)
        }
    }

    func insert(_ plan: Plan, nameKey: String, at date: Date) async throws(DemoStoreError) -> PlanInsertion {
        let action = "save the plan"
        let id = try await value(
            """
            INSERT INTO plans (name, name_key, owner_email, created_at) VALUES (\(plan.name), \(nameKey), \(plan.ownerEmail), \(date))
            ON CONFLICT (name_key) DO NOTHING RETURNING id
            """, as: Int64.self, action: action)
        guard id == nil else { return .inserted }
        let existing = try await value("SELECT name FROM plans WHERE name_key = \(nameKey)", as: String.self, action: action)
        return .nameTaken(existingName: existing ?? plan.name)
    }

    func savedForms() async throws(DemoStoreError) -> [String: Data] {
        do {
            var forms: [String: Data] = [:]
            let rows = try await client.query("SELECT form, body FROM saved_forms", logger: logger)
            for try await (form, body) in rows.decode((String, String).self) {
                forms[form] = Data(body.utf8)
            }
            return forms
        } catch {
            throw Self.failure(error, database: address.description, action: "read the saved forms")
        }
    }

    func saveForm(_ values: Data, as form: String, at date: Date) async throws(DemoStoreError) {
        let body = String(decoding: values, as: UTF8.self)
        try await execute(
            """
            INSERT INTO saved_forms (form, body, saved_at) VALUES (\(form), \(body), \(date))
            ON CONFLICT (form) DO UPDATE SET body = excluded.body, saved_at = excluded.saved_at
            """, action: "save the form")
    }

    // MARK: Drafts

    func saveDraft(key: String, body: Data, savedAt: Date) async throws(DemoStoreError) {
        try await execute(
            """
            INSERT INTO drafts (key, body, saved_at) VALUES (\(key), \(ByteBuffer(bytes: body)), \(savedAt))
            ON CONFLICT (key) DO UPDATE SET body = excluded.body, saved_at = excluded.saved_at
            """, action: "save the draft")
    }

    func loadDraft(key: String) async throws(DemoStoreError) -> StoredDraft? {
        do {
            let rows = try await client.query("SELECT body, saved_at FROM drafts WHERE key = \(key)", logger: logger)
            for try await (body, savedAt) in rows.decode((Data, Date).self) {
                return StoredDraft(body: body, savedAt: savedAt)
            }
            return nil
        } catch {
            throw Self.failure(error, database: address.description, action: "read the draft")
        }
    }

    func removeDraft(key: String) async throws(DemoStoreError) {
        try await execute("DELETE FROM drafts WHERE key = \(key)", action: "remove the draft")
    }

    func removeDrafts(savedBefore date: Date) async throws(DemoStoreError) -> Int {
        try await value(
            "WITH removed AS (DELETE FROM drafts WHERE saved_at < \(date) RETURNING 1) SELECT count(*) FROM removed", as: Int.self,
            action: "remove old drafts") ?? 0
    }

    // MARK: Shared state

    func claimState(key: String, value: Data, until expiry: Date, now: Date) async throws(DemoStoreError) -> Bool {
        // Inserted, or taken over from a value that expired: a row back.
        try await self.value(
            """
            INSERT INTO shared_state (key, value, expires_at) VALUES (\(key), \(ByteBuffer(bytes: value)), \(expiry))
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at WHERE shared_state.expires_at <= \(now)
            RETURNING 1
            """, as: Int.self, action: "claim a shared value") != nil
    }

    func putState(key: String, value: Data, until expiry: Date) async throws(DemoStoreError) {
        try await execute(
            """
            INSERT INTO shared_state (key, value, expires_at) VALUES (\(key), \(ByteBuffer(bytes: value)), \(expiry))
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
            """, action: "keep a shared value")
    }

    func loadState(key: String, now: Date) async throws(DemoStoreError) -> Data? {
        try await self.value("SELECT value FROM shared_state WHERE key = \(key) AND expires_at > \(now)", as: Data.self, action: "read a shared value")
    }

    func removeState(key: String) async throws(DemoStoreError) {
        try await execute("DELETE FROM shared_state WHERE key = \(key)", action: "remove a shared value")
    }

    func removeStates(expiredBy date: Date) async throws(DemoStoreError) -> Int {
        try await self.value(
            "WITH removed AS (DELETE FROM shared_state WHERE expires_at <= \(date) RETURNING 1) SELECT count(*) FROM removed", as: Int.self,
            action: "remove expired shared values") ?? 0
    }

    // MARK: Statements

    /// The first column of the first row a statement returns; `nil` when
    /// it returns none.
    private func value<Value: PostgresDecodable & Sendable>(_ query: PostgresQuery, as type: Value.Type, action: String) async throws(DemoStoreError) -> Value?
    {
        do {
            let rows = try await client.query(query, logger: logger)
            for try await value in rows.decode(Value.self) { return value }
            return nil
        } catch {
            throw Self.failure(error, database: address.description, action: action)
        }
    }

    /// Runs a statement whose rows, if any, are not needed.
    private func execute(_ query: PostgresQuery, action: String) async throws(DemoStoreError) {
        do {
            try await client.query(query, logger: logger)
        } catch {
            throw Self.failure(error, database: address.description, action: action)
        }
    }
}
