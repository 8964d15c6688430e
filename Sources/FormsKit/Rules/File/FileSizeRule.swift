/// Passes a file of at most ``maximum`` bytes, and no file.
public struct FileSizeRule: ValidationRule, Sendable {
    /// The most bytes a file may have.
    public let maximum: Int
    let message: String?

    public init(_ maximum: Int, message: String? = nil) {
        self.maximum = maximum
        self.message = message
    }

    public func validate(value: UploadedFile?) -> String? {
        guard let value, value.size > maximum else { return nil }
        return message ?? ValidationMessages.text(for: .fileTooLarge(maximum: UploadedFile.formattedSize(maximum)))
    }
}

extension ValidationRule {
    /// Requires a file of at most `maximum` bytes. No file passes.
    public static func maxFileSize(_ maximum: Int, message: String? = nil) -> Self where Self == FileSizeRule {
        FileSizeRule(maximum, message: message)
    }
}

extension FileSizeRule: ClientCheckableRule {
    public var clientChecks: [ClientCheck] {
        [ClientCheck(.maximumFileSize(maximum), message: message ?? ValidationMessages.text(for: .fileTooLarge(maximum: UploadedFile.formattedSize(maximum))))]
    }

    public var clientCheckKinds: [ClientCheck.Kind] { [.maximumFileSize(maximum)] }
}
