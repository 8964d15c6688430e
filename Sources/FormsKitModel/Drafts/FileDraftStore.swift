import Foundation

/// Drafts kept as files in a folder of their own: a JSON file a key,
/// replaced whole and at once on each save (a crash mid-save leaves the
/// draft before), in a folder only its owner can open (`0700`), each file
/// readable by its owner only (`0600`).
///
/// The terminal keeps drafts in the user's data folder
/// (``defaultFolder(application:)``); an app in its Application Support
/// folder.
public struct FileDraftStore: FormDraftStore {
    /// The folder the drafts are in.
    public let folder: URL
    /// How long a draft is kept after it was saved.
    public let lifetime: Duration
    /// What time it is: the system's clock, or a test's.
    private let now: @Sendable () -> Date

    /// A store of drafts in `folder`, created when a draft is first saved.
    ///
    /// - Parameters:
    ///   - folder: Where the drafts are kept.
    ///   - lifetime: How long a draft is kept after it was saved (30 days
    ///     by default).
    ///   - now: What time it is; the system's clock by default.
    public init(folder: URL, lifetime: Duration = FormDraft.defaultLifetime, now: @escaping @Sendable () -> Date = { Date() }) {
        self.folder = folder
        self.lifetime = lifetime
        self.now = now
    }

    /// The user's folder for `application`'s drafts: under
    /// `$XDG_DATA_HOME` (or `~/.local/share`) on Linux, under
    /// Application Support on Apple platforms.
    public static func defaultFolder(application: String) -> URL {
        #if os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Android)
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        #else
        // The app's own container on iOS; the user's Library on macOS.
        let base = URL.applicationSupportDirectory
        #endif
        return base.appendingPathComponent(application, isDirectory: true).appendingPathComponent("drafts", isDirectory: true)
    }

    public func save(_ draft: FormDraft, for key: String) async throws {
        try write(draft, for: key)
    }

    /// Keeps `draft` under `key` now, for a caller off every actor (a
    /// background queue): what ``save(_:for:)`` does.
    public func write(_ draft: FormDraft, for key: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // Made before this store, the folder may be open to others.
        try manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = .sortedKeys
        let file = url(for: key)
        // Written beside, then moved into place: the file is the last draft
        // whole, or the one before it.
        try encoder.encode(draft).write(to: file, options: .atomic)
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }

    public func draft(for key: String) async throws -> FormDraft? {
        try read(for: key)
    }

    /// `key`'s draft now, for a caller off every actor: what
    /// ``draft(for:)`` answers.
    public func read(for key: String) throws -> FormDraft? {
        let file = url(for: key)
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        // A file that is not a draft (another version's, damaged) is no
        // draft, and is left for a person to look at.
        guard let draft = try? decoder.decode(FormDraft.self, from: data) else { return nil }
        guard !draft.isExpired(at: now(), lifetime: lifetime) else {
            // Gone already (another run removed it) is as good as removed.
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        return draft
    }

    public func removeDraft(for key: String) async throws {
        try erase(for: key)
    }

    /// Removes `key`'s draft now, for a caller off every actor: what
    /// ``removeDraft(for:)`` does.
    public func erase(for key: String) throws {
        do {
            try FileManager.default.removeItem(at: url(for: key))
        } catch let error as CocoaError where error.code == .fileNoSuchFile {
            return
        }
    }

    /// The keys of the drafts in the folder, expired or not.
    public func keys() throws -> [String] {
        // No folder yet is no drafts yet; any other failure is the caller's to tell.
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return names.filter { $0.hasSuffix(".draft.json") }.compactMap { String($0.dropLast(".draft.json".count)).removingPercentEncoding }.sorted()
    }

    /// The file of `key`'s draft: the key with every character but
    /// letters, digits, `-` and `_` escaped, so that no key names a file
    /// elsewhere.
    public func url(for key: String) -> URL {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        let name = key.addingPercentEncoding(withAllowedCharacters: allowed) ?? "draft"
        return folder.appendingPathComponent(name + ".draft.json")
    }
}
