import FormsKit
import FormsKitExamples
import FormsKitHTML
import FormsKitHummingbird
@_spi(FormsKitAdapter) import FormsKitWeb
import FormsKitWebTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A form in steps on the web: each step a page reached by continuing,
/// its earlier answers in the flow's sealed cookie, redirects after every
/// move so that reloading and the browser's history show the right step.
@Suite("Web forms: steps")
struct StepsOnTheWebTests {
    private static let account: [(String, String)] = [
        ("email", "ada@example.com"), ("password", "correct horse"), ("confirmation", "correct horse"), ("accountType", "0"),
    ]

    /// The first page of a new flow: `/signup` redirects to the flow's own
    /// address, which shows it.
    private func start(_ browser: inout WebFormTestBrowser, _ path: String = "/signup") async throws -> WebFormTestResponse {
        let redirect = try await browser.get(path)
        #expect(redirect.status == .seeOther)
        return try await browser.get(try #require(redirect.headers[.location]))
    }

    /// Posts a step's page: its fields, the flow and the step it shows.
    private func send(
        _ browser: inout WebFormTestBrowser, _ page: WebFormTestResponse, _ fields: [(String, String)], action: String = "continue"
    ) async throws -> WebFormTestResponse {
        let flow = try #require(page.hidden("_fk_flow"))
        let step = try #require(page.hidden("_fk_step"))
        // The review's own hidden field, as a browser sends it.
        let shown = page.hidden("_fk_shown").map { [("_fk_shown", $0)] } ?? []
        return try await browser.post("/signup", [("_fk_flow", flow), ("_fk_step", step), ("_fk_action", action)] + shown + fields)
    }

    @Test(
        """
        The first page is the first step, with its progress, Continue, and a flow of its own, at the flow's own address \
        (regression: shown at the form's, which the browser's Back then opened as a new flow)
        """, arguments: WebAdapter.allCases)
    func firstPage(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let redirect = try await browser.get("/signup")
            #expect(redirect.status == .seeOther)
            let location = try #require(redirect.headers[.location])
            let page = try await browser.get(location)
            #expect(page.status == .ok)
            #expect(page.text.contains("<p class=\"fk-step\" id=\"fk-step\">Step 1 of 3: Account</p>"))
            #expect(page.text.contains("value=\"continue\">Continue</button>"))
            #expect(!page.text.contains("value=\"back\""), "no Back on the first step")
            #expect(!page.text.contains("name=\"fullName\""), "later steps are not on the page")
            let flow = try #require(page.hidden("_fk_flow"))
            #expect(location == "/signup?flow=\(flow)", "a new flow's first page, not sent yet")
            #expect(redirect.setCookie("fk_flow_" + flow) == nil && page.setCookie("fk_flow_" + flow) == nil, "the flow's cookie waits for its first page")
            let sent = try await send(&browser, page, [("email", "")])
            let cookie = try #require(sent.setCookie("fk_flow_" + flow))
            #expect(cookie.contains("HttpOnly") && cookie.contains("Path=/signup"))
            let other = try await start(&browser)
            #expect(other.hidden("_fk_flow") != flow, "another tab is another flow")
        }
    }

    @Test(
        """
        Continue checks the step: wrong answers redirect to the step, whose page shows their messages; right ones redirect to \
        the next step, and its page shows it
        """, arguments: WebAdapter.allCases)
    func continueAndRedirect(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            let wrong = try await send(&browser, first, [("email", "")])
            #expect(wrong.status == .seeOther)
            #expect(wrong.headers[.location] == "/signup?flow=\(flow)&step=0")
            let refused = try await browser.get("/signup?flow=\(flow)&step=0")
            #expect(refused.text.contains("Enter your email address"))
            #expect(!refused.text.contains("Enter your full name"), "the next step is not checked")
            let moved = try await send(&browser, refused, Self.account)
            #expect(moved.status == .seeOther)
            #expect(moved.headers[.location] == "/signup?flow=\(flow)&step=2", "a personal account skips the company step")
            let second = try await browser.get("/signup?flow=\(flow)&step=2")
            #expect(second.text.contains("Step 2 of 3: About you"))
            #expect(second.text.contains("value=\"back\" formnovalidate>Back</button>"))
            // Reloading shows it again; the first step keeps its answers.
            #expect(try await browser.get("/signup?flow=\(flow)&step=2").text.contains("Step 2 of 3: About you"))
            let back = try await browser.get("/signup?flow=\(flow)&step=0")
            #expect(back.text.contains("value=\"ada@example.com\""))
            #expect(!back.text.contains("correct horse"), "a password is never sent back")
        }
    }

    @Test(
        "Pages opened and left leave no cookie, and a browser keeps the cookies of its last few flows only (regression: a cookie a visit, until the server refused the headers)",
        arguments: WebAdapter.allCases)
    func flowCookiesStayFew(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            for _ in 0..<300 { _ = try await start(&browser) }
            #expect(browser.cookies.keys.filter { $0.hasPrefix("fk_flow_") }.isEmpty)
            var flows: [String] = []
            for _ in 0..<(testConfiguration().flowsKeptPerBrowser + 3) {
                let page = try await start(&browser)
                flows.append(try #require(page.hidden("_fk_flow")))
                #expect(try await send(&browser, page, [("email", "ada@example.com")]).status == .seeOther)
                #expect(browser.cookies.keys.filter { $0.hasPrefix("fk_flow_") }.count <= testConfiguration().flowsKeptPerBrowser)
            }
            #expect(
                Set(browser.cookies.keys.filter { $0.hasPrefix("fk_flow_") })
                    == Set(flows.suffix(testConfiguration().flowsKeptPerBrowser).map { "fk_flow_" + $0 }))
            let newest = try await browser.get("/signup?flow=\(try #require(flows.last))&step=0")
            #expect(newest.text.contains("value=\"ada@example.com\""), "the newest flows keep their answers")
            let oldest = try await start(&browser, "/signup?flow=\(flows[0])&step=0")
            #expect(oldest.text.contains("no longer there"), "the oldest is gone, and its page says so")
        }
    }

    @Test("A step not reached yet is not shown, and cannot be sent", arguments: WebAdapter.allCases)
    func noSkipping(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, [("email", "")])
            let ahead = try await browser.get("/signup?flow=\(flow)&step=3")
            #expect(ahead.status == .seeOther)
            #expect(ahead.headers[.location] == "/signup?flow=\(flow)&step=0")
            let posted = try await browser.post("/signup", [("_fk_flow", flow), ("_fk_step", "2"), ("_fk_action", "continue"), ("fullName", "Ada")])
            #expect(posted.status == .badRequest)
            // A later step's field sent with the first step's page is not taken.
            let mixed = try await send(&browser, first, Self.account + [("fullName", "Mallory")])
            #expect(mixed.status == .seeOther)
            let about = try await browser.get(try #require(mixed.headers[.location]))
            #expect(!about.text.contains("Mallory"))
        }
    }

    @Test("The flow's cookie cannot be read or changed: a password is not in it in clear, and an altered one is refused", arguments: WebAdapter.allCases)
    func sealedCookie(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            let moved = try await send(&browser, first, Self.account)
            let sealed = try #require(moved.cookie("fk_flow_" + flow))
            #expect(!sealed.contains("correct") && !sealed.contains("ada@"), "nothing in clear")
            #expect(!(moved.headers[.location] ?? "").contains("horse"))
            var altered = browser
            altered.cookies["fk_flow_" + flow] = String(sealed.dropLast(2)) + (sealed.hasSuffix("AA") ? "BB" : "AA")
            let page = try await browser.get("/signup?flow=\(flow)&step=2")
            let refused = try await altered.post(
                "/signup", [("_fk_flow", flow), ("_fk_step", "2"), ("_fk_action", "continue"), ("fullName", "Ada")], token: page.csrfToken)
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("Your earlier answers are gone"))
            let restarted = try await start(&altered, "/signup?flow=\(flow)&step=2")
            #expect(restarted.text.contains("Step 1 of 3: Account"), "an address whose answers are gone starts again")
            #expect(restarted.text.contains("no longer there"))
            let newFlow = try #require(restarted.hidden("_fk_flow"))
            #expect(newFlow != flow, "at a new flow's address")
            let reloaded = try await altered.get("/signup?flow=\(newFlow)&step=0")
            #expect(reloaded.text.contains("Step 1 of 3: Account"))
            #expect(!reloaded.text.contains("no longer there"), "said once")
        }
    }

    @Test(
        "Back on a step with a password: the page says to leave it empty, and Continue keeps what was typed (regression: both typed again)",
        arguments: WebAdapter.allCases)
    func passwordsKept(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account)
            let account = try await browser.get("/signup?flow=\(flow)&step=0")
            #expect(account.text.contains("Leave this empty to keep what you typed"))
            #expect(!account.text.contains("correct horse"))
            let kept = try await send(
                &browser, account, [("email", "ada@example.com"), ("password", ""), ("confirmation", ""), ("accountType", "0")])
            #expect(kept.status == .seeOther, "the passwords typed before are kept")
            let changed = try await browser.get("/signup?flow=\(flow)&step=0")
            let mismatch = try await send(
                &browser, changed, [("email", "ada@example.com"), ("password", "another horse"), ("confirmation", ""), ("accountType", "0")])
            #expect(mismatch.headers[.location] == "/signup?flow=\(flow)&step=0", "a new password is checked against the kept confirmation")
            let shown = try await browser.get("/signup?flow=\(flow)&step=0")
            #expect(shown.text.contains("The passwords are different"))
        }
    }

    @Test(
        "A password refused on a step asks to be typed again, not left empty (regression: leaving it empty kept the refused one)",
        arguments: WebAdapter.allCases)
    func refusedPasswordTypedAgain(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            let refused = try await send(
                &browser, first, [("email", "ada@example.com"), ("password", "abc"), ("confirmation", "abc"), ("accountType", "0")])
            #expect(refused.headers[.location] == "/signup?flow=\(flow)&step=0")
            let shown = try await browser.get("/signup?flow=\(flow)&step=0")
            let password = try #require(shown.text.range(of: "id=\"field-password\"")).lowerBound
            let before = shown.text[..<password]
            let note = try #require(before.range(of: "class=\"fk-hint\">", options: .backwards))
            #expect(before[note.upperBound...].hasPrefix("Type this again"), "\(before[note.upperBound...].prefix(80))")
        }
    }

    @Test(
        "A choice not offered on a step stays on it with \"Choose one of the options\" (regression: taken as the default, and the flow went on)",
        arguments: WebAdapter.allCases, ["5", "-1", "x", ""])  // 5 is an account type not offered; a country's is 99.
    func choiceNotOfferedOnAStep(_ adapter: WebAdapter, _ sent: String) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let refused = try await send(&browser, first, Self.account.map { $0.0 == "accountType" ? ("accountType", sent) : $0 })
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("Choose one of the options"))
            #expect(refused.hidden("_fk_step") == "0", "the step stays")
            // The same on a later step: the country.
            let moved = try await send(&browser, first, Self.account)
            let second = try await browser.get(try #require(moved.headers[.location]))
            let country = try await send(&browser, second, [("fullName", "Ada L"), ("country", sent == "5" ? "99" : sent)])
            #expect(country.status == .unprocessableContent)
            #expect(country.text.contains("Choose one of the options"))
            #expect(country.hidden("_fk_step") == second.hidden("_fk_step"))
        }
    }

    @Test("Back checks nothing and keeps the step's answers", arguments: WebAdapter.allCases)
    func back(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let moved = try await send(&browser, first, Self.account)
            let second = try await browser.get(try #require(moved.headers[.location]))
            let back = try await send(&browser, second, [("fullName", "Ada L"), ("country", "4")], action: "back")
            #expect(back.status == .seeOther)
            let flow = try #require(first.hidden("_fk_flow"))
            #expect(back.headers[.location] == "/signup?flow=\(flow)&step=0")
            let again = try await browser.get("/signup?flow=\(flow)&step=2")
            #expect(again.text.contains("value=\"Ada L\""), "the answers sent with Back are kept")
        }
    }

    @Test(
        "The review lists the answers; Change goes to its step and Continue comes back; Create account submits and ends the flow",
        arguments: WebAdapter.allCases)
    func reviewAndSubmit(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account)
            let about = try await browser.get("/signup?flow=\(flow)&step=2")
            let toReview = try await send(&browser, about, [("fullName", "Ada Lovelace"), ("country", "4")])
            #expect(toReview.headers[.location] == "/signup?flow=\(flow)&step=3")
            let review = try await browser.get("/signup?flow=\(flow)&step=3")
            #expect(review.text.contains("Step 3 of 3: Check your answers"))
            #expect(review.text.contains("Ada Lovelace"))
            #expect(review.text.contains("Set"), "the password is set")
            #expect(!review.text.contains("correct horse"))
            // Change the account: its step, then straight back to the review.
            guard let range = review.text.range(of: "value=\"activate:"),
                case let name = String(review.text[range.upperBound...].prefix { $0 != "\"" })
            else {
                Issue.record("the review has Change buttons")
                return
            }
            let change = try await send(&browser, review, [], action: "activate:" + name)
            #expect(change.headers[.location] == "/signup?flow=\(flow)&step=0")
            let account = try await browser.get("/signup?flow=\(flow)&step=0")
            let returned = try await send(&browser, account, Self.account.map { $0.0 == "email" ? ("email", "ada@lovelace.org") : $0 })
            #expect(returned.headers[.location] == "/signup?flow=\(flow)&step=3", "back to the review")
            let reviewed = try await browser.get("/signup?flow=\(flow)&step=3")
            #expect(reviewed.text.contains("ada@lovelace.org"))
            let done = try await send(&browser, reviewed, [], action: "submit")
            #expect(done.status == .seeOther)
            #expect(done.headers[.location] == "/welcome")
            #expect(done.setCookie("fk_flow_" + flow)?.contains("Max-Age=0") == true, "the flow ends")
        }
    }

    @Test(
        """
        A review sent after another tab of its flow changed an answer is shown again with the answers as they are now, \
        saying so, and creates nothing until it is sent again (regression: the account took the other tab's name)
        """, arguments: WebAdapter.allCases)
    func staleReview(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account)
            let about = try await browser.get("/signup?flow=\(flow)&step=2")
            _ = try await send(&browser, about, [("fullName", "Ada Lovelace"), ("country", "4")])
            let firstTab = try await browser.get("/signup?flow=\(flow)&step=3")
            #expect(firstTab.text.contains("Ada Lovelace"))
            // The second tab changes the name and comes back to its own review.
            let secondTabAbout = try await browser.get("/signup?flow=\(flow)&step=2")
            _ = try await send(&browser, secondTabAbout, [("fullName", "Charles Babbage"), ("country", "4")])
            let stale = try await send(&browser, firstTab, [], action: "submit")
            #expect(stale.status == .conflict)
            #expect(stale.text.contains("changed in another tab or window"))
            #expect(stale.text.contains("Charles Babbage"), "the answers as they are now")
            #expect(stale.headers[.location] == nil, "nothing created")
            let done = try await send(&browser, stale, [], action: "submit")
            #expect(done.status == .seeOther)
            #expect(done.headers[.location] == "/welcome")
        }
    }

    @Test(
        "A change on the review that calls for the company step shows it before the review (regression: straight to the review)", arguments: WebAdapter.allCases
    )
    func changeCallingForCompany(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account)
            let about = try await browser.get("/signup?flow=\(flow)&step=2")
            _ = try await send(&browser, about, [("fullName", "Ada Lovelace"), ("country", "4")])
            let review = try await browser.get("/signup?flow=\(flow)&step=3")
            let changeAccount = try #require(review.text.components(separatedBy: "value=\"activate:").dropFirst().first?.prefix { $0 != "\"" })
            let change = try await send(&browser, review, [], action: "activate:" + changeAccount)
            #expect(change.headers[.location] == "/signup?flow=\(flow)&step=0")
            let account = try await browser.get("/signup?flow=\(flow)&step=0")
            let business = try await send(&browser, account, Self.account.map { $0.0 == "accountType" ? ("accountType", "1") : $0 })
            #expect(business.headers[.location] == "/signup?flow=\(flow)&step=1", "the company step, not yet seen")
            let company = try await browser.get("/signup?flow=\(flow)&step=1")
            #expect(company.text.contains("Step 2 of 4: Company"))
            let empty = try await send(&browser, company, [("companyName", ""), ("vatNumber", "")])
            #expect(empty.headers[.location] == "/signup?flow=\(flow)&step=1", "checked as any step")
            let named = try await send(&browser, company, [("companyName", "Analytical Engines"), ("vatNumber", "gb123456789")])
            #expect(named.headers[.location] == "/signup?flow=\(flow)&step=3", "then the review")
            let reviewed = try await browser.get("/signup?flow=\(flow)&step=3")
            #expect(reviewed.text.contains("Step 4 of 4: Check your answers"))
            #expect(reviewed.text.contains("Analytical Engines"))
            // What will be stored (regression: the VAT number as typed, stored in capitals).
            #expect(reviewed.text.contains("<bdi>GB123456789</bdi>"))
            #expect(!reviewed.text.contains("gb123456789"))
        }
    }

    @Test(
        "A taken address found on submit redirects to the account step, which shows the message until it is sent again (regression: answered on the POST, so Back asked to send it again)",
        arguments: WebAdapter.allCases)
    func takenEmail(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account.map { $0.0 == "email" ? ("email", SignUpForm.takenEmail) : $0 })
            let about = try await browser.get("/signup?flow=\(flow)&step=2")
            _ = try await send(&browser, about, [("fullName", "Ada Lovelace"), ("country", "4")])
            let review = try await browser.get("/signup?flow=\(flow)&step=3")
            let refused = try await send(&browser, review, [], action: "submit")
            #expect(refused.status == .seeOther)
            #expect(refused.headers[.location] == "/signup?flow=\(flow)&step=0")
            let account = try await browser.get("/signup?flow=\(flow)&step=0")
            #expect(account.text.contains("Step 1 of 3: Account"))
            #expect(account.text.contains("An account already uses this email address"))
            #expect(account.text.contains("aria-invalid=\"true\""))
            #expect(account.hidden("_fk_step") == "0")
            let reloaded = try await browser.get("/signup?flow=\(flow)&step=0")
            #expect(reloaded.text.contains("An account already uses this email address"), "a reload shows it again")
            // Sent again with another address: on to the next step, and the message is gone.
            let fixed = try await send(&browser, account, Self.account.map { $0.0 == "email" ? ("email", "ada@lovelace.org") : $0 })
            #expect(fixed.headers[.location] == "/signup?flow=\(flow)&step=3", "back to the review")
            let back = try await browser.get("/signup?flow=\(flow)&step=0")
            #expect(!back.text.contains("An account already uses this email address"))
        }
    }

    @Test("A flow begun on one server goes on on another that shares the key, and not on one that does not", arguments: WebAdapter.allCases)
    func severalServers(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { first in
            try await makeTestApp(on: adapter).test(.router) { second in
                var browser = WebFormTestBrowser(first)
                let page = try await start(&browser)
                let flow = try #require(page.hidden("_fk_flow"))
                _ = try await send(&browser, page, Self.account)
                var elsewhere = WebFormTestBrowser(second)
                elsewhere.cookies = browser.cookies
                elsewhere.token = browser.token
                let about = try await elsewhere.get("/signup?flow=\(flow)&step=2")
                #expect(about.text.contains("Step 2 of 3: About you"))
                let cookies = browser.cookies
                try await makeTestApp(on: adapter, configuration: testConfiguration { $0.signingKey = .random() }).test(.router) { other in
                    var stranger = WebFormTestBrowser(other)
                    stranger.cookies = cookies
                    let refused = try await stranger.get("/signup?flow=\(flow)&step=2")
                    let location = try #require(refused.headers[.location])
                    #expect(location.hasSuffix("&step=0") && !location.contains(flow), "another key cannot open the flow: a new one starts")
                }
            }
        }
    }

    @Test(
        "A file chosen on an earlier step is kept for the last, on another server sharing the state, and a later page of that step keeps it when no other is chosen",
        arguments: WebAdapter.allCases)
    func fileKept(_ adapter: WebAdapter) async throws {
        // Two servers with one key and one shared state, the browser's
        // requests going to either (no stickiness).
        let configuration = testConfiguration { $0.sharedState = InMemoryWebFormStateStore() }
        try await makeTestApp(on: adapter, configuration: configuration).test(.router) { first in
            try await makeTestApp(on: adapter, configuration: configuration).test(.router) { second in
                var browser = WebFormTestBrowser(first)
                let firstPage = try await start(&browser, "/avatar-steps")
                let flow = try #require(firstPage.hidden("_fk_flow"))
                let moved = try await browser.postMultipart(
                    "/avatar-steps", [("_fk_flow", flow), ("_fk_step", "0"), ("_fk_action", "continue")],
                    files: [("avatar", "note.txt", "text/plain", Array("hello".utf8))])
                #expect(moved.status == .seeOther)
                #expect(moved.headers[.location] == "/avatar-steps?flow=\(flow)&step=1")
                #expect(moved.cookie("fk_flow_" + flow).map { !$0.contains("hello") } == true)
                // Back to the picture, and on again without choosing another.
                let picture = try await browser.get("/avatar-steps?flow=\(flow)&step=0")
                let again = try await browser.postMultipart(
                    "/avatar-steps", [("_fk_flow", flow), ("_fk_step", "0"), ("_fk_action", "continue")], token: picture.csrfToken)
                #expect(again.status == .seeOther)
                var elsewhere = WebFormTestBrowser(second)
                elsewhere.cookies = browser.cookies
                _ = try await elsewhere.get("/avatar-steps?flow=\(flow)&step=1")
                let done = try await elsewhere.post(
                    "/avatar-steps", [("_fk_flow", flow), ("_fk_step", "1"), ("_fk_action", "submit"), ("name", "Ada on \(adapter)")])
                #expect(done.status == .seeOther, "submitted: \(done.text)")
                #expect(await StepsAvatarForm.summaries["Ada on \(adapter)"] == "Ada on \(adapter): note.txt (hello)")
            }
        }
    }

    @Test(
        "A flow is submitted once: its last page sent again, with the flow's cookie as it was and another page id, gets the first answer (regression: submitted twice)",
        arguments: WebAdapter.allCases)
    func flowSubmittedOnce(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            // The last step's page sends "submit"; a client may send "continue".
            for action in ["submit", "continue"] {
                var browser = WebFormTestBrowser(client)
                let first = try await start(&browser, "/avatar-steps")
                let flow = try #require(first.hidden("_fk_flow"))
                _ = try await browser.post("/avatar-steps", [("_fk_flow", flow), ("_fk_step", "0"), ("_fk_action", "continue")])
                let last = try await browser.get("/avatar-steps?flow=\(flow)&step=1")
                let pageID = try #require(last.pageID)
                let saved = browser
                let fields = [("_fk_flow", flow), ("_fk_step", "1"), ("_fk_action", action), ("name", "Sent once by \(action) on \(adapter)")]
                let done = try await browser.post("/avatar-steps", fields + [("_fk_submission", pageID)])
                #expect(done.status == .seeOther)
                var replaying = saved
                let replayed = try await replaying.post("/avatar-steps", fields + [("_fk_submission", "another-page-id")])
                #expect(replayed.status == .seeOther)
                #expect(replayed.headers[.location] == done.headers[.location])
                #expect(await StepsAvatarForm.submissions["Sent once by \(action) on \(adapter)"] == 1)
            }
        }
    }

    @Test("JSON clients go step by step: each answer says where they are and sets the flow's cookie", arguments: WebAdapter.allCases)
    func jsonStepByStep(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            /// Posts `json` with `cookie`; the answer, and the flow's cookie it sets.
            func post(_ json: String, cookie: String? = nil) async throws -> (WebFormTestResponse, String?) {
                var headers = HTTPFields()
                headers[.contentType] = "application/json"
                headers[.origin] = "http://localhost"
                if let cookie { headers[.cookie] = cookie }
                let response = try await client.execute(uri: "/signup", method: .post, headers: headers, body: String(json))
                let set = response.headers[values: .setCookie].first { $0.hasPrefix("fk_flow_") }.map { String($0.prefix { $0 != ";" }) }
                return (response, set)
            }
            let (refused, _) = try await post(#"{"_fk_action": "continue", "email": ""}"#)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("Enter your email address"))
            let (first, cookie) = try await post(
                #"{"_fk_action": "continue", "email": "ada@example.com", "password": "correct horse", "confirmation": "correct horse", "accountType": "personal"}"#
            )
            #expect(first.status == .ok)
            #expect(first.text.contains(#""progress":"Step 2 of 3: About you""#))
            #expect(first.text.contains(#""step":2"#))
            let flow = try #require(first.text.components(separatedBy: #""flow":""#).dropFirst().first?.prefix { $0 != "\"" })
            let sealed = try #require(cookie)
            let (about, aboutCookie) = try await post(#"{"_fk_flow": "\#(flow)", "_fk_step": 2, "_fk_action": "continue", "fullName": "Ada"}"#, cookie: sealed)
            #expect(about.text.contains(#""progress":"Step 3 of 3: Check your answers""#))
            let reviewCookie = try #require(aboutCookie)
            let (done, _) = try await post(#"{"_fk_flow": "\#(flow)", "_fk_step": 3, "_fk_action": "submit"}"#, cookie: reviewCookie)
            #expect(done.status == .ok)
            #expect(done.text.contains(#""fullName":"Ada""#))
            #expect(!done.text.contains("correct horse"))
            let (lost, _) = try await post(#"{"_fk_flow": "\#(flow)", "_fk_step": 2, "_fk_action": "continue", "fullName": "Ada"}"#)
            // Well-formed JSON that names a flow the server cannot take:
            // refused as such (422), as a schema cannot say which flows are.
            #expect(lost.status == .unprocessableContent, "without the flow's cookie")
            #expect(lost.text.contains("two hours"))
            let (ahead, _) = try await post(#"{"_fk_flow": "\#(flow)", "_fk_step": 3, "_fk_action": "submit"}"#, cookie: sealed)
            #expect(ahead.status == .unprocessableContent, "a step not reached yet")
        }
    }

    @Test("JSON clients post the whole flow at once", arguments: WebAdapter.allCases)
    func jsonWholeFlow(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            let browser = WebFormTestBrowser(client)
            let whole = try await browser.postJSON(
                "/signup",
                #"{"email": "ada@example.com", "password": "correct horse", "confirmation": "correct horse", "accountType": "business", "companyName": "Engines", "fullName": "Ada", "country": "kenya", "newsletter": true}"#
            )
            #expect(whole.status == .ok)
            #expect(whole.text.contains(#""companyName":"Engines""#))
            let missing = try await browser.postJSON(
                "/signup", #"{"email": "ada@example.com", "password": "correct horse", "confirmation": "correct horse", "accountType": "business"}"#)
            #expect(missing.status == .unprocessableContent)
            #expect(missing.text.contains("companyName"))
            #expect(missing.text.contains("fullName"))
        }
    }

    @Test(
        """
        Wrong answers are shown at the step's address until the step is sent right: reloading shows their messages again, \
        then none (regression: the POST was answered with the page, which the browser's Back could only send again)
        """, arguments: WebAdapter.allCases)
    func wrongAnswersAtTheStepsAddress(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            let wrong = try await send(
                &browser, first, [("email", "ada@example.com"), ("password", "tiny7"), ("confirmation", "tiny7"), ("accountType", "1")])
            #expect(wrong.status == .seeOther)
            #expect(wrong.headers[.location] == "/signup?flow=\(flow)&step=0")
            for _ in 0..<2 {
                let shown = try await browser.get("/signup?flow=\(flow)&step=0")
                #expect(shown.status == .ok)
                #expect(shown.text.contains("<title>Error: Sign up</title>"))
                #expect(shown.text.contains("Use at least 8 characters"))
                #expect(shown.text.contains("value=\"ada@example.com\""), "the answers as sent")
                #expect(shown.text.contains("Step 1 of 4: Account"), "a business account's steps")
                #expect(!shown.text.contains("tiny7"), "a password is never sent back")
            }
            let fixed = try await send(&browser, first, Self.account)
            #expect(fixed.headers[.location] == "/signup?flow=\(flow)&step=2")
            let again = try await browser.get("/signup?flow=\(flow)&step=0")
            #expect(!again.text.contains("fk-error-summary"), "the step was sent right")
            #expect(again.text.contains("<title>Sign up</title>"))
        }
    }

    @Test("A form in steps without a result page ends on its confirmation, which shows the success message once")
    func successMessageAfterRedirect() async throws {
        let router = Router()
        router.addWebForm(at: "/signup", configuration: testConfiguration(), form: SignUpForm())
        try await Application(router: router).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account)
            let about = try await browser.get("/signup?flow=\(flow)&step=2")
            _ = try await send(&browser, about, [("fullName", "Ada Lovelace"), ("country", "4")])
            let review = try await browser.get("/signup?flow=\(flow)&step=3")
            let done = try await send(&browser, review, [], action: "submit")
            #expect(done.headers[.location] == "/signup?sent")
            let result = try await browser.get("/signup?sent")
            #expect(result.text.contains("Welcome, Ada Lovelace: a personal account, ada@example.com, United Kingdom, without the newsletter."))
            #expect(browser.cookies["fk_flash"] == nil, "shown once")
            let again = try await start(&browser)
            #expect(again.hidden("_fk_flow") != flow, "the form again is a new flow")
        }
    }

    @Test(
        """
        Answers too long for the flow's cookie (browsers drop one over 4,096 bytes) are kept in the shared state: the cookie names \
        them, and another server sharing the state reads them and submits the form (regression: a 422 asking to shorten them, about \
        a thousand CJK characters across the steps)
        """, arguments: WebAdapter.allCases)
    func answersKeptOnServer(_ adapter: WebAdapter) async throws {
        let configuration = testConfiguration { $0.sharedState = InMemoryWebFormStateStore() }
        try await makeTestApp(on: adapter, configuration: configuration).test(.router) { first in
            try await makeTestApp(on: adapter, configuration: configuration).test(.router) { second in
                var browser = WebFormTestBrowser(first)
                let firstPage = try await start(&browser)
                let flow = try #require(firstPage.hidden("_fk_flow"))
                // A password of a thousand CJK characters, typed twice: about 6 KB.
                let password = String(repeating: "馬", count: 1_000)
                let long = [("email", "ada@example.com"), ("password", password), ("confirmation", password), ("accountType", "0")]
                let moved = try await send(&browser, firstPage, long)
                #expect(moved.headers[.location] == "/signup?flow=\(flow)&step=2", "on: \(moved.text.prefix(300))")
                let cookie = try #require(moved.setCookie("fk_flow_" + flow))
                #expect(cookie.hasPrefix("fk_flow_\(flow)=~") && cookie.utf8.count < 200, "a reference, not the answers: \(cookie.prefix(80))")
                var elsewhere = WebFormTestBrowser(second)
                elsewhere.cookies = browser.cookies
                let about = try await elsewhere.get("/signup?flow=\(flow)&step=2")
                #expect(about.status == .ok && about.text.contains("About you"))
                let review = try await elsewhere.get(
                    try #require(try await send(&elsewhere, about, [("fullName", "Ada"), ("country", "4")]).headers[.location]))
                #expect(review.status == .ok && review.text.contains("ada@example.com"), "the review, on the other server, has the first step's answers")
                let done = try await send(&elsewhere, review, [], action: "submit")
                #expect(done.status == .seeOther, "submitted with the long password kept: \(done.text.prefix(300))")
            }
        }
    }

    @Test("A JSON client's answers too long for the flow's cookie are kept in the shared state, and its next step reads them", arguments: WebAdapter.allCases)
    func jsonAnswersKeptOnServer(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            let browser = WebFormTestBrowser(client)
            let email = "ada@example.com"
            let password = String(repeating: "馬", count: 1_000)
            let json = try await browser.postJSON(
                "/signup", #"{"_fk_action": "continue", "email": "\#(email)", "password": "\#(password)", "confirmation": "\#(password)"}"#)
            #expect(json.status == .ok, "\(json.text.prefix(300))")
            let cookie = try #require(json.headers[values: .setCookie].first { $0.hasPrefix("fk_flow_") })
            #expect(cookie.contains("=~"), "a reference: \(cookie.prefix(80))")
        }
    }

    @Test(
        "A step's page does not ask before it is left, as the flow keeps its answers (regression: every page after the first asked)",
        arguments: WebAdapter.allCases)
    func leavingDoesNotAsk(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account)
            for step in [2, 0] {
                let page = try await browser.get("/signup?flow=\(flow)&step=\(step)")
                #expect(page.text.contains("data-fk-live"))
                #expect(!page.text.contains("data-fk-unsaved"), "step \(step)")
            }
        }
    }

    @Test(
        """
        A step's page shows the answers as the flow keeps them: its form is autocomplete="off", so the browser's Back does not \
        put back the choices it held when last left (regression: Chromium put back an older account type, which Continue sent)
        """, arguments: WebAdapter.allCases)
    func browserKeepsNoOlderAnswers(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account)
            for step in [0, 2] {
                let page = try await browser.get("/signup?flow=\(flow)&step=\(step)")
                let form = try #require(page.text.firstRange(of: /<form [^>]*>/).map { String(page.text[$0]) })
                #expect(form.contains(" autocomplete=\"off\""), "step \(step): \(form)")
                #expect(page.text.contains("autocomplete=\"email\"") || step != 0, "a field's own purpose stays, for autofill")
            }
        }
    }

    @Test(
        """
        A step sent with an expired token comes back as that step, with its answers, the message and the flow, and then \
        continues (regression: the form's first page without its flow, whose Continue said the answers were gone)
        """, arguments: WebAdapter.allCases)
    func expiredTokenKeepsTheStep(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.tokenLifetime = .seconds(60) }).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            _ = try await send(&browser, first, Self.account)
            let cookie = try #require(browser.cookies["fk_csrf"])
            let old = CSRFTokens(key: testSigningKey).token(forCookie: cookie, issuedAt: Date().addingTimeInterval(-120))
            let fields = [("_fk_flow", flow), ("_fk_step", "2"), ("_fk_action", "continue"), ("fullName", "Ada Lovelace"), ("country", "4")]
            let expired = try await browser.post("/signup", fields, token: old)
            #expect(expired.status == .forbidden)
            #expect(expired.text.contains("This page was open for a long time"))
            #expect(expired.text.contains("Step 2 of 3: About you"))
            #expect(expired.text.contains("value=\"Ada Lovelace\""))
            #expect(expired.hidden("_fk_flow") == flow)
            #expect(expired.hidden("_fk_step") == "2")
            let moved = try await send(&browser, expired, [("fullName", "Ada Lovelace"), ("country", "4")])
            #expect(moved.headers[.location] == "/signup?flow=\(flow)&step=3")
        }
    }

    @Test(
        """
        The account step sent with an expired token asks for its passwords again, as they were not kept, and following \
        that advice works (regression: "Leave this empty to keep what you typed", and leaving them empty failed)
        """, arguments: WebAdapter.allCases)
    func expiredTokenAsksForPasswords(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter, configuration: testConfiguration { $0.tokenLifetime = .seconds(60) }).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await start(&browser)
            let flow = try #require(first.hidden("_fk_flow"))
            let cookie = try #require(browser.cookies["fk_csrf"])
            let old = CSRFTokens(key: testSigningKey).token(forCookie: cookie, issuedAt: Date().addingTimeInterval(-120))
            let expired = try await browser.post(
                "/signup", [("_fk_flow", flow), ("_fk_step", "0"), ("_fk_action", "continue")] + Self.account, token: old)
            #expect(expired.status == .forbidden)
            #expect(!expired.text.contains("Leave this empty to keep what you typed"))
            #expect(expired.text.contains("Type this again: for your security it is not shown again."), "the passwords were not kept")
            let moved = try await send(&browser, expired, Self.account)
            #expect(moved.headers[.location] == "/signup?flow=\(flow)&step=2")
        }
    }
}
