import FormsKit
import Foundation
import Testing

@Suite("Files and their rules")
struct FileRuleTests {
    private func file(_ name: String, _ type: String, size: Int) -> UploadedFile {
        UploadedFile(filename: name, contentType: type, data: Data(repeating: 1, count: size))
    }

    @Test("A file keeps only its name, a known type when none is given, and shows its size for people")
    func uploadedFile() {
        #expect(UploadedFile(filename: "C:\\Users\\ada\\me.png", contentType: "", data: Data()).filename == "me.png")
        #expect(UploadedFile(filename: "/etc/../me.png", contentType: "IMAGE/PNG", data: Data()).contentType == "image/png")
        #expect(UploadedFile(filename: "", contentType: "", data: Data()).filename == "file")
        #expect(UploadedFile(filename: "x", contentType: "", data: Data()).contentType == UploadedFile.unknownContentType)
        #expect(UploadedFile.contentType(forFilename: "Report.PDF") == "application/pdf")
        #expect(UploadedFile.contentType(forFilename: ".bashrc") == UploadedFile.unknownContentType)
        #expect(UploadedFile.formattedSize(1) == "1 byte")
        #expect(UploadedFile.formattedSize(999) == "999 bytes")
        #expect(UploadedFile.formattedSize(12_300) == "12 KB")
        #expect(UploadedFile.formattedSize(2_500_000) == "2.5 MB")
        #expect(file("me.png", "image/png", size: 12_000).description == "me.png (12 KB)")
    }

    @Test("maxFileSize: a file up to the size and no file pass; a larger one says the limit")
    func size() {
        let rule = FileSizeRule(1_000)
        #expect(rule.validate(value: nil) == nil)
        #expect(rule.validate(value: file("a.png", "image/png", size: 1_000)) == nil)
        #expect(rule.validate(value: file("a.png", "image/png", size: 1_001)) == "The file must be 1 KB or smaller")
        #expect(FileSizeRule(10, message: "Too big").validate(value: file("a", "", size: 11)) == "Too big")
    }

    @Test("fileTypes: media types, families and extensions, as HTML's accept reads them")
    func types() {
        let rule = FileTypeRule(["image/*", ".PDF", "text/csv"])
        #expect(rule.validate(value: nil) == nil)
        #expect(rule.validate(value: file("me.jpg", "image/jpeg", size: 1)) == nil)
        #expect(rule.validate(value: file("report.pdf", "application/octet-stream", size: 1)) == nil)
        #expect(rule.validate(value: file("data.csv", "text/csv", size: 1)) == nil)
        #expect(
            rule.validate(value: file("notes.txt", "text/plain", size: 1)) == "The file must be an image, a .pdf file or a file of type text/csv",
            "in words (regression: \"one of: image/*\")")
    }

    @Test("Both rules on a form's field, as @Validated takes them")
    @MainActor
    func onAField() {
        struct Upload: ValidatableForm {
            @Validated(.maxFileSize(10), .fileTypes([".txt"])) var attachment: UploadedFile? = nil
            var validatedFields: [ValidatedField<Self>] { [.init(\.attachment, wrappedBy: \._attachment)] }
        }
        let controller = FormController(form: Upload())
        #expect(controller.validate())
        controller.form.attachment = file("a.png", "image/png", size: 20)
        #expect(!controller.validate())
        #expect(controller.messages(for: \.attachment) == ["The file must be 10 bytes or smaller", "The file must be a .txt file"])
    }
}
