#if canImport(Glibc)
import FormsKitExamples
import FormsKitHummingbird
import FormsKitModel
import FormsKitTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The form routes in a real browser, over HTTP, under their Content
/// Security Policy: headless Chromium driven by `Tests/Browser/web_forms.py`
/// (selenium). `.ci/run` installs them and sets `FORMSKIT_REQUIRE_BROWSER=1`,
/// so CI never skips this.
@Suite("Web forms in a browser", .serialized)
struct WebFormBrowserTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let isRequired = ProcessInfo.processInfo.environment["FORMSKIT_REQUIRE_BROWSER"] == "1"

    @Test("Stylesheet, live validation, 422, post/redirect/get with a flash message shown once, and the card's styles, with nothing refused")
    func browser() async throws {
        let store = PlanStore()
        let configuration = testConfiguration()
        let router = Router()
        router.addWebFormAssets(configuration)
        router.addWebForm(at: "/create-plan", configuration: configuration) { FormSession(form: CreatePlanForm(store: store)) }
        router.addWebForm(at: "/card", configuration: configuration) { FormSession(form: CardSettingsForm()) }
        guard try await Self.drive(router, with: "web_forms.py") else { return }
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }

    /// Runs `Tests/Browser/<script>` against `router`, served live on a free
    /// loopback port, and expects it to pass; `false` when it was skipped
    /// (no browser, and CI's `FORMSKIT_REQUIRE_BROWSER` not set).
    @discardableResult
    private static func drive(_ router: Router<BasicRequestContext>, with script: String) async throws -> Bool {
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)), logger: LogRecorder().logger)
        let outcome = try await app.test(.live) { client in
            let port = try #require(client.port)
            let path = Self.root.appendingPathComponent("Tests/Browser/\(script)").path
            // The browser waits on this server: run it off the cooperative pool.
            return try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global().async {
                    continuation.resume(
                        with: Result {
                            try ChildProcess.run(
                                executable: "/usr/bin/env", arguments: ["python3", path, "http://127.0.0.1:\(port)"],
                                environment: ProcessInfo.processInfo.environment)
                        })
                }
            }
        }
        if outcome.status == 77, !Self.isRequired {
            print("WebFormBrowserTests skipped: \(outcome.standardOutput)")
            return false
        }
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        return true
    }
}
#endif
