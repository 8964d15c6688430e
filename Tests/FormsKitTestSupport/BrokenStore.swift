import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A database the demos cannot use, made in a temporary folder: an SQLite
/// path that is not a database file, or an earlier version's `plans.json`
/// beside a new database that cannot be imported.
public enum BrokenStore: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A file that is not an SQLite database.
    case notADatabase
    /// A folder where the file should be.
    case folder
    /// A path whose parent is a file, so its folder cannot be created.
    case parentIsFile
    /// A new database beside a `plans.json` that is not JSON.
    case brokenPlansFile

    public var description: String { rawValue }

    /// Whether the problem is a file's content (rather than a path).
    public var isContentProblem: Bool {
        switch self {
        case .notADatabase, .brokenPlansFile: return true
        case .folder, .parentIsFile: return false
        }
    }

    /// The exit status the demo should end with: EX_DATAERR for content,
    /// EX_IOERR for a path that cannot be read or written.
    public var exitStatus: Int32 { isContentProblem ? 65 : 74 }

    /// Makes the broken store in `folder`; returns the database's path (for
    /// `--database-url`) and the path the demo's message must name.
    public func make(in folder: TemporaryFolder) throws -> (database: URL, named: URL) {
        switch self {
        case .notADatabase:
            let file = folder.file("formskit.sqlite")
            try Data(String(repeating: "not a database ", count: 100).utf8).write(to: file)
            return (file, file)
        case .folder:
            let directory = folder.file("formskit.sqlite")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
            return (directory, directory)
        case .parentIsFile:
            let parent = folder.file("not-a-folder")
            try Data("x".utf8).write(to: parent)
            let file = parent.appendingPathComponent("formskit.sqlite")
            return (file, file)
        case .brokenPlansFile:
            let plans = folder.file("plans.json")
            try Data("not json".utf8).write(to: plans)
            return (folder.file("formskit.sqlite"), plans)
        }
    }

    /// Root ignores file permissions, so permission cases cannot fail for it.
    public static var isRoot: Bool { geteuid() == 0 }
}
