@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// The drafts of one run of a terminal form: the form the run began with,
/// and each form a link opened over it, every one with a ``DraftKeeper`` of
/// its own for as long as it is open.
///
/// A linked form's drafts are named after the run's key and the form's
/// type (`settings+EditTagForm`), so the next run that opens the same link
/// is offered what was typed there. A linked form closed on purpose
/// (submitted, or left) has its draft removed; one still open when the run
/// ends otherwise (a signal, the end of input) keeps it.
@MainActor
final class RunDrafts {
    private let drafts: TerminalDrafts
    /// The keeper of the form the run began with, when its folder can be used.
    let root: DraftKeeper?
    /// The keepers of the forms links opened, with their sessions, held so
    /// that a session's identity is not reused while its keeper exists.
    private var linked: [(session: AnyObject, keeper: DraftKeeper)] = []

    /// Why the folder could not be used, when it could not: drafts are off.
    private var unusable: String?

    init(_ drafts: TerminalDrafts, root session: some AnyFormSession) {
        self.drafts = drafts
        do {
            root = try DraftKeeper(drafts, session: session)
        } catch {
            root = nil
            unusable = (error as? DraftFailure.Unusable)?.reason ?? DraftFailure.describe(error)
        }
    }

    /// One line that says drafts were not kept and why, when the store
    /// failed during the run (or could not be used at all); `nil` when all
    /// went well. Said once, when the run is over, in the person's language:
    /// what they type may not be there next time.
    var failureNote: String? {
        let keepers = [root].compactMap { $0 } + linked.map(\.keeper) + closedKeepers
        guard let reason = unusable ?? keepers.lazy.compactMap(\.firstFailure).first else { return nil }
        return TerminalWords.text("drafts.failed", ["folder": drafts.folder.path, "reason": reason])
    }

    /// Keepers of linked forms already closed, whose failures still count.
    private var closedKeepers: [DraftKeeper] = []

    /// Saves each open form's draft when it changed and its last save is
    /// a second old.
    func saveIfDue() {
        root?.saveIfDue()
        for entry in linked { entry.keeper.saveIfDue() }
    }

    /// Saves each open form's draft now when it changed (after an answer in
    /// plain mode).
    func saveChanges() {
        root?.saveChanges()
        for entry in linked { entry.keeper.saveChanges() }
    }

    /// Follows the forms open now, the first one first: a form a link
    /// opened gets a keeper, and the offer of a draft a run left of it; a
    /// linked form no longer open has its draft removed.
    func follow(_ stack: [any AnyFormSession]) -> DraftOffer? {
        let open = stack.dropFirst()
        // As a rule nothing opened or closed: a comparison a key.
        if open.count == linked.count, zip(open, linked).allSatisfy({ $0 === $1.session }) { return nil }
        let stillOpen = Set(open.map { ObjectIdentifier($0) })
        for entry in linked where !stillOpen.contains(ObjectIdentifier(entry.session)) {
            entry.keeper.finish(keepingDraft: false)
            closedKeepers.append(entry.keeper)
        }
        linked.removeAll { !stillOpen.contains(ObjectIdentifier($0.session)) }
        var offer: DraftOffer?
        for session in open where !linked.contains(where: { $0.session === session }) {
            let keeper: DraftKeeper
            do {
                keeper = try DraftKeeper(linkedDrafts(of: session), session: session)
            } catch {
                unusable = unusable ?? (error as? DraftFailure.Unusable)?.reason ?? DraftFailure.describe(error)
                continue
            }
            linked.append((session, keeper))
            offer = keeper.leftover()
        }
        return offer
    }

    /// The run is over: each open form's draft is kept (`keepingDrafts`:
    /// it ended by a signal, the end of input, a failure) or removed.
    func finish(keepingDrafts: Bool) {
        root?.finish(keepingDraft: keepingDrafts)
        for entry in linked { entry.keeper.finish(keepingDraft: keepingDrafts) }
        closedKeepers += linked.map(\.keeper)
        linked.removeAll()
    }

    /// Where the drafts of a form a link opened are named: after the run's
    /// key and the form's type, in letters, digits and dashes.
    private func linkedDrafts(of session: some AnyFormSession) -> TerminalDrafts {
        let type = String(describing: type(of: session.typedSession.controller.form))
        let name = String(type.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "-" })
        var linked = drafts
        linked.key = drafts.key + "+" + name
        return linked
    }
}

/// A draft a run left, offered back when its form opens: the question to
/// ask ("Restore what you typed at 14:03?"), and the two answers.
struct DraftOffer {
    var question: String
    var restore: () -> Void
    var discard: () -> Void
}
