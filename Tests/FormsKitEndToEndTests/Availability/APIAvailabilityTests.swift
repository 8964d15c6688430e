#if os(Linux)
import FormsKitTestSupport
import Foundation
import Testing

/// No module of the package uses an API newer than the platforms the
/// package declares (macOS 14, iOS 17, …), or one a platform it runs on
/// lacks. Linux checks no Apple availability, so the compiler here takes
/// `Mutex` (macOS 15) without a word; this test reads the availability the
/// toolchain's modules keep, and what each of our modules refers to.
///
/// The Apple type-check (`Scripts/typecheck-apple.sh`) checks the modules an
/// iOS app imports against a real SDK, with their Apple-only code; this test
/// runs everywhere CI runs, on every module, tests and demos included.
@Suite("API availability")
struct APIAvailabilityTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The modules an app on any Apple platform imports: checked against
    /// every platform's minimum. The rest (terminal, web, demos, tests) run
    /// on macOS and Linux: checked against macOS's.
    private static let everyPlatformModules: Set<String> = [
        "FormsKit", "FormsKitModel", "FormsKitSwiftUI", "FormsKitHTML", "FormsKitMacros", "FormsKitExamples",
    ]

    /// This build's modules, the package's minimums and what the toolchain
    /// restricts, read once for both tests.
    private struct Setting: Sendable {
        var modules: [BuildManifest.Module]
        var minimums: PlatformMinimums
        var scanner: APIUseScanner
        var swiftc: String
        var target: String
    }

    private static let setting = Result { () throws -> Setting in
        let manifest = try BuildManifest.ofRunningTests()
        let ours = manifest.modules.filter { module in
            module.sources.contains { $0.hasPrefix(repository.path + "/Sources/") || $0.hasPrefix(repository.path + "/Tests/") }
        }
        guard let first = ours.first, let targetIndex = first.arguments.firstIndex(of: "-target") else {
            throw BuildManifest.NotFound(path: "a module of this package in the build manifest")
        }
        let minimums = PlatformMinimums(packageManifest: try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8))
        let target = first.arguments[targetIndex + 1]
        let availability = try SymbolAvailability.load(swiftc: first.arguments[0], minimums: minimums, target: target)
        return Setting(
            modules: ours, minimums: minimums, scanner: APIUseScanner(availability: availability), swiftc: first.arguments[0], target: target)
    }

    @Test("No module, test or demo of the package uses an API newer than the package's minimums, or one its platforms lack")
    func noAPINewerThanTheMinimums() async throws {
        // Reading the toolchain and type-checking every module again takes a
        // minute of work: done off Swift's cooperative pool.
        let setting = try await offThePool { try Self.setting.get() }
        // Every kind of module is among them: a library, one with SwiftNIO, a demo, a test.
        for name in ["FormsKit", "FormsKitHummingbird", "FormsKitDemo", "FormsKitEndToEndTests"] {
            try #require(setting.modules.contains { $0.name == name }, "the build manifest lists no module \(name)")
        }
        try #require(setting.minimums.versions["macOS"] != nil && setting.minimums.versions["iOS"] != nil, "no platforms read from Package.swift")

        // One module at a time: the rest of the suite has the other core.
        let found = try await offThePool {
            try setting.modules.map { module in
                let platforms: Set<String> = Self.everyPlatformModules.contains(module.name) ? Set(setting.minimums.versions.keys) : ["macOS"]
                return (module.name, try setting.scanner.uses(in: module, platforms: platforms, repository: Self.repository.path))
            }
        }
        for (module, uses) in found.sorted(by: { $0.0 < $1.0 }) {
            #expect(
                uses.isEmpty,
                """
                \(module) uses what the package's minimums (\(setting.minimums)) do not have:
                \(uses.map { "  \($0)" }.joined(separator: "\n"))
                Use what exists at the minimums (for a lock: NIOLockedValueBox where SwiftNIO is, LockedValue elsewhere; \
                for UTF-8: String(strictUTF8:)), or put the use under `if #available`.
                """)
        }
    }

    @Test("The check finds Mutex, String(validating:as:) and an API iOS lacks; not what #available, @available or #if os(Linux) guard")
    func findsWhatItShould() async throws {
        let setting = try await offThePool { try Self.setting.get() }
        let folder = try TemporaryFolder()
        let file = folder.file("Probe.swift")
        let lines = [
            "import Foundation", "import Synchronization",
            "let lock = Mutex(0)",  // 3
            "func text(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }",  // 4
            "func home() -> URL { FileManager.default.homeDirectoryForCurrentUser }",  // 5
            "func counted() -> Int { if #available(macOS 15, iOS 18, *) { let m = Mutex(1); return m.withLock { $0 } }; return 0 }",
            "@available(macOS 15, iOS 18, *) func newer() -> Mutex<Int> { Mutex(2) }",
            "func guarded() -> Int { guard #available(macOS 15, iOS 18, *) else { return 0 }; return Mutex(3).withLock { $0 } }",
            "#if os(Linux)", "func linuxHome() -> URL { FileManager.default.homeDirectoryForCurrentUser }", "#endif",
            "func names() -> [String] { [1, 2].map { String($0) } }",
        ]
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let module = BuildManifest.Module(
            name: "Probe",
            arguments: [setting.swiftc, "-module-name", "Probe", "-parse-as-library", "-target", setting.target, "-swift-version", "6"],
            sources: [file.path])

        let repository = folder.url.path
        let onMac = try await offThePool { try setting.scanner.uses(in: module, platforms: ["macOS"], repository: repository) }
        #expect(Set(onMac.map(\.line)) == [3, 4], "\(onMac)")
        #expect(onMac.contains { $0.name == "Mutex" && $0.explanation == "macOS from 15.0" }, "\(onMac)")
        #expect(onMac.contains { $0.name == "String.init(validating:as:)" }, "\(onMac)")

        let everywhere = try await offThePool {
            try setting.scanner.uses(in: module, platforms: Set(setting.minimums.versions.keys), repository: repository)
        }
        #expect(Set(everywhere.map(\.line)) == [3, 4, 5], "\(everywhere)")
        #expect(everywhere.contains { $0.name.hasSuffix("homeDirectoryForCurrentUser") && $0.explanation.contains("iOS unavailable") }, "\(everywhere)")
    }
}
#endif
