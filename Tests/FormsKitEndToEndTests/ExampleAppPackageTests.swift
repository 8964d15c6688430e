#if canImport(Glibc)
import FormsKitTestSupport
import Foundation
import Testing

/// The SwiftUI example app (`Examples/FormsKitSwiftUIDemo`) is a package of
/// its own that Linux never builds; what it asks of this package is checked
/// here, so that it resolves on a Mac. (`Scripts/typecheck-apple.sh`
/// resolves it and type-checks it against an iOS SDK.)
@Suite("The example app's package")
struct ExampleAppPackageTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The manifest of the package at `path`, as `swift package dump-package` reads it.
    private static func manifest(at path: URL) async throws -> [String: Any] {
        // A scratch folder of its own: the package's own is locked by the
        // `swift test` running this.
        let scratch = try TemporaryFolder()
        let arguments = ["swift", "package", "dump-package", "--package-path", path.path, "--scratch-path", scratch.url.path]
        let outcome = try await offThePool {
            try ChildProcess.run(executable: "/usr/bin/env", arguments: arguments, environment: ProcessInfo.processInfo.environment)
        }
        try #require(outcome.status == 0, "swift package dump-package \(path.path): \(outcome.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    }

    @Test("Every product the example app depends on is a library this package declares")
    func productsExist() async throws {
        let libraries = try await (Self.manifest(at: Self.repository)["products"] as? [[String: Any]] ?? [])
            .filter { ($0["type"] as? [String: Any])?["library"] != nil }
            .compactMap { $0["name"] as? String }
        let app = try await Self.manifest(at: Self.repository.appendingPathComponent("Examples/FormsKitSwiftUIDemo"))
        // A dependency on a product reads {"product": [name, package, …]}.
        let wanted = (app["targets"] as? [[String: Any]] ?? [])
            .flatMap { $0["dependencies"] as? [[String: Any]] ?? [] }
            .compactMap { $0["product"] as? [Any] }
            .filter { $0.count > 1 && $0[1] as? String == "FormsKit" }
            .compactMap { $0[0] as? String }
        #expect(!wanted.isEmpty, "the app names no product of FormsKit")
        for product in wanted {
            #expect(libraries.contains(product), "the example app depends on \(product), which Package.swift does not declare as a library")
        }
    }
}
#endif
