import Foundation
import HTTPTypes

/// Refuses requests that a browser says came from another site: by the
/// `Sec-Fetch-Site` header (fetch metadata), and by `Origin`, which must be
/// this server's own origin or one of ``WebFormConfiguration/trustedOrigins``.
///
/// Requests with neither header (an older browser, a script with curl) pass
/// this check; HTML forms are still protected by their CSRF token, and JSON
/// by its content type, which a page on another site cannot send without a
/// CORS preflight that these routes never grant.
struct OriginCheck {
    /// Whether this server is reached over TLS, so its origin is `https`.
    let usesTLS: Bool
    /// Other origins whose pages may post here, normalised.
    let trustedOrigins: Set<String>

    init(usesTLS: Bool, trustedOrigins: Set<String>) {
        self.usesTLS = usesTLS
        self.trustedOrigins = Set(trustedOrigins.compactMap(Self.normalized(origin:)))
    }

    static let secFetchSite = HTTPFields.Element.Name("Sec-Fetch-Site")!

    /// Whether `request` may be processed: `nil` when it may, else why not,
    /// for the log.
    func refusal(of request: WebFormRequest) -> String? {
        let origin = request.headers[.origin].map { Self.normalized(origin: $0) ?? "null" }
        if let origin, trustedOrigins.contains(origin) { return nil }
        if let site = request.headers[Self.secFetchSite]?.lowercased(), site != "same-origin", site != "none" {
            return "Sec-Fetch-Site is \(site)"
        }
        guard let origin else { return nil }
        guard let own = ownOrigin(of: request), origin == own else { return "Origin \(origin) is not this server's" }
        return nil
    }

    /// This server's origin as the request names it: the scheme the
    /// configuration says, and the request's authority (HTTP/1's `Host`).
    func ownOrigin(of request: WebFormRequest) -> String? {
        guard let authority = request.authority, !authority.isEmpty else { return nil }
        return Self.normalized(origin: (usesTLS ? "https://" : "http://") + authority)
    }

    /// `scheme://host[:port]` in lower case without the scheme's default
    /// port; `nil` for `null` and anything that is not an origin.
    static func normalized(origin: String) -> String? {
        let text = origin.trimmingHTTPWhitespace().lowercased()
        guard let separator = text.range(of: "://") else { return nil }
        let scheme = text[..<separator.lowerBound]
        var authority = text[separator.upperBound...]
        if authority.hasSuffix("/") { authority = authority.dropLast() }
        guard !scheme.isEmpty, !authority.isEmpty, !authority.contains("/"), !authority.contains("@") else { return nil }
        let defaultPort = scheme == "https" ? ":443" : scheme == "http" ? ":80" : nil
        if let defaultPort, authority.hasSuffix(defaultPort) { authority = authority.dropLast(defaultPort.count) }
        return scheme + "://" + authority
    }
}
