/// FormsKit's default messages, in English whatever the language in effect.
public struct EnglishValidationMessages: ValidationMessageProvider {
    /// Creates the English catalogue.
    public init() {}

    public func text(for message: ValidationMessage) -> String? {
        message.text(in: .english)
    }
}
