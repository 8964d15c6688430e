import HTTPTypes

/// An answer, as a test reads it, whichever framework gave it: its status,
/// header fields and body, and what a browser would find in them (the text,
/// a hidden field of the page, a cookie set).
public struct WebFormTestResponse: Sendable {
    /// The status.
    public var status: HTTPResponse.Status
    /// The header fields.
    public var headers: HTTPFields
    /// The body's bytes.
    public var body: [UInt8]

    /// An answer with `status`, `headers` and `body`.
    public init(status: HTTPResponse.Status, headers: HTTPFields, body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The value of the page's first hidden field named `name`, as written
    /// in the page (escaped); `nil` when it has none.
    public func hidden(_ name: String) -> String? {
        let text = text
        guard let start = text.range(of: "name=\"\(name)\" value=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The CSRF token the page's form holds, under the configuration's
    /// default field name.
    public var csrfToken: String? { hidden("_fk_csrf") }

    /// The id the page's form is submitted once under, under the
    /// configuration's default field name.
    public var pageID: String? { hidden("_fk_submission") }

    /// The whole `Set-Cookie` field for the cookie `name`, its attributes
    /// included; `nil` when the answer sets none.
    public func setCookie(_ name: String) -> String? {
        headers[values: .setCookie].first { $0.hasPrefix(name + "=") }
    }

    /// The value the answer gives the cookie `name`; `nil` when it sets none.
    public func cookie(_ name: String) -> String? {
        setCookie(name).map { field in String(field.dropFirst(name.count + 1).prefix { $0 != ";" }) }
    }
}
