/// What ``CSRFTokens/check(token:cookie:at:)`` found.
@_spi(FormsKitAdapter) public enum CSRFTokenCheck: Hashable, Sendable {
    /// The token is this browser's and fresh: accept the request.
    case valid
    /// The token is this browser's but older than the lifetime: the page
    /// was left open too long. Nothing is wrong with the request otherwise.
    case expired
    /// The request has no CSRF cookie (cookies are off, or it did not come
    /// from a page of this site).
    case missingCookie
    /// The request has no token (it did not come from a rendered form).
    case missingToken
    /// The token was not made for this browser's cookie with this key: a
    /// forged request, or a page rendered under another key.
    case invalid
}
