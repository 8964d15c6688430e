public import Foundation

/// What the servers of one site share about its forms, beyond what the
/// browser carries: which pages were submitted and what they answered (so
/// a page sent twice submits once, whichever server each sending reaches),
/// the files a form in steps holds until its last step, and the answers of
/// a flow too large for its cookie.
///
/// Each is bytes under a key, until a time. The default,
/// ``InMemoryWebFormStateStore``, is one server's memory: servers behind a
/// balancer that does not keep a browser to one of them need a store they
/// share (a database table, a cache), set in
/// ``WebFormConfiguration/sharedState``.
public protocol WebFormStateStore: Sendable {
    /// Keeps `value` under `key` until `expiry`, unless a value that has not
    /// expired is kept there already; says whether it kept it. Of two
    /// servers claiming one key at once, exactly one gets it.
    func claim(_ key: String, value: [UInt8], until expiry: Date) async throws -> Bool
    /// Keeps `value` under `key` until `expiry`, in place of what is there.
    func put(_ key: String, value: [UInt8], until expiry: Date) async throws
    /// The value kept under `key`; `nil` when there is none, or it expired.
    func value(_ key: String) async throws -> [UInt8]?
    /// Removes the value kept under `key`, if any.
    func remove(_ key: String) async throws
}
