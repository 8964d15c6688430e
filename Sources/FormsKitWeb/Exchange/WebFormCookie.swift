/// A cookie a response sets (`Set-Cookie`), or clears with a `maxAge` of 0.
@_spi(FormsKitAdapter) public struct WebFormCookie: Sendable, Hashable {
    /// How a cookie goes with requests from other sites.
    @_spi(FormsKitAdapter) public enum SameSite: String, Sendable {
        case strict = "Strict"
        case lax = "Lax"
        case none = "None"
    }

    /// The cookie's name.
    @_spi(FormsKitAdapter) public var name: String
    /// Its value, as the response sets it (FormsKit's are Base64URL and
    /// signed or sealed).
    @_spi(FormsKitAdapter) public var value: String
    /// The path it is sent to, and under.
    @_spi(FormsKitAdapter) public var path: String?
    /// How many seconds it lasts; `nil` for the browser's session, 0 to
    /// remove it.
    @_spi(FormsKitAdapter) public var maxAge: Int?
    /// Whether it is sent over HTTPS only.
    @_spi(FormsKitAdapter) public var secure: Bool
    /// Whether scripts cannot read it.
    @_spi(FormsKitAdapter) public var httpOnly: Bool
    /// How it goes with requests from other sites.
    @_spi(FormsKitAdapter) public var sameSite: SameSite?

    /// A cookie named `name` holding `value`, `HttpOnly` and `SameSite=Lax`
    /// unless told otherwise.
    @_spi(FormsKitAdapter) public init(
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

    /// The `Set-Cookie` field's value. A path holding what would end the
    /// attribute (`;`, a control character) is left out: the cookie then
    /// goes to the path of the page that set it.
    @_spi(FormsKitAdapter) public var setCookieValue: String {
        var text = name + "=" + value
        if let path, !path.unicodeScalars.contains(where: { $0 == ";" || $0.value < 0x20 || $0.value == 0x7F }) { text += "; Path=" + path }
        if let maxAge { text += "; Max-Age=\(maxAge)" }
        if secure { text += "; Secure" }
        if httpOnly { text += "; HttpOnly" }
        if let sameSite { text += "; SameSite=" + sameSite.rawValue }
        return text
    }

}
