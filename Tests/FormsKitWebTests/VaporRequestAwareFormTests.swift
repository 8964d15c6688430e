import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitVapor
import Foundation
import Testing
import Vapor
import VaporTesting

/// Who signed in, as an app's authenticator leaves it.
struct SignedInUser: Authenticatable {
    let id: String
}

/// Signs in whoever the `user` cookie names: a stand-in for real sign-in.
struct VaporCookieSignIn: AsyncRequestAuthenticator {
    func authenticate(request: Request) async throws {
        if let id = request.cookies["user"]?.string { request.auth.login(SignedInUser(id: id)) }
    }
}

@Suite("Vapor: forms made for the request, on grouped, authenticated routes")
struct VaporRequestAwareFormTests {
    static let secret = "c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3JldA=="

    /// The README's account route on Vapor: each person edits their own.
    func withAccountApp(store: AccountStore, _ test: (Application) async throws -> Void) async throws {
        try await withApp { app in
            app.webForms.configuration = WebFormConfiguration(signingKey: try SigningKey(base64: Self.secret))
            app.middleware.use(WebFormNotFoundPages())
            app.middleware.use(WebFormAssetsMiddleware())
            let signedIn = app.grouped("settings").grouped(VaporCookieSignIn(), SignedInUser.guardMiddleware())
            signedIn.webForm("account") { request in
                let user = try request.auth.require(SignedInUser.self)
                guard let account = await store.account(id: user.id) else { throw Abort(.notFound) }
                return FormSession(form: AccountForm(account: account, store: store))
            } whenSubmitted: { account, request in
                .redirect(to: "/accounts/\(account.id)", message: "Saved, \(account.name).")
            }
            try await test(app)
        }
    }

    @Test("Each signed-in person sees and saves their own account; the hook says where to go; a visitor gets Vapor's 401")
    func ownAccount() async throws {
        let store = AccountStore([Account(id: "ada", name: "Ada", email: "ada@example.com"), Account(id: "bob", name: "Bob", email: "bob@example.com")])
        try await withAccountApp(store: store) { app in
            var cookies = "user=ada"
            var token = ""
            try await app.testing().test(.GET, "/settings/account", headers: ["Cookie": cookies]) { response in
                #expect(response.status == .ok)
                let page = response.body.string
                #expect(page.contains("<title>Ada's account</title>"))
                #expect(page.contains(#"action="/settings/account""#))
                #expect(page.contains(#"value="ada@example.com""#) && !page.contains("bob@example.com"))
                token = page.firstMatch(of: /name="_fk_csrf" value="([^"]+)"/).map { String($0.1) } ?? ""
                let csrf = response.headers[.setCookie].first { $0.hasPrefix("fk_csrf=") }?.prefix { $0 != ";" } ?? ""
                cookies += "; " + csrf
            }
            #expect(!token.isEmpty)
            try await app.testing().test(
                .POST, "/settings/account",
                headers: ["Cookie": cookies, "Content-Type": "application/x-www-form-urlencoded", "Origin": "http://localhost", "Host": "localhost"],
                body: ByteBuffer(string: "_fk_csrf=\(token)&name=Ada+Lovelace&email=ada%40example.org&_fk_action=submit")
            ) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers.first(name: .location) == "/accounts/ada")
                #expect(response.headers[.setCookie].contains { $0.hasPrefix("fk_flash=") })
            }
            try await app.testing().test(
                .POST, "/settings/account", headers: ["Content-Type": "application/json"], body: ByteBuffer(string: #"{"name": "Eve"}"#)
            ) { response in
                #expect(response.status == .unauthorized)
            }
            try await app.testing().test(.GET, "/settings/account", headers: ["Cookie": "user=carol"]) { response in
                #expect(response.status == .notFound)
            }
        }
        #expect(await store.account(id: "ada") == Account(id: "ada", name: "Ada Lovelace", email: "ada@example.org"))
        #expect(await store.account(id: "bob")?.name == "Bob")
    }

    @Test("A failing submission answers 422 with the values kept; the assets and a 404 page come with the security headers")
    func failingAndAssets() async throws {
        let store = AccountStore([Account(id: "ada", name: "Ada", email: "ada@example.com")])
        try await withAccountApp(store: store) { app in
            try await app.testing().test(
                .POST, "/settings/account",
                headers: ["Cookie": "user=ada", "Content-Type": "application/json", "Origin": "http://localhost", "Host": "localhost"],
                body: ByteBuffer(string: #"{"name": "", "email": "not an address"}"#)
            ) { response in
                #expect(response.status == .unprocessableEntity)
                #expect(response.body.string.contains(#""name""#) && response.body.string.contains(#""email""#))
            }
            try await app.testing().test(.GET, "/formskit/forms.css") { response in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .contentType) == "text/css; charset=utf-8")
                #expect(response.headers.first(name: "Content-Security-Policy") != nil)
            }
            try await app.testing().test(.GET, "/nowhere") { response in
                #expect(response.status == .notFound)
                #expect(response.headers.first(name: .contentType) == "text/html; charset=utf-8")
                #expect(response.headers.first(name: "X-Content-Type-Options") == "nosniff")
            }
            try await app.testing().test(.DELETE, "/settings/account", headers: ["Cookie": "user=ada"]) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers.first(name: .allow) == "GET, HEAD, POST, OPTIONS")
            }
        }
        #expect(await store.account(id: "ada")?.name == "Ada")
    }
}
