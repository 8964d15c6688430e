import FormsKitExamplesStorage
import FormsKitTestSupport
import Foundation
import Testing

/// `--database-url` as the demos read it, and the databases they cannot
/// use: each said in one sentence that names the place and what to do.
@Suite("Demo database: --database-url and databases it cannot use")
struct DatabaseLocationTests {
    @Test(
        "SQLite paths and URLs",
        arguments: [
            ("/data/formskit.sqlite", "/data/formskit.sqlite"),
            ("sqlite:///data/formskit.sqlite", "/data/formskit.sqlite"),
            ("sqlite:///data/my%20plans.sqlite", "/data/my plans.sqlite"),
            ("plans.sqlite", "/work/here/plans.sqlite"),
            ("sqlite://plans.sqlite", "/work/here/plans.sqlite"),
            ("../other/./plans.sqlite", "/work/other/plans.sqlite"),
        ])
    func sqlite(text: String, path: String) throws {
        #expect(try DatabaseLocation(parsing: text, currentFolder: "/work/here") == .sqlite(path: path))
    }

    @Test("A path with ~ is in the home folder")
    func tilde() throws {
        let location = try DatabaseLocation(parsing: "~/formskit.sqlite")
        #expect(location == .sqlite(path: (NSHomeDirectory() as NSString).appendingPathComponent("formskit.sqlite")))
    }

    @Test("PostgreSQL URLs: user, password (%-escaped), host, port, database, sslmode and options")
    func postgres() throws {
        let full = try DatabaseLocation(parsing: "postgres://demo:p%40ss%2Fword@db.example.com:6543/forms?sslmode=require&options=-c%20search_path%3Ddemo")
        #expect(
            full
                == .postgres(
                    PostgresAddress(
                        host: "db.example.com", port: 6543, username: "demo", password: "p@ss/word", database: "forms", tls: .require,
                        options: "-c search_path=demo")))
        #expect(full.description == "postgres://demo@db.example.com:6543/forms", "no password in messages")
        let short = try DatabaseLocation(parsing: "postgresql://ada@localhost")
        #expect(short == .postgres(PostgresAddress(host: "localhost", username: "ada", database: "ada")))
        #expect(full.legacyPlansFile == DatabaseLocation.dataFolder.appendingPathComponent("plans.json"))
        #expect(DatabaseLocation.sqlite(path: "/a/b/c.sqlite").legacyPlansFile.path == "/a/b/plans.json")
        #expect(DatabaseLocation.default == .sqlite(path: DatabaseLocation.dataFolder.appendingPathComponent("formskit.sqlite").path))
    }

    @Test(
        "What is not a database URL is said, without the password, and is a command-line error (64)",
        arguments: [
            ("", "it is empty"),
            ("mysql://root@localhost/db", "mysql is not a database this program can use"),
            ("postgres://:secret@localhost/db", "it names no user"),
            ("postgres://ada:secret@/db", "it names no host"),
            ("postgres://ada:secret@localhost:70000/db", "70000 is not a port"),
            ("postgres://ada:secret@localhost:port/db", "the port must be a number"),
            ("postgres://ada:secret@localhost/db?sslmode=verify-ca", "sslmode=verify-ca is not one of disable, prefer, require, verify-full"),
            ("postgres://ada:secret@localhost/db?timeout=3", "timeout is not a parameter this program reads"),
            ("sqlite://", "there is no path after sqlite://"),
        ])
    func invalid(text: String, reason: String) {
        #expect {
            _ = try DatabaseLocation(parsing: text)
        } throws: { error in
            guard let error = error as? DemoStoreError, case .invalidURL(_, let said) = error else { return false }
            #expect(said.contains(reason), "\(said)")
            #expect(!error.description.contains("secret"), "\(error.description)")
            #expect(error.description.contains("postgres://user:password@host:5432/database"))
            return error.exitStatus == 64
        }
    }

    /// Opening `location` fails with an error for which `check` holds.
    private func expectFailure(
        opening location: DatabaseLocation, status: Int32, sourceLocation: SourceLocation = #_sourceLocation, _ check: (DemoStoreError) -> Bool
    ) async {
        do {
            let database = try await DemoDatabase.open(location)
            await database.close()
            Issue.record("opened \(location)", sourceLocation: sourceLocation)
        } catch {
            #expect(check(error), "\(error)", sourceLocation: sourceLocation)
            #expect(error.exitStatus == status, sourceLocation: sourceLocation)
            let message = error.description
            #expect(message.hasSuffix(".") && !message.contains("\n"), "one sentence: \(message)", sourceLocation: sourceLocation)
            #expect(message.contains("--database-url") || message.contains("start PostgreSQL"), "says what to do: \(message)", sourceLocation: sourceLocation)
        }
    }

    @Test("An SQLite path that is a folder, under a file, or a file that is not a database")
    func unusableSQLitePaths() async throws {
        let folder = try TemporaryFolder()
        let directory = folder.file("db.sqlite")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        await expectFailure(opening: .sqlite(path: directory.path), status: 74) { $0 == .isFolder(path: directory.path) }

        let blocker = folder.file("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let under = blocker.appendingPathComponent("db.sqlite").path
        await expectFailure(opening: .sqlite(path: under), status: 74) {
            $0 == .folderNotCreated(folder: blocker.path, path: under, reason: "a file is in the way")
        }

        let garbage = folder.file("garbage.sqlite")
        let bytes = Data(String(repeating: "not a database ", count: 100).utf8)
        try bytes.write(to: garbage)
        await expectFailure(opening: .sqlite(path: garbage.path), status: 65) { $0 == .notADatabase(path: garbage.path) }
        #expect(try Data(contentsOf: garbage) == bytes, "left as it was")
    }

    @Test("A folder that is not there is said, not made: a typing mistake is not taken for a new place (regression: --database-url /nonexistent/dir made it)")
    func missingFolder() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("a/b/formskit.sqlite").path
        await expectFailure(opening: .sqlite(path: path), status: 66) { $0 == .folderMissing(folder: folder.file("a/b").path, path: path) }
        #expect(!FileManager.default.fileExists(atPath: folder.file("a").path), "nothing made")
    }

    @Test("A new database, its log and its shared memory are readable by their owner only: they hold what people typed (regression: 0644)")
    func privateFiles() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("formskit.sqlite").path
        let database = try await DemoDatabase.open(.sqlite(path: path))
        _ = try await database.plans()
        for file in [path, path + "-wal", path + "-shm"] {
            let mode = try #require(FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int, "\(file)")
            #expect(mode & 0o077 == 0, "\(file): \(String(mode, radix: 8))")
        }
        await database.close()
    }

    @Test("A read-only folder is said before anything is saved", .enabled(if: !BrokenStore.isRoot, "root ignores permissions"))
    func readOnlyFolder() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        let path = folder.file("formskit.sqlite").path
        await expectFailure(opening: .sqlite(path: path), status: 74) {
            $0 == .folderReadOnly(folder: folder.url.path, path: path, reason: "Permission denied")
        }
    }

    @Test("A PostgreSQL server that is not there is unreachable (69), said with the reason")
    func unreachableServer() async throws {
        // A port nothing listens on: bound, then closed.
        let location = try DatabaseLocation(parsing: "postgres://ada:secret@127.0.0.1:1/forms?sslmode=disable")
        await expectFailure(opening: location, status: 69) { error in
            guard case .unreachable(let database, let reason) = error else { return false }
            return database == "postgres://ada@127.0.0.1:1/forms" && reason == "Connection refused" && !error.description.contains("secret")
        }
    }

    @Test(
        "A PostgreSQL login refused, or a database that is not there, says how to fix it (69)",
        arguments: Backend.tested.filter { $0 == .postgres })
    func refusedLogin(_ backend: Backend) async throws {
        var address = try await TestPostgres.address()
        address.database = "formskit_no_such_database"
        await expectFailure(opening: .postgres(address), status: 69) { error in
            guard case .refused(_, let reason, let fix) = error else { return false }
            return reason.contains("does not exist") && fix.contains("createdb")
        }
    }
}
