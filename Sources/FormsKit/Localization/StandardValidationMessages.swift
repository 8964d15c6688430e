/// FormsKit's default messages in the language in effect
/// (``FormLanguage/current``): each of the shipped languages
/// (``FormLanguage/shipped``), and English for any other.
///
/// It is the provider unless you install another; a provider of your own
/// that returns `nil` for a message falls back to it.
public struct StandardValidationMessages: ValidationMessageProvider {
    /// The messages in the language in effect.
    public init() {}

    public func text(for message: ValidationMessage) -> String? {
        message.text(in: .current)
    }
}
