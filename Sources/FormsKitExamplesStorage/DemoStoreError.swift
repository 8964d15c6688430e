import FormsKitExamples
import Foundation

/// The demos' database could not be used. Each case's ``description`` is
/// one sentence: what went wrong, where, and how to fix it; ``exitStatus``
/// is the status a command-line program ends with for it.
public enum DemoStoreError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// `--database-url` is not a database URL this program understands.
    case invalidURL(String, reason: String)
    /// The SQLite path names a folder, not a file.
    case isFolder(path: String)
    /// The folder that would hold the SQLite file does not exist and cannot
    /// be created.
    case folderNotCreated(folder: String, path: String, reason: String)
    /// The folder of an SQLite file a person named does not exist.
    case folderMissing(folder: String, path: String)
    /// The folder that holds the SQLite file cannot be written (SQLite keeps
    /// its write-ahead log beside the file), so nothing could be saved.
    case folderReadOnly(folder: String, path: String, reason: String)
    /// The SQLite file exists but cannot be opened (for example, no
    /// permission).
    case unreadable(path: String, reason: String)
    /// The file at the SQLite path is something other than an SQLite
    /// database.
    case notADatabase(path: String)
    /// The database was set up by a newer version of this program, whose
    /// tables this one does not know.
    case newerSchema(database: String, version: Int, known: Int)
    /// The PostgreSQL server could not be reached.
    case unreachable(database: String, reason: String)
    /// The PostgreSQL server refused the login, or has no such database.
    case refused(database: String, reason: String, fix: String)
    /// A `plans.json` from an earlier version could not be read for import.
    case importFailed(path: String, reason: String)
    /// Reading or writing the database failed once it was open (a full
    /// disk, a lost connection, a lock held for too long).
    case failed(database: String, action: String, reason: String)
    /// The database refused a value it was given (text it cannot store, a
    /// value over one of its limits): the values, not the database, need
    /// to change. A form shows it as a message on what was sent.
    case valueRefused(database: String, action: String, reason: String)

    /// One sentence: what went wrong, where, and how to fix it.
    public var description: String {
        switch self {
        case .invalidURL(let url, let reason):
            return "--database-url \(url) cannot be used (\(reason)); give a path to an SQLite file (such as ~/formskit.sqlite or "
                + "sqlite:///home/me/formskit.sqlite) or postgres://user:password@host:5432/database."
        case .isFolder(let path):
            let example = (path as NSString).appendingPathComponent(DatabaseLocation.defaultFileName)
            return "The database \(path) is a folder, not a file; pass a file path such as \(example) to --database-url."
        case .folderNotCreated(let folder, let path, let reason):
            return "The folder \(folder) for the database \(path) cannot be created (\(reason)); create it yourself, or pass another --database-url."
        case .folderMissing(let folder, let path):
            return
                "The folder \(folder) for the database \(path) does not exist; create it (mkdir -p \(folder)), or pass --database-url a file in a folder that does."
        case .folderReadOnly(let folder, let path, let reason):
            return "The folder \(folder) of the database \(path) cannot be written (\(reason)), so nothing could be saved; "
                + "check the folder's permissions, or pass another --database-url."
        case .unreadable(let path, let reason):
            return "The database \(path) cannot be opened (\(reason)); check its permissions, or pass another --database-url."
        case .notADatabase(let path):
            return "The file \(path) is not an SQLite database; move it away to start afresh there, or pass another --database-url."
        case .newerSchema(let database, let version, let known):
            return "The database \(database) was set up by a newer version of FormsKit's demos (schema \(version); this one knows up to \(known)); "
                + "run the newer version, or pass another --database-url."
        case .unreachable(let database, let reason):
            return "The database \(database) cannot be reached (\(reason)); start PostgreSQL there, or check the host and port in --database-url."
        case .refused(let database, let reason, let fix):
            return "The database \(database) refused the connection (\(reason)); \(fix)."
        case .importFailed(let path, let reason):
            return "The plans of an earlier version in \(path) cannot be imported (\(reason)); fix the file, "
                + "or move it away to start with a new store (it is only read, once)."
        case .failed(let database, let action, let reason):
            return "The database \(database) could not \(action) (\(reason)); check that it is running and has free space, then try again."
        case .valueRefused(let database, let action, let reason):
            return "The database \(database) could not \(action): it refused a value it was given (\(reason)); change the value, then try again."
        }
    }

    /// The ``description``, for views that show `LocalizedError`s.
    public var errorDescription: String? { description }

    /// The status a command-line program ends with (sysexits.h): 64 a
    /// URL that is not one, 65 data it cannot use, 66 a folder that is not
    /// there, 69 a server it cannot use, 74 a file or folder it cannot read
    /// or write.
    public var exitStatus: Int32 {
        switch self {
        case .invalidURL: return 64
        case .notADatabase, .newerSchema, .importFailed, .valueRefused: return 65
        case .folderMissing: return 66
        case .unreachable, .refused: return 69
        case .isFolder, .folderNotCreated, .folderReadOnly, .unreadable, .failed: return 74
        }
    }
}

extension DemoStoreError: PlanStorageError {
    /// Whether the database refused a value it was given
    /// (``valueRefused(database:action:reason:)``).
    public var refusesValues: Bool {
        if case .valueRefused = self { return true }
        return false
    }
}
