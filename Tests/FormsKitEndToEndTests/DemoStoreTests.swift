import FormsKitExamples
import FormsKitExamplesStorage
import FormsKitTestSupport
import Foundation
import Testing

/// The built `formskit-demo create-plan --plain` against one
/// `--database-url`: parallel processes lose no plan and keep names unique,
/// an earlier `plans.json` is imported once, and a database it cannot use
/// ends the demo with one sentence and its own exit status.
@Suite("The demo's database across processes")
struct DemoStoreTests {
    @Test("The demo binary was built next to the tests")
    func demoIsBuilt() {
        #expect(DemoProcess.isBuilt, "build the package first: \(DemoProcess.executablePath)")
    }

    /// The plain form's answers: the name, no owner email, then Create.
    private static func answers(name: String) -> String {
        "\(name)\n\ny\n"
    }

    private static func createPlan(_ name: String, database: URL) async throws -> DemoProcess.Outcome {
        try await DemoProcess(arguments: ["create-plan", "--plain", "--database-url", database.path]).run(input: answers(name: name))
    }

    /// The database's plan names.
    private static func names(in database: URL) async throws -> [String] {
        let opened = try await DemoDatabase.open(.sqlite(path: database.path))
        let names = try await opened.plans().map(\.name)
        await opened.close()
        return names
    }

    @Test("Ten parallel processes creating distinct plans: all succeed and all ten are in the database")
    func parallelDistinct() async throws {
        let folder = try TemporaryFolder()
        let database = folder.file("formskit.sqlite")
        let outcomes = try await withThrowingTaskGroup(of: DemoProcess.Outcome.self) { group in
            for index in 0..<10 {
                group.addTask { try await Self.createPlan("Plan \(index)", database: database) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for outcome in outcomes {
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
        let names = try await Self.names(in: database)
        #expect(names.count == 11, "\(names)")
        #expect(Set(names) == Set(["Personal"] + (0..<10).map { "Plan \($0)" }))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!files.contains { $0.hasSuffix(".lock") || $0.hasSuffix(".json") }, "no lock file, no JSON: \(files)")
    }

    @Test("Five parallel processes creating one name: exactly one succeeds, the others are told the name is taken")
    func parallelSameName() async throws {
        let folder = try TemporaryFolder()
        let database = folder.file("formskit.sqlite")
        let outcomes = try await withThrowingTaskGroup(of: DemoProcess.Outcome.self) { group in
            for _ in 0..<5 {
                group.addTask { try await Self.createPlan("Dup", database: database) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.filter { $0.status == 0 }.count == 1)
        for outcome in outcomes where outcome.status != 0 {
            // The plain form asks for another name; the input has ended, so it aborts.
            #expect(outcome.status == 130)
            #expect(outcome.standardError.contains("A plan named “Dup” already exists."))
        }
        #expect(try await Self.names(in: database) == ["Personal", "Dup"])
    }

    @Test("An earlier version's plans.json beside the database is imported on the first start, said once, and kept as it was")
    func importsPlansFile() async throws {
        let folder = try TemporaryFolder()
        let legacy = folder.file("plans.json")
        let content = Data(#"[{"name": "Personal", "ownerEmail": ""}, {"name": "Team", "email": "ada@example.com"}]"#.utf8)
        try content.write(to: legacy)
        let database = folder.file("formskit.sqlite")
        let first = try await Self.createPlan("Team", database: database)
        #expect(first.status == 130, "the imported Team is taken")
        #expect(first.standardError.contains("Imported 2 plans from \(legacy.path) into the database \(database.path)."), "\(first.standardError)")
        #expect(first.standardError.contains("A plan named “Team” already exists."))
        let second = try await Self.createPlan("Side", database: database)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(!second.standardError.contains("Imported"), "said once: \(second.standardError)")
        #expect(try await Self.names(in: database) == ["Personal", "Team", "Side"])
        #expect(try Data(contentsOf: legacy) == content, "the file is kept as it was")
    }

    /// Checks the demo ended before drawing a form, with `status` and one
    /// sentence naming `path` on standard error.
    private func expectStoreProblem(_ outcome: DemoProcess.Outcome, status: Int32, path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.status == status, "\(outcome.standardError)", sourceLocation: sourceLocation)
        #expect(outcome.standardOutput.isEmpty, sourceLocation: sourceLocation)
        let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "one sentence: \(outcome.standardError)", sourceLocation: sourceLocation)
        let message = lines.first.map(String.init) ?? ""
        #expect(message.hasPrefix("The ") && message.hasSuffix("."), "\(message)", sourceLocation: sourceLocation)
        #expect(message.contains(path), sourceLocation: sourceLocation)
        #expect(message.contains("--database-url") || message.contains("move it away"), "says what to do: \(message)", sourceLocation: sourceLocation)
        for raw in ["Usage:", "Error:", "NSCocoaErrorDomain", "DecodingError", "SQLiteError", "== New Plan =="] {
            #expect(!outcome.standardError.contains(raw), "\(outcome.standardError)", sourceLocation: sourceLocation)
        }
    }

    @Test("Display and Profile keep what they save in the database and open with it (regression: \"saved\" and reopened with the defaults)")
    func subFormsKeepTheirValues() async throws {
        let folder = try TemporaryFolder()
        let database = folder.file("formskit.sqlite")
        let first = try await DemoProcess(arguments: ["display", "--plain", "--database-url", database.path]).run(input: "\n18\n\n\n")
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains(#""textSize" : 18"#))
        // Opened again: the saved size is the value; a change to bold saves both.
        let second = try await DemoProcess(arguments: ["display", "--plain", "--database-url", database.path]).run(input: "\n\ny\n\n")
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.contains(#""textSize" : 18"#) && second.standardOutput.contains(#""boldText" : true"#))
        #expect(second.standardError.contains("[18 pt]"), "the saved value is offered: \(second.standardError)")
        // Every form takes --database-url, and the plans are still there.
        for form in ["profile", "settings", "add-server", "edit-tag", "poll", "card", "create-plan"] {
            let help = try await DemoProcess(arguments: [form, "--help"]).run(input: "")
            #expect(help.standardOutput.contains("--database-url <url>"), "\(form)")
        }
        #expect(try await Self.names(in: database) == ["Personal"])
    }

    @Test("The help names every exit status the demo and the web demo can end with (regression: 66, a missing folder, was not there)")
    func helpNamesEveryExitStatus() async throws {
        let help = try await DemoProcess(arguments: ["--help"]).run(input: "")
        let text = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for status in [0, 1, 64, 65, 66, 69, 74, 130] {
            #expect(text.contains(" \(status) "), "exit status \(status) in: \(text)")
        }
        let web = Process()
        web.executableURL = URL(fileURLWithPath: DemoProcess.productPath("formskit-web"))
        web.arguments = ["--help"]
        let output = Pipe()
        web.standardOutput = output
        try web.run()
        let webHelp = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        web.waitUntilExit()
        let webText = webHelp.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for status in [0, 1, 64, 65, 66, 69, 74, 78] {
            #expect(webText.contains(" \(status) "), "formskit-web's exit status \(status) in: \(webText)")
        }
    }

    @Test("A database it cannot use ends the demo with one sentence: 65 for content, 74 for the path", arguments: BrokenStore.allCases)
    func brokenStore(_ broken: BrokenStore) async throws {
        let folder = try TemporaryFolder()
        let (database, named) = try broken.make(in: folder)
        let before = try? Data(contentsOf: named)
        let outcome = try await Self.createPlan("Team", database: database)
        expectStoreProblem(outcome, status: broken.exitStatus, path: named.path)
        #expect((try? Data(contentsOf: named)) == before, "left as it was")
    }

    @Test(
        "A read-only folder ends the demo with 74 before any form is shown",
        .enabled(if: !BrokenStore.isRoot, "root ignores permissions"))
    func readOnlyFolder() async throws {
        let folder = try TemporaryFolder()
        let database = folder.file("formskit.sqlite")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        let outcome = try await Self.createPlan("Team", database: database)
        expectStoreProblem(outcome, status: 74, path: database.path)
    }

    @Test("A URL that is not a database's is a wrong command line: exit 64, with what to give")
    func invalidURL() async throws {
        let outcome = try await DemoProcess(arguments: ["create-plan", "--plain", "--database-url", "mysql://root@localhost/db"]).run(input: "")
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("mysql is not a database this program can use"), "\(outcome.standardError)")
    }

    @Test("The settings demo reports a broken database the same way")
    func settingsDemo() async throws {
        let folder = try TemporaryFolder()
        let (database, named) = try BrokenStore.notADatabase.make(in: folder)
        let outcome = try await DemoProcess(arguments: ["settings", "--plain", "--database-url", database.path]).run(input: "")
        expectStoreProblem(outcome, status: 65, path: named.path)
    }
}
