public import HTTPTypes

extension WebFormResponse {
    /// A page of your own with the security headers of the form routes:
    /// `Content-Type: text/html; charset=utf-8`, `nosniff`, the Content
    /// Security Policy (same-origin scripts and stylesheets only),
    /// `Referrer-Policy: same-origin` and `Cache-Control: no-store`. Write
    /// `html` with `FormsKitHTML`'s `HTMLWriter`, so it is escaped.
    public static func securePage(_ html: String, status: HTTPResponse.Status = .ok, language: String = "en") -> WebFormResponse {
        WebResponse.html(status, html, language: language)
    }
}
