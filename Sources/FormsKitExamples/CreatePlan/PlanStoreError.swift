import Foundation

/// A plan store's file or folder could not be used. Each case's
/// ``description`` is one sentence: what is wrong, which path, and what to do.
///
/// ``PlanStoreError/invalidContent(path:reason:)`` is about the file's data;
/// every other case is about reading or writing the path. A store that could
/// not be read is never written over.
public enum PlanStoreError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file holds something other than a list of plans: it is empty, is
    /// not JSON, or is JSON of another shape.
    case invalidContent(path: String, reason: String)
    /// The path names a folder, not a file.
    case isFolder(path: String)
    /// The file exists but cannot be read (for example, no permission).
    case unreadable(path: String, reason: String)
    /// The folder that would hold the file does not exist and cannot be
    /// created.
    case folderNotCreated(folder: String, path: String, reason: String)
    /// The folder that holds the file cannot be written, so no plan could be
    /// saved.
    case folderReadOnly(folder: String, path: String, reason: String)
    /// Saving a plan failed (for example, the disk is full).
    case unwritable(path: String, reason: String)

    /// The path of the store's file.
    public var path: String {
        switch self {
        case .invalidContent(let path, _), .isFolder(let path), .unreadable(let path, _),
            .folderNotCreated(_, let path, _), .folderReadOnly(_, let path, _), .unwritable(let path, _):
            return path
        }
    }

    /// One sentence: what is wrong, which path, and what to do.
    public var description: String {
        switch self {
        case .invalidContent(let path, let reason):
            return "The plan store \(path) is not a list of plans (\(reason)); fix it, delete it to start afresh, or pass another --store path."
        case .isFolder(let path):
            let example = (path as NSString).appendingPathComponent("plans.json")
            return "The plan store \(path) is a folder, not a file; pass a file path such as \(example) to --store."
        case .unreadable(let path, let reason):
            return "The plan store \(path) cannot be read (\(reason)); check its permissions, or pass another --store path."
        case .folderNotCreated(let folder, let path, let reason):
            return "The folder \(folder) for the plan store \(path) cannot be created (\(reason)); create it yourself, or pass another --store path."
        case .folderReadOnly(let folder, let path, let reason):
            return
                "The folder \(folder) of the plan store \(path) cannot be written (\(reason)), so no plan could be saved; check the folder's permissions, or pass another --store path."
        case .unwritable(let path, let reason):
            return "The plan store \(path) cannot be saved (\(reason)); check the folder's permissions and free space, or pass another --store path."
        }
    }

    /// The ``description``, for views that show `LocalizedError`s.
    public var errorDescription: String? { description }
}
