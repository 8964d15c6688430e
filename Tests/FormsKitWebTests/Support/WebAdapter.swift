import FormsKitHummingbird
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import NIOCore
import Testing
import Vapor
import VaporTesting

/// The server frameworks the web surface's contract runs on: each
/// router-level test takes one, so that every behaviour is checked on both
/// adapters alike.
enum WebAdapter: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case hummingbird
    case vapor

    var testDescription: String { rawValue }
}

/// A response as a test reads it, whichever framework answered.
struct WebTestResponse: Sendable {
    var status: HTTPResponse.Status
    var headers: HTTPFields
    var body: ByteBuffer
}

/// Sends requests to a test app, whichever framework serves it.
protocol WebTestClient: Sendable {
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> WebTestResponse
}

extension WebTestClient {
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil) async throws -> WebTestResponse {
        try await execute(uri: uri, method: method, headers: headers, body: body)
    }
}

/// A test app on one adapter, tested as HummingbirdTesting's apps are:
/// `makeTestApp(on: adapter).test(.router) { client in … }`.
struct WebTestApp {
    /// How a test app is reached: in process, without a socket.
    enum Mode { case router }

    private let run: (@escaping @Sendable (any WebTestClient) async throws -> Void) async throws -> Void

    /// An app whose `run` gives its client to a test.
    init(_ run: @escaping (@escaping @Sendable (any WebTestClient) async throws -> Void) async throws -> Void) {
        self.run = run
    }

    /// A Hummingbird app.
    init(_ app: some ApplicationProtocol) {
        self.init { test in try await app.test(.router) { client in try await test(HummingbirdTestClient(client: client)) } }
    }

    /// A Vapor app, set up by `configure`.
    init(vapor configure: @escaping @Sendable (Vapor.Application) async throws -> Void) {
        self.init { test in
            try await withApp { app in
                try await configure(app)
                try await test(VaporTestClient(app: app))
            }
        }
    }

    @discardableResult
    func test<Value: Sendable>(_ mode: Mode, _ body: @escaping @Sendable (any WebTestClient) async throws -> Value) async throws -> Value {
        let result = NIOLockedValueBox<Value?>(nil)
        try await run { client in
            let value = try await body(client)
            result.withLockedValue { $0 = value }
        }
        return try #require(result.withLockedValue { $0 })
    }
}

struct HummingbirdTestClient: WebTestClient {
    let client: any TestClientProtocol

    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> WebTestResponse {
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
        return WebTestResponse(status: response.status, headers: response.headers, body: response.body)
    }
}

private struct VaporTestClient: WebTestClient {
    let app: Vapor.Application

    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> WebTestResponse {
        var sent = HTTPHeaders()
        for field in headers { sent.add(name: field.name.rawName, value: field.value) }
        // A browser always names the host it sends to; the origin check reads it.
        if !sent.contains(name: .host) { sent.add(name: .host, value: "localhost") }
        if let body, !sent.contains(name: .contentLength) { sent.add(name: .contentLength, value: String(body.readableBytes)) }
        let request = TestingHTTPRequest(method: HTTPMethod(rawValue: method.rawValue), url: URI(string: uri), headers: sent, body: body ?? ByteBuffer())
        let response = try await app.testing().performTest(request: request)
        var fields = HTTPFields()
        for (name, value) in response.headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return WebTestResponse(
            status: HTTPResponse.Status(code: Int(response.status.code), reasonPhrase: response.status.reasonPhrase), headers: fields, body: response.body)
    }
}

extension Browser {
    /// A browser of a Hummingbird app tested on its own (the demo's router,
    /// an app of the test's own).
    init(_ client: any TestClientProtocol) {
        self.init(HummingbirdTestClient(client: client) as any WebTestClient)
    }
}
