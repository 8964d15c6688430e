#if canImport(Glibc)
import FormsKitExamples
import FormsKitHummingbird
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The form routes in a real browser, over HTTP, under their Content
/// Security Policy: headless Chromium driven by `Tests/Browser/web_forms.py`
/// (selenium); skipped where they are not installed, never in CI
/// (``BrowserScripts``).
@Suite("Web forms in a browser", .serialized)
struct WebFormBrowserTests {

    @Test("Stylesheet, live validation, 422, post/redirect/get with a flash message shown once, and the card's styles, with nothing refused")
    func browser() async throws {
        let store = PlanStore()
        let configuration = testConfiguration()
        let router = Router()
        router.addWebFormAssets(configuration)
        router.addWebForm(at: "/create-plan", configuration: configuration) { _, _ in FormSession(form: CreatePlanForm(store: store)) }
        router.addWebForm(at: "/card", configuration: configuration) { _, _ in FormSession(form: CardSettingsForm()) }
        guard try await Self.drive(router, with: "web_forms.py") else { return }
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }

    /// Runs `Tests/Browser/<script>` against `router`, served live on a free
    /// loopback port, and expects it to pass; `false` when it was skipped
    /// (no browser, outside CI).
    @discardableResult
    private static func drive(_ router: Router<BasicRequestContext>, with script: String) async throws -> Bool {
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)), logger: LogRecorder().logger)
        let outcome = try await app.test(.live) { client in
            let port = try #require(client.port)
            // The browser waits on this server: run it off the cooperative pool.
            return try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global().async {
                    continuation.resume(
                        with: Result { try BrowserScripts.run(script, arguments: ["http://127.0.0.1:\(port)"]) })
                }
            }
        }
        guard let outcome = BrowserScripts.unlessSkipped(outcome) else { return false }
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        return true
    }
}
#endif
