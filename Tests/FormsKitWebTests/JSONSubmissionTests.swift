import FormsKit
import FormsKitExamples
import FormsKitHummingbird
import FormsKitWebTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// JSON submissions: the same form, answered in JSON.
@Suite("Web forms: JSON")
struct JSONSubmissionTests {
    private func problems(_ response: WebFormTestResponse) throws -> SubmissionProblems {
        try JSONDecoder().decode(SubmissionProblems.self, from: Data(response.text.utf8))
    }

    @Test("Submitted: 200 with the output as JSON", arguments: WebAdapter.allCases)
    func submitted(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            let response = try await WebFormTestBrowser(client).postJSON("/create-plan", #"{"name": "Team", "email": "ada@example.com"}"#)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.text == #"{"email":"ada@example.com","name":"Team"}"#)
            let poll = try await WebFormTestBrowser(client).postJSON("/poll", #"{"question": "Lunch?", "options": ["Tea", "Soup", "Cake"]}"#)
            #expect(poll.text == #"{"options":["Tea","Soup","Cake"],"question":"Lunch?"}"#)
        }
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }

    @Test(
        "The value checked is the value stored: spaces at the ends, zero-width spaces and control characters go before the rules run (regression: \"xy \" passed a minimum of 3, then was stored as \"xy\")",
        arguments: WebAdapter.allCases)
    func normalizedBeforeTheRules(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            let browser = WebFormTestBrowser(client)
            var response = try await browser.postJSON("/create-plan", #"{"name": "xy ", "email": "ada@example.com"}"#)
            #expect(try problems(response).errors["name"] == ["Must be at least 3 characters"])
            response = try await browser.postJSON("/create-plan", #"{"name": "\u200b\u200b\u200b\u200b", "email": "ada@example.com"}"#)
            #expect(try problems(response).errors["name"]?.first == "Name is required")
            response = try await browser.postJSON("/create-plan", #"{"name": " Te\u0000am\u001b ", "email": " ada@example.com\t"}"#)
            #expect(response.status == .ok)
            #expect(response.text == #"{"email":"ada@example.com","name":"Team"}"#)
        }
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }

    @Test("An output that is not Encodable answers {}", arguments: WebAdapter.allCases)
    func notEncodable(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            let response = try await WebFormTestBrowser(client).postJSON("/closed", #"{"note": "open"}"#)
            #expect(response.status == .ok)
            #expect(response.text == "{}")
        }
    }

    @Test("Invalid: 422 with errors by field name and form-wide errors", arguments: WebAdapter.allCases)
    func invalid(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            let browser = WebFormTestBrowser(client)
            var response = try await browser.postJSON("/create-plan", #"{"name": "Personal"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.text.hasPrefix(#"{"errors":{"name":["#))
            #expect(
                try problems(response) == SubmissionProblems(errors: ["name": ["A plan named “Personal” already exists. Choose another name."]], formErrors: [])
            )
            response = try await browser.postJSON("/create-plan", #"{"name": "", "email": "nope"}"#)
            let clientRules = try problems(response)
            #expect(clientRules.errors["name"] == ["Name is required"], "one message for what is missing")
            #expect(clientRules.errors["email"]?.isEmpty == false)
            response = try await browser.postJSON("/closed", #"{"note": "x"}"#)
            #expect(try problems(response) == SubmissionProblems(errors: ["note": ["Try tomorrow."]], formErrors: ["Sign-ups are closed today."]))
            response = try await browser.postJSON("/poll", #"{"question": "Lunch?", "options": ["Tea", ""]}"#)
            #expect(try problems(response).errors["options"] == ["Fill in every option"])
        }
    }

    @Test("Unreadable JSON answers 400 with what was wrong; a non-submit action 400", arguments: WebAdapter.allCases)
    func unreadable(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            let browser = WebFormTestBrowser(client)
            var response = try await browser.postJSON("/create-plan", "[1, 2]")
            #expect(response.status == .badRequest)
            #expect(response.text.contains(#""error":"The JSON body could not be read"#))
            response = try await browser.postJSON("/create-plan", "{nope")
            #expect(response.status == .badRequest)
            response = try await browser.postJSON("/poll", #"{"options": ["Tea", "Soup"], "_fk_action": "add:options"}"#)
            #expect(response.status == .badRequest)
            #expect(response.text.contains("can only submit"))
            // A member twice, or a button that is not a string, is refused,
            // not half read (regression: the first "name" was created).
            response = try await browser.postJSON("/create-plan", #"{"name": "Alpha", "email": "ada@example.com", "name": "Beta"}"#)
            #expect(response.status == .badRequest)
            #expect(response.text.contains(#"the member \"name\" appears twice"#), "\(response.text)")
            response = try await browser.postJSON("/create-plan", #"{"name": "Alpha", "_fk_action": 1}"#)
            #expect(response.status == .badRequest)
            // A program is told the limit, not the server's settings.
            response = try await browser.postJSON("/create-plan", #"{"name": "\#(String(repeating: "x", count: 1_100_000))"}"#)
            #expect(response.status == .contentTooLarge)
            #expect(response.text.contains("send less") && !response.text.contains("maximumBodySize"), "\(response.text.prefix(300))")
        }
    }

    @Test(
        "A type the server does not take answers 415 in JSON to a program that reads JSON, and as a page to a browser (regression: HTML to all)",
        arguments: WebAdapter.allCases)
    func unsupportedType(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            for (contentType, accept, isJSON) in [
                ("application/vnd.api+json", nil, true), ("text/plain", "application/json", true), ("text/plain", "text/html,*/*", false),
                ("text/plain", nil, false),
            ] as [(String, String?, Bool)] {
                var headers = HTTPFields()
                headers[.contentType] = contentType
                headers[.origin] = "http://localhost"
                if let accept { headers[.accept] = accept }
                let response = try await client.execute(uri: "/create-plan", method: .post, headers: headers, body: String("{}"))
                #expect(response.status == .unsupportedMediaType)
                let type = response.headers[.contentType] ?? ""
                #expect(type.hasPrefix(isJSON ? "application/json" : "text/html"), "\(contentType), \(String(describing: accept)): \(type)")
                if isJSON { #expect(response.text.hasPrefix(#"{"error":"Send the form as"#), "\(response.text)") }
            }
        }
    }

    @Test("A failure in submit() answers 500 with nothing of the error, and is logged", arguments: WebAdapter.allCases)
    func failure(_ adapter: WebAdapter) async throws {
        let logs = LogRecorder()
        try await makeTestApp(on: adapter, logs: logs).test(.router) { client in
            let response = try await WebFormTestBrowser(client).postJSON("/failing", #"{"note": "x"}"#)
            #expect(response.status == .internalServerError)
            #expect(!response.text.contains("hunter2") && !response.text.contains("db.internal"))
            #expect(response.text.contains(#""error":"#))
        }
        #expect(logs.entries.contains { $0.level == .error && $0.message.contains("hunter2") })
    }

    @Test("JSON needs no CSRF token, but a browser cannot send it from another site", arguments: WebAdapter.allCases)
    func noTokenNeeded(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            let script = try await WebFormTestBrowser(client).postJSON("/create-plan", #"{"name": "Team"}"#, origin: nil)
            #expect(script.status == .ok)
            let otherSite = try await WebFormTestBrowser(client).postJSON("/create-plan", #"{"name": "Other"}"#, origin: "https://evil.example")
            #expect(otherSite.status == .forbidden)
        }
    }
}

/// `Idempotency-Key`: a retried POST submits once.
extension JSONSubmissionTests {
    private func post(_ client: any WebFormTestClient, _ json: String, key: String?, authorization: String? = nil) async throws -> WebFormTestResponse {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        if let key { headers[HTTPField.Name("Idempotency-Key")!] = key }
        if let authorization { headers[.authorization] = authorization }
        return try await client.execute(uri: "/create-plan", method: .post, headers: headers, body: json)
    }

    @Test("A POST sent again with the same Idempotency-Key and body gets the first answer and creates nothing twice", arguments: WebAdapter.allCases)
    func idempotencyKey(_ adapter: WebAdapter) async throws {
        let store = PlanStore()
        try await makeTestApp(on: adapter, store: store).test(.router) { client in
            let body = #"{"name": "Team", "email": "ada@example.com"}"#
            let first = try await post(client, body, key: "order-7")
            #expect(first.status == .ok)
            let again = try await post(client, body, key: #""order-7""#)
            #expect(again.status == .ok, "a structured field's string names the same key")
            #expect(again.text == first.text)
            let other = try await post(client, #"{"name": "Other", "email": "ada@example.com"}"#, key: "order-7")
            #expect(other.status == .unprocessableContent)
            #expect(other.text.contains("another body"))
            let someoneElse = try await post(client, body, key: "order-7", authorization: "Bearer bob")
            #expect(someoneElse.status == .unprocessableContent, "another client's key is its own: this one creates, and Team is taken")
            #expect(someoneElse.text.contains("already exists"))
        }
        #expect(try await store.plans.map(\.name) == ["Personal", "Team"])
    }

    @Test("Without a key every POST submits; a key that cannot be one is refused", arguments: WebAdapter.allCases)
    func malformedIdempotencyKey(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            for key in ["", String(repeating: "k", count: 256), "with space", "naïve"] {
                let response = try await post(client, #"{"name": "Team", "email": "ada@example.com"}"#, key: key)
                #expect(response.status == .badRequest, "\(key.prefix(20))")
                #expect(response.text.contains("Idempotency-Key"))
            }
            let first = try await post(client, #"{"name": "Team", "email": "ada@example.com"}"#, key: nil)
            #expect(first.status == .ok)
            let second = try await post(client, #"{"name": "Team", "email": "ada@example.com"}"#, key: nil)
            #expect(second.status == .unprocessableContent, "no key: submitted again, and the name is taken")
        }
    }
}
