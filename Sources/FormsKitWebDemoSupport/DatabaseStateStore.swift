import FormsKitExamplesStorage
import FormsKitWeb
import Foundation

/// The web forms' shared state in the demos' database (its
/// `shared_state` table): every instance on the database sees the pages
/// the others submitted and the files they keep, so a balancer may send
/// each request of a browser to any of them.
public struct DatabaseStateStore: WebFormStateStore {
    let table: SharedStateTable

    public init(_ database: DemoDatabase) {
        table = database.sharedState
    }

    public func claim(_ key: String, value: [UInt8], until expiry: Date) async throws -> Bool {
        try await table.claim(key: key, value: Data(value), until: expiry)
    }

    public func put(_ key: String, value: [UInt8], until expiry: Date) async throws {
        try await table.put(key: key, value: Data(value), until: expiry)
    }

    public func value(_ key: String) async throws -> [UInt8]? {
        try await table.value(key: key).map(Array.init)
    }

    public func remove(_ key: String) async throws {
        try await table.remove(key: key)
    }
}
