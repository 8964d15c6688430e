import FormsKit
import FormsKitExamples
import FormsKitHummingbird
import FormsKitModel
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Drafts on the web: what a browser sent is kept on the server for that
/// browser, and the page opened again shows it, after a closed browser, an
/// expired page or a restart.
@Suite("Web forms: drafts")
struct WebDraftTests {
    /// Drafts kept in memory, as a server's store.
    actor MemoryDrafts: FormDraftStore {
        var drafts: [String: FormDraft] = [:]
        func save(_ draft: FormDraft, for key: String) { drafts[key] = draft }
        func draft(for key: String) -> FormDraft? { drafts[key] }
        func removeDraft(for key: String) { drafts[key] = nil }
        func change(_ body: (inout [String: FormDraft]) -> Void) { body(&drafts) }
    }

    @Test(
        "A failed submit keeps a draft for that browser only, never a password; the page opened again shows it with a notice and Discard",
        arguments: WebAdapter.allCases)
    func keptForTheBrowser(_ adapter: WebAdapter) async throws {
        let drafts = MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = Browser(client)
            try await browser.get("/profile")
            let failed = try await browser.post(
                "/profile", [("name", "Grace Hopper"), ("email", "not an address"), ("password", "correct horse"), ("confirmation", "x")])
            #expect(failed.status == .unprocessableContent)
            let cookie = try #require(failed.setCookie("fk_draft"))
            #expect(cookie.contains("HttpOnly") && cookie.contains("Max-Age=2592000"))
            let kept = await drafts.drafts
            #expect(kept.count == 1)
            #expect(kept.values.first?.values["name"] == ["Grace Hopper"])
            #expect(!String(decoding: try JSONEncoder().encode(kept.values.first), as: UTF8.self).contains("correct horse"))

            // The browser closed and opened again: its cookie is still there.
            browser.cookies["fk_csrf"] = nil
            let again = try await browser.get("/profile")
            #expect(again.text.contains("What you typed before is back, as you left it."))
            #expect(again.text.contains("value=\"Grace Hopper\"") && again.text.contains("value=\"not an address\""))
            #expect(again.text.contains("value=\"discard-draft\""))
            #expect(!again.text.contains("correct horse"))

            var stranger = Browser(client)
            let theirs = try await stranger.get("/profile")
            #expect(!theirs.text.contains("Grace Hopper"), "another browser never sees it")
            stranger.cookies["fk_draft"] = "forged.c2lnbmF0dXJl"
            #expect(!(try await stranger.get("/profile")).text.contains("Grace Hopper"), "nor one with a cookie of its own making")

            let discarded = try await browser.post("/profile", [("_fk_action", "discard-draft")])
            #expect(discarded.status == .seeOther)
            #expect(await drafts.drafts.isEmpty)
            #expect(!(try await browser.get("/profile")).text.contains("Grace Hopper"))
        }
    }

    @Test(
        """
        A page where only a password was typed keeps no draft, so the page opened again says nothing was restored \
        (regression: "What you typed before is back" with nothing back)
        """, arguments: WebAdapter.allCases)
    func onlyAPassword(_ adapter: WebAdapter) async throws {
        let drafts = MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.get("/signup")
            let step = try await browser.get(try #require(page.headers[.location]))
            let flow = try #require(step.text.range(of: "name=\"_fk_flow\" value=\"").map { String(step.text[$0.upperBound...].prefix { $0 != "\"" }) })
            let saved = try await browser.post(
                "/signup",
                [("_fk_flow", flow), ("_fk_step", "0"), ("email", ""), ("password", "correct horse"), ("confirmation", ""), ("_fk_action", "save-draft")])
            #expect(saved.status == .noContent)
            #expect(await drafts.drafts.isEmpty, "nothing a draft keeps was typed")
            let again = try await browser.get("/signup")
            let opened = try await browser.get(try #require(again.headers[.location]))
            #expect(!opened.text.contains("What you typed before is back"))
        }
    }

    @Test(
        "The live script's background save: 204 and the draft kept, nothing checked; a page says it saves drafts only when the server keeps them",
        arguments: WebAdapter.allCases)
    func backgroundSave(_ adapter: WebAdapter) async throws {
        let drafts = MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.get("/create-plan")
            #expect(page.text.contains(" data-fk-drafts"))
            let saved = try await browser.post("/create-plan", [("name", "Half"), ("email", "not yet"), ("_fk_action", "save-draft")])
            #expect(saved.status == .noContent)
            #expect(saved.text.isEmpty)
            #expect(await drafts.drafts.values.first?.values["email"] == ["not yet"])
            let flow = try await browser.get("/signup")
            let steps = try await browser.get(try #require(flow.headers[.location]))
            #expect(steps.text.contains(" data-fk-drafts"), "a step's page saves its draft too")
        }
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = Browser(client)
            let page = try await browser.get("/create-plan")
            #expect(!page.text.contains(" data-fk-drafts"))
            #expect(try await browser.post("/create-plan", [("name", "Half"), ("_fk_action", "save-draft")]).status == .badRequest)
        }
    }

    @Test(
        "A draft comes back as typed, values a rule refuses included: a name over its limit, a number out of range (regression: the saved ones were shown)",
        arguments: WebAdapter.allCases)
    func draftOfRefusedValues(_ adapter: WebAdapter) async throws {
        let drafts = MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = Browser(client)
            try await browser.get("/create-plan")
            let long = String(repeating: "n", count: 70)
            #expect(try await browser.post("/create-plan", [("name", long), ("_fk_action", "save-draft")]).status == .noContent)
            let page = try await browser.get("/create-plan")
            #expect(page.text.contains("What you typed before is back"))
            #expect(page.text.contains("value=\"\(long)\""), "the name as typed")
            try await browser.get("/profile")
            let profile = [("name", "Ada"), ("email", "ada@example.com"), ("teamSize", "600"), ("_fk_action", "save-draft")]
            #expect(try await browser.post("/profile", profile).status == .noContent)
            let reopened = try await browser.get("/profile")
            #expect(reopened.text.contains("value=\"600\""), "the team size as typed")
        }
    }

    @Test("Submitted, the draft goes; an expired page keeps one; a server restarted with the same key and store shows it", arguments: WebAdapter.allCases)
    func submittedExpiredRestarted(_ adapter: WebAdapter) async throws {
        let drafts = MemoryDrafts()
        let store = PlanStore()
        let cookies = try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }, store: store).test(.router) { client in
            var first = Browser(client)
            try await first.get("/create-plan")
            _ = try await first.post("/create-plan", [("name", "Te"), ("email", "ada@example.com")])
            #expect(await drafts.drafts.count == 1)
            #expect(try await first.post("/create-plan", [("name", "Team"), ("email", "ada@example.com")]).status == .seeOther)
            #expect(await drafts.drafts.isEmpty, "submitted")
            let cookie = try #require(first.cookies["fk_csrf"])
            let old = CSRFTokens(key: testSigningKey).token(forCookie: cookie, issuedAt: Date().addingTimeInterval(-3 * 60 * 60))
            let expired = try await first.post("/create-plan", [("name", "Written long ago"), ("email", "")], token: old)
            #expect(expired.status == .forbidden)
            #expect(await drafts.drafts.values.first?.values["name"] == ["Written long ago"])
            return first.cookies
        }
        // Another server process: the same key and store, no memory of the first.
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }, store: store).test(.router) { client in
            var again = Browser(client)
            again.cookies = cookies
            let page = try await again.get("/create-plan")
            #expect(page.text.contains("value=\"Written long ago\""))
        }
    }
}
