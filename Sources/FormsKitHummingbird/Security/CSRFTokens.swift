import Foundation

/// Stateless CSRF protection, the signed double-submit pattern: each browser
/// gets a random cookie (HttpOnly, SameSite=Lax), and each rendered form a
/// hidden token that is the HMAC-SHA256 of that cookie's value and the time
/// the token was issued. A request is accepted when its token is the
/// signature of its own cookie, is not older than ``lifetime``, and compares
/// equal in constant time. Nothing is stored on the server.
///
/// A page on another site can make the browser send the cookie, but cannot
/// read it or the page's token, and cannot sign a cookie value of its own
/// without the ``SigningKey``.
public struct CSRFTokens: Sendable {
    /// The key tokens are signed with.
    public let key: SigningKey
    /// How long a token is accepted after it was issued.
    public var lifetime: Duration

    /// Tokens signed with `key`, accepted for `lifetime`.
    public init(key: SigningKey, lifetime: Duration = .seconds(2 * 60 * 60)) {
        self.key = key
        self.lifetime = lifetime
    }

    /// The random bytes of a new browser's cookie.
    static let cookieByteCount = 32
    /// How far in the future an issue time may be (clocks of several servers).
    static let allowedClockSkew: TimeInterval = 60
    private static let purpose = "formskit-csrf"

    /// A new random cookie value: 32 bytes from the system's secure
    /// generator, Base64 (URL alphabet).
    public static func makeCookieValue() -> String {
        Base64URL.random(byteCount: cookieByteCount)
    }

    /// Whether `value` is shaped like a cookie value ``makeCookieValue()``
    /// makes; a browser's cookie that is not is replaced.
    public static func isWellFormedCookieValue(_ value: String) -> Bool {
        Base64URL.decodeCanonical(value)?.count == cookieByteCount
    }

    /// The token for a form rendered for the browser whose cookie is
    /// `cookie`, issued at `date`: `<seconds>.<signature>`.
    public func token(forCookie cookie: String, issuedAt date: Date = Date()) -> String {
        let seconds = String(Int64(date.timeIntervalSince1970.rounded(.down)))
        return seconds + "." + Base64URL.encode(key.signature(of: cookie + "." + seconds, purpose: Self.purpose))
    }

    /// Whether `token`, sent with a form, belongs to the browser whose
    /// cookie is `cookie`, and is still fresh at `date`.
    public func check(token: String?, cookie: String?, at date: Date = Date()) -> CSRFTokenCheck {
        guard let cookie, !cookie.isEmpty else { return .missingCookie }
        guard let token, !token.isEmpty else { return .missingToken }
        let parts = token.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count <= 19, parts[0].allSatisfy(\.isASCII), let seconds = Int64(parts[0]),
            let signature = Base64URL.decodeCanonical(parts[1])
        else { return .invalid }
        guard key.isSignature(signature, of: cookie + "." + String(parts[0]), purpose: Self.purpose) else { return .invalid }
        let age = date.timeIntervalSince1970 - TimeInterval(seconds)
        guard age >= -Self.allowedClockSkew else { return .invalid }
        let limit = TimeInterval(lifetime.components.seconds) + TimeInterval(lifetime.components.attoseconds) / 1e18
        return age > limit ? .expired : .valid
    }
}
