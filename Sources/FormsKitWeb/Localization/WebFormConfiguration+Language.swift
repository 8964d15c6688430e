import HTTPTypes

extension WebFormConfiguration {
    /// The language to answer `request` in: the one the person chose from
    /// a page's list of languages (``languageCookieName``), else the one
    /// the browser's `Accept-Language` prefers among ``languages``. For
    /// pages of your own that speak as the forms do.
    @_spi(FormsKitAdapter) public func language(of request: WebFormRequest) -> WebFormLanguage {
        if let chosen = request.cookies[languageCookieName], let language = languages.language(tagged: chosen) {
            return language
        }
        return languages.negotiate(acceptLanguage: request.headers[.acceptLanguage])
    }

    /// The cookie that keeps the language chosen on a page, for a year.
    func languageCookie(_ language: WebFormLanguage) -> WebFormCookie {
        WebFormCookie(
            name: languageCookieName, value: language.tag, maxAge: 365 * 24 * 60 * 60, path: "/", secure: usesTLS, httpOnly: true,
            sameSite: .lax)
    }
}
