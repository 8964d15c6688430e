import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel

/// What every form route of a server shares: the signing key, the CSRF
/// policy, cookies, limits, languages and where the page assets are served.
///
/// ```swift
/// var configuration = WebFormConfiguration(signingKey: try SigningKey(base64: secret))
/// configuration.usesTLS = true
/// configuration.languages = WebFormLanguages(.english, WebFormLanguage(tag: "de"))   // English and German only
/// router.addWebFormAssets(configuration)
/// router.addWebForm(at: "/sign-up", configuration: configuration, form: SignUpForm())
/// ```
public struct WebFormConfiguration: Sendable {
    /// Signs CSRF tokens and flash messages.
    public var signingKey: SigningKey
    /// What the servers of the site share about its forms beyond cookies:
    /// the pages submitted and their answers (a page sent twice submits
    /// once), the files a form in steps holds until its last step, and a
    /// flow's answers when they outgrow its cookie. This server's memory
    /// by default; servers behind a balancer that does not keep a browser
    /// to one of them need a store they share (a database table).
    public var sharedState: any WebFormStateStore = InMemoryWebFormStateStore()
    /// How many runs through a form in steps (flows) one browser keeps at
    /// once, each in a cookie of its own of up to 4 KB: sending the first
    /// page of one more ends the oldest, whose pages then say so. Keeps the
    /// browser's `Cookie` header within what servers and proxies read.
    public var flowsKeptPerBrowser = 5
    /// Where what a browser typed is kept as a draft, so that a closed
    /// browser, an expired page or a restart of the server loses none of
    /// it; `nil` keeps no drafts. Every post that does not submit saves one
    /// (masked values and files never), the page opened again restores it
    /// with a notice and a button that discards it, and submitting removes
    /// it. A draft is keyed by the form's path and a random id in a signed,
    /// `HttpOnly` cookie (``draftCookieName``): only the browser that saved
    /// it sees it. Servers that share a signing key need a store they share
    /// too.
    public var drafts: (any FormDraftStore)?
    /// The name of the cookie that names a browser's drafts.
    public var draftCookieName = "fk_draft"
    /// Whether HTML form posts need a valid CSRF token (on by default).
    /// Turn it off only when something else protects the routes.
    public var requiresCSRFToken = true
    /// How long a rendered form's token is accepted. A form sent later is
    /// shown again with its values and a message, not lost.
    public var tokenLifetime: Duration = .seconds(2 * 60 * 60)
    /// Whether browsers reach this server over HTTPS (directly or through a
    /// proxy): cookies are then `Secure`, and this server's origin `https`.
    public var usesTLS = false
    /// Origins other than this server's own (`https://www.example.com`) whose
    /// pages may post to these routes, as when a proxy changes the `Host`.
    public var trustedOrigins: Set<String> = []
    /// The form routes served with this configuration, for an OpenAPI
    /// document of them (``WebFormsOpenAPI``); shared by its copies.
    @_spi(FormsKitAdapter) public let directory = WebFormDirectory()
    /// The largest submission read; a bigger body is answered 413.
    public var limits: SubmittedFormLimits = .standard
    /// The languages pages are answered in, chosen per request: the one a
    /// person chose from a page's list of languages, else the browser's
    /// `Accept-Language`. Every shipped language by default, English
    /// first; with one language, pages offer no list.
    public var languages: WebFormLanguages = .shipped
    /// The name of the cookie that keeps the language a person chose from
    /// a page's list of languages, over their browser's.
    public var languageCookieName = "fk_lang"
    /// Where the stylesheet is served (``WebFormAssets/styleSheet``), linked
    /// from every page.
    public var styleSheetPath = "/formskit/forms.css"
    /// Where the live-validation script is served
    /// (``WebFormAssets/liveValidationScript``).
    public var scriptPath = "/formskit/live.js"
    /// Whether pages validate as the user types, with the script at
    /// ``scriptPath``. The server validates every submission regardless.
    public var validatesLive = true
    /// The URL of the page a link row opens, by the page's id or the linked
    /// form's title; `nil` renders the row as text.
    public var pageURL: @Sendable (String) -> String? = { _ in nil }
    /// The name of the cookie that holds the browser's CSRF value.
    public var csrfCookieName = "fk_csrf"
    /// The name of the form field that holds the CSRF token.
    public var csrfFieldName = "_fk_csrf"
    /// The name of the form field that identifies a rendered page, so that
    /// the page sent twice (a double click) is submitted once: the second
    /// sending gets the first one's answer.
    public var submissionFieldName = "_fk_submission"
    /// The name of the cookie that carries a flash message to the next page.
    public var flashCookieName = "fk_flash"
    /// What the web layer itself says in English (403 and 500 pages, the
    /// expired-token message, the default flash message).
    public var wording = WebFormWording()

    /// The web layer's words for a request in `language`: the language's
    /// own ``WebFormLanguage/wording`` when it has one; for English,
    /// ``wording``; else FormsKit's own in the language.
    public func wording(in language: WebFormLanguage) -> WebFormWording {
        if let wording = language.wording { return wording }
        let formLanguage = language.formLanguage
        return formLanguage.language == .english ? wording : WebWords.wording(in: formLanguage)
    }

    /// A configuration signing with `signingKey`, with the defaults above.
    public init(signingKey: SigningKey) {
        self.signingKey = signingKey
    }

    var csrfTokens: CSRFTokens {
        CSRFTokens(key: signingKey, lifetime: tokenLifetime)
    }

    var originCheck: OriginCheck {
        OriginCheck(usesTLS: usesTLS, trustedOrigins: trustedOrigins)
    }
}
