import HTTPTypes

/// Sends requests to an app under test, whichever framework serves it: the
/// one thing an adapter's testing module provides (`FormsKitHummingbirdTesting`
/// for an app's Hummingbird test client, `FormsKitVaporTesting` for a Vapor
/// `Application`), so that one suite of tests runs against every adapter.
///
/// Most tests use a ``WebFormTestBrowser`` made from a client: it keeps
/// cookies and the page's CSRF token as a browser does.
public protocol WebFormTestClient: Sendable {
    /// Sends a request for `uri` (a path and its query) with `headers` and
    /// `body`, and gives the whole answer.
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: [UInt8]) async throws -> WebFormTestResponse
}

extension WebFormTestClient {
    /// Sends a request for `uri`, with no header or body unless given.
    public func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: String = "") async throws -> WebFormTestResponse {
        try await execute(uri: uri, method: method, headers: headers, body: Array(body.utf8))
    }
}
