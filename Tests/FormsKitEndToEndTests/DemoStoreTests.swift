import FormsKitExamples
import FormsKitTestSupport
import Foundation
import Testing

/// The built `formskit-demo create-plan --plain` against one `--store`:
/// parallel processes lose no plan and keep names unique, and a store it
/// cannot use ends the demo with one sentence and its own exit status.
@Suite("The demo's plan store across processes")
struct DemoStoreTests {
    @Test("The demo binary was built next to the tests")
    func demoIsBuilt() {
        #expect(DemoProcess.isBuilt, "build the package first: \(DemoProcess.executablePath)")
    }

    /// The plain form's answers: the name, no owner email, then Create.
    private static func answers(name: String) -> String {
        "\(name)\n\ny\n"
    }

    private static func createPlan(_ name: String, store: URL) async throws -> DemoProcess.Outcome {
        try await DemoProcess(arguments: ["create-plan", "--plain", "--store", store.path]).run(input: answers(name: name))
    }

    /// The store's plan names, read as the file holds them.
    private static func names(in file: URL) throws -> [String] {
        try JSONDecoder().decode([Plan].self, from: Data(contentsOf: file)).map(\.name)
    }

    @Test("Ten parallel processes creating distinct plans: all succeed and all ten are in the file")
    func parallelDistinct() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        let outcomes = try await withThrowingTaskGroup(of: DemoProcess.Outcome.self) { group in
            for index in 0..<10 {
                group.addTask { try await Self.createPlan("Plan \(index)", store: file) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for outcome in outcomes {
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
        let names = try Self.names(in: file)
        #expect(names.count == 11, "\(names)")
        #expect(Set(names) == Set(["Personal"] + (0..<10).map { "Plan \($0)" }))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(leftovers == ["plans.json", "plans.json.lock"], "no temporary files are left behind")
    }

    @Test("Five parallel processes creating one name: exactly one succeeds, the others are told the name is taken")
    func parallelSameName() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        let outcomes = try await withThrowingTaskGroup(of: DemoProcess.Outcome.self) { group in
            for _ in 0..<5 {
                group.addTask { try await Self.createPlan("Dup", store: file) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.filter { $0.status == 0 }.count == 1)
        for outcome in outcomes where outcome.status != 0 {
            // The plain form asks for another name; the input has ended, so it aborts.
            #expect(outcome.status == 130)
            #expect(outcome.standardError.contains("A plan named “Dup” already exists."))
        }
        #expect(try Self.names(in: file) == ["Personal", "Dup"])
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
        #expect(message.contains("--store"), sourceLocation: sourceLocation)
        for raw in ["Usage:", "Error:", "NSCocoaErrorDomain", "DecodingError", "== New Plan =="] {
            #expect(!outcome.standardError.contains(raw), "\(outcome.standardError)", sourceLocation: sourceLocation)
        }
    }

    @Test("Display and Profile keep what they save in the store and open with it (regression: \"saved\" and reopened with the defaults)")
    func subFormsKeepTheirValues() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        let first = try await DemoProcess(arguments: ["display", "--plain", "--store", file.path]).run(input: "\n18\n\n\n")
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains(#""textSize" : 18"#))
        // Opened again: the saved size is the value; a change to bold saves both.
        let second = try await DemoProcess(arguments: ["display", "--plain", "--store", file.path]).run(input: "\n\ny\n\n")
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.contains(#""textSize" : 18"#) && second.standardOutput.contains(#""boldText" : true"#))
        #expect(second.standardError.contains("[18 pt]"), "the saved value is offered: \(second.standardError)")
        // Every form takes --store, and the plans are still there.
        for form in ["profile", "settings", "add-server", "edit-tag", "poll", "card", "create-plan"] {
            let help = try await DemoProcess(arguments: [form, "--help"]).run(input: "")
            #expect(help.standardOutput.contains("--store <path>"), "\(form)")
        }
        #expect(try await PlanStore(fileURL: file).plans.map(\.name) == ["Personal"])
    }

    @Test("A store it cannot use ends the demo with one sentence: 65 for content, 74 for the path", arguments: BrokenStore.allCases)
    func brokenStore(_ broken: BrokenStore) async throws {
        let folder = try TemporaryFolder()
        let store = try broken.make(in: folder)
        let before = try? Data(contentsOf: store)
        let outcome = try await Self.createPlan("Team", store: store)
        expectStoreProblem(outcome, status: broken.exitStatus, path: store.path)
        #expect((try? Data(contentsOf: store)) == before, "the store is left as it was")
    }

    @Test(
        "A read-only folder ends the demo with 74 before any form is shown",
        .enabled(if: !BrokenStore.isRoot, "root ignores permissions"))
    func readOnlyFolder() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        let outcome = try await Self.createPlan("Team", store: file)
        expectStoreProblem(outcome, status: 74, path: file.path)
    }

    @Test("The settings demo reports a broken store the same way")
    func settingsDemo() async throws {
        let folder = try TemporaryFolder()
        let store = try BrokenStore.garbage.make(in: folder)
        let outcome = try await DemoProcess(arguments: ["settings", "--plain", "--store", store.path]).run(input: "")
        expectStoreProblem(outcome, status: 65, path: store.path)
    }
}
