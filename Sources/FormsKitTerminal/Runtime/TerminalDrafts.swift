@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// Where a terminal form keeps what is typed, so that a crash, `kill -9`, a
/// closed terminal (SIGHUP) or the end of input loses nothing: the next
/// start of the same form offers it back ("Restore what you typed at
/// 14:03?").
///
/// ```swift
/// let drafts = TerminalDrafts(key: "create-plan", folder: FileDraftStore.defaultFolder(application: "my-tool"))
/// let outcome = try await TerminalForm(session: session, drafts: drafts).run()
/// ```
///
/// Every change is saved within a second, off the keystroke's way, as a
/// file only the user can read (`FileDraftStore`). Passwords and files
/// are never saved. Each run of the form keeps a draft of its own, so two
/// runs at once never overwrite each other's; a start offers the newest
/// draft of a run that is over. Submitting removes the draft, and so does
/// leaving the form on purpose (Esc, Cancel); a draft not taken back is
/// removed when the offer is declined. Plain mode keeps drafts when a
/// person answers on a terminal, not when a script's answers come through
/// a pipe: those can be given again, and an offer would take the first.
public struct TerminalDrafts: Sendable {
    /// The form's name among the drafts in the folder.
    public var key: String
    /// The folder the drafts are in.
    public var folder: URL
    /// How long a draft is kept after it was saved (30 days by default).
    public var lifetime: Duration
    /// What time it is; the system's clock by default.
    public var now: @Sendable () -> Date

    /// Drafts of the form named `key`, kept in `folder`.
    public init(
        key: String, folder: URL, lifetime: Duration = FormDraft.defaultLifetime, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.key = key
        self.folder = folder
        self.lifetime = lifetime
        self.now = now
    }
}
