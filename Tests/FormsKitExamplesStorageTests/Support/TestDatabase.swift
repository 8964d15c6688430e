import FormsKitExamplesStorage
import FormsKitTestSupport
import Foundation
import Logging
import PostgresNIO
import SQLiteNIO
import Synchronization
import Testing

/// A database the store's tests run on.
enum Backend: String, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { self == .sqlite ? "SQLite" : "PostgreSQL" }

    /// SQLite always; PostgreSQL too, unless `FORMSKIT_SKIP_POSTGRES=1`.
    /// Without `FORMSKIT_TEST_POSTGRES_URL` (and without the opt-out), each
    /// PostgreSQL case fails saying how to start one: CI never skips it.
    static var tested: [Backend] { TestPostgres.isSkipped ? [.sqlite] : [.sqlite, .postgres] }
}

/// The PostgreSQL server the tests use, as `FORMSKIT_TEST_POSTGRES_URL` names it.
enum TestPostgres {
    static let urlVariable = "FORMSKIT_TEST_POSTGRES_URL"
    static let skipVariable = "FORMSKIT_SKIP_POSTGRES"

    static var isSkipped: Bool { ProcessInfo.processInfo.environment[skipVariable] == "1" }

    /// What a run without the server is told.
    static let howToStart = """
        \(urlVariable) is not set, so the store's tests cannot run on PostgreSQL. Start a server and name a database on it, \
        for example (as a user other than root): initdb -D /tmp/fk-pg -A trust -U postgres && \
        pg_ctl -D /tmp/fk-pg -o "-p 55432 -k /tmp" -l /tmp/fk-pg.log start && createdb -h 127.0.0.1 -p 55432 -U postgres formskit_test; \
        then run \(urlVariable)=postgres://postgres@127.0.0.1:55432/formskit_test swift test. \
        To run without PostgreSQL on your own machine, set \(skipVariable)=1 (CI never does: .ci/run starts one).
        """

    struct NotConfigured: Error, CustomStringConvertible {
        var description: String { TestPostgres.howToStart }
    }

    /// The server's address; throws ``NotConfigured`` when none is named.
    static func address() throws -> PostgresAddress {
        guard let url = ProcessInfo.processInfo.environment[urlVariable], !url.isEmpty else { throw NotConfigured() }
        guard case .postgres(let address) = try DatabaseLocation(parsing: url) else {
            throw DemoStoreError.invalidURL(url, reason: "\(urlVariable) must be a postgres:// URL")
        }
        return address
    }

    /// A connection to `address` for the test's own statements.
    static func connect(_ address: PostgresAddress) async throws -> PostgresConnection {
        var configuration = PostgresConnection.Configuration(
            host: address.host, port: address.port, username: address.username, password: address.password, database: address.database, tls: .disable)
        if let options = address.options { configuration.options.additionalStartupParameters = [("options", options)] }
        return try await PostgresConnection.connect(configuration: configuration, id: 1, logger: Logger(label: "tests"))
    }
}

/// A database of one test's own, removed when the test is done: an SQLite
/// file in a temporary folder, or a schema of its own on the test server
/// (named in the URL's `options`, as a user would).
final class TestDatabase {
    let backend: Backend
    let folder: TemporaryFolder
    let location: DatabaseLocation
    /// The PostgreSQL schema; `nil` on SQLite.
    private let schema: String?

    private init(backend: Backend, folder: TemporaryFolder, location: DatabaseLocation, schema: String?) {
        self.backend = backend
        self.folder = folder
        self.location = location
        self.schema = schema
    }

    /// Makes a new, empty database on `backend`.
    static func make(_ backend: Backend) async throws -> TestDatabase {
        let folder = try TemporaryFolder()
        switch backend {
        case .sqlite:
            return TestDatabase(backend: backend, folder: folder, location: .sqlite(path: folder.file("formskit.sqlite").path), schema: nil)
        case .postgres:
            var address = try TestPostgres.address()
            let schema = "formskit_test_\(UUID().uuidString.prefix(8).lowercased())"
            let connection = try await TestPostgres.connect(address)
            try await connection.query(PostgresQuery(unsafeSQL: "CREATE SCHEMA \(schema)"), logger: Logger(label: "tests"))
            try await connection.close()
            address.options = "-c search_path=\(schema)"
            return TestDatabase(backend: backend, folder: folder, location: .postgres(address), schema: schema)
        }
    }

    /// Opens the database as the demos do, importing `legacyFile` if it is new.
    func open(importing legacyFile: URL? = nil, logger: Logger = DemoDatabase.defaultLogger) async throws -> DemoDatabase {
        try await DemoDatabase.open(location, importing: legacyFile, logger: logger)
    }

    /// Runs `sql` on the database, outside the store.
    func execute(_ sql: String) async throws {
        switch location {
        case .sqlite(let path):
            let connection = try await SQLiteConnection.open(storage: .file(path: path))
            do {
                _ = try await connection.query(sql)
            } catch {
                try await connection.close()
                throw error
            }
            try await connection.close()
        case .postgres(let address):
            let connection = try await TestPostgres.connect(address)
            do {
                try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "tests"))
            } catch {
                try await connection.close()
                throw error
            }
            try await connection.close()
        }
    }

    /// Removes the PostgreSQL schema; the folder goes with the object.
    func remove() async {
        guard let schema, case .postgres(var address) = location else { return }
        address.options = nil
        guard let connection = try? await TestPostgres.connect(address) else { return }
        _ = try? await connection.query(PostgresQuery(unsafeSQL: "DROP SCHEMA \(schema) CASCADE"), logger: Logger(label: "tests"))
        try? await connection.close()
    }
}

/// Runs `body` with a new database on `backend`, removed after.
func withTestDatabase<Result>(_ backend: Backend, _ body: (TestDatabase) async throws -> Result) async throws -> Result {
    let database = try await TestDatabase.make(backend)
    do {
        let result = try await body(database)
        await database.remove()
        return result
    } catch {
        await database.remove()
        throw error
    }
}

/// A log that keeps what is logged to it, for a test to read.
final class RecordedLog: Sendable {
    private let entries = Mutex<[(level: Logger.Level, message: String)]>([])

    /// A logger that records here, from `level` up.
    func logger(level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: "recorded") { _ in Handler(log: self) }
        logger.logLevel = level
        return logger
    }

    /// The messages logged at `level` or above.
    func messages(atLeast level: Logger.Level) -> [String] {
        entries.withLock { $0.filter { $0.level >= level }.map(\.message) }
    }

    private struct Handler: LogHandler {
        let log: RecordedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.entries.withLock { $0.append((event.level, event.message.description)) }
        }
    }
}
