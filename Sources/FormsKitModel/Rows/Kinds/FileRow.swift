import FormsKit

/// A file: a browser's file picker on the web, a path typed in a terminal.
public struct FileRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A file bound to an `UploadedFile?`; `acceptedTypes` are what the
    /// picker offers (`image/*`, `.pdf`), any file when empty.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, UploadedFile?>, acceptedTypes: [String] = []) {
        row = FormRow(id: keyPath, title: title, control: .file(FileControl(keyPath, acceptedTypes: acceptedTypes)))
    }
}
