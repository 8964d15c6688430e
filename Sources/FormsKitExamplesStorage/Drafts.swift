import Foundation

/// A draft as the `drafts` table keeps it: its body, as it was saved, and
/// when it was saved.
public struct StoredDraft: Equatable, Sendable {
    /// The body, as saved (JSON, say); the table does not read it.
    public var body: Data
    /// When it was saved, as the saver said (to the microsecond on
    /// PostgreSQL, a little finer on SQLite).
    public var savedAt: Date

    /// A draft's body and when it was saved.
    public init(body: Data, savedAt: Date) {
        self.body = body
        self.savedAt = savedAt
    }
}

/// The demos' `drafts` table: bodies kept under a key, each with the time
/// it was saved, the same on SQLite and PostgreSQL. What a body holds, what
/// a key means and how long a draft lives are the caller's: the table only
/// keeps, returns and removes them.
///
/// Get one from ``DemoDatabase/drafts``. Each method is one statement: a
/// save replaces the key's draft whole, and concurrent calls, from this
/// process or another sharing the database, never see half of one.
public struct DraftTable: Sendable {
    let backend: any StoreBackend

    /// Keeps `body` under `key`, replacing the draft kept there, if any.
    ///
    /// - Throws: ``DemoStoreError/failed(database:action:reason:)`` when
    ///   the database cannot be written; the draft kept before is then kept.
    public func save(key: String, body: Data, savedAt: Date) async throws(DemoStoreError) {
        try await backend.saveDraft(key: key, body: body, savedAt: savedAt)
    }

    /// Keeps the text `body` (JSON, say) under `key`, as its UTF-8 bytes.
    public func save(key: String, body: String, savedAt: Date) async throws(DemoStoreError) {
        try await save(key: key, body: Data(body.utf8), savedAt: savedAt)
    }

    /// The draft kept under `key`; `nil` when there is none.
    ///
    /// - Throws: ``DemoStoreError/failed(database:action:reason:)`` when
    ///   the database cannot be read.
    public func load(key: String) async throws(DemoStoreError) -> StoredDraft? {
        try await backend.loadDraft(key: key)
    }

    /// Removes the draft kept under `key`; nothing when there is none.
    public func remove(key: String) async throws(DemoStoreError) {
        try await backend.removeDraft(key: key)
    }

    /// Removes every draft saved before `date`; returns how many.
    @discardableResult
    public func removeExpired(savedBefore date: Date) async throws(DemoStoreError) -> Int {
        try await backend.removeDrafts(savedBefore: date)
    }
}
