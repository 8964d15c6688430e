import HTTPTypes

/// The headers every response of these routes carries: its content type
/// with a charset, `X-Content-Type-Options: nosniff`, the Content Security
/// Policy, `Referrer-Policy: same-origin`, and `Cache-Control: no-store`
/// for pages and answers (they hold a user's values and a CSRF token).
enum SecurityHeaders {
    // `HTTPFields.Element` is HTTPTypes' `HTTPField`, which Hummingbird does not re-export.
    static let referrerPolicy = HTTPFields.Element.Name("Referrer-Policy")!

    /// The headers of a response of `contentType`; `html` is the page, for
    /// the policy's style hashes.
    static func fields(contentType: String, html: String? = nil, cacheable: Bool = false) -> HTTPFields {
        var fields = HTTPFields()
        fields[.contentType] = contentType
        fields[.xContentTypeOptions] = "nosniff"
        fields[.contentSecurityPolicy] = ContentSecurityPolicy.header(forHTML: html)
        fields[referrerPolicy] = "same-origin"
        fields[.cacheControl] = cacheable ? "public, max-age=3600" : "no-store"
        return fields
    }
}
