#if canImport(Glibc)
import Foundation
import FormsKitTestSupport
import Testing

/// The repository's Swift follows its formatter's configuration
/// (`.swift-format`), as `swift format lint` reports it.
@Suite("Formatting")
struct FormattingTests {
    /// The repository's root: three folders up from this file.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `swift`, when the toolchain that runs the tests has it on `PATH`.
    private static var swift: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return paths.map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test("swift format lint finds nothing in Sources, Tests and Benchmarks", .enabled(if: swift != nil, "no swift on PATH"))
    func lintIsClean() throws {
        let outcome = try ChildProcess.run(
            executable: Self.swift!,
            arguments: ["format", "lint", "--recursive"] + ["Sources", "Tests", "Benchmarks/Benchmarks"].map { Self.root.appendingPathComponent($0).path },
            environment: ProcessInfo.processInfo.environment
        )
        let output = outcome.standardOutput + outcome.standardError
        #expect(outcome.status == 0 && output.isEmpty, "swift format lint:\n\(output)")
    }
}
#endif
