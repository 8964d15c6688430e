import FormsKitExamples
import FormsKitHummingbird
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import NIOConcurrencyHelpers
import Testing

@_spi(FormsKitAdapter) @testable import FormsKitWeb

@Suite("Web forms: the shared state in memory")
struct SharedStateTests {
    @Test("A key is claimed once until it expires or is removed; a value is read until it expires; past its capacity, what expires first goes")
    func claimsAndExpiry() async throws {
        let now = NIOLockedValueBox(Date(timeIntervalSince1970: 1_000_000))
        let store = InMemoryWebFormStateStore(maximumByteCount: 10) { now.withLockedValue { $0 } }
        let start = now.withLockedValue { $0 }
        #expect(try await store.claim("a", value: [1], until: start.addingTimeInterval(60)))
        #expect(try await !store.claim("a", value: [2], until: start.addingTimeInterval(60)), "held")
        #expect(try await store.value("a") == [1])
        try await store.remove("a")
        #expect(try await store.claim("a", value: [3], until: start.addingTimeInterval(60)), "removed: free again")
        now.withLockedValue { $0 = start.addingTimeInterval(61) }
        #expect(try await store.value("a") == nil, "expired")
        #expect(try await store.claim("a", value: [4], until: start.addingTimeInterval(120)), "expired: free again")
        try await store.put("soon", value: Array(repeating: 0, count: 6), until: start.addingTimeInterval(90))
        try await store.put("late", value: Array(repeating: 0, count: 6), until: start.addingTimeInterval(300))
        #expect(try await store.value("soon") == nil, "over 10 bytes: what expires first went")
        #expect(try await store.value("late")?.count == 6)
    }
}

@Suite("Web forms: a request's path as the page's address")
struct RequestPathTests {
    @Test(
        "A path with empty segments or a cookie's separators is made safe before it is an address or a cookie's Path (regression: //evil.example/signup redirected off the site; a ;Domain= in a parameter reached Set-Cookie)"
    )
    func canonicalPaths() async throws {
        #expect(WebFormEndpoint<SignUpForm>.canonicalPath("//evil.example/signup") == "/evil.example/signup")
        #expect(WebFormEndpoint<SignUpForm>.canonicalPath("/x;Domain=example.com;y=/signup") == "/x%3BDomain=example.com%3By=/signup")
        #expect(WebFormEndpoint<SignUpForm>.canonicalPath("/a b/\u{1}/ü") == "/a%20b/%01/%C3%BC")
        #expect(WebFormEndpoint<SignUpForm>.canonicalPath("") == "/")
        #expect(!WebFormCookie(name: "n", value: "v", path: "/a;Domain=example.com").setCookieValue.contains("Domain"))
        let endpoint = WebFormEndpoint<SignUpForm>(configuration: testConfiguration())
        let response = await endpoint.respond(to: WebFormRequest(method: .get, path: "//evil.example/signup")) { FormSession(form: SignUpForm()) }
        #expect(response.status == .seeOther)
        let location = try #require(response.headers[.location])
        #expect(location.hasPrefix("/evil.example/signup?flow="), "\(location)")
    }
}
