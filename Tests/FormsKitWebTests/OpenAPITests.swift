import FormsKit
import FormsKitExamples
import FormsKitHTML
import FormsKitHummingbird
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitVapor
import FormsKitWebTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import Vapor

/// The OpenAPI document of an app's forms, on every adapter.
@Suite("Web forms: OpenAPI document")
struct OpenAPITests {
    /// The document `response` holds, as JSON objects.
    private func document(_ response: WebFormTestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    private func requestBody(of path: String, in document: [String: Any]) throws -> [String: Any] {
        let paths = try #require(document["paths"] as? [String: Any])
        let item = try #require(paths[path] as? [String: Any], "\(path) in \(paths.keys.sorted())")
        let post = try #require(item["post"] as? [String: Any])
        let body = try #require(post["requestBody"] as? [String: Any])
        let content = try #require(body["content"] as? [String: Any])
        let json = try #require(content["application/json"] as? [String: Any])
        return try #require(json["schema"] as? [String: Any])
    }

    @Test("Every form the app serves is listed, with the JSON Schema of its body, without a list of its own", arguments: WebAdapter.allCases)
    func everyForm(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            let response = try await client.execute(uri: "/openapi.json", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let document = try document(response)
            #expect(document["openapi"] as? String == "3.1.0")
            #expect((document["info"] as? [String: Any])?["title"] as? String == "Test forms")
            let paths = try #require(document["paths"] as? [String: Any])
            for path in ["/create-plan", "/poll", "/card", "/signup", "/profile", "/avatar", "/where"] {
                #expect(paths[path] != nil, "\(path)")
            }
            #expect(paths["/openapi.json"] == nil, "the document is not a form")
            let plan = try requestBody(of: "/create-plan", in: document)
            let properties = try #require(plan["properties"] as? [String: Any])
            #expect(Set(properties.keys) == ["name", "email", "_fk_action"])
            #expect(plan["required"] as? [String] == ["name"])
            let signup = try requestBody(of: "/signup", in: document)
            #expect((signup["anyOf"] as? [Any])?.count == 2, "the whole flow, or a step of it")
            let head = try await client.execute(uri: "/openapi.json", method: .head)
            #expect(head.status == .ok && head.body.isEmpty)
            #expect(try await client.execute(uri: "/openapi.json", method: .post).status == .methodNotAllowed)
        }
    }

    /// The schema of `path`'s answer 200 to JSON.
    private func output(of path: String, in document: [String: Any]) throws -> [String: Any] {
        let item = try #require((document["paths"] as? [String: Any])?[path] as? [String: Any])
        let ok = try #require(((item["post"] as? [String: Any])?["responses"] as? [String: Any])?["200"] as? [String: Any])
        return try #require(((ok["content"] as? [String: Any])?["application/json"] as? [String: Any])?["schema"] as? [String: Any])
    }

    @Test("A Codable output is described by its members, as it is encoded; any other as any JSON", arguments: WebAdapter.allCases)
    func outputs(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            let document = try document(try await client.execute(uri: "/openapi.json", method: .get))
            let plan = try output(of: "/create-plan", in: document)
            #expect(plan["type"] as? String == "object")
            #expect(Set((plan["properties"] as? [String: Any])?.keys ?? [:].keys) == ["name", "email"], "the keys the output encodes")
            #expect((plan["required"] as? [String])?.contains("name") == true, "what the output's decoding asks for")
            let poll = try output(of: "/poll", in: document)
            let options = try #require((poll["properties"] as? [String: Any])?["options"] as? [String: Any])
            #expect(options["type"] as? String == "array" && (options["items"] as? [String: Any])?["type"] as? String == "string")
            let closed = try output(of: "/closed", in: document)
            #expect(closed["properties"] == nil && closed["description"] != nil, "not Encodable: any JSON")
        }
    }

    @Test("An output that is only Encodable is described by the schema it gives, when it gives one")
    func describedOutput() async throws {
        let configuration = testConfiguration()
        let router = Router()
        router.addWebForm(at: "/receipt", configuration: configuration, form: ReceiptForm())
        router.addWebFormsOpenAPI(at: "/openapi.json", configuration: configuration, info: WebFormsOpenAPI.Info(title: "Receipts"))
        try await Application(router: router).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let receipt = try output(of: "/receipt", in: try document(try await browser.get("/openapi.json")))
            #expect(receipt["type"] as? String == "object")
            #expect((receipt["properties"] as? [String: Any])?.keys.sorted() == ["number"])
            #expect(receipt["required"] as? [String] == ["number"])
        }
    }

    @Test("The document is in the request's language", arguments: WebAdapter.allCases)
    func language(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var headers = HTTPFields()
            headers[.acceptLanguage] = "fr"
            let response = try await client.execute(uri: "/openapi.json", method: .get, headers: headers, body: "")
            #expect(response.headers[.contentLanguage] == "fr")
            let plan = try requestBody(of: "/create-plan", in: try document(response))
            let name = try #require((plan["properties"] as? [String: Any])?["name"] as? [String: Any])
            let rules = try #require(name["x-formskit-rules"] as? [[String: Any]])
            #expect(rules.contains { ($0["messages"] as? [String])?.contains("Le nom est obligatoire") == true }, "\(rules)")
        }
    }

    @Test("A form is described for the request that asks: the signed-in person's own, and none for a visitor")
    func requestAware() async throws {
        let store = AccountStore([Account(id: "ada", name: "Ada", email: "ada@example.com")])
        let configuration = testConfiguration()
        let router = Router(context: SignedInContext.self)
        router.add(middleware: CookieSignIn())
        router.addWebForm(at: "/account", configuration: configuration) { _, context in
            guard let account = await store.account(id: try context.requireUserID()) else { throw HTTPError(.notFound) }
            return FormSession(form: AccountForm(account: account, store: store))
        }
        router.addWebFormsOpenAPI(at: "/openapi.json", configuration: configuration, info: WebFormsOpenAPI.Info(title: "Accounts"))
        try await Application(router: router).test(.router) { client in
            var ada = WebFormTestBrowser(client)
            ada.cookies["user"] = "ada"
            let signedIn = try document(try await ada.get("/openapi.json"))
            #expect(try requestBody(of: "/account", in: signedIn)["title"] as? String == "Ada's account")
            var stranger = WebFormTestBrowser(client)
            let visitor = try document(try await stranger.get("/openapi.json"))
            #expect((visitor["paths"] as? [String: Any])?.isEmpty == true, "a form the visitor cannot have is left out")
        }
    }

    @Test("A route with a parameter, in a group, is listed at its whole path, its parameter declared", arguments: WebAdapter.allCases)
    func parameters(_ adapter: WebAdapter) async throws {
        let configuration = testConfiguration()
        let app: WebTestApp
        switch adapter {
        case .hummingbird:
            let router = Router()
            router.addWebForm(at: "/teams/:team/poll", configuration: configuration, form: PollForm())
            router.addWebForm(at: "/files/*", configuration: configuration, form: PollForm())
            router.addWebFormsOpenAPI(at: "/openapi.json", configuration: configuration, info: WebFormsOpenAPI.Info(title: "Teams"))
            app = WebTestApp(Application(router: router))
        case .vapor:
            app = WebTestApp(vapor: { app in
                app.webForms.configuration = configuration
                app.grouped("teams", ":team").webForm("poll", form: PollForm())
                app.webForm("files", "**", form: PollForm())
                app.webFormsOpenAPI("openapi.json", info: WebFormsOpenAPI.Info(title: "Teams"))
            })
        }
        try await app.test(.router) { client in
            let document = try document(try await client.execute(uri: "/openapi.json", method: .get))
            let paths = try #require(document["paths"] as? [String: Any])
            #expect(paths.keys.sorted() == ["/teams/{team}/poll"], "a wildcard route, which OpenAPI cannot write, is left out")
            let item = try #require(paths["/teams/{team}/poll"] as? [String: Any])
            let parameters = try #require(item["parameters"] as? [[String: Any]])
            #expect(parameters.count == 1 && parameters[0]["name"] as? String == "team" && parameters[0]["in"] as? String == "path")
        }
    }
}

/// A form whose output is encoded by hand, so only its own schema says what
/// it holds.
private struct ReceiptForm: ValidatableForm, SubmittableForm, PresentableForm {
    @Validated var note = ""
    var validatedFields: [ValidatedField<Self>] { [.init(\.note, wrappedBy: \._note)] }
    var layout: FormLayout<Self> { FormLayout(title: "Receipt") { FormSection { TextRow("Note", \.note) } } }

    struct Receipt: Encodable, JSONSchemaDescribable {
        let number: Int
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(["number": number])
        }
        static var jsonSchema: FormJSONSchema {
            var schema = FormJSONSchema(types: [.object])
            schema.properties = ["number": FormJSONSchema(types: [.integer])]
            schema.required = ["number"]
            return schema
        }
    }

    @MainActor
    func submit() async throws -> Receipt { Receipt(number: 1) }
}
