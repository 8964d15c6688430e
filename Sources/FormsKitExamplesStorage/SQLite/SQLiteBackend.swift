import FormsKitExamples
import Foundation
import NIOConcurrencyHelpers
import NIOPosix
import SQLiteNIO

/// The demos' database in an SQLite file, through sqlite-nio, whose own
/// copy of SQLite is compiled with the package: nothing to install.
///
/// One connection serves the store, with a thread of its own (an
/// `NIOThreadPool` of one) that runs its calls one after another, never on
/// the caller's thread: a call waiting for another process's lock holds up
/// only this connection, so two stores in one process (tests open several)
/// cannot starve each other of threads while one holds the lock. The file is
/// in write-ahead-log mode, so readers never wait for a writer, and a
/// writer waits up to ten seconds (`busy_timeout`) for another process's
/// write rather than failing. `synchronous = NORMAL`: a commit survives
/// the program crashing at once; a power cut may lose the last moments'
/// commits, never the file.
final class SQLiteBackend: StoreBackend {
    let path: String
    private let connection: SQLiteConnection
    private let thread: NIOThreadPool

    private init(path: String, connection: SQLiteConnection, thread: NIOThreadPool) {
        self.path = path
        self.connection = connection
        self.thread = thread
    }

    /// How long a write waits for another process's before it fails.
    static let busyTimeoutMilliseconds = 10_000
    /// How long opening a database waits while other processes set it up.
    static let setUpPatience = Duration.seconds(60)

    /// Opens the file at `path` (creating the file if need be, and its
    /// folder when it is the default database's), sets it up or migrates it
    /// to `version`, and imports `legacyFile` into a new database.
    static func open(path: String, legacyFile: URL?, upTo version: Int) async throws(DemoStoreError) -> (any StoreBackend, ImportReport?) {
        try SQLiteFile.prepare(path, makesFolder: DatabaseLocation.default == .sqlite(path: path))
        let thread = NIOThreadPool(numberOfThreads: 1)
        thread.start()
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(storage: .file(path: path), threadPool: thread, on: MultiThreadedEventLoopGroup.singleton.any())
        } catch {
            // Stopping the thread after a failed open: the open's error is the one to tell.
            try? await thread.shutdownGracefully()
            throw .unreadable(path: path, reason: SQLiteFile.reason(error))
        }
        let backend = SQLiteBackend(path: path, connection: connection, thread: thread)
        do {
            let report = try await backend.setUp(legacyFile: legacyFile, upTo: version)
            return (backend, report)
        } catch {
            await backend.close()
            throw error
        }
    }

    /// Sets the connection up, then migrates the schema, seeding a new
    /// database, in one transaction.
    private func setUp(legacyFile: URL?, upTo target: Int) async throws(DemoStoreError) -> ImportReport? {
        // First, so that what follows waits for other processes.
        try await execute("PRAGMA busy_timeout = \(Self.busyTimeoutMilliseconds)", action: "be opened")
        let mode = try await useWriteAheadLog()
        guard mode?.lowercased() == "wal" else {
            throw .failed(database: path, action: "be opened", reason: "its journal mode stayed \(mode ?? "unknown") rather than WAL")
        }
        try await execute("PRAGMA synchronous = NORMAL", action: "be opened")
        // While other processes set a new database up at once, SQLite can
        // answer "database is locked" at once rather than wait as
        // `busy_timeout` asks (reading a log another connection is making),
        // or a slow machine can hold the set-up of another longer than a
        // write waits: the set-up, which can be done again, is tried again
        // for up to a minute, once, at start.
        let deadline = ContinuousClock.now + Self.setUpPatience
        var pause = Duration.milliseconds(5)
        while true {
            do {
                return try await migrateInTransaction(legacyFile: legacyFile, upTo: target)
            } catch {
                guard case .failed(_, _, let reason) = error, reason.contains("locked"), ContinuousClock.now < deadline else { throw error }
                // Cancelled: the next try fails and says why.
                try? await Task.sleep(for: pause)
                pause = min(pause * 2, .milliseconds(100))
            }
        }
    }

    /// Reads the schema's version, then migrates it (seeding a new
    /// database) in one transaction.
    private func migrateInTransaction(legacyFile: URL?, upTo target: Int) async throws(DemoStoreError) -> ImportReport? {
        // A file from before the first migration is read only when the
        // database is new, and outside the lock.
        let seed = try await schemaVersion() == 0 ? try legacyFile.flatMap(LegacyPlansFile.read) ?? .starter : nil
        try await execute("BEGIN IMMEDIATE", action: "be set up")
        do {
            let report = try await migrate(upTo: target, seed: seed)
            try await execute("COMMIT", action: "be set up")
            return report
        } catch {
            // Rolling back after a failure: the failure is the one to tell.
            try? await execute("ROLLBACK", action: "be set up")
            throw error
        }
    }

    /// Applies the migrations the database lacks, up to `target`; seeds a
    /// new database with `seed`. Runs inside the set-up transaction.
    private func migrate(upTo target: Int, seed: SeedContents?) async throws(DemoStoreError) -> ImportReport? {
        let action = "be set up"
        try await execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, summary TEXT NOT NULL, applied_at REAL NOT NULL)",
            action: action)
        let version = try await schemaVersion()
        guard version <= Schema.latest else { throw .newerSchema(database: path, version: version, known: Schema.latest) }
        let now = Date().timeIntervalSince1970
        for migration in Schema.pending(from: version, to: target) {
            for statement in migration.sqlite { try await execute(statement, action: action) }
            try await execute(
                "INSERT INTO schema_migrations (version, summary, applied_at) VALUES (?, ?, ?)",
                [.integer(migration.version), .text(migration.summary), .float(now)],
                action: action)
        }
        // Another process may have set the database up since the seed was read.
        guard version == 0, let seed else { return nil }
        let (plans, _) = seed.uniquePlans()
        for (plan, key) in plans {
            try await execute(
                "INSERT INTO plans (name, name_key, owner_email, created_at) VALUES (?, ?, ?, ?)",
                [.text(plan.name), .text(key), .text(plan.ownerEmail), .float(now)], action: action)
        }
        for (form, values) in seed.forms.sorted(by: { $0.key < $1.key }) {
            try await execute(
                "INSERT INTO saved_forms (form, body, saved_at) VALUES (?, ?, ?)", [.text(form), .text(String(decoding: values, as: UTF8.self)), .float(now)],
                action: action)
        }
        return seed.report(database: path)
    }

    func schemaVersion() async throws(DemoStoreError) -> Int {
        let exists = try await rows("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'", action: "be read")
        guard !exists.isEmpty else { return 0 }
        let row = try await rows("SELECT coalesce(max(version), 0) AS version FROM schema_migrations", action: "be read").first
        return row?.column("version")?.integer.map { Int($0) } ?? 0
    }

    func close() async {
        // Through the connection's future, which a cancelled task waits for
        // too: its async close throws at once in a cancelled task (a task
        // group cancelled by a sibling's error), leaving the connection
        // open, which sqlite-nio traps on in a debug build.
        try? await connection.close().get()
        // Closing at the end: nothing is left to keep.
        try? await thread.shutdownGracefully()
    }

    deinit {
        // A store dropped without ``close()`` (a demo's, at its end) closes
        // its connection on its thread, which then ends; a closed one is
        // left as it is.
        let thread = self.thread
        connection.close().whenComplete { _ in thread.shutdownGracefully { _ in } }
    }

    // MARK: Plans and saved forms

    func plans() async throws(DemoStoreError) -> [Plan] {
        try await rows("SELECT name, owner_email FROM plans ORDER BY id", action: "read the plans").map { row in
            Plan(name: row.column("name")?.string ?? "", ownerEmail: row.column("owner_email")?.string ?? "")
        }
    }

    func insert(_ plan: Plan, nameKey: String, at date: Date) async throws(DemoStoreError) -> PlanInsertion {
        let action = "save the plan"
        let inserted = try await rows(
            "INSERT INTO plans (name, name_key, owner_email, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (name_key) DO NOTHING RETURNING id",
            [.text(plan.name), .text(nameKey), .text(plan.ownerEmail), .float(date.timeIntervalSince1970)], action: action)
        guard inserted.isEmpty else { return .inserted }
        let existing = try await rows("SELECT name FROM plans WHERE name_key = ?", [.text(nameKey)], action: action)
        return .nameTaken(existingName: existing.first?.column("name")?.string ?? plan.name)
    }

    func savedForms() async throws(DemoStoreError) -> [String: Data] {
        let rows = try await rows("SELECT form, body FROM saved_forms", action: "read the saved forms")
        var forms: [String: Data] = [:]
        for row in rows {
            guard let form = row.column("form")?.string, let body = row.column("body")?.string else { continue }
            forms[form] = Data(body.utf8)
        }
        return forms
    }

    func saveForm(_ values: Data, as form: String, at date: Date) async throws(DemoStoreError) {
        try await execute(
            """
            INSERT INTO saved_forms (form, body, saved_at) VALUES (?, ?, ?)
            ON CONFLICT (form) DO UPDATE SET body = excluded.body, saved_at = excluded.saved_at
            """,
            [.text(form), .text(String(decoding: values, as: UTF8.self)), .float(date.timeIntervalSince1970)], action: "save the form")
    }

    // MARK: Drafts

    func saveDraft(key: String, body: Data, savedAt: Date) async throws(DemoStoreError) {
        try await execute(
            """
            INSERT INTO drafts (key, body, saved_at) VALUES (?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET body = excluded.body, saved_at = excluded.saved_at
            """,
            [.text(key), .blob(ByteBuffer(bytes: body)), .float(savedAt.timeIntervalSince1970)], action: "save the draft")
    }

    func loadDraft(key: String) async throws(DemoStoreError) -> StoredDraft? {
        let row = try await rows("SELECT body, saved_at FROM drafts WHERE key = ?", [.text(key)], action: "read the draft").first
        guard let row, let savedAt = row.column("saved_at")?.double else { return nil }
        // An empty blob reads back as NULL.
        let body = row.column("body")?.blob.map { Data($0.readableBytesView) } ?? Data()
        return StoredDraft(body: body, savedAt: Date(timeIntervalSince1970: savedAt))
    }

    func removeDraft(key: String) async throws(DemoStoreError) {
        try await execute("DELETE FROM drafts WHERE key = ?", [.text(key)], action: "remove the draft")
    }

    func removeDrafts(savedBefore date: Date) async throws(DemoStoreError) -> Int {
        try await rows("DELETE FROM drafts WHERE saved_at < ? RETURNING 1", [.float(date.timeIntervalSince1970)], action: "remove old drafts").count
    }

    // MARK: Shared state

    func claimState(key: String, value: Data, until expiry: Date, now: Date) async throws(DemoStoreError) -> Bool {
        // Inserted, or taken over from a value that expired: a row back.
        try await !rows(
            """
            INSERT INTO shared_state (key, value, expires_at) VALUES (?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at WHERE shared_state.expires_at <= ?
            RETURNING 1
            """,
            [.text(key), .blob(ByteBuffer(bytes: value)), .float(expiry.timeIntervalSince1970), .float(now.timeIntervalSince1970)],
            action: "claim a shared value"
        ).isEmpty
    }

    func putState(key: String, value: Data, until expiry: Date) async throws(DemoStoreError) {
        try await execute(
            """
            INSERT INTO shared_state (key, value, expires_at) VALUES (?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
            """,
            [.text(key), .blob(ByteBuffer(bytes: value)), .float(expiry.timeIntervalSince1970)], action: "keep a shared value")
    }

    func loadState(key: String, now: Date) async throws(DemoStoreError) -> Data? {
        let row = try await rows(
            "SELECT value FROM shared_state WHERE key = ? AND expires_at > ?", [.text(key), .float(now.timeIntervalSince1970)],
            action: "read a shared value"
        ).first
        guard let row else { return nil }
        // An empty blob reads back as NULL.
        return row.column("value")?.blob.map { Data($0.readableBytesView) } ?? Data()
    }

    func removeState(key: String) async throws(DemoStoreError) {
        try await execute("DELETE FROM shared_state WHERE key = ?", [.text(key)], action: "remove a shared value")
    }

    func removeStates(expiredBy date: Date) async throws(DemoStoreError) -> Int {
        try await rows(
            "DELETE FROM shared_state WHERE expires_at <= ? RETURNING 1", [.float(date.timeIntervalSince1970)], action: "remove expired shared values"
        )
        .count
    }

    // MARK: Statements

    /// The rows a statement returns, collected on the thread pool.
    private final class Rows: Sendable {
        let rows = NIOLockedValueBox<[SQLiteRow]>([])
    }

    /// Runs one statement; its rows.
    private func rows(_ sql: String, _ binds: [SQLiteData] = [], action: String) async throws(DemoStoreError) -> [SQLiteRow] {
        let collected = Rows()
        do {
            try await connection.query(sql, binds) { row in collected.rows.withLockedValue { $0.append(row) } }
        } catch {
            throw failure(error, action: action)
        }
        return collected.rows.withLockedValue { $0 }
    }

    /// Runs one statement whose rows, if any, are not needed.
    private func execute(_ sql: String, _ binds: [SQLiteData] = [], action: String) async throws(DemoStoreError) {
        _ = try await rows(sql, binds, action: action)
    }

    /// Switches the database to the write-ahead log; the journal mode it
    /// then has. While another connection sets a new database up, SQLite
    /// answers "database is locked" at once rather than waiting as
    /// `busy_timeout` asks: the switch is tried again, for as long as a
    /// write would wait.
    private func useWriteAheadLog() async throws(DemoStoreError) -> String? {
        let deadline = ContinuousClock.now + .milliseconds(Self.busyTimeoutMilliseconds)
        var pause = Duration.milliseconds(5)
        while true {
            let collected = Rows()
            do {
                try await connection.query("PRAGMA journal_mode = WAL", []) { row in collected.rows.withLockedValue { $0.append(row) } }
                return collected.rows.withLockedValue { $0 }.first?.column("journal_mode")?.string
            } catch {
                guard let sqlite = error as? SQLiteError, Self.isBusy(sqlite.reason), ContinuousClock.now < deadline else {
                    throw failure(error, action: "be opened")
                }
                // Cancelled: the next try fails and says why.
                try? await Task.sleep(for: pause)
                pause = min(pause * 2, .milliseconds(100))
            }
        }
    }

    /// Whether `reason` says another connection holds the lock for now.
    private static func isBusy(_ reason: SQLiteError.Reason) -> Bool {
        switch reason {
        case .busy, .locked, .busyTimeout, .busyInRecovery, .busyInSnapshot: return true
        default: return false
        }
    }

    /// What a failed statement means to a person.
    private func failure(_ error: any Error, action: String) -> DemoStoreError {
        if let error = error as? SQLiteError {
            switch error.reason {
            case .notADatabase: return .notADatabase(path: path)
            // A value over SQLite's limits, of the wrong type, or against
            // a rule of the schema: the values, not the file, are at fault.
            case .tooBig, .mismatch, .range, .constraint, .constraintCheckFailed, .constraintNotNullFailed, .constraintUniqueFailed,
                .constraintPrimaryKeyFailed, .constraintStrictDataTypeFailed:
                return .valueRefused(database: path, action: action, reason: SQLiteFile.reason(error))
            default: break
            }
        }
        return .failed(database: path, action: action, reason: SQLiteFile.reason(error))
    }
}
