import FormsKitExamples
import FormsKitHTML
import FormsKitHummingbird
@_spi(FormsKitAdapter) import FormsKitWeb
import FormsKitWebTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// CSRF: a form is accepted only with this browser's signed, fresh token,
/// from this site; an expired token loses nothing.
@Suite("Web forms: CSRF and origin checks")
struct ForgeryProtectionTests {
    @Test("No CSRF cookie: 403 with a clear page, nothing submitted", arguments: WebAdapter.allCases)
    func missingCookie(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            browser.cookies["fk_csrf"] = nil
            let response = try await browser.post("/create-plan", [("name", "Team")])
            #expect(response.status == .forbidden)
            #expect(response.text.contains("This form could not be sent"))
            #expect(response.text.contains("did not send this site's security cookie"))
            #expect(response.text.contains("<a class=\"fk-link\" href=\"/create-plan\">Open the form again</a>"))
        }
        #expect(try await store.plans.count == 1)
    }

    @Test(
        "A post without the CSRF cookie is refused before its body is read: a body too large, or not multipart at all, is 403, not 413 or 400",
        arguments: WebAdapter.allCases)
    func missingCookieBeforeBody(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            browser.cookies["fk_csrf"] = nil
            // Read, this body would be refused as too large (413).
            let large = String(repeating: "x", count: SubmittedFormLimits.standard.maximumBodySize + 1)
            var response = try await browser.post("/create-plan", [("name", large)])
            #expect(response.status == .forbidden)
            #expect(response.text.contains("did not send this site's security cookie"))
            // Read, this body would be malformed multipart (400).
            response = try await browser.postMultipart("/create-plan", [], body: Array("not multipart".utf8))
            #expect(response.status == .forbidden)
            #expect(response.text.contains("did not send this site's security cookie"))
        }
        #expect(try await store.plans.count == 1)
    }

    @Test("No token, a tampered token, or another browser's token: 403", arguments: WebAdapter.allCases)
    func invalidTokens(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            let token = try #require(browser.token)
            var response = try await browser.post("/create-plan", [("name", "Team")], token: .some(nil))
            #expect(response.status == .forbidden)
            #expect(response.text.contains("security check failed"))
            let tampered = String(token.dropLast()) + (token.last == "A" ? "B" : "A")
            response = try await browser.post("/create-plan", [("name", "Team")], token: tampered)
            #expect(response.status == .forbidden)
            let laterTime = String(Int(token.prefix { $0 != "." })! + 60) + String(token.drop { $0 != "." })
            response = try await browser.post("/create-plan", [("name", "Team")], token: laterTime)
            #expect(response.status == .forbidden, "the issue time is signed too")
            // Another browser's page, with this browser's cookie.
            var other = WebFormTestBrowser(client)
            try await other.get("/create-plan")
            response = try await browser.post("/create-plan", [("name", "Team")], token: other.token)
            #expect(response.status == .forbidden)
            // A token signed with another key.
            let foreign = CSRFTokens(key: .random()).token(forCookie: try #require(browser.cookies["fk_csrf"]))
            response = try await browser.post("/create-plan", [("name", "Team")], token: foreign)
            #expect(response.status == .forbidden)
        }
        #expect(try await store.plans.count == 1)
    }

    @Test("A token spelled another way for the same bytes is refused: only the canonical Base64 of the signature passes", arguments: WebAdapter.allCases)
    func nonCanonicalToken(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            let token = try #require(browser.token)
            // The signature's 32 bytes are 43 characters; the last one's two
            // low bits are padding, which a lenient decoder ignores.
            let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            let last = try #require(token.last.flatMap { alphabet.firstIndex(of: $0) })
            for padding in 1...3 {
                let respelled = String(token.dropLast()) + String(alphabet[last ^ padding])
                let response = try await browser.post("/create-plan", [("name", "Team \(padding)")], token: respelled)
                #expect(response.status == .forbidden, "padding bits \(padding)")
            }
        }
        #expect(try await store.plans.count == 1)
    }

    @Test("An expired token shows the form again with every value and a message, and a fresh token that works", arguments: WebAdapter.allCases)
    func expiredToken(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            let cookie = try #require(browser.cookies["fk_csrf"])
            let old = CSRFTokens(key: testSigningKey).token(forCookie: cookie, issuedAt: Date().addingTimeInterval(-3 * 60 * 60))
            let response = try await browser.post("/create-plan", [("name", "Team"), ("email", "ada@example.com")], token: old)
            #expect(response.status == .forbidden)
            let html = response.text
            #expect(html.contains("role=\"alert\"><p>This page was open for a long time"))
            #expect(html.contains("value=\"Team\"") && html.contains("value=\"ada@example.com\""))
            let fresh = try #require(response.csrfToken)
            #expect(fresh != old)
            let again = try await browser.post("/create-plan", [("name", "Team"), ("email", "ada@example.com")])
            #expect(again.status == .seeOther)
        }
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }

    @Test("A token is accepted for its lifetime and refused after it")
    func lifetime() throws {
        let tokens = CSRFTokens(key: testSigningKey, lifetime: .seconds(60))
        let cookie = CSRFTokens.makeCookieValue()
        #expect(CSRFTokens.isWellFormedCookieValue(cookie))
        #expect(!CSRFTokens.isWellFormedCookieValue("short"))
        let issued = Date(timeIntervalSince1970: 1_800_000_000)
        let token = tokens.token(forCookie: cookie, issuedAt: issued)
        #expect(tokens.check(token: token, cookie: cookie, at: issued.addingTimeInterval(59)) == .valid)
        #expect(tokens.check(token: token, cookie: cookie, at: issued.addingTimeInterval(61)) == .expired)
        #expect(tokens.check(token: token, cookie: cookie, at: issued.addingTimeInterval(-3600)) == .invalid, "issued in the future")
        #expect(tokens.check(token: token, cookie: CSRFTokens.makeCookieValue(), at: issued) == .invalid)
        #expect(tokens.check(token: nil, cookie: cookie, at: issued) == .missingToken)
        #expect(tokens.check(token: token, cookie: nil, at: issued) == .missingCookie)
        #expect(tokens.check(token: "garbage", cookie: cookie, at: issued) == .invalid)
    }

    @Test("A post from another site is refused (403), by Origin or by Sec-Fetch-Site, even with a valid token", arguments: WebAdapter.allCases)
    func crossSite(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            var response = try await browser.post("/create-plan", [("name", "Team")], origin: "https://evil.example")
            #expect(response.status == .forbidden)
            #expect(response.text.contains("sent from another website"))
            response = try await browser.post("/create-plan", [("name", "Team")], origin: "null")
            #expect(response.status == .forbidden)
            response = try await browser.post("/create-plan", [("name", "Team")], origin: "http://localhost:8080")
            #expect(response.status == .forbidden, "another port is another origin")
            var headers = HTTPFields()
            headers[.contentType] = "application/x-www-form-urlencoded"
            headers[.cookie] = browser.cookieHeader
            headers[HTTPFields.Element.Name("Sec-Fetch-Site")!] = "cross-site"
            response = try await client.execute(
                uri: "/create-plan", method: .post, headers: headers,
                body: WebFormTestBody.urlEncoded([("_fk_csrf", browser.token ?? ""), ("name", "Team")]))
            #expect(response.status == .forbidden)
            let json = try await browser.postJSON("/create-plan", #"{"name": "Team"}"#, origin: "https://evil.example")
            #expect(json.status == .forbidden)
            #expect(json.headers[.contentType] == "application/json; charset=utf-8")
        }
        #expect(try await store.plans.count == 1)
    }

    @Test("Same-origin posts pass: this server's Origin, Sec-Fetch-Site same-origin, no Origin at all, or a trusted origin", arguments: WebAdapter.allCases)
    func sameOrigin(_ adapter: WebAdapter) async throws {
        let configuration = testConfiguration { $0.trustedOrigins = ["https://www.example.com"] }
        try await makeTestApp(on: adapter, configuration: configuration).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            #expect(try await browser.post("/create-plan", [("name", "One")], origin: "HTTP://LOCALHOST:80").status == .seeOther)
            #expect(try await browser.post("/create-plan", [("name", "Two")], origin: nil).status == .seeOther)
            #expect(try await browser.post("/create-plan", [("name", "Three")], origin: "https://www.example.com").status == .seeOther)
        }
    }

    @Test("With TLS configured, cookies are Secure and this server's origin is https", arguments: WebAdapter.allCases)
    func tls(_ adapter: WebAdapter) async throws {
        let configuration = testConfiguration { $0.usesTLS = true }
        try await makeTestApp(on: adapter, configuration: configuration).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let page = try await browser.get("/create-plan")
            #expect(page.setCookie("fk_csrf")?.contains("Secure") == true)
            #expect(try await browser.post("/create-plan", [("name", "Team")], origin: "http://localhost").status == .forbidden)
            let response = try await browser.post("/create-plan", [("name", "Team")], origin: "https://localhost")
            #expect(response.status == .seeOther)
            #expect(response.setCookie("fk_flash")?.contains("Secure") == true)
        }
    }

    @Test("With CSRF tokens turned off, pages carry none and posts need none", arguments: WebAdapter.allCases)
    func tokensOff(_ adapter: WebAdapter) async throws {
        let configuration = testConfiguration { $0.requiresCSRFToken = false }
        try await makeTestApp(on: adapter, configuration: configuration).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let page = try await browser.get("/create-plan")
            #expect(page.csrfToken == nil && page.setCookie("fk_csrf") == nil)
            #expect(try await browser.post("/create-plan", [("name", "Team")]).status == .seeOther)
        }
    }
}
