import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A store path the plan store cannot use, made in a temporary folder.
public enum BrokenStore: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A file that is not JSON.
    case garbage
    /// An empty file.
    case empty
    /// JSON, but not a list of plans.
    case otherJSON
    /// A folder where the file should be.
    case folder
    /// A path whose parent is a file, so its folder cannot be created.
    case parentIsFile

    public var description: String { rawValue }

    /// Whether the problem is the file's content (rather than its path).
    public var isContentProblem: Bool {
        switch self {
        case .garbage, .empty, .otherJSON: return true
        case .folder, .parentIsFile: return false
        }
    }

    /// The exit status the demo should end with: EX_DATAERR for content,
    /// EX_IOERR for a path that cannot be read or written.
    public var exitStatus: Int32 { isContentProblem ? 65 : 74 }

    /// Makes the broken store in `folder`; returns its path.
    public func make(in folder: TemporaryFolder) throws -> URL {
        switch self {
        case .garbage:
            let file = folder.file("plans.json")
            try Data("not json".utf8).write(to: file)
            return file
        case .empty:
            let file = folder.file("plans.json")
            try Data().write(to: file)
            return file
        case .otherJSON:
            let file = folder.file("plans.json")
            try Data(#"{"name": "Personal"}"#.utf8).write(to: file)
            return file
        case .folder:
            let directory = folder.file("plans.json")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
            return directory
        case .parentIsFile:
            let parent = folder.file("not-a-folder")
            try Data("x".utf8).write(to: parent)
            return parent.appendingPathComponent("plans.json")
        }
    }

    /// Root ignores file permissions, so permission cases cannot fail for it.
    public static var isRoot: Bool { geteuid() == 0 }
}
