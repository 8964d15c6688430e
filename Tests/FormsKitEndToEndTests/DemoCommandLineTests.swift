import FormsKitExamplesStorage
import FormsKitTestSupport
import Foundation
import Testing

/// The demo's command line: its version, and a form name it does not know.
@Suite("The demo's command line")
struct DemoCommandLineTests {
    /// Where the test's files go: removed, with everything in it, when the
    /// test is done (the demo keeps its database there).
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test("--version prints the version")
    func version() async throws {
        let outcome = try await DemoProcess(arguments: ["--version"]).run(input: "")
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test("An unknown form name says so and lists the forms, with no settings usage (regression)")
    func unknownForm() async throws {
        let outcome = try await DemoProcess(arguments: ["polls"]).run(input: "")
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("there is no form named “polls”"))
        #expect(outcome.standardError.contains("create-plan"))
        #expect(!outcome.standardError.contains("Usage:") && !outcome.standardError.contains("USAGE"))
    }

    @Test(
        "Each form opens by name and can be cancelled at its first question",
        arguments: [
            "settings", "create-plan", "add-server", "edit-tag", "poll", "card", "profile", "display",
        ])
    func formsByName(_ name: String) async throws {
        let store = folder.file("store-\(UUID().uuidString).sqlite").path
        let arguments = [name, "--plain"] + (["settings", "create-plan"].contains(name) ? ["--database-url", store] : [])
        let outcome = try await DemoProcess(arguments: arguments).run(input: "")
        #expect(outcome.status == 130, "input ended before submitting")
        #expect(outcome.standardError.contains("== "), "the form's title was said")
    }

    #if canImport(Glibc)
    @Test("A demo copied without its translations says why it speaks English, and how to mend it (regression: silent English)")
    func copiedWithoutTranslations() throws {
        let copy = folder.file("formskit-demo").path
        // Copied by cp, not by this process: a file this process held open
        // for writing would be inherited by a child another test starts at
        // that moment, and running the copy would fail (ETXTBSY).
        let copied = try ChildProcess.run(
            executable: "/bin/cp", arguments: [DemoProcess.executablePath, copy], environment: ["PATH": "/usr/bin:/bin"], input: [])
        try #require(copied.status == 0, "\(copied.standardError)")
        let environment = ["PATH": "/usr/bin:/bin", "HOME": folder.url.path, "TERM": "dumb", "LANG": "fr_FR.UTF-8"]
        let asked = try ChildProcess.run(executable: copy, arguments: ["edit-tag", "--plain"], environment: environment, input: [])
        #expect(asked.status == 130, "\(asked.standardError)")
        #expect(asked.standardError.contains("translations were not found beside this program"), "\(asked.standardError)")
        #expect(asked.standardError.contains("*.resources"))
        let named = try ChildProcess.run(executable: copy, arguments: ["edit-tag", "--plain", "--language", "ja"], environment: environment, input: [])
        #expect(named.status == 64)
        #expect(named.standardError.contains("does not speak ja") && named.standardError.contains("*.resources"), "\(named.standardError)")
        let english = try ChildProcess.run(
            executable: copy, arguments: ["edit-tag", "--plain"], environment: environment.merging(["LANG": "C.UTF-8"]) { $1 }, input: [])
        #expect(!english.standardError.contains("translations"), "English was asked for: nothing is missing")
        let built = try ChildProcess.run(executable: DemoProcess.executablePath, arguments: ["edit-tag", "--plain"], environment: environment, input: [])
        #expect(!built.standardError.contains("translations"), "\(built.standardError)")
        #expect(built.standardError.contains("Répondez à chaque question"), "the built demo, beside its translations, speaks French")
    }

    @Test(
        "A result that cannot be written (a full disk, standard output closed, a reader gone) is one sentence and exit 1; the plan is still saved (regression: a crash, exit 132; a silent exit 141)",
        arguments: ["> /dev/full", ">&-", "| true"])
    func unwritableResult(_ redirection: String) async throws {
        let store = folder.file("store-\(UUID().uuidString).sqlite").path
        // The demo's own status, which a pipeline's is not.
        let command =
            #"("$0" create-plan --plain --database-url "$1" "# + (redirection == "| true" ? "" : redirection) + #"; echo "status $?" >&2)"#
            + (redirection == "| true" ? " | true" : "")
        let outcome = try ChildProcess.run(
            executable: "/bin/sh", arguments: ["-c", command, DemoProcess.executablePath, store],
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "dumb"],
            input: Array("Ops\nada@example.com\ny\n".utf8))
        #expect(outcome.standardError.hasSuffix("status 1\n"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("was submitted, but its result could not be written to standard output"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("Fatal error"))
        let database = try await DemoDatabase.open(.sqlite(path: store))
        #expect(try await database.plans().map(\.name) == ["Personal", "Ops"])
        await database.close()
    }
    #endif
}
