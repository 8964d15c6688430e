import FormsKit
import FormsKitExamples
import FormsKitHummingbird
@_spi(FormsKitSurface) import FormsKitModel
@_spi(FormsKitAdapter) import FormsKitWeb
import FormsKitWebTesting
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

    /// A store that fails every call, as a database that is down.
    struct BrokenDrafts: FormDraftStore {
        struct Down: Error, CustomStringConvertible {
            var description: String { "connection refused" }
        }
        func save(_ draft: FormDraft, for key: String) throws { throw Down() }
        func draft(for key: String) throws -> FormDraft? { throw Down() }
        func removeDraft(for key: String) throws { throw Down() }
    }

    @Test(
        "A draft store that fails is logged as an error that says what was not kept and why; the page still answers (regression: dropped)",
        arguments: WebAdapter.allCases)
    func storeFailureLogged(_ adapter: WebAdapter) async throws {
        let logs = LogRecorder()
        let app = makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = BrokenDrafts() }, logs: logs)
        try await app.test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let tab = try #require(try await browser.get("/profile").hidden("_fk_tab"))
            let failed = try await browser.post("/profile", [("_fk_tab", tab), ("name", "Grace Hopper"), ("email", "not an address")])
            #expect(failed.status == .unprocessableContent, "the person's page is answered as ever")
            #expect(failed.text.contains("value=\"Grace Hopper\""))
            let errors = logs.entries.filter { $0.level == .error }.map(\.message)
            #expect(errors.contains { $0.contains("draft") && $0.contains("/profile") && $0.contains("connection refused") }, "\(errors)")
            _ = try await browser.get("/profile?tab=\(tab)")
            let reads = logs.entries.filter { $0.level == .error }.map(\.message)
            #expect(reads.count > errors.count, "reading the draft back failed too, and says so: \(reads)")
        }
    }

    @Test(
        """
        A failed submit keeps a draft for that browser's tab only, never a password; the tab opened again shows it with a \
        notice and Discard, a new tab offers it
        """,
        arguments: WebAdapter.allCases)
    func keptForTheBrowser(_ adapter: WebAdapter) async throws {
        let drafts = MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let tab = try #require(try await browser.get("/profile").hidden("_fk_tab"))
            let failed = try await browser.post(
                "/profile", [("_fk_tab", tab), ("name", "Grace Hopper"), ("email", "not an address"), ("password", "correct horse"), ("confirmation", "x")])
            #expect(failed.status == .unprocessableContent)
            #expect(failed.hidden("_fk_tab") == tab, "the page stays the same tab")
            let cookie = try #require(failed.setCookie("fk_draft"))
            #expect(cookie.contains("HttpOnly") && cookie.contains("Max-Age=2592000"))
            let kept = await drafts.drafts
            #expect(Set(kept.values.map(\.values["name"])) == [["Grace Hopper"]])
            #expect(!String(decoding: try JSONEncoder().encode(kept), as: UTF8.self).contains("correct horse"))

            // The browser closed and opened again: its cookie is still there,
            // and the tab's address names it.
            browser.cookies["fk_csrf"] = nil
            let again = try await browser.get("/profile?tab=\(tab)")
            #expect(again.text.contains("What you typed before is back, as you left it."))
            #expect(again.text.contains("value=\"Grace Hopper\"") && again.text.contains("value=\"not an address\""))
            #expect(again.text.contains("value=\"discard-draft\""))
            #expect(!again.text.contains("correct horse"))

            var stranger = WebFormTestBrowser(client)
            let theirs = try await stranger.get("/profile?tab=\(tab)")
            #expect(!theirs.text.contains("Grace Hopper"), "another browser never sees it")
            #expect(!theirs.text.contains("restore-draft"), "nor is offered it")
            stranger.cookies["fk_draft"] = "forged.c2lnbmF0dXJl"
            #expect(!(try await stranger.get("/profile?tab=\(tab)")).text.contains("Grace Hopper"), "nor one with a cookie of its own making")

            let discarded = try await browser.post("/profile", [("_fk_tab", tab), ("_fk_action", "discard-draft")])
            #expect(discarded.status == .seeOther)
            #expect(discarded.headers[.location] == "/profile?tab=\(tab)", "the tab goes on, fresh")
            #expect(await drafts.drafts.isEmpty)
            let fresh = try await browser.get("/profile?tab=\(tab)")
            #expect(!fresh.text.contains("Grace Hopper"))
            #expect(!fresh.text.contains("fk-banner"))
        }
    }

    @Test(
        """
        Two tabs of one form keep two drafts; a new tab starts fresh and offers the draft saved last, taken only on Restore; \
        once that tab submits, the draft saved before it is offered; Discard on an offer removes that draft (regression: \
        one draft per browser, the tabs overwrote each other and a new tab silently took it)
        """, arguments: WebAdapter.allCases)
    func draftsPerTab(_ adapter: WebAdapter) async throws {
        let drafts = MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            func save(_ tab: String, _ name: String) async throws {
                let saved = try await browser.post("/create-plan", [("_fk_tab", tab), ("name", name), ("email", ""), ("_fk_action", "save-draft")])
                #expect(saved.status == .noContent)
            }
            let first = try await browser.get("/create-plan")
            let tabA = try #require(first.hidden("_fk_tab"))
            #expect(!first.text.contains("fk-banner"), "nothing kept yet")
            try await save(tabA, "From tab A 名前")

            let second = try await browser.get("/create-plan")
            let tabB = try #require(second.hidden("_fk_tab"))
            #expect(tabB != tabA)
            #expect(second.text.contains("What you typed in this form before was kept. Do you want it back?"))
            #expect(!second.text.contains("value=\"From tab A"), "offered, not taken")
            #expect(second.text.contains("name=\"_fk_draft\" value=\"\(tabA)\""))
            try await save(tabB, "From tab B 🙂")

            // Each tab, reloaded, shows its own.
            let reloadedA = try await browser.get("/create-plan?tab=\(tabA)")
            #expect(reloadedA.text.contains("value=\"From tab A 名前\"") && !reloadedA.text.contains("From tab B"))
            #expect(reloadedA.text.contains("What you typed before is back"))
            let reloadedB = try await browser.get("/create-plan?tab=\(tabB)")
            #expect(reloadedB.text.contains("value=\"From tab B 🙂\"") && !reloadedB.text.contains("From tab A"))

            // A third tab is offered B's, the one saved last; Restore takes it.
            let third = try await browser.get("/create-plan")
            let tabC = try #require(third.hidden("_fk_tab"))
            #expect(third.text.contains("name=\"_fk_draft\" value=\"\(tabB)\""))
            #expect(!third.text.contains("value=\"From tab B"))
            let restored = try await browser.post("/create-plan", [("_fk_tab", tabC), ("_fk_draft", tabB), ("_fk_action", "restore-draft")])
            #expect(restored.status == .seeOther)
            #expect(restored.headers[.location] == "/create-plan?tab=\(tabC)")
            let tabCPage = try await browser.get(try #require(restored.headers[.location]))
            #expect(tabCPage.text.contains("value=\"From tab B 🙂\""))
            #expect(tabCPage.text.contains("What you typed before is back"))
            #expect(try await browser.get("/create-plan?tab=\(tabB)").text.contains("value=\"From tab B 🙂\""), "B keeps its own")

            // C submits: its draft goes, and a new tab is offered A's (B's
            // was taken by C, so it is not offered twice).
            let submitted = try await browser.post(
                "/create-plan", [("_fk_tab", tabC), ("name", "Team C"), ("email", "c@example.com"), ("_fk_action", "submit")])
            #expect(submitted.status == .seeOther)
            // The page after the submission says so, and offers nothing yet.
            let after = try await browser.get(try #require(submitted.headers[.location]))
            #expect(after.text.contains("fk-banner--success") && !after.text.contains("restore-draft"))
            let fourth = try await browser.get("/create-plan")
            #expect(fourth.text.contains("name=\"_fk_draft\" value=\"\(tabA)\""))
            let tabD = try #require(fourth.hidden("_fk_tab"))
            let discarded = try await browser.post("/create-plan", [("_fk_tab", tabD), ("_fk_draft", tabA), ("_fk_action", "discard-draft")])
            #expect(discarded.headers[.location] == "/create-plan?tab=\(tabD)")
            #expect(!(try await browser.get("/create-plan?tab=\(tabA)")).text.contains("From tab A"), "A's draft is gone")
            #expect(!(try await browser.get("/create-plan")).text.contains("restore-draft"), "and nothing is offered")

            // An offer's buttons name a tab of this browser's, or nothing is done.
            let forged = try await browser.post("/create-plan", [("_fk_tab", tabD), ("_fk_draft", "../other"), ("_fk_action", "restore-draft")])
            #expect(forged.status == .seeOther)
            #expect(!(try await browser.get("/create-plan?tab=\(tabD)")).text.contains("value=\"From"))
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
            var browser = WebFormTestBrowser(client)
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
            var browser = WebFormTestBrowser(client)
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
            var browser = WebFormTestBrowser(client)
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
            var browser = WebFormTestBrowser(client)
            let tab = try #require(try await browser.get("/create-plan").hidden("_fk_tab"))
            let long = String(repeating: "n", count: 70)
            #expect(try await browser.post("/create-plan", [("_fk_tab", tab), ("name", long), ("_fk_action", "save-draft")]).status == .noContent)
            let page = try await browser.get("/create-plan?tab=\(tab)")
            #expect(page.text.contains("What you typed before is back"))
            #expect(page.text.contains("value=\"\(long)\""), "the name as typed")
            let profileTab = try #require(try await browser.get("/profile").hidden("_fk_tab"))
            let profile = [("_fk_tab", profileTab), ("name", "Ada"), ("email", "ada@example.com"), ("teamSize", "600"), ("_fk_action", "save-draft")]
            #expect(try await browser.post("/profile", profile).status == .noContent)
            let reopened = try await browser.get("/profile?tab=\(profileTab)")
            #expect(reopened.text.contains("value=\"600\""), "the team size as typed")
        }
    }

    @Test("Submitted, the draft goes; an expired page keeps one; a server restarted with the same key and store shows it", arguments: WebAdapter.allCases)
    func submittedExpiredRestarted(_ adapter: WebAdapter) async throws {
        let drafts = MemoryDrafts()
        let store = PlanStore()
        let cookies = try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }, store: store).test(.router) { client in
            var first = WebFormTestBrowser(client)
            let tab = try #require(try await first.get("/create-plan").hidden("_fk_tab"))
            _ = try await first.post("/create-plan", [("_fk_tab", tab), ("name", "Te"), ("email", "ada@example.com")])
            #expect(!(await drafts.drafts.isEmpty))
            #expect(try await first.post("/create-plan", [("_fk_tab", tab), ("name", "Team"), ("email", "ada@example.com")]).status == .seeOther)
            #expect(await drafts.drafts.isEmpty, "submitted")
            let cookie = try #require(first.cookies["fk_csrf"])
            let old = CSRFTokens(key: testSigningKey).token(forCookie: cookie, issuedAt: Date().addingTimeInterval(-3 * 60 * 60))
            let expired = try await first.post("/create-plan", [("_fk_tab", tab), ("name", "Written long ago"), ("email", "")], token: old)
            #expect(expired.status == .forbidden)
            #expect(expired.hidden("_fk_tab") == tab)
            #expect(await drafts.drafts.values.first?.values["name"] == ["Written long ago"])
            return (first.cookies, tab)
        }
        // Another server process: the same key and store, no memory of the first.
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }, store: store).test(.router) { client in
            var again = WebFormTestBrowser(client)
            again.cookies = cookies.0
            let page = try await again.get("/create-plan?tab=\(cookies.1)")
            #expect(page.text.contains("value=\"Written long ago\""))
            let newTab = try await again.get("/create-plan")
            #expect(newTab.text.contains("restore-draft"), "a new tab offers it")
        }
    }
}
