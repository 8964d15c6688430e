import Foundation
import Testing

/// Nothing fails without a word: a `try?` in the library's sources drops an
/// error, which is right only where the failure is the expected answer (a
/// value of another kind, a cookie this server did not seal) or where no one
/// is left to tell. Each says so in a comment on its line or just above it,
/// so that a reader sees the choice and a new `try?` is one more; a failure
/// someone should hear of (a draft store's) is logged instead.
@Suite("Silent failures")
struct SilentFailureTests {
    /// The repository's root: three folders up from this file.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// How many lines above a `try?` its comment may be: a chain of
    /// attempts (`if let … = try? … else if let … = try? …`) shares one.
    private static let reach = 12

    @Test("Every try? in Sources says why its failure is dropped")
    func everyTryExplained() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var unexplained: [String] = []
        var count = 0
        while let file = enumerator?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.range(of: #"\btry\?"#, options: .regularExpression) != nil {
                let code = line.components(separatedBy: "//")[0]
                guard code.range(of: #"\btry\?"#, options: .regularExpression) != nil else { continue }
                count += 1
                let above = lines[max(0, index - Self.reach)..<index]
                if line.contains("//") || above.contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }) { continue }
                unexplained.append(file.path.dropFirst(Self.root.path.count + 1) + ":" + String(index + 1))
            }
        }
        #expect(count > 0, "the sources were read")
        #expect(unexplained.isEmpty, "a try? without a comment that says why its failure is dropped: \(unexplained)")
    }
}
