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
@_spi(FormsKitAdapter) public struct CSRFTokens: Sendable {
    /// The key tokens are signed with.
    @_spi(FormsKitAdapter) public let key: SigningKey
    /// How long a token is accepted after it was issued.
    @_spi(FormsKitAdapter) public var lifetime: Duration

    /// Tokens signed with `key`, accepted for `lifetime`.
    @_spi(FormsKitAdapter) public init(key: SigningKey, lifetime: Duration = .seconds(2 * 60 * 60)) {
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
    @_spi(FormsKitAdapter) public static func makeCookieValue() -> String {
        Base64URL.random(byteCount: cookieByteCount)
    }

    /// Whether `value` is shaped like a cookie value ``makeCookieValue()``
    /// makes; a browser's cookie that is not is replaced.
    @_spi(FormsKitAdapter) public static func isWellFormedCookieValue(_ value: String) -> Bool {
        Base64URL.decodeCanonical(value)?.count == cookieByteCount
    }

    /// The token for a form rendered for the browser whose cookie is
    /// `cookie`, issued at `date`: `<seconds>.<signature>`.
    @_spi(FormsKitAdapter) public func token(forCookie cookie: String, issuedAt date: Date = Date()) -> String {
        let seconds = String(Int64(date.timeIntervalSince1970.rounded(.down)))
        return seconds + "." + Base64URL.encode(key.signature(of: cookie + "." + seconds, purpose: Self.purpose))
    }

    /// Whether `token`, sent with a form, belongs to the browser whose
    /// cookie is `cookie`, and is still fresh at `date`.
    @_spi(FormsKitAdapter) public func check(token: String?, cookie: String?, at date: Date = Date()) -> CSRFTokenCheck {
        guard let cookie, !cookie.isEmpty else { return .missingCookie }
        guard let token, !token.isEmpty else { return .missingToken }
        // Split at the first `.` byte: a valid token is ASCII, where bytes
        // and characters split alike.
        guard let dot = token.utf8.firstIndex(of: UInt8(ascii: ".")) else { return .invalid }
        let secondsText = token[..<dot]
        guard secondsText.utf8.count <= 19, secondsText.utf8.allSatisfy({ $0 < 0x80 }), let seconds = Int64(secondsText),
            let signature = Base64URL.decodeCanonical(token[token.utf8.index(after: dot)...])
        else { return .invalid }
        guard key.isSignature(signature, of: cookie + "." + String(secondsText), purpose: Self.purpose) else { return .invalid }
        let age = date.timeIntervalSince1970 - TimeInterval(seconds)
        guard age >= -Self.allowedClockSkew else { return .invalid }
        let limit = TimeInterval(lifetime.components.seconds) + TimeInterval(lifetime.components.attoseconds) / 1e18
        return age > limit ? .expired : .valid
    }
}
