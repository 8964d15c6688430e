import Foundation
import Testing

/// Compares `text` with the golden file `__Snapshots__/<name>.txt` beside
/// this file. A missing file, or `SNAPSHOT_RECORD=1`, records the text
/// instead and reports an issue, so a recording never passes silently.
public func assertSnapshot(_ text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent(name + ".txt")
    let recording = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded snapshot \(name); check it and run again.", sourceLocation: sourceLocation)
        return
    }
    #expect(text == expected, "snapshot \(name) differs; run with SNAPSHOT_RECORD=1 to re-record", sourceLocation: sourceLocation)
}
