import FormsKitWebTesting
import HTTPTypes
import HummingbirdTesting
import NIOCore

/// A Hummingbird app's test client (HummingbirdTesting's), as the web
/// surface's tests send requests: the same ``WebFormTestBrowser`` and suite
/// of tests then run on Hummingbird as on any other adapter.
///
/// ```swift
/// try await app.test(.router) { client in
///     var browser = WebFormTestBrowser(HummingbirdWebFormTestClient(client))
///     let page = try await browser.get("/signup")
/// }
/// ```
public struct HummingbirdWebFormTestClient: WebFormTestClient {
    private let client: any TestClientProtocol

    /// Sends requests with `client`, the one `app.test(_:)` gives a test.
    public init(_ client: any TestClientProtocol) {
        self.client = client
    }

    public func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: [UInt8]) async throws -> WebFormTestResponse {
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body.isEmpty ? nil : ByteBuffer(bytes: body))
        return WebFormTestResponse(status: response.status, headers: response.headers, body: Array(buffer: response.body))
    }
}

extension WebFormTestBrowser {
    /// A browser of the Hummingbird app `client` tests.
    public init(_ client: any TestClientProtocol, origin: String = "http://localhost") {
        self.init(HummingbirdWebFormTestClient(client), origin: origin)
    }
}
