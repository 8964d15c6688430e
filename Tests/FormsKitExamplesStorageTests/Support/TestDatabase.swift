import FormsKitExamplesStorage
import FormsKitTestSupport
import Foundation
import Logging
import NIOConcurrencyHelpers
import PostgresNIO
import SQLiteNIO
import Testing

/// A database the store's tests run on.
enum Backend: String, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { self == .sqlite ? "SQLite" : "PostgreSQL" }

    /// SQLite always; PostgreSQL too when there is a server to test on (see
    /// ``TestPostgres``), and always under `CI=true`, where a missing one
    /// fails each PostgreSQL case with what is missing.
    static var tested: [Backend] {
        guard TestPostgres.isAvailable || TestPostgres.isRequired else {
            TestPostgres.sayOnceWhySkipped()
            return [.sqlite]
        }
        return [.sqlite, .postgres]
    }
}

/// The PostgreSQL server the tests use: the one `FORMSKIT_TEST_POSTGRES_URL`
/// names, or else a private one the tests start themselves from the
/// PostgreSQL programs on the machine (``PrivatePostgresServer``).
enum TestPostgres {
    static let urlVariable = "FORMSKIT_TEST_POSTGRES_URL"

    private static var namedURL: String? {
        ProcessInfo.processInfo.environment[urlVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether the PostgreSQL cases can run.
    static var isAvailable: Bool {
        if namedURL != nil { return true }
        if case .success = PrivatePostgresServer.programs { return true }
        return false
    }

    /// Under CI (`CI=true`, as `.ci/run` sets it) they must.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// What a run without PostgreSQL is told, once.
    static func sayOnceWhySkipped() { _ = saidWhySkipped }

    private static let saidWhySkipped: Void = {
        print(
            "PostgreSQL tests skipped: \(whyUnavailable). Install PostgreSQL (apt-get install postgresql, brew install postgresql) or set \(urlVariable) to a database's URL to run them."
        )
    }()

    private static var whyUnavailable: String {
        if case .failure(let reason) = PrivatePostgresServer.programs { return reason.description }
        return "no server"
    }

    struct NotConfigured: Error, CustomStringConvertible {
        var description: String {
            "CI=true requires the PostgreSQL tests, but \(whyUnavailable) and \(urlVariable) is not set: install PostgreSQL, or set \(urlVariable)"
        }
    }

    /// The server's address: the named one, or the private one, started on first use.
    static func address() async throws -> PostgresAddress {
        let url: String
        if let namedURL {
            url = namedURL
        } else if isAvailable {
            url = try await PrivatePostgresServer.url()
        } else {
            throw NotConfigured()
        }
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
            var address = try await TestPostgres.address()
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
    private let entries = NIOLockedValueBox<[(level: Logger.Level, message: String)]>([])

    /// A logger that records here, from `level` up.
    func logger(level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: "recorded") { _ in Handler(log: self) }
        logger.logLevel = level
        return logger
    }

    /// The messages logged at `level` or above.
    func messages(atLeast level: Logger.Level) -> [String] {
        entries.withLockedValue { $0.filter { $0.level >= level }.map(\.message) }
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
            log.entries.withLockedValue { $0.append((event.level, event.message.description)) }
        }
    }
}
