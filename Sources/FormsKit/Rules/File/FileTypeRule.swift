/// Passes a file of one of ``types`` and no file. A type is a media type
/// (`image/png`), a family (`image/*`) or an extension (`.pdf`), as HTML's
/// `accept` attribute reads them. A file's media type is read from its
/// first bytes where its format says it (``UploadedFile/checkedContentType``).
public struct FileTypeRule: ValidationRule, Sendable {
    /// The accepted types.
    public let types: [String]
    let message: String?

    public init(_ types: [String], message: String? = nil) {
        self.types = types.map { $0.lowercased() }
        self.message = message
    }

    public func validate(value: UploadedFile?) -> String? {
        guard let value, !accepts(value) else { return nil }
        return message ?? ValidationMessages.text(for: .fileTypeNotAccepted(types: types.joined(separator: ", ")))
    }

    /// Whether `file` is of one of the types.
    public func accepts(_ file: UploadedFile) -> Bool {
        let name = file.filename.lowercased()
        return types.contains { type in
            if type.hasPrefix(".") { return name.hasSuffix(type) }
            if type.hasSuffix("/*") { return file.checkedContentType.hasPrefix(type.dropLast()) }
            return file.checkedContentType == type
        }
    }
}

extension ValidationRule {
    /// Requires a file of one of `types`: media types (`image/png`),
    /// families (`image/*`) or extensions (`.pdf`). No file passes.
    public static func fileTypes(_ types: [String], message: String? = nil) -> Self where Self == FileTypeRule {
        FileTypeRule(types, message: message)
    }
}
