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
        #expect(rule.validate(value: UploadedFile(filename: "me.jpg", contentType: "image/jpeg", data: Data([0xFF, 0xD8, 0xFF, 0xDB]))) == nil)
        #expect(rule.validate(value: file("report.pdf", "application/octet-stream", size: 1)) == nil)
        #expect(rule.validate(value: file("data.csv", "text/csv", size: 1)) == nil)
        #expect(
            rule.validate(value: file("notes.txt", "text/plain", size: 1)) == "The file must be an image, a .pdf file or a file of type text/csv",
            "in words (regression: \"one of: image/*\")")
    }

    @Test(
        """
        fileTypes reads the type from a file's first bytes where its format says it (PNG, JPEG, GIF, WebP, PDF): random bytes \
        sent as image/png are no PNG, a PNG sent as application/octet-stream is one (regression: the browser's word was taken)
        """
    )
    func typesFromBytes() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D])
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])
        let images = FileTypeRule(["image/png", "image/jpeg"])
        #expect(images.validate(value: UploadedFile(filename: "me.png", contentType: "image/png", data: png)) == nil)
        #expect(images.validate(value: UploadedFile(filename: "me.png", contentType: "image/png", data: Data("not an image".utf8))) != nil)
        let misnamed = UploadedFile(filename: "me.png", contentType: "image/png", data: jpeg)
        #expect(images.validate(value: misnamed) == nil, "a JPEG named .png is an image the rule takes")
        #expect(FileTypeRule(["image/png"]).validate(value: UploadedFile(filename: "me.png", contentType: "image/png", data: jpeg)) != nil)
        #expect(images.validate(value: UploadedFile(filename: "me", contentType: "application/octet-stream", data: png)) == nil)
        let anyImage = FileTypeRule(["image/*"])
        #expect(anyImage.validate(value: UploadedFile(filename: "x.gif", contentType: "image/gif", data: Data("GIF89a..".utf8))) == nil)
        #expect(anyImage.validate(value: UploadedFile(filename: "x.webp", contentType: "image/webp", data: Data("RIFF1234WEBPVP8 ".utf8))) == nil)
        #expect(UploadedFile(filename: "a.pdf", contentType: "application/pdf", data: Data("%PDF-1.7".utf8)).detectedContentType == "application/pdf")
        #expect(UploadedFile(filename: "a.txt", contentType: "text/plain", data: Data("hello".utf8)).detectedContentType == nil)
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
