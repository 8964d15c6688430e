import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
import Testing

/// A form with a file row, for the model's tests.
private struct AttachmentForm: ValidatableForm, PresentableForm {
    @Validated(.maxFileSize(100)) var attachment: UploadedFile? = nil
    var validatedFields: [ValidatedField<Self>] { [.init(\.attachment, wrappedBy: \._attachment)] }
    var layout: FormLayout<Self> {
        FormLayout(title: "Attach") {
            FormSection { FileRow("Attachment", \.attachment, acceptedTypes: [".txt"]) }
        }
    }
}

@Suite("File rows")
@MainActor
struct FileRowTests {
    /// Where the test's files go, removed when the test is done.
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func temporaryFile(_ bytes: Int, name: String = "notes.txt") throws -> String {
        let path = folder.file(name).path
        try Data(repeating: UInt8(ascii: "a"), count: bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("A path typed reads the file; the row then shows its name and size, and empty text clears it")
    func pathEntry() throws {
        let session = FormSession(form: AttachmentForm())
        let path = try temporaryFile(12)
        session.setText(path, for: \AttachmentForm.attachment)
        let file = try #require(session.controller.form.attachment)
        #expect(file.filename == "notes.txt" && file.contentType == "text/plain" && file.size == 12)
        #expect(session.text(of: \AttachmentForm.attachment) == "notes.txt (12 bytes)")
        #expect(session.inputProblem(of: \AttachmentForm.attachment) == nil)
        // Its own description reads as "keep the file".
        session.setText("notes.txt (12 bytes)", for: \AttachmentForm.attachment)
        #expect(session.controller.form.attachment == file)
        session.setText("", for: \AttachmentForm.attachment)
        #expect(session.controller.form.attachment == nil)
    }

    @Test("A path with no file, a folder or a device: the text kept with a problem, the value unchanged")
    func missingFile() throws {
        let session = FormSession(form: AttachmentForm())
        session.setText("/nonexistent/notes.txt", for: \AttachmentForm.attachment)
        #expect(session.inputProblem(of: \AttachmentForm.attachment)?.message == "No file can be read at /nonexistent/notes.txt")
        #expect(session.text(of: \AttachmentForm.attachment) == "/nonexistent/notes.txt")
        #expect(session.controller.form.attachment == nil)
        session.setText(FileManager.default.temporaryDirectory.path, for: \AttachmentForm.attachment)
        #expect(session.inputProblem(of: \AttachmentForm.attachment) != nil)
        // A device is not read (a terminal, a pipe could wait forever).
        for device in ["/dev/zero", "/dev/null", "/dev/tty"] {
            session.setText(device, for: \AttachmentForm.attachment)
            #expect(session.inputProblem(of: \AttachmentForm.attachment)?.message == "No file can be read at \(device)")
        }
    }

    @Test("A file larger than the row reads is refused before it is read whole")
    func tooLargeToRead() throws {
        var form = AttachmentForm()
        form.attachment = nil
        let layout = FormLayout<AttachmentForm>(title: "Attach") {
            FormSection { FormRow(id: \AttachmentForm.attachment, title: "Attachment", control: .file(FileControl(\.attachment, maximumReadSize: 10))) }
        }
        let session = FormSession(form: form, layout: layout)
        session.setText(try temporaryFile(11), for: \AttachmentForm.attachment)
        #expect(session.inputProblem(of: \AttachmentForm.attachment)?.message == "The file must be 10 bytes or smaller")
        #expect(session.controller.form.attachment == nil)
    }

    @Test("setFile sets what a picker or a browser gave; the row is a focusable file row in the text snapshot")
    func setFile() {
        let session = FormSession(form: AttachmentForm())
        session.setFile(UploadedFile(filename: "a.txt", contentType: "text/plain", data: Data("hi".utf8)), for: \AttachmentForm.attachment)
        #expect(session.controller.form.attachment?.filename == "a.txt")
        let row = session.row(\AttachmentForm.attachment)
        #expect(row?.control.kindName == "file")
        #expect(row?.control.isFocusable == true)
        #expect(FormTextSnapshot(session).render().contains("Attachment  [file]  \"a.txt (2 bytes)\""))
    }
}
