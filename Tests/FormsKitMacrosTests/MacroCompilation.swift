import FormsKitTestSupport
import Foundation
import Testing

/// `@ValidatableForm` expanded as a user's build expands it: the compiler
/// type-checks a file with the plugin SwiftPM built (`FormsKitMacrosPlugin-tool`,
/// beside the tests) and says what the macro made
/// (`-dump-macro-expansions`) and what it reported (in the compiler's plain
/// diagnostic style, whose `~` marks a fix-it's range).
///
/// The tests do not link the plugin: a test target that depends on a macro
/// target is built for the host, with everything it depends on, so the
/// whole package would be compiled twice.
struct MacroCompilation {
    /// What the macro made, each expansion's text in the order the compiler
    /// expanded them (the members, then the conformance).
    var expansions: [String]
    /// The diagnostics, as the compiler printed them, with the file named `form.swift`.
    var diagnostics: String

    /// Type-checks `source` (after `import FormsKitMacros`) with the plugin,
    /// in Swift 6 mode unless told otherwise.
    static func compile(_ source: String, languageMode: Int = 6) async throws -> MacroCompilation {
        let folder = try TemporaryFolder()
        let file = folder.file("form.swift")
        try ("import FormsKitMacros\n" + source + "\n").write(to: file, atomically: true, encoding: .utf8)
        let products = URL(fileURLWithPath: DemoProcess.productPath("FormsKitMacrosPlugin-tool")).deletingLastPathComponent()
        let arguments = [
            "swiftc", "-typecheck", "-swift-version", String(languageMode), "-module-name", "Forms", "-diagnostic-style=llvm",
            "-I", products.appendingPathComponent("Modules").path,
            "-load-plugin-executable", products.appendingPathComponent("FormsKitMacrosPlugin-tool").path + "#FormsKitMacrosPlugin",
            "-Xfrontend", "-dump-macro-expansions", file.path,
        ]
        let outcome = try await offThePool {
            try ChildProcess.run(executable: "/usr/bin/env", arguments: arguments, environment: ProcessInfo.processInfo.environment)
        }
        return parse((outcome.standardOutput + outcome.standardError).replacingOccurrences(of: folder.url.path + "/", with: ""))
    }

    /// Splits the compiler's output into expansions (a buffer name, a line
    /// of dashes, the text, a line of dashes) and the rest.
    private static func parse(_ output: String) -> MacroCompilation {
        let rule = String(repeating: "-", count: 30)
        var expansions: [String] = []
        var diagnostics: [Substring] = []
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            guard line.hasPrefix("@__swiftmacro_"), lines.first == Substring(rule) else {
                diagnostics.append(line)
                continue
            }
            lines.removeFirst()
            var text: [Substring] = []
            while let body = lines.popFirst(), body != Substring(rule) { text.append(body) }
            expansions.append(text.joined(separator: "\n"))
        }
        return MacroCompilation(
            expansions: expansions, diagnostics: diagnostics.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
