import FormsKit
import FormsKitExamples
import FormsKitHummingbird
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitWebTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Drafts of a form in steps: its flow keeps the answers for two hours in
/// a cookie; the browser's draft keeps them for as long as any draft, so
/// that a flow that is gone (two hours later, ended by newer flows, its
/// cookie lost) opens again where the person was.
@Suite("Web forms: drafts of a form in steps")
struct StepDraftTests {
    private static let account: [(String, String)] = [
        ("email", "ada@example.com"), ("password", "correct horse"), ("confirmation", "correct horse"), ("accountType", "0"),
    ]

    private func follow(_ browser: inout WebFormTestBrowser, _ redirect: WebFormTestResponse) async throws -> WebFormTestResponse {
        #expect(redirect.status == .seeOther)
        return try await browser.get(try #require(redirect.headers[.location]))
    }

    private func send(
        _ browser: inout WebFormTestBrowser, _ page: WebFormTestResponse, _ fields: [(String, String)], action: String = "continue"
    ) async throws -> WebFormTestResponse {
        let flow = try #require(page.hidden("_fk_flow"))
        let step = try #require(page.hidden("_fk_step"))
        return try await browser.post("/signup", [("_fk_flow", flow), ("_fk_step", step), ("_fk_action", action)] + fields)
    }

    @Test(
        """
        Each step sent keeps the browser's draft, never a password; once the flow is gone, the form opens again at the step \
        the person was on, every answer back, with the notice and Discard (regression: a flow gone was a form started again)
        """, arguments: WebAdapter.allCases)
    func flowGoneDraftKept(_ adapter: WebAdapter) async throws {
        let drafts = WebDraftTests.MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await follow(&browser, try await browser.get("/signup"))
            #expect(first.text.contains(" data-fk-drafts"), "a step's page saves in the background too")
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account)
            let kept = try #require(await drafts.drafts.values.first)
            #expect(kept.values["email"] == ["ada@example.com"])
            #expect(kept.step == 2)
            #expect(!String(decoding: try JSONEncoder().encode(kept), as: UTF8.self).contains("correct horse"))

            // Two hours later the flow's cookie is gone; the draft is not:
            // the flow's address opens it again.
            browser.cookies["fk_flow_" + flow] = nil
            let page = try await follow(&browser, try await browser.get("/signup?flow=\(flow)&step=2"))
            // Said now, not when the end sends the person back for them.
            #expect(page.text.contains("What you typed before is back, as you left it, except passwords, which are never kept"), "regression: not said")
            #expect(page.text.contains("Step 2 of 3: About you"))
            #expect(!page.text.contains("Your earlier answers to this form are no longer there"))
            let restored = try #require(page.hidden("_fk_flow"))
            #expect(restored != flow)
            let account = try await browser.get("/signup?flow=\(restored)&step=0")
            #expect(account.text.contains("value=\"ada@example.com\""))

            // A new tab starts fresh, offering that draft; Restore takes it,
            // at the step it was on.
            let fresh = try await follow(&browser, try await browser.get("/signup"))
            #expect(fresh.text.contains("Step 1 of 3: Account"))
            #expect(fresh.text.contains("What you typed in this form before was kept. Do you want it back?"))
            #expect(!fresh.text.contains("ada@example.com"), "offered, not taken")
            let offered = try #require(fresh.hidden("_fk_draft"))
            #expect(offered == restored)
            let taken = try await follow(&browser, try await send(&browser, fresh, [("_fk_draft", offered)], action: "restore-draft"))
            #expect(taken.text.contains("Step 2 of 3: About you"))
            #expect(taken.text.contains("What you typed before is back, as you left it, except passwords"))
            let newFlow = try #require(taken.hidden("_fk_flow"))
            #expect(newFlow == fresh.hidden("_fk_flow"), "the new tab's own flow")
            #expect(try await browser.get("/signup?flow=\(newFlow)&step=0").text.contains("value=\"ada@example.com\""))
        }
    }

    @Test("A restored flow goes on to submit once the password is typed again; submitting removes the draft", arguments: WebAdapter.allCases)
    func restoredFlowSubmits(_ adapter: WebAdapter) async throws {
        let drafts = WebDraftTests.MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await follow(&browser, try await browser.get("/signup"))
            let flow = try #require(first.hidden("_fk_flow"))
            let about = try await follow(&browser, try await send(&browser, first, Self.account))
            _ = try await send(&browser, about, [("fullName", "Ada Lovelace"), ("country", "4")])
            browser.cookies["fk_flow_" + flow] = nil

            let review = try await follow(&browser, try await browser.get("/signup?flow=\(flow)&step=0"))
            #expect(review.text.contains("Ada Lovelace"))
            // The password was never kept: submitting goes to the step that asks for it.
            let refused = try await follow(&browser, try await send(&browser, review, [], action: "submit"))
            #expect(refused.text.contains("Step 1 of 3: Account"))
            #expect(refused.text.contains("value=\"ada@example.com\""))
            let back = try await follow(&browser, try await send(&browser, refused, Self.account))
            let done = try await send(&browser, back, [], action: "submit")
            #expect(done.status == .seeOther)
            #expect(await drafts.drafts.isEmpty, "submitted")
        }
    }

    @Test(
        """
        A draft naming a step the form no longer has opens at the first step, once (regression: a redirect to that step, \
        forever); its answers stay out of the flow's cookie, however long
        """, arguments: WebAdapter.allCases)
    func draftOfAnotherForm(_ adapter: WebAdapter) async throws {
        let drafts = WebDraftTests.MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await follow(&browser, try await browser.get("/signup"))
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account)
            // As long as the name may be, in a script of three bytes a character.
            let long = String(repeating: "解析機関", count: 25)
            await drafts.change { stored in
                for key in stored.keys {
                    stored[key]?.step = 9
                    stored[key]?.seenSteps = [0, 2, 9]
                    stored[key]?.values["fullName"] = [long]
                }
            }
            browser.cookies["fk_flow_" + flow] = nil
            let opened = try await browser.get("/signup?flow=\(flow)&step=0")
            #expect(opened.status == .seeOther)
            let page = try await browser.get(try #require(opened.headers[.location]))
            #expect(page.status == .ok)
            #expect(page.text.contains("What you typed before is back"))
            let cookie = try #require(opened.headers[values: .setCookie].first { $0.hasPrefix("fk_flow_") })
            #expect(cookie.utf8.count < 600, "the draft is not in the flow's cookie: \(cookie.utf8.count) bytes")
            let about = try await browser.get(try #require(opened.headers[.location]).replacingOccurrences(of: "step=0", with: "step=2"))
            #expect(about.text.contains(long), "the draft's answers, from the store")
        }
    }

    @Test("Discard on a restored step starts the form afresh and removes the draft", arguments: WebAdapter.allCases)
    func discard(_ adapter: WebAdapter) async throws {
        let drafts = WebDraftTests.MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await follow(&browser, try await browser.get("/signup"))
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account)
            browser.cookies["fk_flow_" + flow] = nil
            let restored = try await follow(&browser, try await browser.get("/signup?flow=\(flow)&step=0"))
            #expect(restored.text.contains("value=\"discard-draft\""))
            let discarded = try await send(&browser, restored, [], action: "discard-draft")
            #expect(discarded.headers[.location] == "/signup")
            let fresh = try await follow(&browser, try await follow(&browser, discarded))
            #expect(fresh.text.contains("Step 1 of 3: Account"))
            #expect(!fresh.text.contains("ada@example.com"))
            #expect(!fresh.text.contains("What you typed before is back"))
            #expect(await drafts.drafts.isEmpty)
        }
    }

    @Test(
        """
        The live script's background save on a step: 204, the step's answers kept in the draft, nothing checked, the flow's \
        cookie left alone (regression: a save landing after a Continue put the flow back a step)
        """, arguments: WebAdapter.allCases)
    func backgroundSaveOnAStep(_ adapter: WebAdapter) async throws {
        let drafts = WebDraftTests.MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await follow(&browser, try await browser.get("/signup"))
            let flow = try #require(first.hidden("_fk_flow"))
            let about = try await follow(&browser, try await send(&browser, first, Self.account))
            let saved = try await send(&browser, about, [("fullName", "Ada L")], action: "save-draft")
            #expect(saved.status == .noContent)
            #expect(saved.setCookie("fk_flow_" + flow) == nil, "the flow's cookie is left as it is")
            // The flow's own draft (the browser's latest only names the
            // tab that saved last).
            let own = await drafts.drafts.first { $0.key.hasSuffix(" " + flow) }?.value
            #expect(own?.values["fullName"] == ["Ada L"])
            #expect(own?.step == 2)
            let reloaded = try await browser.get("/signup?flow=\(flow)&step=2")
            #expect(!reloaded.text.contains("fk-error-message"), "nothing checked")
        }
    }

    @Test(
        """
        A step reloaded after the background save shows what was typed since it was sent, with the notice; another tab's \
        flow of the same form does not take it (regression: a reload showed the step as last sent, the typing lost)
        """, arguments: WebAdapter.allCases)
    func reloadAfterBackgroundSave(_ adapter: WebAdapter) async throws {
        let drafts = WebDraftTests.MemoryDrafts()
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.drafts = drafts }).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await follow(&browser, try await browser.get("/signup"))
            let flow = try #require(first.hidden("_fk_flow"))
            let about = try await follow(&browser, try await send(&browser, first, Self.account))
            #expect(!about.text.contains("What you typed before is back"), "nothing typed since")
            _ = try await send(&browser, about, [("fullName", "Ada L")], action: "save-draft")

            let reloaded = try await browser.get("/signup?flow=\(flow)&step=2")
            #expect(reloaded.text.contains("value=\"Ada L\""), "what was typed is back")
            #expect(reloaded.text.contains("What you typed before is back"))
            #expect(reloaded.text.contains("Step 2 of 3: About you"))
            let account = try await browser.get("/signup?flow=\(flow)&step=0")
            #expect(account.text.contains("value=\"ada@example.com\""), "the step as sent")
            #expect(!account.text.contains("What you typed before is back"), "nothing on this step differs from what was sent")

            // Another tab: a flow of its own, offered the first tab's draft
            // and not taking it, saves its own typing; the first tab's
            // steps, reloaded, do not show it.
            let other = try await follow(&browser, try await browser.get("/signup"))
            let otherFlow = try #require(other.hidden("_fk_flow"))
            #expect(otherFlow != flow)
            #expect(other.text.contains("restore-draft"))
            #expect(!other.text.contains("ada@example.com"))
            _ = try await send(&browser, other, [("email", "Bob from the other tab")], action: "save-draft")
            #expect(try await browser.get("/signup?flow=\(otherFlow)").text.contains("value=\"Bob from the other tab\""))
            #expect(!(try await browser.get("/signup?flow=\(flow)&step=0")).text.contains("Bob from the other tab"))
            let mine = try await browser.get("/signup?flow=\(flow)&step=2")
            #expect(!mine.text.contains("Bob from the other tab"))
        }
    }
}
