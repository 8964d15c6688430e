import FormsKitExamples
import FormsKitHummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormsKitWeb

/// `formskit-web`'s routes: every demo form, from the same definitions as
/// the terminal demo.
@Suite("Web demo")
struct WebDemoTests {
    private func app(store: PlanStore = PlanStore()) -> some ApplicationProtocol {
        Application(router: WebDemo.router(plans: store, configuration: WebDemo.configuration(signingKey: testSigningKey)), logger: LogRecorder().logger)
    }

    @Test("The index links to every form formskit-demo opens, and each serves its page")
    func everyForm() async throws {
        try await app().test(.router) { client in
            var browser = Browser(client)
            let index = try await browser.get("/")
            #expect(index.status == .ok)
            #expect(index.headers[.xContentTypeOptions] == "nosniff")
            for path in ["/settings", "/create-plan", "/add-server", "/edit-tag", "/poll", "/card", "/profile", "/display"] {
                #expect(index.text.contains("href=\"\(path)\""), "\(path)")
                let page = try await browser.get(path)
                #expect(page.status == .ok, "\(path)")
                #expect(page.text.contains("<form method=\"post\" action=\"\(path)\""), "\(path)")
            }
        }
    }

    @Test("Link rows open the other forms' pages")
    func links() async throws {
        try await app().test(.router) { client in
            var browser = Browser(client)
            let settings = try await browser.get("/settings").text
            for path in ["/display", "/profile", "/create-plan", "/add-server", "/edit-tag", "/poll", "/card"] {
                #expect(settings.contains("href=\"\(path)\""), "\(path)")
            }
            #expect(try await browser.get("/profile").text.contains("href=\"/display\""))
        }
    }

    @Test("Create plan uses the plan store: “Personal” answers 422 with the message on the name field; a new name is saved")
    func createPlan() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-web-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plans.json")
        let store = try PlanStore(fileURL: file)
        try await app(store: store).test(.router) { client in
            var browser = Browser(client)
            try await browser.get("/create-plan")
            let taken = try await browser.post("/create-plan", [("name", "Personal")])
            #expect(taken.status == .unprocessableContent)
            #expect(
                taken.text.contains(
                    "<p id=\"error-name\" class=\"fk-error-message\"><span class=\"fk-visually-hidden\">Error: </span>A plan named “Personal” already exists. Choose another name.</p>"
                ))
            let created = try await browser.post("/create-plan", [("name", "Team"), ("email", "ada@example.com")])
            #expect(created.status == .seeOther)
        }
        // The terminal demo's store, read afresh, has the plan.
        #expect(try await PlanStore(fileURL: file).plans.map(\.name) == ["Personal", "Team"])
    }
}
