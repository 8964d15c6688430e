#if os(Linux)
import Foundation

/// The compile commands of this build, as SwiftPM wrote them in its
/// manifest (`.build/debug.yaml`): for each Swift module, the compiler's
/// arguments and the module's source files.
struct BuildManifest: Sendable {
    /// One Swift module of the build.
    struct Module: Sendable {
        var name: String
        /// The driver's arguments (`swiftc` first), as SwiftPM runs it.
        var arguments: [String]
        var sources: [String]
    }

    var modules: [Module]

    /// What a run of the tests outside SwiftPM's build folder is told.
    struct NotFound: Error, CustomStringConvertible {
        var path: String
        var description: String { "no build manifest at \(path): run the tests with `swift test`, which writes it" }
    }

    /// The manifest of the build that made the running test executable:
    /// `<scratch>/<triple>/<configuration>/` holds the executable,
    /// `<scratch>/<configuration>.yaml` the manifest.
    static func ofRunningTests() throws -> BuildManifest {
        let products = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).deletingLastPathComponent()
        let configuration = products.lastPathComponent
        let file = products.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(configuration + ".yaml")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw NotFound(path: file.path) }
        return try BuildManifest(parsing: text)
    }

    /// Reads the manifest's Swift compile commands: a command named
    /// `C.<module>-<triple>-<configuration>.module` whose `args:` line is a
    /// JSON array, the sources listed in the `@file` it names. Modules built
    /// for the host's tools (`-tool`) are the same sources again: left out.
    init(parsing text: String) throws {
        var modules: [Module] = []
        var inCommand = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \"C."), line.hasSuffix(".module\":"), !line.hasSuffix("-tool.module\":") {
                inCommand = true
            } else if inCommand, line.hasPrefix("    args: ") {
                inCommand = false
                let json = Data(line.dropFirst("    args: ".count).utf8)
                guard let arguments = try JSONSerialization.jsonObject(with: json) as? [String] else { continue }
                guard let moduleIndex = arguments.firstIndex(of: "-module-name"), moduleIndex + 1 < arguments.count else { continue }
                // A module this build did not need has no list: left out.
                var sources: [String] = []
                for argument in arguments where argument.hasPrefix("@") {
                    guard let list = try? String(contentsOfFile: String(argument.dropFirst()), encoding: .utf8) else { continue }
                    sources += list.split(whereSeparator: \.isNewline).map(String.init)
                }
                guard !sources.isEmpty else { continue }
                modules.append(Module(name: arguments[moduleIndex + 1], arguments: arguments, sources: sources))
            } else if line.isEmpty {
                inCommand = false
            }
        }
        self.modules = modules
    }
}
#endif
