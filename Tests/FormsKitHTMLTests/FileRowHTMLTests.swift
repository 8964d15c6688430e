import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Testing

private struct PhotoForm: ValidatableForm, PresentableForm {
    @Validated(.isNotEmpty()) var caption = ""
    @Validated(.fileTypes(["image/*"])) var photo: UploadedFile? = nil
    var validatedFields: [ValidatedField<Self>] { [.init(\.caption, wrappedBy: \._caption), .init(\.photo, wrappedBy: \._photo)] }
    var layout: FormLayout<Self> {
        FormLayout(title: "Photo") {
            FormSection {
                TextRow("Caption", \.caption)
                FileRow("Photo", \.photo, acceptedTypes: ["image/*"])
            }
        }
    }
}

@MainActor
@Suite("HTML forms: file rows")
struct FileRowHTMLTests {
    private let photo = UploadedFile(filename: "cat.jpg", contentType: "image/jpeg", data: Data(repeating: 9, count: 2_048))

    @Test("A file row is a labelled file input offering its types, and the form is sent as multipart/form-data")
    func render() {
        let html = HTMLFormRenderer<PhotoForm>(action: "/photo").render(FormSession(form: PhotoForm()))
        #expect(html.contains("<form method=\"post\" action=\"/photo\" accept-charset=\"UTF-8\" enctype=\"multipart/form-data\" novalidate>"))
        #expect(html.contains("<label for=\"field-photo\" class=\"fk-label\">Photo</label>"))
        #expect(html.contains("<input id=\"field-photo\" name=\"photo\" type=\"file\" class=\"fk-input fk-input--file\" accept=\"image/*\">"))
        let withoutFile = HTMLFormRenderer<CreatePlanLikeForm>(action: "/x").render(FormSession(form: CreatePlanLikeForm()))
        #expect(!withoutFile.contains("enctype"), "a form without a file row stays urlencoded")
    }

    @Test("A submission's file lands in the row; an empty file input leaves the value; after a failed submission the page asks for the file again")
    func decodeAndRerender() throws {
        let session = FormSession(form: PhotoForm())
        let submission = try SubmittedForm(pairs: [("caption", "")], files: [("photo", photo)])
        _ = HTMLFormDecoder.decode(submission, into: session)
        #expect(session.controller.form.photo == photo)
        _ = HTMLFormDecoder.decode(try SubmittedForm(pairs: [("caption", "")], files: []), into: session)
        #expect(session.controller.form.photo == photo, "no file sent: the value stays")
        #expect(!session.controller.validate())
        var renderer = HTMLFormRenderer<PhotoForm>(action: "/photo")
        #expect(renderer.render(session).contains("<p class=\"fk-hint fk-file-chosen\">Chosen: cat.jpg (2 KB)</p>"))
        renderer.showsErrors = true
        #expect(renderer.render(session).contains("<p class=\"fk-hint fk-file-chosen\">Choose cat.jpg again: files are not sent a second time</p>"))
    }

    @Test("Files count against the limits as pairs do, and their names are checked as fields' names")
    func limits() {
        let limits = SubmittedFormLimits(maximumBodySize: 1 << 20, maximumPairCount: 2, maximumNameLength: 8, maximumValueLength: 10)
        #expect(throws: SubmittedFormError.tooManyPairs(limit: 2)) {
            try SubmittedForm(pairs: [("a", "1"), ("b", "2")], files: [("photo", photo)], limits: limits)
        }
        #expect(throws: SubmittedFormError.nameTooLong(name: "a-very-long-name", limit: 8)) {
            try SubmittedForm(pairs: [], files: [("a-very-long-name", photo)], limits: limits)
        }
        #expect((try? SubmittedForm(pairs: [], files: [("photo", photo), ("photo", photo)], limits: limits))?.files.count == 1)
    }
}

private struct CreatePlanLikeForm: ValidatableForm, PresentableForm {
    @Validated var name = ""
    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }
    var layout: FormLayout<Self> { FormLayout(title: "Plan") { FormSection { TextRow("Name", \.name) } } }
}

private struct SuggestForm: ValidatableForm, PresentableForm {
    @Validated var name = ""
    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }
    var layout: FormLayout<Self> {
        FormLayout(title: "Suggest") {
            FormSection {
                TextRow("Name", \.name)
                ButtonRow("Suggest a name") { session in session.controller.form.name = session.controller.form.name + " Team" }
                ButtonRow("Hidden action", role: .destructive) { session in session.controller.form.name = "never" }.visible(when: { _ in false })
            }
        }
    }
}

@MainActor
@Suite("HTML forms: button rows")
struct ButtonRowHTMLTests {
    @Test("A button row of your own runs its action on the web too, after the values sent are applied (regression: nothing happened)")
    func plainButtonRunsItsAction() throws {
        let session = FormSession(form: SuggestForm())
        let page = HTMLFormRenderer<SuggestForm>(action: "/suggest").render(session)
        let value = try #require(page.firstMatch(of: /value="(activate:[^"]+)">Suggest a name/).map { String($0.1) })
        let decoding = HTMLFormDecoder.decode(try SubmittedForm(pairs: [("name", "My"), ("_fk_action", value)], files: []), into: session)
        #expect(session.controller.form.name == "My Team")
        #expect(decoding.action == .activate(String(value.dropFirst("activate:".count))))
        // A button that is not on the page (hidden), or a name no button has, does nothing.
        _ = HTMLFormDecoder.decode(try SubmittedForm(pairs: [("_fk_action", "activate:_row2")], files: []), into: session)
        _ = HTMLFormDecoder.decode(try SubmittedForm(pairs: [("_fk_action", "activate:name")], files: []), into: session)
        #expect(session.controller.form.name == "My Team")
    }
}

/// An album: a cover, and photos in a repeated group of sub-forms, each
/// with a caption and a file.
private struct AlbumForm: ValidatableForm, PresentableForm {
    struct Photo: ValidatableForm {
        @Validated var caption = ""
        @Validated var file: UploadedFile? = nil
        var validatedFields: [ValidatedField<Self>] {
            [.init(\.caption, wrappedBy: \._caption, propertyName: "caption"), .init(\.file, wrappedBy: \._file, propertyName: "file")]
        }
    }

    @Validated var cover: UploadedFile? = nil
    var photos = [Photo(), Photo()]

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.cover, wrappedBy: \._cover, propertyName: "cover")]
            + photos.indices.flatMap { index in photos[index].validatedFields.map { $0.nested(in: \.photos, at: index, name: nil) } }
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Album") {
            FormSection { FileRow("Cover", \.cover) }
            FormSection {
                RepeatedRows(\.photos, id: "photos", addTitle: "Add photo", minimum: 0, maximum: 5, itemName: "photo", newElement: { Photo() }) {
                    index in
                    TextRow("Caption", \.photos[index].caption)
                    FileRow("Photo", \.photos[index].file)
                }
            }
        }
    }
}

@MainActor
@Suite("HTML forms: files in repeated groups")
struct FilesInGroupsTests {
    private let cat = UploadedFile(filename: "cat.jpg", contentType: "image/jpeg", data: Data(repeating: 1, count: 64))
    private let dog = UploadedFile(filename: "dog.jpg", contentType: "image/jpeg", data: Data(repeating: 2, count: 64))
    private let cover = UploadedFile(filename: "cover.png", contentType: "image/png", data: Data(repeating: 3, count: 64))

    @Test(
        "A group sent out of order keeps every file, each with its element (regression: renumbering the elements dropped the submission's files)"
    )
    func filesFollowTheirElements() throws {
        let session = FormSession(form: AlbumForm())
        // The page's script put the second photo first.
        let submission = try SubmittedForm(
            pairs: [("_fk_group", "photos:2"), ("photos.1.caption", "Dog"), ("photos.0.caption", "Cat")],
            files: [("cover", cover), ("photos.1.file", dog), ("photos.0.file", cat)])
        _ = HTMLFormDecoder.decode(submission, into: session)
        let form = session.controller.form
        #expect(form.cover == cover)
        #expect(form.photos.map(\.caption) == ["Dog", "Cat"])
        #expect(form.photos.map(\.file) == [dog, cat])
    }
}
