import FormsKit
import FormsKitExamples
import FormsKitHTML
import FormsKitHummingbird
import FormsKitWebTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A browser's round trip: the page, then what each button and each
/// outcome of a submission answers.
@Suite("Web forms: pages and submissions")
struct PageAndSubmissionTests {
    @Test("GET renders the whole page: 200, HTML in UTF-8, the external stylesheet and script, a CSRF cookie and token", arguments: WebAdapter.allCases)
    func page(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let response = try await browser.get("/create-plan")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            let html = response.text
            #expect(html.hasPrefix("<!doctype html>"))
            #expect(html.contains("<title>New Plan</title>"))
            #expect(html.contains("<form method=\"post\" action=\"/create-plan\""))
            #expect(html.contains("<link rel=\"stylesheet\" href=\"/formskit/forms.css\">"))
            #expect(html.contains("<script defer src=\"/formskit/live.js\"></script>"))
            #expect(!html.contains("<style"), "no inline stylesheet")
            #expect(html.components(separatedBy: "<script").count == 2, "only the external script")
            let cookie = try #require(response.setCookie("fk_csrf"))
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/"))
            #expect(!cookie.contains("Secure"), "not over plain HTTP")
            #expect(browser.token != nil)
            // A browser that has the cookie keeps it.
            let again = try await browser.get("/create-plan")
            #expect(again.setCookie("fk_csrf") == nil)
        }
    }

    @Test(
        "A request's form work runs in the request's own task, off the main actor, and so does a form's submit() not marked with an actor",
        arguments: WebAdapter.allCases)
    func formWorkOffTheMainActor(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let page = try await browser.get("/where")
            #expect(page.status == .ok)
            WhereForm.submissions.withLock { $0 = [] }
            let sent = try await browser.post("/where", [("name", "Ada"), ("_fk_action", "submit")])
            #expect(sent.status == .seeOther)
            #expect(WhereForm.submissions.withLock { $0 } == ["no actor"])
        }
    }

    @Test("A form served laid out once gives each request a session of its own: an option added in one is not in the next", arguments: WebAdapter.allCases)
    func sessionsOfTheirOwn(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await browser.get("/poll")
            #expect(first.text.components(separatedBy: "name=\"options.").count - 1 == 2)
            let added = try await browser.post("/poll", [("options.0", "Tea"), ("options.1", "Coffee"), ("_fk_action", "add:options")])
            #expect(added.status == .ok)
            #expect(added.text.components(separatedBy: "name=\"options.").count - 1 == 3)
            #expect(added.text.contains("value=\"Tea\""))
            let again = try await browser.get("/poll")
            #expect(again.text.components(separatedBy: "name=\"options.").count - 1 == 2)
            #expect(!again.text.contains("value=\"Tea\""))
        }
    }

    @Test("HEAD answers as GET without a body, for form pages and assets, whatever the router's options", arguments: WebAdapter.allCases)
    func head(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            for path in ["/create-plan", "/poll", "/formskit/forms.css", "/formskit/live.js"] {
                let get = try await client.execute(uri: path, method: .get)
                let head = try await client.execute(uri: path, method: .head)
                #expect(head.status == .ok, "\(path)")
                #expect(head.body.isEmpty, "\(path)")
                #expect(head.headers[.contentType] == get.headers[.contentType], "\(path)")
                #expect(head.headers[.contentSecurityPolicy] == get.headers[.contentSecurityPolicy], "\(path)")
            }
        }
    }

    @Test("The stylesheet and the live-validation script are served as files, with their types", arguments: WebAdapter.allCases)
    func assets(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            let css = try await client.execute(uri: "/formskit/forms.css", method: .get)
            #expect(css.status == .ok)
            #expect(css.headers[.contentType] == "text/css; charset=utf-8")
            #expect(css.text.contains(".fk-error-summary") && css.text.contains(".fk-banner"))
            let script = try await client.execute(uri: "/formskit/live.js", method: .get)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(script.text.contains("data-fk-checks"))
        }
    }

    @Test("Submitted: 303 to the result path with a flash message, shown once", arguments: WebAdapter.allCases)
    func submitted(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            let response = try await browser.post("/create-plan", [("name", "Team"), ("email", "ada@example.com")])
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/create-plan")
            let flash = try #require(response.setCookie("fk_flash"))
            #expect(flash.contains("HttpOnly") && flash.contains("SameSite=Lax"))
            let next = try await browser.get("/create-plan")
            #expect(next.status == .ok)
            #expect(next.text.contains("<div class=\"fk-banner fk-banner--success\" role=\"status\"><p>Plan “Team” created.</p>"))
            #expect(next.setCookie("fk_flash")?.contains("Max-Age=0") == true, "the page clears the message")
            #expect(browser.cookies["fk_flash"] == nil)
            let third = try await browser.get("/create-plan")
            #expect(!third.text.contains("Plan “Team” created."), "shown once")
        }
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }

    @Test("A flash message that was not signed by this server is never shown", arguments: WebAdapter.allCases)
    func forgedFlash(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            browser.cookies["fk_flash"] = "SGFja2Vk.9999999999.AAAA"
            let response = try await browser.get("/create-plan")
            #expect(!response.text.contains("fk-banner"))
        }
    }

    @Test("The result path is configurable", arguments: WebAdapter.allCases)
    func resultPath(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/poll")
            let response = try await browser.post(
                "/poll", [("question", "Lunch?"), ("options.0", "Tea"), ("options.1", "Soup"), ("_fk_group", "options:2")])
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/thanks")
        }
    }

    @Test(
        "A taken name (ValidationError.invalid from submit()) answers 422: error summary, the message on the field, every value kept",
        arguments: WebAdapter.allCases)
    func serverRejects(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            let response = try await browser.post("/create-plan", [("name", "Personal"), ("email", "ada@example.com")])
            #expect(response.status == .unprocessableContent)
            let html = response.text
            #expect(html.contains("<title>Error: New Plan</title>"))
            #expect(html.contains("There is a problem"))
            #expect(html.contains("<a href=\"#field-name\">A plan named “Personal” already exists. Choose another name.</a>"))
            #expect(html.contains("<p id=\"error-name\" class=\"fk-error-message\">"))
            #expect(html.contains("value=\"Personal\""))
            #expect(html.contains("value=\"ada@example.com\""))
            #expect(response.csrfToken != nil, "a new token, to send it again")
        }
        #expect(try await store.plans.count == 1)
    }

    @Test("Client rules answer 422 before submit() runs, values kept", arguments: WebAdapter.allCases)
    func clientRules(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            let response = try await browser.post("/create-plan", [("name", "Ab"), ("email", "not-an-email")])
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("Must be at least 3 characters"))
            #expect(response.text.contains("value=\"Ab\"") && response.text.contains("value=\"not-an-email\""))
        }
    }

    @Test("A form-wide message from the server leads the error summary", arguments: WebAdapter.allCases)
    func formWideMessage(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/closed")
            let response = try await browser.post("/closed", [("note", "x")])
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("<li>Sign-ups are closed today.</li>"))
            #expect(response.text.contains("Try tomorrow."))
        }
    }

    @Test("Add, move and remove re-render with 200, no errors shown, values kept", arguments: WebAdapter.allCases)
    func repeatedGroups(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/poll")
            var response = try await browser.post(
                "/poll", [("question", ""), ("options.0", "Tea"), ("options.1", ""), ("_fk_group", "options:2"), ("_fk_action", "add:options")])
            #expect(response.status == .ok)
            #expect(!response.text.contains("There is a problem"), "an empty question is not an error yet")
            #expect(!response.text.contains("fk-error-message"))
            #expect(response.text.contains("name=\"_fk_group\" value=\"options:3\""))
            #expect(response.text.contains("value=\"Tea\""))
            response = try await browser.post(
                "/poll",
                [("options.0", "Tea"), ("options.1", "Soup"), ("options.2", "Cake"), ("_fk_group", "options:3"), ("_fk_action", "move:2:-1:options")])
            #expect(response.status == .ok)
            let tea = try #require(response.text.range(of: "value=\"Tea\""))
            let cake = try #require(response.text.range(of: "value=\"Cake\""))
            let soup = try #require(response.text.range(of: "value=\"Soup\""))
            #expect(tea.lowerBound < cake.lowerBound && cake.lowerBound < soup.lowerBound)
            response = try await browser.post(
                "/poll",
                [("options.0", "Tea"), ("options.1", "Cake"), ("options.2", "Soup"), ("_fk_group", "options:3"), ("_fk_action", "remove:0:options")])
            #expect(response.status == .ok)
            #expect(!response.text.contains("value=\"Tea\"") && response.text.contains("name=\"_fk_group\" value=\"options:2\""))
            // A Move value no page writes, its offset at the end of `Int`:
            // the page again with the values as sent (regression: the
            // server trapped on `index + offset`).
            response = try await browser.post(
                "/poll", [("options.0", "Cake"), ("options.1", "Soup"), ("_fk_group", "options:2"), ("_fk_action", "move:1:-9223372036854775808:options")])
            #expect(response.status == .ok)
            #expect(response.text.contains("value=\"Cake\"") && response.text.contains("value=\"Soup\""))
        }
    }

    @Test(
        "A button the page does not have (an unknown action, an element out of range) is a 400 that changes nothing (regression: it submitted the form)",
        arguments: WebAdapter.allCases, ["bogus", "move:9223372036854775807:1:options", "remove:7:options", "remove:x:options", "add:nothing"])
    func unknownButton(_ adapter: WebAdapter, _ action: String) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/poll")
            let response = try await browser.post(
                "/poll", [("question", "Lunch?"), ("options.0", "Tea"), ("options.1", "Soup"), ("_fk_group", "options:2"), ("_fk_action", action)])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("This form was sent by a button it does not have, so nothing was done."))
            try await browser.get("/create-plan")
            let plan = try await browser.post("/create-plan", [("name", "Team"), ("_fk_action", action)])
            #expect(plan.status == .badRequest)
        }
        #expect(try await store.plans.count == 1, "nothing was submitted")
    }

    @Test(
        "After Add, Move or Remove the page comes back with focus where the change is, and the last option marked for Enter to add (regression: focus fell to the body)",
        arguments: WebAdapter.allCases)
    func focusAfterGroupEdits(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/poll")
            func autofocused(_ page: WebFormTestResponse) -> [String] {
                page.text.matches(of: /<(?:input|button)[^>]* id="([^"]+)"[^>]* autofocus/).map { String($0.1) }
            }
            let added = try await browser.post(
                "/poll", [("options.0", "Tea"), ("options.1", "Soup"), ("_fk_group", "options:2"), ("_fk_action", "add:options")])
            #expect(autofocused(added) == ["field-options-2e-2"], "the new option")
            let lastOption = #"id="field-options-2e-2" name="options.2" autofocus data-fk-enter-adds="add:options""#
            #expect(added.text.contains(lastOption), "Enter in the last option adds")
            #expect(!added.text.contains(#"name="options.1" data-fk-enter-adds"#), "only in the last")
            let moved = try await browser.post(
                "/poll", [("options.0", "Tea"), ("options.1", "Soup"), ("options.2", "Cake"), ("_fk_group", "options:3"), ("_fk_action", "move:0:1:options")])
            #expect(autofocused(moved) == ["field-options-2e-1"], "the moved option, in its new place")
            let removed = try await browser.post(
                "/poll", [("options.0", "Tea"), ("options.1", "Soup"), ("options.2", "Cake"), ("_fk_group", "options:3"), ("_fk_action", "remove:2:options")])
            #expect(autofocused(removed) == ["field-options-2e-1"], "the option now last")
            let fresh = try await browser.get("/poll")
            #expect(autofocused(fresh).isEmpty, "a fresh page leaves focus to the reader")
        }
    }

    @Test("A poll with an empty option answers 422 with the group's message", arguments: WebAdapter.allCases)
    func groupMessage(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/poll")
            let response = try await browser.post(
                "/poll", [("question", "Lunch?"), ("options.0", "Tea"), ("options.1", ""), ("_fk_group", "options:2")])
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("Fill in every option"))
        }
    }

    @Test(
        "A page sent twice (a double click, at once or after) is submitted once; both sendings get the first's 303 (regression: the second said the new plan \"already exists\")",
        arguments: WebAdapter.allCases)
    func doubleSubmission(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let page = try await browser.get("/create-plan")
            let id = try #require(page.pageID)
            #expect(id.count == 22)
            #expect(try await browser.get("/create-plan").pageID != id, "each page has its own id")
            let fields = [("name", "Team"), ("email", "ada@example.com"), ("_fk_submission", id)]
            // At once: whichever runs first submits, the other waits for it.
            @Sendable func send(_ browser: WebFormTestBrowser) async throws -> WebFormTestResponse {
                var sender = browser
                return try await sender.post("/create-plan", fields)
            }
            let (one, two) = (browser, browser)
            async let first = send(one)
            async let second = send(two)
            let answers = try await [first, second]
            #expect(answers.map(\.status) == [.seeOther, .seeOther])
            #expect(answers[0].headers[.location] == answers[1].headers[.location])
            // After: the same answer again.
            #expect(try await browser.post("/create-plan", fields).status == .seeOther)
            // Another page with the same values is another submission: the name is taken now.
            let other = try #require(try await browser.get("/create-plan").pageID)
            let taken = try await browser.post("/create-plan", [("name", "Team"), ("email", "ada@example.com"), ("_fk_submission", other)])
            #expect(taken.status == .unprocessableContent)
        }
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }

    @Test(
        "A page sent twice to two servers sharing one state submits once, at once or after; a failed sending frees the page for the other (regression: each server submitted it)",
        arguments: WebAdapter.allCases)
    func doubleSubmissionAcrossServers(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        let configuration = testConfiguration { $0.sharedState = InMemoryWebFormStateStore() }
        try await makeTestApp(on: adapter, configuration: configuration, store: store).test(.router) { first in
            try await makeTestApp(on: adapter, configuration: configuration, store: store).test(.router) { second in
                var browser = WebFormTestBrowser(first)
                let id = try #require(try await browser.get("/create-plan").pageID)
                var elsewhere = WebFormTestBrowser(second)
                elsewhere.cookies = browser.cookies
                elsewhere.token = browser.token
                let failed = try await elsewhere.post("/create-plan", [("name", ""), ("_fk_submission", id)])
                #expect(failed.status == .unprocessableContent)
                let fields = [("name", "Team"), ("email", "ada@example.com"), ("_fk_submission", id)]
                @Sendable func send(_ browser: WebFormTestBrowser) async throws -> WebFormTestResponse {
                    var sender = browser
                    return try await sender.post("/create-plan", fields)
                }
                let (one, two) = (browser, elsewhere)
                async let onFirst = send(one)
                async let onSecond = send(two)
                let answers = try await [onFirst, onSecond]
                #expect(answers.map(\.status) == [.seeOther, .seeOther])
                #expect(answers[0].headers[.location] == answers[1].headers[.location])
                #expect(try await elsewhere.post("/create-plan", fields).status == .seeOther, "after: the first answer again")
            }
        }
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }

    @Test("A page whose submission failed is submitted again once fixed, with the same id", arguments: WebAdapter.allCases)
    func failedThenFixed(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let id = try #require(try await browser.get("/create-plan").pageID)
            let failed = try await browser.post("/create-plan", [("name", ""), ("_fk_submission", id)])
            #expect(failed.status == .unprocessableContent)
            #expect(failed.pageID == id, "the page keeps its id")
            #expect(try await browser.post("/create-plan", [("name", "Team"), ("_fk_submission", id)]).status == .seeOther)
        }
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }

    @Test(
        "Cancel redirects (303) to the configured cancel URL; nothing is submitted. A form without Cancel refuses it (regression: its draft was let go)",
        arguments: WebAdapter.allCases)
    func cancel(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let page = try await browser.get("/closed")
            #expect(page.text.contains(#"value="cancel""#), "the page has the button")
            let response = try await browser.post("/closed", [("note", "open"), ("_fk_action", "cancel")])
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/plans")
            try await browser.get("/create-plan")
            let refused = try await browser.post("/create-plan", [("name", "Team"), ("_fk_action", "cancel")])
            #expect(refused.status == .badRequest, "the create-plan page has no Cancel")
        }
        #expect(try await store.plans.count == 1)
    }

    @Test(
        "A field or the button sent twice answers 400 saying so, and nothing is created (regression: the first value was kept in silence)",
        arguments: WebAdapter.allCases)
    func repeatedNames(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            for pairs in [
                [("name", "Alpha"), ("name", "Beta"), ("email", "ada@example.com")],
                [("name", "Alpha"), ("_fk_action", "submit"), ("_fk_action", "reset")],
            ] {
                let response = try await browser.post("/create-plan", pairs)
                #expect(response.status == .badRequest)
                #expect(response.text.contains("The form arrived damaged, so it could not be read."))
                #expect(response.text.contains("was sent more than once"), "and exactly what, for whoever made it")
            }
        }
        #expect(try await store.plans.map(\.name) == ["Personal"])
    }

    @Test("A JSON name too long to take answers 422 with that message alone (regression: also \"Name is required\")", arguments: WebAdapter.allCases)
    func tooLongAloneInJSON(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            let browser = WebFormTestBrowser(client)
            let name = String(repeating: "名", count: 1_000)
            let response = try await browser.postJSON("/create-plan", #"{"name": "\#(name)"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains(#""name":["Must be no more than 60 characters"]"#), "\(response.text)")
        }
    }

    @Test(
        "A field name of 300 characters answers 400 saying exactly that, beside the words for a person (regression: only \"damaged\")",
        arguments: WebAdapter.allCases)
    func longFieldName(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            let response = try await browser.post("/create-plan", [(String(repeating: "n", count: 300), "x"), ("name", "Team")])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("The form arrived damaged, so it could not be read."))
            #expect(response.text.contains("is longer than 256 bytes; field names must be shorter."), "\(response.text)")
            #expect(response.text.contains(#"<p class="fk-hint" lang="en" dir="ltr">"#))
        }
    }

    @Test(
        "A body that cannot be read is logged with what was wrong with it (regression: a bad escape or a long name logged nothing)",
        arguments: WebAdapter.allCases)
    func unreadableBodyLogged(_ adapter: WebAdapter) async throws {
        let logs = LogRecorder()
        try await makeTestApp(on: adapter, logs: logs).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            for body in ["_fk_csrf=\(browser.token ?? "")&name=%zz", "_fk_csrf=\(browser.token ?? "")&" + String(repeating: "n", count: 300) + "=x"] {
                var headers = HTTPFields()
                headers[.contentType] = "application/x-www-form-urlencoded"
                headers[.origin] = "http://localhost"
                headers[.cookie] = browser.cookieHeader
                let response = try await client.execute(uri: "/create-plan", method: .post, headers: headers, body: String(body))
                #expect(response.status == .badRequest)
            }
        }
        let logged = logs.entries.filter { $0.level == .notice }.map(\.message).filter { $0.contains("/create-plan") }
        #expect(logged.count == 2, "\(logged)")
    }

    @Test(
        "An error from submit() that is not about the values: 500, the values kept, nothing of the error shown, and it is logged",
        arguments: WebAdapter.allCases)
    func serverFailure(_ adapter: WebAdapter) async throws {
        let logs = LogRecorder()
        try await makeTestApp(on: adapter, logs: logs).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/failing")
            let response = try await browser.post("/failing", [("note", "my words")])
            #expect(response.status == .internalServerError)
            let html = response.text
            #expect(html.contains("Sorry, something went wrong on our side and nothing was saved."))
            #expect(html.contains("value=\"my words\""))
            for secret in ["hunter2", "db.internal", "SecretFailure", "password", "refused"] {
                #expect(!html.contains(secret), "the page leaks \(secret)")
            }
            #expect(!html.contains("There is a problem"))
        }
        let logged = logs.entries.filter { $0.level == .error }.map(\.message)
        #expect(logged.contains { $0.contains("/failing") && $0.contains("hunter2") }, "\(logged)")
    }

    @Test(
        "A body the decoder refuses answers 400 with a short page in the person's words, nothing of the server's settings (regression: \"raise maximumValueLength\")",
        arguments: WebAdapter.allCases)
    func unreadable(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            var headers = HTTPFields()
            headers[.contentType] = "application/x-www-form-urlencoded"
            headers[.cookie] = browser.cookieHeader
            let response = try await client.execute(
                uri: "/create-plan", method: .post, headers: headers, body: "name=%zz<script>")
            #expect(response.status == .badRequest)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.text.contains("The form could not be read"))
            #expect(response.text.contains("The form arrived damaged, so it could not be read. Open the form again and send it from there."))
            // What a browser never sends is said exactly too, apart and in
            // English, for whoever made the request; no setting is named.
            #expect(response.text.contains(#"<p class="fk-hint" lang="en" dir="ltr">The form submission has a % not followed by two hexadecimal"#))
            #expect(!response.text.contains("raise"))
            let long = try await browser.post("/create-plan", [("<b>bold</b>", String(repeating: "a", count: 70_000))])
            #expect(long.status == .badRequest)
            #expect(
                long.text.contains("One of your answers is too long for this site, which takes up to about 21,845 characters in each."),
                "a floor for every script: 65,536 bytes of UTF-8")
            #expect(!long.text.contains("maximumValueLength") && !long.text.contains("<b>"))
            // A JSON client is told the limit and what to do, not the
            // server's settings it cannot change (regression: "raise maximumValueLength").
            let json = try await browser.postJSON("/create-plan", "{\"name\": \"\(String(repeating: "a", count: 70_000))\"}")
            #expect(json.text.contains("longer than 65536 bytes; shorten it.") && !json.text.contains("maximumValueLength"), "\(json.text)")
        }
    }

    @Test("A body over the limit answers 413, whether its length is declared or not", arguments: WebAdapter.allCases)
    func tooLarge(_ adapter: WebAdapter) async throws {
        let configuration = testConfiguration {
            $0.limits = SubmittedFormLimits(maximumBodySize: 200, maximumPairCount: 100, maximumNameLength: 64, maximumValueLength: 1000)
        }
        try await makeTestApp(on: adapter, configuration: configuration).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            let response = try await browser.post("/create-plan", [("name", String(repeating: "a", count: 500))])
            #expect(response.status == .contentTooLarge)
            #expect(response.text.contains("What you sent is too large for this site, which takes up to 200 bytes."))
            let json = try await browser.postJSON("/create-plan", "{\"name\": \"\(String(repeating: "a", count: 500))\"}")
            #expect(json.status == .contentTooLarge)
            #expect(json.headers[.contentType] == "application/json; charset=utf-8")
        }
    }

    @Test("Another content type answers 415", arguments: WebAdapter.allCases)
    func unsupportedFormat(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var headers = HTTPFields()
            headers[.contentType] = "text/plain"
            let response = try await client.execute(uri: "/create-plan", method: .post, headers: headers, body: String("name=Team"))
            #expect(response.status == .unsupportedMediaType)
        }
    }
}
