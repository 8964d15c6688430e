import FormsKitHummingbird
import FormsKitHummingbirdTesting
import FormsKitVaporTesting
import FormsKitWebTesting
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

/// A test app on one adapter, tested as HummingbirdTesting's apps are:
/// `makeTestApp(on: adapter).test(.router) { client in … }`.
struct WebTestApp {
    /// How a test app is reached: in process, without a socket.
    enum Mode { case router }

    private let run: (@escaping @Sendable (any WebFormTestClient) async throws -> Void) async throws -> Void

    /// An app whose `run` gives its client to a test.
    init(_ run: @escaping (@escaping @Sendable (any WebFormTestClient) async throws -> Void) async throws -> Void) {
        self.run = run
    }

    /// A Hummingbird app.
    init(_ app: some ApplicationProtocol) {
        self.init { test in try await app.test(.router) { client in try await test(HummingbirdWebFormTestClient(client)) } }
    }

    /// A Vapor app, set up by `configure`.
    init(vapor configure: @escaping @Sendable (Vapor.Application) async throws -> Void) {
        self.init { test in
            try await withApp { app in
                try await configure(app)
                try await test(VaporWebFormTestClient(app))
            }
        }
    }

    @discardableResult
    func test<Value: Sendable>(_ mode: Mode, _ body: @escaping @Sendable (any WebFormTestClient) async throws -> Value) async throws -> Value {
        let result = NIOLockedValueBox<Value?>(nil)
        try await run { client in
            let value = try await body(client)
            result.withLockedValue { $0 = value }
        }
        return try #require(result.withLockedValue { $0 })
    }
}
