#if os(Linux)
import Foundation
import FormsKitTestSupport

/// A version of an Apple platform: `14`, `17.4`.
struct PlatformVersion: Sendable, Comparable, CustomStringConvertible, Decodable {
    var major: Int
    var minor: Int

    init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// As a symbol graph writes it: `{"major": 15}` or `{"major": 15, "minor": 4}`.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        major = try container.decode(Int.self, forKey: .major)
        minor = try container.decodeIfPresent(Int.self, forKey: .minor) ?? 0
    }

    private enum CodingKeys: String, CodingKey { case major, minor }

    var description: String { "\(major).\(minor)" }

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
}

/// The Apple platforms and the least version of each that the package
/// declares (Package.swift's `platforms:`).
struct PlatformMinimums: Sendable, CustomStringConvertible {
    var versions: [String: PlatformVersion]

    var description: String { versions.keys.sorted().map { "\($0) \(versions[$0]!)" }.joined(separator: ", ") }

    /// Reads `.macOS(.v14), .iOS(.v17), …` from the manifest's text.
    init(packageManifest text: String) {
        var versions: [String: PlatformVersion] = [:]
        for match in text.matches(of: /\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+)(?:_(\d+))?\)/) {
            versions[String(match.1)] = PlatformVersion(major: Int(match.2)!, minor: match.3.flatMap { Int($0) } ?? 0)
        }
        self.versions = versions
    }

    init(versions: [String: PlatformVersion]) {
        self.versions = versions
    }

    /// Only the platforms named.
    func restricted(to platforms: Set<String>) -> PlatformMinimums {
        PlatformMinimums(versions: versions.filter { platforms.contains($0.key) })
    }
}

/// The declarations of the toolchain's own modules (the standard library,
/// Synchronization, Foundation, …) that are newer than some minimums, or
/// unavailable on one of their platforms, read from their symbol graphs.
///
/// The Linux toolchain's modules keep their Apple availability (`Mutex`:
/// macOS 15, iOS 18; `FileManager.homeDirectoryForCurrentUser`: unavailable
/// on iOS) although Linux checks none of it.
struct SymbolAvailability: Sendable {
    /// A declaration, and why it cannot be used.
    struct Restriction: Sendable {
        var name: String
        /// Per platform: "from 15.0" or "unavailable".
        var platforms: [String: String]
    }

    /// Functions, properties and initializers, by USR.
    var declarations: [String: Restriction]
    /// Types, by their path in their module (`Mutex`, `String.Index`).
    var types: [String: Restriction]

    /// The toolchain modules whose symbols are read.
    static let toolchainModules = [
        "Swift", "_Concurrency", "Synchronization", "Observation", "_StringProcessing", "RegexBuilder", "Dispatch",
        "Foundation", "FoundationEssentials", "FoundationInternationalization",
    ]

    /// Declarations the compiler chooses by availability where the code
    /// names none: on Linux, which has no availability, the newest; on an
    /// Apple platform, one that exists there. `for await` calls the
    /// iterator's `next(isolation:)` where it exists, `next()` where not.
    private static let chosenByTheCompiler: Set<String> = ["next(isolation:)"]

    private struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Identifier: Decodable { var precise: String }
            struct Names: Decodable { var title: String }
            struct Kind: Decodable { var identifier: String }
            struct Availability: Decodable {
                var domain: String?
                var introduced: PlatformVersion?
                var isUnconditionallyUnavailable: Bool?
            }
            var identifier: Identifier
            var names: Names
            var kind: Kind
            var pathComponents: [String]
            var availability: [Availability]?
        }
        var symbols: [Symbol]
    }

    /// What cannot be used under `minimums`, from the symbol graphs that
    /// `swift-symbolgraph-extract` (beside `swiftc`) writes of the toolchain's
    /// modules.
    static func load(swiftc: String, minimums: PlatformMinimums, target: String) throws -> SymbolAvailability {
        let extractor = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract").path
        let folder = try TemporaryFolder()
        for module in toolchainModules {
            let outcome = try ChildProcess.run(
                executable: extractor,
                arguments: ["-module-name", module, "-target", target, "-minimum-access-level", "public", "-output-dir", folder.url.path],
                environment: ProcessInfo.processInfo.environment)
            guard outcome.status == 0 else { throw ExtractionFailed(module: module, output: outcome.standardOutput + outcome.standardError) }
        }
        var declarations: [String: (path: String, restriction: Restriction)] = [:]
        var types: [String: Restriction] = [:]
        // Paths of declarations every minimum has: an overload of the same
        // name and labels there is what the compiler picks on that platform.
        var unrestrictedPaths: Set<String> = []
        let decoder = JSONDecoder()
        let typeKinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.url.path) where file.hasSuffix(".symbols.json") {
            let graph = try decoder.decode(SymbolGraph.self, from: Data(contentsOf: folder.file(file)))
            for symbol in graph.symbols {
                var platforms: [String: String] = [:]
                for entry in symbol.availability ?? [] {
                    guard let domain = entry.domain, let minimum = minimums.versions[domain] else { continue }
                    if entry.isUnconditionallyUnavailable == true {
                        platforms[domain] = "unavailable"
                    } else if let introduced = entry.introduced, introduced > minimum {
                        platforms[domain] = "from \(introduced)"
                    }
                }
                let path = symbol.pathComponents.joined(separator: ".")
                guard !platforms.isEmpty else {
                    unrestrictedPaths.insert(path)
                    continue
                }
                let restriction = Restriction(name: path, platforms: platforms)
                if typeKinds.contains(symbol.kind.identifier) {
                    types[path] = restriction
                } else if !chosenByTheCompiler.contains(symbol.names.title) {
                    declarations[symbol.identifier.precise] = (path, restriction)
                }
            }
        }
        return SymbolAvailability(
            declarations: declarations.filter { !unrestrictedPaths.contains($0.value.path) }.mapValues(\.restriction), types: types)
    }

    struct ExtractionFailed: Error, CustomStringConvertible {
        var module: String
        var output: String
        var description: String { "swift-symbolgraph-extract could not read \(module): \(output)" }
    }
}
#endif
