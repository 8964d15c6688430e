import FormsKit

/// A language a server answers in: its tag (for `lang` and
/// `Content-Language`) and the provider of FormsKit's messages in it.
///
/// ```swift
/// MessageLanguage(tag: "de", provider: GermanMessages())
/// ```
public struct MessageLanguage: Sendable {
    /// The BCP 47 tag, such as `en`, `de` or `pt-BR`.
    public var tag: String
    /// FormsKit's messages in this language.
    public var provider: any ValidationMessageProvider

    /// A language with this tag and provider.
    public init(tag: String, provider: any ValidationMessageProvider) {
        self.tag = tag
        self.provider = provider
    }

    /// English, FormsKit's own messages.
    public static let english = MessageLanguage(tag: "en", provider: EnglishValidationMessages())
}
