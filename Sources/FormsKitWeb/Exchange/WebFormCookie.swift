/// A cookie a response sets (`Set-Cookie`), or clears with a `maxAge` of 0.
public struct WebFormCookie: Sendable, Hashable {
    /// How a cookie goes with requests from other sites.
    public enum SameSite: String, Sendable {
        case strict = "Strict"
        case lax = "Lax"
        case none = "None"
    }

    public var name: String
    public var value: String
    /// The path it is sent to, and under.
    public var path: String?
    /// How many seconds it lasts; `nil` for the browser's session, 0 to
    /// remove it.
    public var maxAge: Int?
    /// Whether it is sent over HTTPS only.
    public var secure: Bool
    /// Whether scripts cannot read it.
    public var httpOnly: Bool
    public var sameSite: SameSite?

    public init(
        name: String, value: String, maxAge: Int? = nil, path: String? = nil, secure: Bool = false, httpOnly: Bool = true,
        sameSite: SameSite? = .lax
    ) {
        self.name = name
        self.value = value
        self.maxAge = maxAge
        self.path = path
        self.secure = secure
        self.httpOnly = httpOnly
        self.sameSite = sameSite
    }

    /// The `Set-Cookie` field's value.
    public var setCookieValue: String {
        var text = name + "=" + value
        if let path { text += "; Path=" + path }
        if let maxAge { text += "; Max-Age=\(maxAge)" }
        if secure { text += "; Secure" }
        if httpOnly { text += "; HttpOnly" }
        if let sameSite { text += "; SameSite=" + sameSite.rawValue }
        return text
    }

}
