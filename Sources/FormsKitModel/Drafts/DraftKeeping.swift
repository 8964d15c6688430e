import FormsKit
import Foundation

/// What keeping a form's draft asks of its store now.
@_spi(FormsKitSurface) public enum DraftChange: Hashable, Sendable {
    /// Save this draft: the form holds something it did not start with.
    case save(FormDraft)
    /// Remove the form's draft: the form is back as it began, or holds only
    /// what a draft never keeps (masked text, files).
    case remove
}

extension FormSession {
    /// What keeping the form's draft asks for now, by the rule every
    /// surface follows: a form with changes a draft keeps
    /// (``hasChangesADraftKeeps``) has its draft saved; any other has it
    /// removed, so that a form put back as it was offers nothing later.
    @_spi(FormsKitSurface) public func draftChange(at date: Date = Date()) -> DraftChange {
        hasChangesADraftKeeps ? .save(makeDraft(at: date)) : .remove
    }
}

/// When a surface that keeps a form open writes the form's draft: once
/// after each change, never for nothing, and again after a write that
/// failed. The terminal, SwiftUI and any other long-lived surface keep one
/// per form; a server answering one request at a time asks
/// ``FormSession/draftChange(at:)`` directly.
///
/// ```swift
/// var keeping = DraftKeeping(session)
/// // after input, or on a timer:
/// if let change = keeping.due(session) {
///     do { try await store.apply(change, for: key) } catch { keeping.writeFailed() }
/// }
/// ```
@_spi(FormsKitSurface) public struct DraftKeeping: Sendable {
    /// The form's revisions (its values', its typed text's) the store holds
    /// the draft of; `nil` when the last write failed, so the next call
    /// writes whatever the form holds.
    private var keptRevision: DraftRevision?

    /// Keeping for `session`'s form as it is now: a form that has not
    /// changed has nothing to write.
    public init<Form>(_ session: FormSession<Form>) {
        keptRevision = DraftRevision(session)
    }

    /// The change to write now, or `nil` when the store already holds what
    /// the form does. Counts the change as written: call ``writeFailed()``
    /// when the store refuses it.
    public mutating func due<Form>(_ session: FormSession<Form>, at date: Date = Date()) -> DraftChange? {
        guard isDue(session) else { return nil }
        keptRevision = DraftRevision(session)
        return session.draftChange(at: date)
    }

    /// Whether the form changed since the last write, or that write failed:
    /// as cheap as comparing two numbers, for a surface that asks on every
    /// key.
    public func isDue<Form>(_ session: FormSession<Form>) -> Bool {
        keptRevision != DraftRevision(session)
    }

    /// The store refused the last change: the next ``due(_:at:)`` writes
    /// again, changed or not.
    public mutating func writeFailed() {
        keptRevision = nil
    }

    /// The form's draft was written or removed by other means (restored,
    /// submitted, discarded): the store holds what the form does now.
    public mutating func markKept<Form>(_ session: FormSession<Form>) {
        keptRevision = DraftRevision(session)
    }
}

/// What a draft is made of, counted: the controller's values and the text
/// typed that does not read yet ("12a" in a number row changes no value).
private struct DraftRevision: Hashable, Sendable {
    var values: Int
    var typedText: Int

    init<Form>(_ session: FormSession<Form>) {
        values = session.controller.revision
        typedText = session.typedTextRevision
    }
}

extension FormDraftStore {
    /// Saves or removes `key`'s draft, as `change` says.
    @_spi(FormsKitSurface) public func apply(_ change: DraftChange, for key: String) async throws {
        switch change {
        case .save(let draft): try await save(draft, for: key)
        case .remove: try await removeDraft(for: key)
        }
    }
}
