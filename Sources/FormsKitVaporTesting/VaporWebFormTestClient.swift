import FormsKitWebTesting
import HTTPTypes
import Vapor
import VaporTesting

/// A Vapor `Application` under test (VaporTesting's in-memory requests), as
/// the web surface's tests send requests: the same ``WebFormTestBrowser``
/// and suite of tests then run on Vapor as on any other adapter.
///
/// ```swift
/// try await withApp(configure: configure) { app in
///     var browser = WebFormTestBrowser(VaporWebFormTestClient(app))
///     let page = try await browser.get("/signup")
/// }
/// ```
public struct VaporWebFormTestClient: WebFormTestClient {
    private let app: Application

    /// Sends requests to `app`, in memory.
    public init(_ app: Application) {
        self.app = app
    }

    public func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: [UInt8]) async throws -> WebFormTestResponse {
        var sent = HTTPHeaders()
        for field in headers { sent.add(name: field.name.rawName, value: field.value) }
        // A browser always names the host it sends to; the origin check reads it.
        if !sent.contains(name: .host) { sent.add(name: .host, value: "localhost") }
        if !body.isEmpty, !sent.contains(name: .contentLength) { sent.add(name: .contentLength, value: String(body.count)) }
        let request = TestingHTTPRequest(
            method: HTTPMethod(rawValue: method.rawValue), url: URI(string: uri), headers: sent, body: ByteBuffer(bytes: body))
        let response = try await app.testing().performTest(request: request)
        var fields = HTTPFields()
        for (name, value) in response.headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return WebFormTestResponse(
            status: HTTPResponse.Status(code: Int(response.status.code), reasonPhrase: response.status.reasonPhrase), headers: fields,
            body: Array(buffer: response.body))
    }
}

extension WebFormTestBrowser {
    /// A browser of the Vapor app `app`, tested in memory.
    public init(_ app: Application, origin: String = "http://localhost") {
        self.init(VaporWebFormTestClient(app), origin: origin)
    }
}
