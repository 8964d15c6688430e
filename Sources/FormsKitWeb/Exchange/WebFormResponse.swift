public import HTTPTypes

/// A form route's answer, as a value: a server framework's adapter turns it
/// into its own response.
///
/// A submission hook answers with one of its own through
/// ``WebFormNextPage/response(_:)``, such as a page of your own with the
/// form routes' security headers (``securePage(_:status:language:)``).
public struct WebFormResponse: Sendable {
    /// The status (200, 303, 422, …).
    public var status: HTTPResponse.Status
    /// The header fields, the security headers and `Set-Cookie` fields
    /// among them.
    public var headers: HTTPFields
    /// The body's bytes; none for a redirect or a `HEAD` request.
    public var body: [UInt8]
    /// What the server's log should say of this request: a body that
    /// could not be read, a submission that failed on the server. An
    /// adapter writes them to its framework's log; the person's page says
    /// nothing of them.
    @_spi(FormsKitAdapter) public var logEntries: [WebFormLogEntry]

    /// An answer of `status` with `headers` and `body`, with nothing to log.
    public init(status: HTTPResponse.Status, headers: HTTPFields = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
        self.logEntries = []
    }

    /// Adds a `Set-Cookie` field for `cookie`.
    @_spi(FormsKitAdapter) public mutating func setCookie(_ cookie: WebFormCookie) {
        headers.append(HTTPField(name: .setCookie, value: cookie.setCookieValue))
    }

    /// The values of the `Set-Cookie` fields, in order.
    @_spi(FormsKitAdapter) public var setCookieValues: [String] {
        headers[values: .setCookie]
    }

    /// The same answer to a `HEAD` request: its fields, with the
    /// `Content-Length` of the body it leaves out.
    @_spi(FormsKitAdapter) public func forHEAD() -> WebFormResponse {
        var response = self
        if response.headers[.contentLength] == nil { response.headers[.contentLength] = String(body.count) }
        response.body = []
        return response
    }
}
