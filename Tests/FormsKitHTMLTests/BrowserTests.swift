#if canImport(Glibc)
import FormsKit
import FormsKitHTML
import FormsKitModel
import FormsKitTestSupport
import Foundation
import Testing

/// The live-validation script in a real browser: headless Chromium, driven
/// by `Tests/Browser/live_validation.py` (selenium). `.ci/run` installs
/// them and sets `FORMSKIT_REQUIRE_BROWSER=1`, so CI never skips this.
@MainActor
@Suite("HTML in a browser")
struct BrowserTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let isRequired = ProcessInfo.processInfo.environment["FORMSKIT_REQUIRE_BROWSER"] == "1"

    @Test("Live validation shows the server's messages as the user types, per mode, with aria attributes")
    func liveValidation() throws {
        var renderer = HTMLFormRenderer<ConstrainedForm>(action: "/signup")
        renderer.liveValidation = .inline
        let page = renderer.renderPage(FormSession(form: ConstrainedForm(), layout: ConstrainedForm.layout))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-live-\(UUID().uuidString).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        let outcome = try ChildProcess.run(
            executable: "/usr/bin/env",
            arguments: ["python3", Self.root.appendingPathComponent("Tests/Browser/live_validation.py").path, file.path],
            environment: ProcessInfo.processInfo.environment
        )
        if outcome.status == 77, !Self.isRequired {
            print("BrowserTests skipped: \(outcome.standardOutput)")
            return
        }
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    }
}
#endif
