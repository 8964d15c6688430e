import FormsKit
import FormsKitExamples
import FormsKitTestSupport
import Foundation
import Testing

/// A file store that cannot be used says so in one sentence (what is wrong,
/// which path, what to do) and is never written over.
@MainActor
@Suite("Plan store: stores it cannot use")
struct PlanStoreErrorTests {
    /// The error opening the store at `url` throws, if any.
    private func openingError(_ url: URL) -> (any Error)? {
        do {
            _ = try PlanStore(fileURL: url)
            return nil
        } catch {
            return error
        }
    }

    /// One sentence a person can act on: no raw Foundation error text.
    private func expectOneSentence(_ message: String, path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(message.contains(path), "names the path", sourceLocation: sourceLocation)
        #expect(message.contains("--store"), "says what to do", sourceLocation: sourceLocation)
        #expect(message.hasSuffix("."), sourceLocation: sourceLocation)
        #expect(!message.contains("\n"), "one line: \(message)", sourceLocation: sourceLocation)
        for raw in ["NSCocoaErrorDomain", "Error Domain", "DecodingError", "dataCorrupted", "Usage:", "UserInfo"] {
            #expect(!message.contains(raw), "no raw error text: \(message)", sourceLocation: sourceLocation)
        }
    }

    @Test("A file that is not a list of plans is a content error, in one sentence", arguments: [BrokenStore.garbage, .empty, .otherJSON])
    func invalidContent(_ broken: BrokenStore) throws {
        let folder = try TemporaryFolder()
        let file = try broken.make(in: folder)
        let error = try #require(openingError(file))
        guard case .invalidContent(let path, _)? = error as? PlanStoreError else {
            Issue.record("expected invalidContent, got \(error)")
            return
        }
        #expect(path == file.path)
        let message = "\(error)"
        #expect(message.hasPrefix("The plan store \(file.path) is not a list of plans ("))
        #expect(message.hasSuffix("); fix it, delete it to start afresh, or pass another --store path."))
        expectOneSentence(message, path: file.path)
    }

    @Test(
        "The reason names what is wrong with the content, in the user's words",
        arguments: [
            ("not json", "(not valid JSON"),
            ("", "(the file is empty)"),
            (#"{"name": "Personal"}"#, "(JSON, but not a list)"),
            (#"[{"name": "Personal", "ownerEmail": ""}, {"name": "Team"}]"#, "(plan 2 has no \u{201C}ownerEmail\u{201D})"),
            (#"[{"name": 7, "ownerEmail": ""}]"#, "(the \u{201C}name\u{201D} of plan 1 is not text)"),
            (#"["Personal"]"#, "(plan 1 is not an object with a name and an ownerEmail)"),
        ])
    func contentReasons(content: String, reason: String) throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        try Data(content.utf8).write(to: file)
        let message = "\(try #require(openingError(file)))"
        #expect(message.contains(reason), "\(message)")
        expectOneSentence(message, path: file.path)
    }

    @Test("A plan is written with its owner's email as \"email\", the name the form reads; files that say \"ownerEmail\" still read")
    func ownerEmailKey() async throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("plans.json")
        try Data(#"[{"name": "Personal", "ownerEmail": "ada@example.com"}]"#.utf8).write(to: file)
        let store = try PlanStore(fileURL: file)
        #expect(try await store.plans == [Plan(name: "Personal", ownerEmail: "ada@example.com")])
        _ = try await store.create(name: "Team", ownerEmail: "grace@example.com")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains(#""email""#) && !written.contains("ownerEmail"))
        #expect(try await PlanStore(fileURL: file).plans.map(\.ownerEmail) == ["ada@example.com", "grace@example.com"])
    }

    @Test("A folder given as the store is an I/O error that suggests a file inside it")
    func folder() throws {
        let folder = try TemporaryFolder()
        let directory = try BrokenStore.folder.make(in: folder)
        let error = try #require(openingError(directory))
        #expect(error as? PlanStoreError == .isFolder(path: directory.path))
        #expect("\(error)" == "The plan store \(directory.path) is a folder, not a file; pass a file path such as \(directory.path)/plans.json to --store.")
        expectOneSentence("\(error)", path: directory.path)
    }

    @Test("A folder that cannot be created is reported when the store is opened")
    func folderCannotBeCreated() throws {
        let folder = try TemporaryFolder()
        let file = try BrokenStore.parentIsFile.make(in: folder)
        let error = try #require(openingError(file))
        let parent = file.deletingLastPathComponent().path
        #expect(error as? PlanStoreError == .folderNotCreated(folder: parent, path: file.path, reason: "a file is in the way"))
        #expect(
            "\(error)"
                == "The folder \(parent) for the plan store \(file.path) cannot be created (a file is in the way); create it yourself, or pass another --store path."
        )
        expectOneSentence("\(error)", path: file.path)
    }

    @Test(
        "A read-only folder is reported when the store is opened, before any form is shown",
        .enabled(if: !BrokenStore.isRoot, "root ignores permissions"))
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        let error = try #require(openingError(file))
        #expect(error as? PlanStoreError == .folderReadOnly(folder: folder.url.path, path: file.path, reason: "Permission denied"))
        expectOneSentence("\(error)", path: file.path)
    }

    @Test(
        "A folder made read-only after its lock file exists is still reported when opened",
        .enabled(if: !BrokenStore.isRoot, "root ignores permissions"))
    func readOnlyFolderWithLockFile() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        _ = try await PlanStore(fileURL: file).create(name: "Team", ownerEmail: "")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        let error = try #require(openingError(file))
        #expect(error as? PlanStoreError == .folderReadOnly(folder: folder.url.path, path: file.path, reason: "Permission denied"))
        expectOneSentence("\(error)", path: file.path)
    }

    @Test("A file without read permission is an I/O error", .enabled(if: !BrokenStore.isRoot, "root ignores permissions"))
    func unreadableFile() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        try Data("[]".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        let error = try #require(openingError(file))
        guard case .unreadable(let path, _)? = error as? PlanStoreError else {
            Issue.record("expected unreadable, got \(error)")
            return
        }
        #expect(path == file.path)
        expectOneSentence("\(error)", path: file.path)
    }

    @Test("A store that cannot be read is never written over, even when it breaks after opening")
    func neverOverwritesUnreadable() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        let store = try PlanStore(fileURL: file)
        _ = try await store.create(name: "Team", ownerEmail: "")
        let broken = Data("[{\"name\": \"Team\", ".utf8)  // a hand edit gone wrong
        try broken.write(to: file)

        await #expect(throws: PlanStoreError.self) { try await store.create(name: "Side project", ownerEmail: "") }
        #expect(try Data(contentsOf: file) == broken, "the broken file is left for the user to fix")
        #expect(openingError(file) != nil)
        #expect(try Data(contentsOf: file) == broken)
    }

    @Test(
        "A folder made read-only after opening fails the create with a store error; the file is kept",
        .enabled(if: !BrokenStore.isRoot, "root ignores permissions"))
    func folderBecomesReadOnly() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plans.json")
        let store = try PlanStore(fileURL: file)
        _ = try await store.create(name: "Team", ownerEmail: "")
        let saved = try Data(contentsOf: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)

        await #expect {
            try await store.create(name: "Side project", ownerEmail: "")
        } throws: { error in
            guard case .unwritable(let path, _)? = error as? PlanStoreError else { return false }
            return path == file.path
        }
        #expect(try Data(contentsOf: file) == saved)
    }
}
