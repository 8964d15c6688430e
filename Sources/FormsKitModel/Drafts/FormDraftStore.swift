/// Where drafts are kept between runs: a folder of files, a database.
///
/// A store keeps at most one draft per key, which the surface chooses (a
/// form's name, with a person's or a browser's id on a server). A draft
/// older than the store's lifetime is gone: ``draft(for:)`` answers `nil`
/// and the store may remove it.
public protocol FormDraftStore: Sendable {
    /// Keeps `draft` under `key`, replacing the one there.
    func save(_ draft: FormDraft, for key: String) async throws
    /// The draft kept under `key`, unless there is none or it expired.
    func draft(for key: String) async throws -> FormDraft?
    /// Removes the draft kept under `key`, if any: after a successful
    /// submission, or when the person discards it.
    func removeDraft(for key: String) async throws
}
