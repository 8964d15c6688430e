import FormsKit

/// A language a server answers in: its tag (for `lang` and
/// `Content-Language`) and the provider of FormsKit's messages in it.
///
/// ```swift
/// var german = WebFormWording()
/// german.refusedTitle = "Dieses Formular konnte nicht gesendet werden"
/// MessageLanguage(tag: "de", provider: GermanMessages(), wording: german)
/// ```
public struct MessageLanguage: Sendable {
    /// The BCP 47 tag, such as `en`, `de` or `pt-BR`.
    public var tag: String
    /// FormsKit's messages in this language.
    public var provider: any ValidationMessageProvider
    /// The web layer's own words in this language (refusal pages, the
    /// expired-page banner, the flash message); `nil` uses
    /// ``WebFormConfiguration/wording``.
    public var wording: WebFormWording?

    /// A language with this tag and provider, and the web layer's words in it.
    public init(tag: String, provider: any ValidationMessageProvider, wording: WebFormWording? = nil) {
        self.tag = tag
        self.provider = provider
        self.wording = wording
    }

    /// English, FormsKit's own messages.
    public static let english = MessageLanguage(tag: "en", provider: EnglishValidationMessages())
}
