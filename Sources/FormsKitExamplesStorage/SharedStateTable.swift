import Foundation

/// The demos' `shared_state` table: values kept under a key until a time,
/// the same on SQLite and PostgreSQL, for what several web servers on one
/// database share (which pages were submitted, the files of forms in
/// steps). What a value holds and what a key means are the caller's.
///
/// Get one from ``DemoDatabase/sharedState``. Each method is one
/// statement, so a claim is decided by the database: of two processes
/// claiming one key at once, one gets it.
public struct SharedStateTable: Sendable {
    let backend: any StoreBackend

    /// Keeps `value` under `key` until `expiry`, unless a value kept there
    /// has not expired at `now`; whether it kept it.
    public func claim(key: String, value: Data, until expiry: Date, now: Date = Date()) async throws(DemoStoreError) -> Bool {
        try await backend.claimState(key: key, value: value, until: expiry, now: now)
    }

    /// Keeps `value` under `key` until `expiry`, in place of what is there.
    public func put(key: String, value: Data, until expiry: Date) async throws(DemoStoreError) {
        try await backend.putState(key: key, value: value, until: expiry)
    }

    /// The value kept under `key`, unless there is none or it has expired
    /// at `now`.
    public func value(key: String, now: Date = Date()) async throws(DemoStoreError) -> Data? {
        try await backend.loadState(key: key, now: now)
    }

    /// Removes the value kept under `key`, if any.
    public func remove(key: String) async throws(DemoStoreError) {
        try await backend.removeState(key: key)
    }

    /// Removes every value expired by `date`; how many.
    @discardableResult
    public func removeExpired(by date: Date = Date()) async throws(DemoStoreError) -> Int {
        try await backend.removeStates(expiredBy: date)
    }
}
