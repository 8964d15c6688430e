import Foundation
import Testing

/// Controls are closed: each surface chooses what to do with a row's
/// control in one exhaustive switch per direction (to draw it, to take its
/// input), with no `default:`, so that a new control is a change the
/// compiler points out in every surface. Anything else a surface needs to
/// know about a control is a property of `RowControl`. This reads the
/// surfaces' sources and keeps it so.
@Suite("Closed controls")
struct ClosedControlsTests {
    /// The repository's root: three folders up from this file.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The one switch over a row's control each surface has per direction,
    /// by file.
    private static let allowedSwitches: [String: Int] = [
        // The full-screen terminal: to draw, and for keys.
        "Sources/FormsKitTerminal/Drawing/RowDrawing.swift": 1,
        "Sources/FormsKitTerminal/Interaction/RowInput.swift": 1,
        // Plain mode asks one question a row: drawing and input are one.
        "Sources/FormsKitTerminal/Plain/PlainPrompter+Questions.swift": 1,
        // SwiftUI: its controls draw and take input, so a row's control is
        // mapped to a native control once, and the row view switches once
        // over that.
        "Sources/FormsKitSwiftUI/Presentation/NativeControl.swift": 1,
        "Sources/FormsKitSwiftUI/Views/FormScreenRow.swift": 1,
        // HTML: to render (a row's control read as the element it is, which
        // the row writer then switches over), and to decode a submission.
        "Sources/FormsKitHTML/Rendering/HTMLRowSource.swift": 1,
        "Sources/FormsKitHTML/Rendering/HTMLRowWriter.swift": 1,
        "Sources/FormsKitHTML/Decoding/HTMLFormDecoder.swift": 1,
        // JSON: what each row takes in a JSON request, and its schema.
        "Sources/FormsKitHTML/Decoding/JSONSubmission.swift": 1,
        "Sources/FormsKitHTML/Describing/HTMLFormDecoder+JSONSchema.swift": 1,
        // The text snapshot printer draws.
        "Sources/FormsKitModel/Snapshot/FormTextSnapshot.swift": 1,
    ]

    /// The surfaces' sources.
    private static let surfaceFolders = [
        "Sources/FormsKitTerminal", "Sources/FormsKitSwiftUI", "Sources/FormsKitHTML", "Sources/FormsKitModel/Snapshot",
    ]

    /// Every Swift file under the surfaces' folders, by path from the root.
    private func surfaceSources() throws -> [(path: String, text: String)] {
        var sources: [(String, String)] = []
        for folder in Self.surfaceFolders {
            let url = Self.root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let path = folder + file.path.dropFirst(url.path.count)
                sources.append((path, try String(contentsOf: file, encoding: .utf8)))
            }
        }
        return sources.sorted { $0.0 < $1.0 }
    }

    /// The `switch` statements over a control in `text` (`switch row.control {`,
    /// `switch control {`), each with its body.
    private func controlSwitches(in text: String) -> [Substring] {
        var switches: [Substring] = []
        var searchStart = text.startIndex
        while let match = text.range(of: #"switch [A-Za-z0-9_.?()]*\bcontrol\??\s*\{"#, options: .regularExpression, range: searchStart..<text.endIndex) {
            // The body: to the brace that closes the one the match ends with.
            var depth = 0
            var end = match.upperBound
            for index in text[text.index(before: match.upperBound)...].indices {
                switch text[index] {
                case "{": depth += 1
                case "}": depth -= 1
                default: break
                }
                if depth == 0 {
                    end = text.index(after: index)
                    break
                }
            }
            switches.append(text[match.lowerBound..<end])
            searchStart = end
        }
        return switches
    }

    @Test("Each surface switches over a row's control once per direction, in the files that say so")
    func oneSwitchPerDirection() throws {
        var found: [String: Int] = [:]
        for source in try surfaceSources() {
            let count = controlSwitches(in: source.text).count
            if count > 0 { found[source.path] = count }
        }
        #expect(found == Self.allowedSwitches)
    }

    @Test("No switch over a row's control has a default: every control is named, so a new one is a compile error")
    func noDefaults() throws {
        for source in try surfaceSources() {
            for body in controlSwitches(in: source.text) {
                // A `default:` of the switch itself (inside its braces and no
                // others), not of a switch nested in one of its cases.
                var depth = 0
                var hasDefault = false
                for line in body.split(separator: "\n") {
                    if line.trimmingCharacters(in: .whitespaces).hasPrefix("default:"), depth == 1 { hasDefault = true }
                    depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                }
                #expect(!hasDefault, "\(source.path): \(body.prefix(80))")
            }
        }
    }

    @Test("Surfaces ask a control what it is through its properties, not with `if case` or `guard case`")
    func noCaseDispatch() throws {
        let dispatch = #"(if|guard) case \.[a-zA-Z]+(\(let [a-zA-Z_]+\))? = [A-Za-z0-9_.?()]*\bcontrol\b"#
        for source in try surfaceSources() {
            for line in source.text.split(separator: "\n") where line.range(of: dispatch, options: .regularExpression) != nil {
                Issue.record("\(source.path): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }
}
