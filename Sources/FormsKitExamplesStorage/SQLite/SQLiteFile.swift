import Foundation
import SQLiteNIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks of an SQLite file's path before it is opened, so that a path it
/// cannot use is said in a person's words (SQLite's own is "unable to open
/// database file" for all of them).
enum SQLiteFile {
    /// Checks that the file at `path` can be used: it is not a folder, its
    /// folder exists and can be written (SQLite keeps its write-ahead log
    /// and shared memory beside the file), and the file, if there is one,
    /// can be read and written. A new file is made readable by its owner
    /// only (0600), as SQLite then makes its log and shared memory: it
    /// holds what people typed.
    ///
    /// - Parameter makesFolder: Whether a missing folder is made (0700), as
    ///   the data folder of the default database is; a folder a person
    ///   named that does not exist is more likely a typing mistake.
    static func prepare(_ path: String, makesFolder: Bool) throws(DemoStoreError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw .isFolder(path: path)
        }
        let folder = (path as NSString).deletingLastPathComponent
        // A bare file name is in the working folder.
        let directory = folder.isEmpty ? "." : folder
        if makesFolder {
            let failure = makeFolders(directory)
            guard failure == 0 else {
                throw .folderNotCreated(folder: folder, path: path, reason: failure == ENOTDIR ? "a file is in the way" : reason(failure))
            }
        } else if !folder.isEmpty, !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) {
            if FileManager.default.fileExists(atPath: folder) { throw .folderNotCreated(folder: folder, path: path, reason: "a file is in the way") }
            throw .folderMissing(folder: folder, path: path)
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw .folderReadOnly(folder: folder, path: path, reason: reason(errno))
        }
        if FileManager.default.fileExists(atPath: path) {
            guard access(path, R_OK | W_OK) == 0 else { throw .unreadable(path: path, reason: reason(errno)) }
            return
        }
        // Made here, for its mode: SQLite would make it 0644.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: reason(errno)) }
        close(descriptor)
    }

    /// Creates `folder` and its missing parents, as `mkdir -p` does; `errno`
    /// on failure, 0 on success.
    private static func makeFolders(_ folder: String) -> Int32 {
        if mkdir(folder, 0o700) == 0 { return 0 }
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
            return mkdir(folder, 0o700) == 0 || errno == EEXIST ? 0 : errno
        case let failure:
            return failure
        }
    }

    /// The system's words for `errno` value `code`, such as "Permission denied".
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// SQLite's words for what went wrong, such as "database or disk is full".
    static func reason(_ error: any Error) -> String {
        guard let error = error as? SQLiteError else { return "\(error)" }
        return error.message
    }
}
