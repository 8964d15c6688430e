import FormsKitModel
import Foundation

/// Drafts kept in the demos' database (``DraftTable``): a `FormDraftStore`
/// every process on the database shares, so a draft saved through one web
/// server is restored through another.
///
/// Each draft is its JSON (never a masked value or a file: `FormDraft`
/// holds none), saved whole in one statement. A draft older than
/// ``lifetime`` is gone: reading it removes it.
public struct DatabaseDraftStore: FormDraftStore {
    private let table: DraftTable
    /// How long a draft is kept after it was saved.
    public let lifetime: Duration
    private let now: @Sendable () -> Date

    /// The drafts of `database`, kept for `lifetime` (30 days by default).
    public init(_ database: DemoDatabase, lifetime: Duration = FormDraft.defaultLifetime, now: @escaping @Sendable () -> Date = { Date() }) {
        table = database.drafts
        self.lifetime = lifetime
        self.now = now
    }

    public func save(_ draft: FormDraft, for key: String) async throws {
        try await table.save(key: key, body: try JSONEncoder().encode(draft), savedAt: draft.savedAt)
    }

    public func draft(for key: String) async throws -> FormDraft? {
        guard let stored = try await table.load(key: key) else { return nil }
        // A body that is not a draft (another version's) is no draft.
        guard let draft = try? JSONDecoder().decode(FormDraft.self, from: stored.body) else { return nil }
        guard !draft.isExpired(at: now(), lifetime: lifetime) else {
            try await table.remove(key: key)
            return nil
        }
        return draft
    }

    public func removeDraft(for key: String) async throws {
        try await table.remove(key: key)
    }

    /// Removes every draft older than ``lifetime``: for a server to call
    /// now and then, so that drafts nobody comes back to do not pile up.
    @discardableResult
    public func removeExpired() async throws -> Int {
        try await table.removeExpired(savedBefore: now().addingTimeInterval(-Double(lifetime.components.seconds)))
    }
}
