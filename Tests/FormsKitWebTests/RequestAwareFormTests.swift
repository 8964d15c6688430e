import FormsKitExamples
import FormsKitHummingbird
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitWebTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import Testing

/// A request context that knows who signed in, as an app's authentication
/// middleware leaves it.
struct SignedInContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The signed-in person's id; `nil` for a visitor.
    var userID: String?

    init(source: Source) {
        coreContext = .init(source: source)
    }

    /// The signed-in person's id, or 401.
    func requireUserID() throws -> String {
        guard let userID else { throw HTTPError(.unauthorized) }
        return userID
    }
}

/// Signs in whoever the `user` cookie names: a stand-in for real sign-in.
struct CookieSignIn: RouterMiddleware {
    func handle(_ request: Request, context: SignedInContext, next: (Request, SignedInContext) async throws -> Response) async throws -> Response {
        var context = context
        context.userID = request.cookies["user"]?.value
        return try await next(request, context)
    }
}

@Suite("Web forms: made for the request, with a hook after submitting")
struct RequestAwareFormTests {
    /// The README's account route: each person edits their own account.
    func makeApp(store: AccountStore, hookCalls: HookCalls) -> some ApplicationProtocol {
        let configuration = testConfiguration()
        let router = Router(context: SignedInContext.self)
        router.add(middleware: CookieSignIn())
        router.addWebForm(at: "/account", configuration: configuration) { request, context in
            guard let account = await store.account(id: try context.requireUserID()) else { throw HTTPError(.notFound) }
            return FormSession(form: AccountForm(account: account, store: store))
        } whenSubmitted: { account, request, context in
            hookCalls.record("\(account.id) \(account.name) \(request.uri.path) \(context.userID ?? "-")")
            return .redirect(to: "/accounts/\(account.id)", message: "Saved, \(account.name).")
        }
        return Application(router: router)
    }

    @Test("Each signed-in person gets their own account, under a title with their name; a visitor gets the app's 401")
    func ownAccount() async throws {
        let store = AccountStore([Account(id: "ada", name: "Ada", email: "ada@example.com"), Account(id: "bob", name: "Bob", email: "bob@example.com")])
        try await makeApp(store: store, hookCalls: HookCalls()).test(.router) { client in
            var ada = WebFormTestBrowser(client)
            ada.cookies["user"] = "ada"
            let page = try await ada.get("/account")
            #expect(page.status == .ok)
            #expect(page.text.contains("<title>Ada's account</title>"))
            #expect(page.text.contains(#"value="ada@example.com""#))
            #expect(!page.text.contains("bob@example.com"))
            var bob = WebFormTestBrowser(client)
            bob.cookies["user"] = "bob"
            let bobsPage = try await bob.get("/account")
            #expect(bobsPage.text.contains(#"value="bob@example.com""#) && !bobsPage.text.contains("ada@example.com"))
            let visitor = try await WebFormTestBrowser(client).postJSON("/account", #"{"name": "Eve", "email": "eve@example.com"}"#)
            #expect(visitor.status == .unauthorized)
            var stranger = WebFormTestBrowser(client)
            stranger.cookies["user"] = "carol"
            #expect(try await stranger.get("/account").status == .notFound)
        }
    }

    @Test("Submitting saves the signed-in person's account only, and the hook, given the output, the request and the context, says where to go")
    func hookSaysWhere() async throws {
        let store = AccountStore([Account(id: "ada", name: "Ada", email: "ada@example.com"), Account(id: "bob", name: "Bob", email: "bob@example.com")])
        let hookCalls = HookCalls()
        try await makeApp(store: store, hookCalls: hookCalls).test(.router) { client in
            var ada = WebFormTestBrowser(client)
            ada.cookies["user"] = "ada"
            try await ada.get("/account")
            let invalid = try await ada.post("/account", [("name", ""), ("email", "ada@example.com"), ("_fk_action", "submit")])
            #expect(invalid.status == .unprocessableContent)
            #expect(hookCalls.calls.isEmpty, "the hook runs only once the form is submitted")
            let sent = try await ada.post("/account", [("name", "Ada Lovelace"), ("email", "ada@example.org"), ("_fk_action", "submit")])
            #expect(sent.status == .seeOther)
            #expect(sent.headers[.location] == "/accounts/ada")
            #expect(sent.setCookie("fk_flash") != nil, "the hook's message goes to the next page")
            #expect(hookCalls.calls == ["ada Ada Lovelace /account ada"])
            let json = try await ada.postJSON("/account", #"{"name": "Ada L.", "email": "ada@example.org"}"#, sendsCookies: true)
            #expect(json.status == .ok)
            #expect(json.text.contains(#""name":"Ada L.""#), "a JSON client gets the output")
        }
        #expect(await store.account(id: "ada") == Account(id: "ada", name: "Ada L.", email: "ada@example.org"))
        #expect(await store.account(id: "bob") == Account(id: "bob", name: "Bob", email: "bob@example.com"))
        #expect(hookCalls.calls.count == 2)
    }
}

extension RequestAwareFormTests {
    @Test(
        "A form in a router group posts to its own address, the group's prefix included, and submits there (regression: it posted without the prefix)"
    )
    func groupedRoute() async throws {
        let store = AccountStore([Account(id: "ada", name: "Ada", email: "ada@example.com")])
        let router = Router(context: SignedInContext.self)
        let settings = router.group("settings").add(middleware: CookieSignIn())
        settings.addWebForm(at: "account", configuration: testConfiguration()) { _, context in
            guard let account = await store.account(id: try context.requireUserID()) else { throw HTTPError(.notFound) }
            return FormSession(form: AccountForm(account: account, store: store))
        }
        try await Application(router: router).test(.router) { client in
            var ada = WebFormTestBrowser(client)
            ada.cookies["user"] = "ada"
            let page = try await ada.get("/settings/account")
            #expect(page.status == .ok)
            #expect(page.text.contains(#"action="/settings/account""#))
            let sent = try await ada.post("/settings/account", [("name", "Ada Lovelace"), ("email", "ada@example.com"), ("_fk_action", "submit")])
            #expect(sent.status == .seeOther)
            #expect(sent.headers[.location] == "/settings/account")
        }
        #expect(await store.account(id: "ada")?.name == "Ada Lovelace")
    }
}

extension RequestAwareFormTests {
    @Test("A request's session is made once, for a page, a failing submission and one that is sent (regression: a POST made two)")
    func oneSessionPerRequest() async throws {
        let store = AccountStore([Account(id: "ada", name: "Ada", email: "ada@example.com")])
        let made = HookCalls()
        let router = Router(context: SignedInContext.self)
        router.add(middleware: CookieSignIn())
        router.addWebForm(at: "/account", configuration: testConfiguration()) { request, context in
            made.record("\(request.method)")
            guard let account = await store.account(id: try context.requireUserID()) else { throw HTTPError(.notFound) }
            return FormSession(form: AccountForm(account: account, store: store))
        }
        try await Application(router: router).test(.router) { client in
            var ada = WebFormTestBrowser(client)
            ada.cookies["user"] = "ada"
            try await ada.get("/account")
            #expect(made.calls == ["GET"])
            #expect(try await ada.post("/account", [("name", ""), ("email", "ada@example.com"), ("_fk_action", "submit")]).status == .unprocessableContent)
            #expect(made.calls == ["GET", "POST"])
            #expect(try await ada.post("/account", [("name", "Ada L."), ("email", "ada@example.com"), ("_fk_action", "submit")]).status == .seeOther)
            #expect(made.calls == ["GET", "POST", "POST"])
        }
    }
}

/// What the submission hook was called with, in order.
final class HookCalls: Sendable {
    private let lines = NIOLockedValueBox<[String]>([])
    var calls: [String] { lines.withLockedValue { $0 } }
    func record(_ line: String) { lines.withLockedValue { $0.append(line) } }
}
