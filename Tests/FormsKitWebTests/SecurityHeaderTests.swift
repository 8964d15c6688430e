import FormsKitHTML
import FormsKitHummingbird
import FormsKitWebTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Every answer of the form routes carries the security headers.
@Suite("Web forms: security headers")
struct SecurityHeaderTests {
    private func expectSecurityHeaders(_ response: WebFormTestResponse, _ what: String) {
        #expect(response.headers[.contentType]?.contains("charset=utf-8") == true, "\(what): \(response.status)")
        #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(what)")
        #expect(response.headers[HTTPFields.Element.Name("Referrer-Policy")!] == "same-origin", "\(what)")
        let policy = response.headers[.contentSecurityPolicy] ?? ""
        #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'self'") && policy.contains("style-src 'self'"), "\(what): \(policy)")
        #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"), "\(what): \(policy)")
        #expect(policy.contains("frame-ancestors 'none'") && policy.contains("form-action 'self'"), "\(what)")
        // The live script's refresh goes to this origin, and nowhere else.
        #expect(policy.contains("connect-src 'self'"), "\(what)")
    }

    @Test("On every status: 200, 303, 400, 403, 413, 415, 422, 500, JSON and the assets", arguments: WebAdapter.allCases)
    func everyResponse(_ adapter: WebAdapter) async throws {
        let configuration = testConfiguration {
            $0.limits = SubmittedFormLimits(maximumBodySize: 300, maximumPairCount: 100, maximumNameLength: 64, maximumValueLength: 1000)
        }
        try await makeTestApp(on: adapter, configuration: configuration).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            expectSecurityHeaders(try await browser.get("/create-plan"), "page")
            expectSecurityHeaders(try await browser.post("/create-plan", [("name", "Personal")]), "422")
            expectSecurityHeaders(try await browser.post("/create-plan", [("name", "Team")]), "303")
            expectSecurityHeaders(try await browser.post("/create-plan", [("%", "x"), ("name", String(repeating: "a", count: 500))]), "413")
            expectSecurityHeaders(try await browser.post("/create-plan", [("n", "x")], token: "forged"), "403")
            expectSecurityHeaders(try await browser.get("/failing"), "page")
            expectSecurityHeaders(try await browser.post("/failing", [("note", "x")]), "500")
            expectSecurityHeaders(try await browser.postJSON("/create-plan", "{"), "JSON 400")
            expectSecurityHeaders(try await browser.postJSON("/create-plan", #"{"name": "Personal"}"#), "JSON 422")
            var headers = HTTPFields()
            headers[.contentType] = "text/plain"
            expectSecurityHeaders(try await client.execute(uri: "/create-plan", method: .post, headers: headers), "415")
            headers[.contentType] = "application/x-www-form-urlencoded"
            headers[.cookie] = browser.cookieHeader
            expectSecurityHeaders(try await client.execute(uri: "/create-plan", method: .post, headers: headers, body: String("a=%zz")), "400")
            expectSecurityHeaders(try await client.execute(uri: "/formskit/forms.css", method: .get), "css")
            expectSecurityHeaders(try await client.execute(uri: "/formskit/live.js", method: .get), "js")
        }
    }

    @Test(
        "PUT, DELETE, PATCH, TRACE and QUERY on a form's path are 405 with Allow, a page that says what to do, and the security headers (regression: 404, empty; QUERY 404)",
        arguments: WebAdapter.allCases)
    func otherMethods(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            for method in [HTTPRequest.Method.put, .delete, .patch, .trace, HTTPRequest.Method("QUERY")!] {
                let response = try await client.execute(uri: "/create-plan", method: method)
                #expect(response.status == .methodNotAllowed, "\(method)")
                #expect(response.headers[.allow] == "GET, HEAD, POST, OPTIONS", "\(method)")
                #expect(response.text.contains("Open the form again"), "\(method)")
                expectSecurityHeaders(response, "\(method)")
            }
        }
    }

    @Test("OPTIONS says which methods a form and an asset take; an asset refuses POST with 405 (regression: 404 for both)", arguments: WebAdapter.allCases)
    func optionsAndAssets(_ adapter: WebAdapter) async throws {
        let configuration = testConfiguration()
        try await makeTestApp(on: adapter, configuration: configuration).test(.router) { client in
            let form = try await client.execute(uri: "/create-plan", method: .options)
            #expect(form.status == .noContent)
            #expect(form.headers[.allow] == "GET, HEAD, POST, OPTIONS")
            for path in [configuration.styleSheetPath, configuration.scriptPath] {
                let options = try await client.execute(uri: path, method: .options)
                #expect(options.status == .noContent, "\(path)")
                #expect(options.headers[.allow] == "GET, HEAD, OPTIONS", "\(path)")
                let post = try await client.execute(uri: path, method: .post)
                #expect(post.status == .methodNotAllowed, "\(path)")
                #expect(post.headers[.allow] == "GET, HEAD, OPTIONS", "\(path)")
                expectSecurityHeaders(post, path)
            }
        }
    }

    @Test("Pages hold no inline style but the server's own attributes, each allowed by its hash", arguments: WebAdapter.allCases)
    func styleAttributeHashes(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let card = try await browser.get("/card")
            let styles = Set(card.text.components(separatedBy: " style=\"").dropFirst().map { $0.prefix { $0 != "\"" } })
            #expect(!styles.isEmpty, "the card draws its border with style attributes")
            let policy = try #require(card.headers[.contentSecurityPolicy])
            #expect(policy.contains("style-src-attr 'unsafe-hashes' 'sha256-"))
            #expect(policy.components(separatedBy: "'sha256-").count - 1 == styles.count)
            #expect(card.headers[.cacheControl] == "no-store", "a page with a token is never cached")
        }
    }
}
