import Dispatch
import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps a terminal form's draft while it runs (``TerminalDrafts``): a
/// draft of its own, under the form's key and a random id, guarded by a
/// lock file the run holds (`flock`), which the system lets go of however
/// the process ends. A draft whose lock is free belongs to a run that is
/// over: the next start offers the newest.
///
/// Changes are noted on the input's way at the cost of comparing a number;
/// the draft is made at most once a second and written on a queue of its
/// own.
@MainActor
final class DraftKeeper {
    private let drafts: TerminalDrafts
    private let store: FileDraftStore
    /// When the draft is written, and what is written: the rule every
    /// surface keeps (`DraftKeeping`), over this run's session.
    private var keeping: DraftKeeping
    private let isDue: (DraftKeeping) -> Bool
    private let due: (inout DraftKeeping, Date) -> DraftChange?
    private let restore: (FormDraft) -> Void
    /// This run's key in the store.
    private let slot: String
    /// The lock file this run holds.
    private var lock: Int32 = -1
    private var lastSave: Date?
    private let queue = DispatchQueue(label: "FormsKitTerminal.DraftKeeper")
    /// The first time the store failed, said once when the run ends.
    private let failure = DraftFailure()

    /// Why drafts could not be kept, when the store failed: the first
    /// failure of the run. Waits for the writes under way.
    var firstFailure: String? {
        queue.sync { failure.first }
    }

    /// A keeper for `session`'s run; throws ``DraftFailure/Unusable`` when
    /// its folder cannot be used (the form then runs without drafts).
    init(_ drafts: TerminalDrafts, session: some AnyFormSession) throws {
        let session = session.typedSession
        self.drafts = drafts
        store = FileDraftStore(folder: drafts.folder, lifetime: drafts.lifetime, now: drafts.now)
        keeping = DraftKeeping(session)
        isDue = { $0.isDue(session) }
        due = { keeping, date in keeping.due(session, at: date) }
        restore = { session.restore($0) }
        slot = drafts.key + "." + UUID().uuidString.lowercased()
        do {
            try FileManager.default.createDirectory(at: drafts.folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DraftFailure.Unusable(reason: DraftFailure.inTheWay(of: drafts.folder) ?? DraftFailure.describe(error))
        }
        guard let held = Self.takeLock(lockPath(of: slot)) else {
            throw DraftFailure.Unusable(reason: String(cString: strerror(errno)))
        }
        lock = held
    }

    /// The newest draft of a run of this form that is over, offered back:
    /// `restore` puts it in the session and removes it (this run's draft
    /// takes over); `discard` removes it.
    func leftover() -> DraftOffer? {
        removeLocksOfRunsOver()
        let prefix = drafts.key + "."
        var found: [(key: String, lock: Int32, draft: FormDraft)] = []
        for key in attempt({ try store.keys() }) ?? [] where key.hasPrefix(prefix) && key != slot && !key.dropFirst(prefix.count).contains(".") {
            // Held by a run still going: not offered.
            guard let held = Self.takeLock(lockPath(of: key)) else { continue }
            if let draft = attempt({ try store.read(for: key) }) ?? nil {
                found.append((key, held, draft))
            } else {
                release(key: key, lock: held)
            }
        }
        found.sort { $0.draft.savedAt > $1.draft.savedAt }
        guard let newest = found.first else { return nil }
        // Older ones stay for later starts, unlocked.
        for other in found.dropFirst() { close(other.lock) }
        return DraftOffer(
            question: newest.draft.restoreQuestion(now: drafts.now()),
            restore: { [self] in
                restore(newest.draft)
                release(key: newest.key, lock: newest.lock)
                save(now: true)
            },
            discard: { [self] in release(key: newest.key, lock: newest.lock) }
        )
    }

    /// Saves a draft when the form changed and the last save is a second
    /// old: cheap when nothing changed.
    func saveIfDue() {
        guard isDue(keeping) else { return }
        let now = drafts.now()
        if let lastSave, now.timeIntervalSince(lastSave) < 1 { return }
        save(now: false)
    }

    /// Saves a draft now when the form changed: after each answer of a
    /// plain form, which comes slowly.
    func saveChanges() {
        save(now: false)
    }

    /// The run is over: a submitted or left form's draft goes; one that
    /// ended otherwise (end of input, a signal) is saved as it is, for the
    /// next start.
    func finish(keepingDraft: Bool) {
        if keepingDraft {
            // A write that failed is tried once more, changed or not.
            if firstFailure != nil { keeping.writeFailed() }
            save(now: true)
            // Without a draft (nothing was changed) the lock guards nothing.
            if FileManager.default.fileExists(atPath: store.url(for: slot).path) {
                close(lock)
            } else {
                release(key: slot, lock: lock)
            }
        } else {
            let (store, slot, failure) = (store, slot, failure)
            queue.sync { failure.attempt { try store.erase(for: slot) } }
            release(key: slot, lock: lock)
        }
        lock = -1
    }

    /// Writes the draft on the queue when the form changed since the last
    /// write (and waits for the queue when `now`); a form back as it was
    /// has its draft removed instead.
    private func save(now wait: Bool) {
        defer { if wait { queue.sync {} } }
        guard let change = due(&keeping, drafts.now()) else { return }
        lastSave = drafts.now()
        let (store, slot, failure) = (store, slot, failure)
        switch change {
        case .save(let draft): queue.async { failure.attempt { try store.write(draft, for: slot) } }
        case .remove: queue.async { failure.attempt { try store.erase(for: slot) } }
        }
    }

    /// Removes `key`'s draft and lock file, then lets go of its lock.
    private func release(key: String, lock: Int32) {
        _ = attempt { try store.erase(for: key) }
        unlink(lockPath(of: key))
        close(lock)
    }

    /// Makes a call to the store on the main actor; a failure is noted as
    /// the queue's are.
    private func attempt<Value>(_ call: () throws -> Value) -> Value? {
        do {
            return try call()
        } catch {
            queue.sync { failure.note(error) }
            return nil
        }
    }

    /// Removes the lock files of runs that are over and left no draft
    /// (killed before a change was saved, or after the draft went): the
    /// system let go of their locks, and nothing will take them again.
    private func removeLocksOfRunsOver() {
        let folder = drafts.folder.path
        // Tidying only: a folder that cannot be listed leaves old lock files, which cost nothing.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let draftNames = Set(names.filter { $0.hasSuffix(".draft.json") }.map { $0.dropLast(".draft.json".count) })
        for name in names where name.hasSuffix(".lock") && !draftNames.contains(name.dropLast(".lock".count)) {
            let path = folder + "/" + name
            guard path != lockPath(of: slot), let held = Self.takeLock(path) else { continue }
            unlink(path)
            close(held)
        }
    }

    private func lockPath(of key: String) -> String {
        let draft = store.url(for: key).path
        return String(draft.dropLast(".draft.json".count)) + ".lock"
    }

    /// Opens `path` (made, readable by the user only, when missing) and
    /// takes its lock without waiting; `nil` when another run holds it.
    private static func takeLock(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}

/// The first failure of a keeper's store in a run.
///
/// `@unchecked Sendable`: it is read and written only on its keeper's
/// serial queue (the main actor's calls go through `queue.sync`), which
/// orders every access.
final class DraftFailure: @unchecked Sendable {
    /// Drafts cannot be kept at all: the folder cannot be made, or a lock
    /// file taken.
    struct Unusable: Error {
        var reason: String
    }

    private(set) var first: String?

    /// Runs `call`, noting its failure.
    func attempt(_ call: () throws -> Void) {
        do { try call() } catch { note(error) }
    }

    func note(_ error: any Error) {
        if first == nil { first = Self.describe(error) }
    }

    /// What is in the way of making `folder`, in the person's words: a file
    /// where it or a folder above it should be. `nil` when nothing is.
    static func inTheWay(of folder: URL) -> String? {
        var path = folder.standardizedFileURL.path
        while !path.isEmpty, path != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : TerminalWords.text("drafts.fileInTheWay", ["path": path])
            }
            path = (path as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The system's words for `error`, without Foundation's wrapping.
    static func describe(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return (underlying ?? error as NSError).localizedDescription
    }
}
