import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The JSON file behind a file-backed ``PlanStore``, and the lock file beside
/// it (`plans.json.lock` for `plans.json`) that makes each change one
/// transaction across threads and processes.
///
/// A change holds an exclusive `flock` on the lock file while it reads the
/// file afresh, changes the plans, writes them to a temporary file in the same
/// folder and renames that over the store: readers see the old list or the new
/// one, never a part of either. A file that cannot be read is never written.
///
/// Every method blocks, on the disk and on the lock while another writer holds
/// it; ``PlanStore`` calls them off the caller's actor.
struct PlanFile: Sendable {
    /// The store's path.
    let path: String
    /// Called each time a change is about to take the lock (and to wait for
    /// it while another writer holds it): for tests.
    var beforeLocking: (@Sendable () -> Void)? = nil

    /// The folder that holds the store.
    var folder: String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// The file locked while the store changes.
    var lockPath: String { path + ".lock" }

    /// Checks, before any form is shown, that the store can be used: the file,
    /// if there is one, holds a list of plans, and its folder exists (it is
    /// created if need be) and can be written.
    func prepare() throws(PlanStoreError) {
        _ = try load()
        let failure = Self.makeFolders(folder)
        guard failure == 0 else {
            let reason = failure == ENOTDIR ? "a file is in the way" : Self.reason(failure)
            throw .folderNotCreated(folder: folder, path: path, reason: reason)
        }
        let lock = openLockFile()
        guard lock >= 0 else {
            throw .folderReadOnly(folder: folder, path: path, reason: Self.reason(errno))
        }
        close(lock)
        // The lock file may have been there already: ask about the folder too.
        guard faccessat(AT_FDCWD, folder, W_OK | X_OK, AT_EACCESS) == 0 else {
            throw .folderReadOnly(folder: folder, path: path, reason: Self.reason(errno))
        }
    }

    /// What the file holds now; the starter plans when there is no file.
    func load() throws(PlanStoreError) -> StoreDocument {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw .isFolder(path: path)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let failure = errno
            // No file (or no folder) yet: a fresh store.
            if failure == ENOENT || failure == ENOTDIR { return StoreDocument(plans: PlanStore.starterPlans) }
            throw .unreadable(path: path, reason: Self.reason(failure))
        }
        defer { close(descriptor) }
        return try Self.decode(readAll(descriptor), path: path)
    }

    /// Changes the store in one transaction: locks, reads the file afresh,
    /// lets `change` edit what it holds, and replaces the file with the
    /// result. When `change` throws, the file is left as it was.
    func update<Value>(_ change: (inout StoreDocument) throws -> Value) throws -> Value {
        let lock = openLockFile()
        guard lock >= 0 else { throw PlanStoreError.unwritable(path: path, reason: Self.reason(errno)) }
        // Closing the lock file's descriptor releases the lock.
        defer { close(lock) }
        beforeLocking?()
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw PlanStoreError.unwritable(path: path, reason: Self.reason(errno)) }
        }
        var document = try load()
        let result = try change(&document)
        try replace(with: document)
        return result
    }

    // MARK: Reading

    private func readAll(_ descriptor: Int32) throws(PlanStoreError) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count == 0 {
                return data
            } else if errno == EISDIR {
                throw .isFolder(path: path)
            } else if errno != EINTR {
                throw .unreadable(path: path, reason: Self.reason(errno))
            }
        }
    }

    /// What `data` holds, or why it is not a list of plans (or an object of
    /// plans and saved forms).
    static func decode(_ data: Data, path: String) throws(PlanStoreError) -> StoreDocument {
        guard !data.isEmpty else { throw .invalidContent(path: path, reason: "the file is empty") }
        do {
            // A list is read as one, so that its errors say which plan.
            let first = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            if first == UInt8(ascii: "{") { return try JSONDecoder().decode(StoreDocument.self, from: data) }
            return StoreDocument(plans: try JSONDecoder().decode([Plan].self, from: data))
        } catch let error as DecodingError {
            throw .invalidContent(path: path, reason: reason(error, data: data))
        } catch {
            throw .invalidContent(path: path, reason: "\(error)")
        }
    }

    /// What a decoding error says about the file, in the user's words.
    private static func reason(_ error: DecodingError, data: Data) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON" + (syntaxError(in: data, underlying: context.underlyingError).map { ": " + $0 } ?? "")
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            return "JSON, but not a list"
        case .keyNotFound(_, let context) where context.codingPath.isEmpty:
            // An object, but not one of plans and saved forms.
            return "JSON, but not a list"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)) has no \u{201C}\(key.stringValue)\u{201D}"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            if context.codingPath.count == 1 {
                return "\(place(context.codingPath)) is not an object with a name and an ownerEmail"
            }
            return "\(place(context.codingPath)) is not text"
        @unknown default:
            return sentenceFragment("\(error)")
        }
    }

    /// Where the JSON in `data` goes wrong, such as "unexpected end of file
    /// during JSON parse", when Foundation says.
    private static func syntaxError(in data: Data, underlying: (any Error)?) -> String? {
        var detail = (underlying as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        if detail == nil {
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            }
        }
        guard let detail, let first = detail.first else { return nil }
        return sentenceFragment(first.lowercased() + detail.dropFirst())
    }

    /// "plan 2" or "the name of plan 2", counting from 1.
    private static func place(_ codingPath: [any CodingKey]) -> String {
        guard let index = codingPath.first?.intValue else { return "the list" }
        let plan = "plan \(index + 1)"
        guard codingPath.count > 1 else { return plan }
        return "the \u{201C}\(codingPath[1].stringValue)\u{201D} of \(plan)"
    }

    /// `text` without its final period, to sit inside a sentence.
    private static func sentenceFragment(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    // MARK: Writing

    /// Writes `document` to a temporary file in the folder and renames it
    /// over the store.
    private func replace(with document: StoreDocument) throws(PlanStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(document)
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
        }
        let name = (path as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\(name).\(getpid()).\(UUID().uuidString).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: Self.reason(errno)) }
        var failure = Self.writeAll(data, to: descriptor)
        if failure == 0 {
            // Keep the permissions the store had.
            var existing = stat()
            if stat(path, &existing) == 0 { _ = fchmod(descriptor, existing.st_mode & 0o7777) }
            if fsync(descriptor) != 0 { failure = errno }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw .unwritable(path: path, reason: Self.reason(failure))
        }
        syncFolder()
    }

    /// Writes all of `data`; `errno` on failure, 0 on success.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { bytes -> Int32 in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count >= 0 {
                    offset += count
                } else if errno != EINTR {
                    return errno
                }
            }
            return 0
        }
    }

    /// Makes the rename durable; a failure here loses nothing already visible.
    private func syncFolder() {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    // MARK: Folders and the lock

    /// Opens the lock file, creating it if need be; -1 with `errno` set when
    /// it cannot. A read-only descriptor is enough for `flock`.
    private func openLockFile() -> Int32 {
        open(lockPath, O_RDONLY | O_CREAT | O_CLOEXEC, 0o666)
    }

    /// Creates `folder` and its missing parents, as `mkdir -p` does; `errno`
    /// on failure, 0 on success.
    private static func makeFolders(_ folder: String) -> Int32 {
        if mkdir(folder, 0o777) == 0 { return 0 }
        switch errno {
        case EEXIST:
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue ? 0 : ENOTDIR
        case ENOENT:
            let parent = (folder as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != folder else { return ENOENT }
            let failure = makeFolders(parent)
            guard failure == 0 else { return failure }
            // Another process may have made it meanwhile.
            return mkdir(folder, 0o777) == 0 || errno == EEXIST ? 0 : errno
        case let failure:
            return failure
        }
    }

    /// The system's words for `errno` value `code`, such as "Permission denied".
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
