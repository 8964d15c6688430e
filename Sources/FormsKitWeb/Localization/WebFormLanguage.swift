import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// A language a server answers in: its tag (for `lang` and
/// `Content-Language`), the provider of FormsKit's messages in it, and the
/// web layer's own words.
///
/// Each of FormsKit's languages needs nothing but its tag:
/// `WebFormLanguage(tag: "fr")`. For another language, give a provider and
/// wording of your own:
///
/// ```swift
/// var words = WebFormWording()
/// words.refusedTitle = "Este formulário não pôde ser enviado"
/// WebFormLanguage(tag: "pt", provider: PortugueseMessages(), wording: words)
/// ```
public struct WebFormLanguage: Sendable {
    /// The BCP 47 tag, such as `en`, `de` or `pt-BR`.
    public var tag: String
    /// FormsKit's messages in this language.
    public var provider: any ValidationMessageProvider
    /// The web layer's own words in this language (refusal pages, the
    /// expired-page banner, the flash message); `nil` uses FormsKit's own in
    /// the language (English for a language it does not ship, or the
    /// configuration's ``WebFormConfiguration/wording`` for English).
    public var wording: WebFormWording?

    /// A language with this tag, provider and wording: by default
    /// FormsKit's own messages and words in it.
    public init(tag: String, provider: any ValidationMessageProvider = StandardValidationMessages(), wording: WebFormWording? = nil) {
        self.tag = tag
        self.provider = provider
        self.wording = wording
    }

    /// The language as FormsKit's surfaces know it.
    public var formLanguage: FormLanguage { FormLanguage(tag) }

    /// English.
    public static let english = WebFormLanguage(tag: "en")

    /// Runs `operation` in this language: FormsKit's words and messages in
    /// it, and numbers and dates in a browser's wire formats (`2.5`,
    /// `2026-11-21`), as forms send and show them.
    nonisolated(nonsending) func speaking<Result>(_ operation: nonisolated(nonsending) () async -> Result) async -> Result {
        await FormLanguage.withLanguage(formLanguage) {
            await TextConventions.withConventions(.iso) {
                await ValidationMessages.withProvider(provider) { await operation() }
            }
        }
    }
}
