public import HTTPTypes

/// A request to a form's address, as a value: what FormsKit reads of it.
/// A server framework's adapter makes one from its own request, streaming
/// the body rather than reading it first, so that FormsKit's limits and its
/// early refusals (a body too large, a first part that is not a CSRF token)
/// hold before the rest arrives.
///
/// ```swift
/// let request = WebFormRequest(
///     method: .post, path: "/sign-up", query: "step=2", headers: fields,
///     body: WebFormRequestBody(chunks) { Array($0.readableBytesView) })
/// ```
@_spi(FormsKitAdapter) public struct WebFormRequest: Sendable {
    /// The method (`GET`, `HEAD`, `POST`, …).
    @_spi(FormsKitAdapter) public var method: HTTPRequest.Method
    /// The path, without the query.
    @_spi(FormsKitAdapter) public var path: String
    /// The host (and port) the request was sent to: HTTP/1's `Host`,
    /// HTTP/2's `:authority`; this server's origin is made of it.
    @_spi(FormsKitAdapter) public var authority: String?
    /// The query's parameters, decoded.
    @_spi(FormsKitAdapter) public var query: WebFormQuery
    /// The header fields.
    @_spi(FormsKitAdapter) public var headers: HTTPFields {
        didSet { cookies = WebFormCookies(headers[values: .cookie]) }
    }
    /// The cookies the `Cookie` fields carry, by name.
    @_spi(FormsKitAdapter) public private(set) var cookies: WebFormCookies
    /// The body, as it arrives.
    @_spi(FormsKitAdapter) public var body: WebFormRequestBody

    /// A request of `method` to `path`; `query` is the part of the address
    /// after `?` as sent (percent-encoded), `nil` when there is none.
    @_spi(FormsKitAdapter) public init(
        method: HTTPRequest.Method, path: String, query: String? = nil, authority: String? = nil, headers: HTTPFields = [:],
        body: WebFormRequestBody = .empty
    ) {
        self.method = method
        self.path = path
        self.authority = authority
        self.query = WebFormQuery(query ?? "")
        self.headers = headers
        self.cookies = WebFormCookies(headers[values: .cookie])
        self.body = body
    }
}
