import Foundation

/// A fresh folder under the temporary directory, removed (permissions
/// restored first) when the test is done with it.
public final class TemporaryFolder {
    /// The folder.
    public let url: URL

    /// Makes the folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// `name` inside the folder.
    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    deinit {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}
