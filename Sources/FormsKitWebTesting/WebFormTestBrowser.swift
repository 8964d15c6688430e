import HTTPTypes

/// A browser's view of an app under test: it keeps the cookies answers set
/// (and forgets those they clear) and the CSRF token of the last page with
/// a form, and sends forms as a page of the same site does.
///
/// ```swift
/// var browser = WebFormTestBrowser(client)
/// let page = try await browser.get("/signup")
/// let answer = try await browser.post("/signup", [("email", "ada@example.com")])
/// #expect(answer.status == .seeOther)
/// ```
public struct WebFormTestBrowser: Sendable {
    /// What sends the requests.
    public let client: any WebFormTestClient
    /// The cookies kept, by name.
    public var cookies: [String: String] = [:]
    /// The CSRF token of the last page with a form, sent with each form.
    public var token: String?
    /// The languages the browser asks for (`Accept-Language`), if any.
    public var acceptLanguage: String?
    /// The origin a page of the app has (`Origin` of each form sent).
    public var origin: String

    /// A browser with no cookies yet, whose pages have the origin `origin`.
    public init(_ client: any WebFormTestClient, origin: String = "http://localhost") {
        self.client = client
        self.origin = origin
    }

    /// The `Cookie` field of the cookies kept.
    public var cookieHeader: String {
        cookies.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: "; ")
    }

    private func headers(contentType: String? = nil, origin: String? = nil) -> HTTPFields {
        var headers = HTTPFields()
        if let contentType { headers[.contentType] = contentType }
        if let origin { headers[.origin] = origin }
        if !cookies.isEmpty { headers[.cookie] = cookieHeader }
        if let acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
        return headers
    }

    /// Opens `path`, keeping the cookies and the page's token.
    @discardableResult
    public mutating func get(_ path: String) async throws -> WebFormTestResponse {
        let response = try await client.execute(uri: path, method: .get, headers: headers(), body: [])
        keep(response)
        return response
    }

    /// Sends a page's form to `path`, URL-encoded, from the browser's
    /// origin: the page's token (or `token` when given; `.some(nil)` sends
    /// none) and `fields`.
    @discardableResult
    public mutating func post(_ path: String, _ fields: [(String, String)], token: String?? = nil) async throws -> WebFormTestResponse {
        try await post(path, fields, token: token, origin: origin)
    }

    /// Sends a page's form to `path`, URL-encoded, as a page of `origin`
    /// does (`nil` leaves the `Origin` field out, as some clients do).
    @discardableResult
    public mutating func post(_ path: String, _ fields: [(String, String)], token: String?? = nil, origin: String?) async throws
        -> WebFormTestResponse
    {
        let pairs = ((token ?? self.token).map { [("_fk_csrf", $0)] } ?? []) + fields
        let headers = headers(contentType: "application/x-www-form-urlencoded", origin: origin)
        let response = try await client.execute(uri: path, method: .post, headers: headers, body: Array(WebFormTestBody.urlEncoded(pairs).utf8))
        keep(response)
        return response
    }

    /// Sends a page's form with a file input to `path` as
    /// `multipart/form-data`: the page's token (or `token`), `fields`, and
    /// `files` (field, file name, type, bytes); `body` replaces the whole
    /// body when given, and `contentType` its type.
    @discardableResult
    public mutating func postMultipart(
        _ path: String, _ fields: [(String, String)], files: [(String, String, String, [UInt8])] = [], token: String?? = nil,
        body: [UInt8]? = nil, contentType: String? = nil
    ) async throws -> WebFormTestResponse {
        let pairs = ((token ?? self.token).map { [("_fk_csrf", $0)] } ?? []) + fields
        let boundary = "----FormsKitBoundary7MA4YWxkTrZu0gW"
        let headers = headers(contentType: contentType ?? "multipart/form-data; boundary=\(boundary)", origin: origin)
        let bytes = body ?? WebFormTestBody.multipart(pairs, files: files, boundary: boundary)
        let response = try await client.execute(uri: path, method: .post, headers: headers, body: bytes)
        keep(response)
        return response
    }

    /// Sends `json` to `path`, as a script of one of the app's pages does
    /// (with the browser's cookies when `sendsCookies`).
    public func postJSON(_ path: String, _ json: String, sendsCookies: Bool = false) async throws -> WebFormTestResponse {
        try await postJSON(path, json, origin: origin, sendsCookies: sendsCookies)
    }

    /// Sends `json` to `path` from `origin` (`nil` leaves the `Origin`
    /// field out, as a program that is not a browser does).
    public func postJSON(_ path: String, _ json: String, origin: String?, sendsCookies: Bool = false) async throws -> WebFormTestResponse {
        var headers = headers(contentType: "application/json", origin: origin)
        if !sendsCookies { headers[.cookie] = nil }
        return try await client.execute(uri: path, method: .post, headers: headers, body: Array(json.utf8))
    }

    /// Keeps the cookies a response sets (and forgets those it clears),
    /// and the token of a page's form.
    private mutating func keep(_ response: WebFormTestResponse) {
        for field in response.headers[values: .setCookie] {
            let pair = field.prefix { $0 != ";" }
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals])
            let value = String(pair[pair.index(after: equals)...])
            if field.contains("Max-Age=0") || value.isEmpty { cookies[name] = nil } else { cookies[name] = value }
        }
        if let token = response.csrfToken { self.token = token }
    }
}
