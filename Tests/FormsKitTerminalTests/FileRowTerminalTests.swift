import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import FormsKitTestSupport
import Foundation
import Testing

/// A form with a file, for the terminal.
struct ShareForm: ValidatableForm, SubmittableForm, PresentableForm {
    @Validated var title = "Notes"
    @Validated(.maxFileSize(1_000)) var attachment: UploadedFile? = nil

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.title, wrappedBy: \._title), .init(\.attachment, wrappedBy: \._attachment)]
    }

    @MainActor
    func submit() async throws -> String { attachment?.description ?? "none" }

    var layout: FormLayout<Self> {
        FormLayout(title: "Share") {
            FormSection {
                TextRow("Title", \.title)
                FileRow("Attachment", \.attachment)
            }
        }
    }
}

/// In a terminal a file is typed as its path.
@MainActor
@Suite("File rows in the terminal")
struct FileRowTerminalTests {
    /// Where the test's files go: removed, with everything in it, when the
    /// test is done (the demo keeps a lock file beside its store).
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func temporaryFile() throws -> String {
        let path = folder.file("share-\(UUID().uuidString).txt").path
        try Data("hello, file".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("The interactive form reads the file at the path typed and shows it by name and size; a wrong path is kept with a message")
    func interactive() async throws {
        let session = FormSession(form: ShareForm())
        let driver = TerminalFormDriver(session: session, width: 70, height: 10)
        #expect(driver.screen.contains("path of a file"))
        await driver.press(.tab)
        await driver.type("/nonexistent/file.txt")
        #expect(driver.screen.contains("✗ No file can be read at /nonexistent/file.txt"))
        await driver.press(.control("u"))
        let path = try temporaryFile()
        await driver.type(path)
        #expect(session.controller.form.attachment?.size == 11)
        await driver.press(.control("s"))
        guard case .submitted(let description)? = driver.outcome else {
            Issue.record("submitted:\n\(driver.screen)")
            return
        }
        #expect(description.hasSuffix(".txt (11 bytes)"))
    }

    @Test("A file chosen is checked at once against its rules, as plain mode checks it (regression: a file too large passed until submit)")
    func checkedWhenChosen() async throws {
        let path = folder.file("big-\(UUID().uuidString).txt").path
        try Data(repeating: 65, count: 2_000).write(to: URL(fileURLWithPath: path))
        let session = FormSession(form: ShareForm())
        let driver = TerminalFormDriver(session: session, width: 70, height: 10)
        await driver.press(.tab)
        await driver.type(path)
        #expect(session.controller.form.attachment?.size == 2_000)
        #expect(driver.screen.contains("The file must be 1 KB or smaller"), "\(driver.screen)")
        #expect(driver.outcome == nil)
    }

    @Test("Line by line, the file is asked for as a path, with its hints")
    func plain() async throws {
        let path = try temporaryFile()
        let harness = PlainHarness(session: FormSession(form: ShareForm()), answers: ["", path, ""])
        guard case .submitted(let description) = await harness.run() else {
            Issue.record("expected a submission:\n\(harness.transcript.text)")
            return
        }
        #expect(description.hasSuffix(".txt (11 bytes)"))
        #expect(harness.transcript.text.contains("a file's path"))
    }
}
