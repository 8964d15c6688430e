import HTTPTypes

extension WebFormConfiguration {
    /// The answer to a request no route takes: 404, with a short page of its
    /// own in the person's language (none for `HEAD`), and the headers
    /// every answer of the form routes carries (the Content Security
    /// Policy, `nosniff`, `Referrer-Policy`).
    @_spi(FormsKitAdapter) public func notFoundResponse(to request: WebFormRequest) -> WebFormResponse {
        let language = language(of: request)
        let wording = wording(in: language)
        let page = NoticePage(
            title: wording.notFoundTitle, message: wording.notFound, link: (wording.startPage, "/"), language: language.formLanguage,
            styleSheetPath: styleSheetPath)
        return WebResponse.html(.notFound, request.method == .head ? "" : page.html, language: language.tag)
    }
}
