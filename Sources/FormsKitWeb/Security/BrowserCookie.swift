import HTTPTypes

/// The browser's CSRF cookie: the one it sent, or a new one to set.
struct BrowserCookie: Sendable {
    /// The cookie's value.
    let value: String
    /// Whether the browser sent none (or a malformed one), so the response
    /// sets this one.
    let isNew: Bool

    /// The cookie `request` carries, or a new random one.
    init(request: WebFormRequest, configuration: WebFormConfiguration) {
        if let sent = request.cookies[configuration.csrfCookieName], CSRFTokens.isWellFormedCookieValue(sent) {
            value = sent
            isNew = false
        } else {
            value = CSRFTokens.makeCookieValue()
            isNew = true
        }
    }

    /// `Set-Cookie`: HttpOnly, SameSite=Lax, for the whole site, Secure over
    /// TLS; it lasts as long as the browser's session.
    func cookie(configuration: WebFormConfiguration) -> WebFormCookie {
        WebFormCookie(name: configuration.csrfCookieName, value: value, path: "/", secure: configuration.usesTLS, httpOnly: true, sameSite: .lax)
    }
}
