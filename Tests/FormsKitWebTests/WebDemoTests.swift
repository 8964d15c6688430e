import FormsKitExamples
import FormsKitExamplesStorage
import FormsKitHummingbird
import FormsKitTestSupport
@_spi(FormsKitAdapter) import FormsKitWeb
import FormsKitWebDemoSupport
import FormsKitWebTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormsKitWebDemo

/// `formskit-web`'s routes: every demo form, from the same definitions as
/// the terminal demo.
@Suite("Web demo")
struct WebDemoTests {
    private func app(store: PlanStore = PlanStore()) -> some ApplicationProtocol {
        Application(router: WebDemo.router(plans: store, configuration: WebDemo.configuration(signingKey: testSigningKey)), logger: LogRecorder().logger)
    }

    @Test("The index links to every form formskit-demo opens, and each serves its page")
    func everyForm() async throws {
        try await app().test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let index = try await browser.get("/")
            #expect(index.status == .ok)
            #expect(index.headers[.xContentTypeOptions] == "nosniff")
            for path in ["/settings", "/create-plan", "/add-server", "/edit-tag", "/poll", "/card", "/profile", "/display"] {
                #expect(index.text.contains("href=\"\(path)\""), "\(path)")
                let page = try await browser.get(path)
                #expect(page.status == .ok, "\(path)")
                #expect(page.text.contains("<form method=\"post\" action=\"\(path)\""), "\(path)")
            }
        }
    }

    @Test("The index speaks the browser's language, as the forms do (regression: English for everyone)")
    func indexLanguage() async throws {
        try await app().test(.router) { client in
            var browser = WebFormTestBrowser(client)
            browser.acceptLanguage = "ja"
            let index = try await browser.get("/")
            #expect(index.headers[.contentLanguage] == "ja")
            #expect(index.text.contains("<html lang=\"ja\" dir=\"ltr\">"))
            #expect(index.text.contains("FormsKit デモ") && !index.text.contains("FormsKit demos"))
            browser.acceptLanguage = "ar"
            #expect(try await browser.get("/").text.contains("<html lang=\"ar\" dir=\"rtl\">"))
        }
    }

    @Test(
        """
        A sign-up created shows a confirmation page with what was created, and the browser's Back to a step of the sent flow \
        leads there too, sending nothing again (regression: a banner above an empty first step; Back said the answers were gone)
        """
    )
    func signUpConfirmation() async throws {
        try await app().test(.router) { client in
            var browser = WebFormTestBrowser(client)
            func send(_ page: WebFormTestResponse, _ fields: [(String, String)], action: String = "continue") async throws -> WebFormTestResponse {
                let flow = try #require(page.hidden("_fk_flow"))
                let step = try #require(page.hidden("_fk_step"))
                let shown = page.hidden("_fk_shown").map { [("_fk_shown", $0)] } ?? []
                return try await browser.post("/signup", [("_fk_flow", flow), ("_fk_step", step), ("_fk_action", action)] + shown + fields)
            }
            let first = try await browser.get(try #require(try await browser.get("/signup").headers[.location]))
            let flow = try #require(first.hidden("_fk_flow"))
            let account = [("email", "ada@example.com"), ("password", "correct horse"), ("confirmation", "correct horse"), ("accountType", "0")]
            _ = try await send(first, account)
            let about = try await browser.get("/signup?flow=\(flow)&step=2")
            _ = try await send(about, [("fullName", "Ada Lovelace"), ("country", "4")])
            let review = try await browser.get("/signup?flow=\(flow)&step=3")
            let created = try await send(review, [], action: "submit")
            #expect(created.status == .seeOther)
            #expect(created.headers[.location] == "/signup?sent")
            let confirmation = try await browser.get("/signup?sent")
            #expect(confirmation.status == .ok)
            #expect(confirmation.text.contains(#"<div class="fk-panel"><h1 class="fk-panel__title">Welcome, Ada Lovelace"#), "\(confirmation.text)")
            #expect(confirmation.text.contains(#"<a class="fk-link" href="/signup">Fill in the form again</a>"#))
            #expect(!confirmation.text.contains("correct horse"))
            #expect(try await browser.get("/signup?sent").text.contains("Your answers were sent."), "reloaded, without the message")
            // Back to the review, and to the first step: the confirmation again.
            for step in [3, 0] {
                let back = try await browser.get("/signup?flow=\(flow)&step=\(step)")
                #expect(back.status == .seeOther && back.headers[.location] == "/signup?sent", "step \(step)")
            }
            let again = try await send(review, [], action: "submit")
            #expect(again.headers[.location] == "/signup?sent", "the review sent again submits nothing")
        }
    }

    @Test("HEAD answers every page, the index included, without a body")
    func head() async throws {
        try await app().test(.router) { client in
            for path in ["/", "/settings", "/create-plan", "/poll"] {
                let response = try await client.execute(uri: path, method: .head)
                #expect(response.status == .ok, "\(path)")
                #expect(response.body.readableBytes == 0, "\(path)")
                #expect(response.headers[.contentType] == "text/html; charset=utf-8", "\(path)")
            }
        }
    }

    @Test("POST and OPTIONS on the index answer 405 and 204 with Allow (regression: 404)")
    func indexMethods() async throws {
        try await app().test(.router) { client in
            let post = try await client.execute(uri: "/", method: .post)
            #expect(post.status == .methodNotAllowed)
            #expect(post.headers[.allow] == "GET, HEAD, OPTIONS")
            let options = try await client.execute(uri: "/", method: .options)
            #expect(options.status == .noContent)
            #expect(options.headers[.allow] == "GET, HEAD, OPTIONS")
        }
    }

    @Test("Link rows open the other forms' pages")
    func links() async throws {
        try await app().test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let settings = try await browser.get("/settings").text
            for path in ["/display", "/profile", "/create-plan", "/add-server", "/edit-tag", "/poll", "/card"] {
                #expect(settings.contains("href=\"\(path)\""), "\(path)")
            }
            #expect(try await browser.get("/profile").text.contains("href=\"/display\""))
        }
    }

    @Test("Display's text size 99 is a 422 that says the range and keeps 99, not a page saved with 24 (regression: the stepper clamped)")
    func numberOutsideRange() async throws {
        try await app().test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/display")
            let page = try await browser.post("/display", [("textSize", "99")])
            #expect(page.status == .unprocessableContent)
            #expect(page.text.contains("Must be between 12 pt and 24 pt"))
            #expect(page.text.contains("value=\"99\""))
        }
    }

    @Test(
        """
        Two tabs of a saved form: the older page's Save does not overwrite what the newer one saved without a word; it says which \
        fields were saved elsewhere, keeps what was typed, and a second Save keeps it (regression: the newer save was lost silently)
        """
    )
    func savedInAnotherTab() async throws {
        let store = PlanStore()
        try await app(store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            func save(_ page: WebFormTestResponse, textSize: String) async throws -> WebFormTestResponse {
                let saved = try #require(page.hidden("_fk_saved"), "a saved form's page says what it showed")
                return try await browser.post("/display", [("_fk_saved", saved), ("textSize", textSize), ("_fk_action", "submit")])
            }
            // Saved once, so both tabs open a saved form.
            try await browser.get("/display")
            #expect(try await browser.post("/display", [("textSize", "18"), ("_fk_action", "submit")]).status == .seeOther)
            let first = try await browser.get("/display")
            let second = try await browser.get("/display")
            #expect(try await save(second, textSize: "20").status == .seeOther)
            let stale = try await save(first, textSize: "14")
            #expect(stale.status == .conflict)
            #expect(stale.text.contains("another tab or window"), "\(stale.text)")
            #expect(stale.text.contains("Text size"), "names the field saved elsewhere")
            #expect(stale.text.contains("value=\"14\""), "what was typed is kept")
            #expect(store.saved(DisplaySettingsForm.Values.self, as: DisplaySettingsForm.storeKey)?.textSize == 20, "nothing overwritten")
            // Saved again from the page that said so: kept.
            #expect(try await save(stale, textSize: "14").status == .seeOther)
            #expect(store.saved(DisplaySettingsForm.Values.self, as: DisplaySettingsForm.storeKey)?.textSize == 14)
            // A page whose values were not changed elsewhere saves at once.
            let third = try await browser.get("/display")
            #expect(try await save(third, textSize: "16").status == .seeOther)
        }
    }

    @Test("Saving the settings says they were saved, as the other saved forms do (regression: \"Your answers were sent.\")")
    func settingsSaved() async throws {
        try await app().test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/settings")
            let saved = try await browser.post("/settings", [("_fk_present", "haptics"), ("_fk_action", "submit")])
            #expect(saved.status == .seeOther)
            let page = try await browser.get(try #require(saved.headers[.location]))
            #expect(page.text.contains("Settings saved."), "\(page.text)")
        }
    }

    @Test(
        """
        Two tabs of a form saved for the first time: changes to different fields are both kept; the same field changed in both \
        is a 409 that keeps what was typed (regression: no check before a first save, and a stale page put back fields it never changed)
        """
    )
    func twoTabsMerge() async throws {
        let store = PlanStore()
        try await app(store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            /// Every field, as a browser sends the page: theme (0 system, 2 dark), text size, bold text.
            func save(_ page: WebFormTestResponse, theme: Int, textSize: Int, bold: Bool) async throws -> WebFormTestResponse {
                let saved = page.hidden("_fk_saved").map { [("_fk_saved", $0)] } ?? []
                let fields = [("theme", String(theme)), ("textSize", String(textSize)), ("_fk_present", "boldText")] + (bold ? [("boldText", "on")] : [])
                return try await browser.post("/display", saved + fields + [("_fk_action", "submit")])
            }
            var values: DisplaySettingsForm.Values? { store.saved(DisplaySettingsForm.Values.self, as: DisplaySettingsForm.storeKey) }
            let first = try await browser.get("/display")
            let second = try await browser.get("/display")
            #expect(first.hidden("_fk_saved") != nil, "a page says what it showed, saved or not")
            #expect(try await save(second, theme: 0, textSize: 16, bold: true).status == .seeOther)
            // The older page changed only the theme: both changes are kept.
            #expect(try await save(first, theme: 2, textSize: 16, bold: false).status == .seeOther)
            #expect(values?.theme == .dark && values?.boldText == true && values?.textSize == 16, "\(String(describing: values))")
            // Both change the text size: the older page is told, and keeps what it typed.
            let third = try await browser.get("/display")
            let fourth = try await browser.get("/display")
            #expect(try await save(fourth, theme: 2, textSize: 20, bold: true).status == .seeOther)
            let stale = try await save(third, theme: 2, textSize: 14, bold: true)
            #expect(stale.status == .conflict)
            #expect(stale.text.contains("opened: Text size. What you typed"), "names only the field changed in both: \(stale.text)")
            #expect(stale.text.contains("value=\"14\""))
            #expect(values?.textSize == 20)
        }
    }

    @Test(
        """
        Display's text size 13 with a NUL: a 422 that says it is no number, shows it with a replacement character, and does not \
        also say that nothing changed (regression: the NUL written raw, and "Nothing has changed yet.")
        """
    )
    func numberWithControlCharacter() async throws {
        try await app().test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/display")
            let page = try await browser.post("/display", [("textSize", "13\u{0}")])
            #expect(page.status == .unprocessableContent)
            #expect(!page.text.unicodeScalars.contains("\u{0}"), "no NUL in the page")
            #expect(page.text.contains("value=\"13\u{FFFD}\""))
            #expect(!page.text.contains("Nothing has changed yet."))
        }
    }

    @Test(
        "A refresh answers the rows other fields work out and nothing else: 200, a few hundred bytes, nothing validated or saved (regression: a 400)"
    )
    func refresh() async throws {
        let store = PlanStore()
        try await app(store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/display")
            let fields = [("theme", "2"), ("textSize", "20"), ("boldText", "on"), ("_fk_present", "boldText")]
            let answer = try await browser.post("/display", fields + [("_fk_action", "refresh")])
            #expect(answer.status == .ok)
            #expect(answer.headers[.contentType] == "text/html; charset=utf-8")
            #expect(answer.headers[.cacheControl] == "no-store")
            #expect(answer.text.hasPrefix(#"<div class="fk-row" id="row--5f-row3" data-fk-derived"#), "\(answer.text)")
            #expect(answer.text.contains(#"<output id="field--5f-row3" class="fk-value"><bdi>Dark, 20 pt, bold</bdi></output>"#))
            #expect(answer.body.count < 400, "only the row: \(answer.body.count) bytes")
            // Values the rules refuse: still an answer of rows, no message.
            let outside = try await browser.post("/display", [("textSize", "99"), ("_fk_action", "refresh")])
            #expect(outside.status == .ok && !outside.text.contains("fk-error"))
            let profile = try await browser.post("/profile", [("name", "Ada Lovelace"), ("bio", "Hello"), ("_fk_action", "refresh")])
            #expect(profile.status == .ok && profile.text.contains("5 of 280") && profile.text.contains("(AL)"))
            #expect(!profile.text.contains("<form") && !profile.text.contains("Enter your email address"))
        }
        #expect(store.saved(DisplaySettingsForm.Values.self, as: DisplaySettingsForm.storeKey) == nil, "nothing saved")
        #expect(store.saved(ProfileForm.Profile.self, as: ProfileForm.storeKey) == nil, "nothing saved")
    }

    @Test("A refresh is no submission: the page it came from is submitted afterwards, and a page submitted before still refreshes")
    func refreshIsNoSubmission() async throws {
        let store = PlanStore()
        try await app(store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let page = try await browser.get("/display")
            let id = try #require(page.pageID)
            let fields = [("textSize", "20"), ("_fk_submission", id)]
            #expect(try await browser.post("/display", fields + [("_fk_action", "refresh")]).status == .ok)
            #expect(try await browser.post("/display", fields).status == .seeOther, "submitted after a refresh of its page")
            #expect(store.saved(DisplaySettingsForm.Values.self, as: DisplaySettingsForm.storeKey)?.textSize == 20)
            let after = try await browser.post("/display", [("textSize", "22"), ("_fk_submission", id), ("_fk_action", "refresh")])
            #expect(after.status == .ok && after.text.contains("22 pt"), "not the submission's answer: \(after.status)")
        }
        #expect(store.saved(DisplaySettingsForm.Values.self, as: DisplaySettingsForm.storeKey)?.textSize == 20, "the refresh saved nothing")
    }

    @Test("A refresh needs the page's token, is for browsers' forms only, and a button no page has is still a 400")
    func refreshRefusals() async throws {
        try await app().test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/display")
            #expect(try await browser.post("/display", [("_fk_action", "refresh")], token: .some(nil)).status == .forbidden)
            #expect(try await browser.post("/display", [("_fk_action", "refresh")], origin: "https://elsewhere.example").status == .forbidden)
            #expect(try await browser.postJSON("/display", #"{"_fk_action": "refresh"}"#).status == .badRequest)
            for garbage in ["refresh:now", "refreshh", "Refresh", ""] {
                #expect(try await browser.post("/display", [("_fk_action", garbage)]).status == .badRequest, "\(garbage)")
            }
        }
    }

    @Test("Edit tag's one-character symbol takes 🇺🇦 and é; \"star\" is a 422 that keeps it, not a tag saved as \"s\" (regression)")
    func oneCharacterSymbol() async throws {
        try await app().test(.router) { client in
            var browser = WebFormTestBrowser(client)
            for symbol in ["🇺🇦", "e\u{301}", "👩🏽‍💻"] {
                try await browser.get("/edit-tag")
                let saved = try await browser.post("/edit-tag", [("title", "Work"), ("symbol", symbol)])
                #expect(saved.status == .seeOther, "\(symbol)")
            }
            try await browser.get("/edit-tag")
            let page = try await browser.post("/edit-tag", [("title", "Work"), ("symbol", "star")])
            #expect(page.status == .unprocessableContent)
            #expect(page.text.contains("Must be no more than 1 character"))
            #expect(page.text.contains("value=\"star\""))
        }
    }

    @Test("JSON in is JSON out: the profile's answer, sent back as a request, is taken as it is and answers the same (regression: choices by index only)")
    func jsonRoundTrip() async throws {
        try await app().test(.router) { client in
            let browser = WebFormTestBrowser(client)
            let secret = #""password": "analytical", "confirmation": "analytical""#
            let first = try await browser.postJSON(
                "/profile",
                #"{"name": "Ada", "email": "ada@example.com", "country": "Japan", "theme": 2, "newsletter": true, "interests": ["databases", 1], "textSize": 18, "#
                    + secret + "}")
            #expect(first.status == .ok, "\(first.text)")
            #expect(first.text.contains(#""country":"japan""#), "a label is taken; the answer gives the option's value")
            #expect(first.text.contains(#""theme":"dark""#) && first.text.contains(#""interests":["concurrency","databases"]"#))
            let again = try await browser.postJSON("/profile", String(first.text.dropLast()) + ", " + secret + "}")
            #expect(again.status == .ok, "\(again.text)")
            #expect(again.text == first.text)
        }
    }

    @Test(
        "A JSON member of the wrong type, or naming no field, is a 422 that names it (regression: \"name\": true stored as \"on\", \"newsletter\": \"true\" read as false, \"ownerEmail\" dropped)"
    )
    func jsonWrongTypes() async throws {
        try await app().test(.router) { client in
            let browser = WebFormTestBrowser(client)
            let answer = try await browser.postJSON(
                "/profile",
                #"{"name": true, "email": 5, "newsletter": "true", "country": "atlantis", "interests": "design", "teamSize": false, "photo": "me.png", "colour": "red"}"#
            )
            #expect(answer.status == .unprocessableContent)
            let errors = try JSONDecoder().decode(SubmissionProblems.self, from: Data(answer.text.utf8)).errors
            #expect(errors["name"]?.first == "Must be text: a JSON string")
            #expect(errors["email"]?.first == "Must be text: a JSON string")
            #expect(errors["newsletter"]?.first == "Must be true or false")
            #expect(errors["country"]?.first?.hasPrefix(#"Must be one of "france", "germany", "japan""#) == true)
            #expect(errors["interests"]?.first?.hasPrefix(#"Must be one of "accessibility""#) == true)
            #expect(errors["teamSize"]?.first == "Enter a number")
            #expect(errors["photo"]?.first == "Send files as multipart/form-data: a JSON body cannot carry them")
            #expect(errors["colour"] == ["This form has no field of this name"])
            let plan = try await browser.postJSON("/create-plan", #"{"name": "Team", "email": "ada@example.com"}"#)
            #expect(plan.text == #"{"email":"ada@example.com","name":"Team"}"#, "the plan answers with the name its form reads")
        }
    }

    /// A store on the SQLite database in `folder`, as the demo opens one.
    private static func databaseStore(in folder: URL) async throws -> PlanStore {
        try await PlanStore(storage: DemoDatabase.open(.sqlite(path: folder.appendingPathComponent("formskit.sqlite").path)))
    }

    @Test("Display, Profile and Settings open with what they saved (regression: \"saved\" and reopened with the defaults)")
    func subFormsKeepTheirValues() async throws {
        let folder = try TemporaryFolder()
        let store = try await Self.databaseStore(in: folder.url)
        try await app(store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/display")
            #expect(try await browser.post("/display", [("textSize", "20"), ("theme", "2")]).status == .seeOther)
            let display = try await browser.get("/display").text
            #expect(display.contains(#"value="20""#))
            try await browser.get("/settings")
            #expect(try await browser.post("/settings", [("_fk_present", "haptics")]).status == .seeOther)
            #expect(!(try await browser.get("/settings").text.contains("checked")), "haptics stay off")
        }
        let reopened = try await Self.databaseStore(in: folder.url)
        #expect(reopened.saved(DisplaySettingsForm.Values.self, as: DisplaySettingsForm.storeKey)?.textSize == 20)
        #expect(reopened.saved(DisplaySettingsForm.Values.self, as: DisplaySettingsForm.storeKey)?.theme == .dark)
        #expect(try await reopened.plans.map(\.name) == ["Personal"])
    }

    @Test("Start over asks first on the web: the values sent stay on the page with the question; yes puts them back (regression: reset at once)")
    func startOverAsks() async throws {
        try await app().test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/profile")
            let asked = try await browser.post("/profile", [("name", "Ada"), ("_fk_action", "reset")])
            #expect(asked.status == .ok)
            let question = #"<div class="fk-confirm" role="alert"><p class="fk-confirm__question">Start over? Every change you made is lost.</p>"#
            #expect(asked.text.contains(question))
            #expect(asked.text.contains(#"value="reset:confirm" autofocus>Start over</button>"#))
            #expect(asked.text.contains(#"value="Ada""#), "nothing is lost until the person says yes")
            let done = try await browser.post("/profile", [("name", "Ada"), ("_fk_action", "reset:confirm")])
            #expect(done.status == .ok)
            #expect(!done.text.contains(#"value="Ada""#) && !done.text.contains("fk-confirm"))
        }
    }

    @Test("Start over on a saved profile asks first, then puts the saved values back")
    func startOverSavedProfile() async throws {
        let store = PlanStore()
        try await app(store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/profile")
            let first = [("name", "Ada"), ("email", "ada@example.com"), ("password", "correct horse"), ("confirmation", "correct horse")]
            #expect(try await browser.post("/profile", first + [("_fk_action", "submit")]).status == .seeOther)
            try await browser.get("/profile")
            let asked = try await browser.post("/profile", [("name", "Changed"), ("_fk_action", "reset")])
            #expect(asked.text.contains("Start over? Every change you made is lost."), "\(asked.text)")
            let done = try await browser.post("/profile", [("name", "Changed"), ("_fk_action", "reset:confirm")])
            #expect(done.text.contains(#"value="Ada""#) && !done.text.contains(#"value="Changed""#))
        }
    }

    @Test("An address with no page answers 404 with a page and every security header (regression: an empty body, no headers)")
    func notFound() async throws {
        try await app().test(.router) { client in
            for path in ["/nope", "/profile/extra", "/fk-nothing.css"] {
                let response = try await client.execute(uri: path, method: .get, headers: [.acceptLanguage: "en"])
                #expect(response.status == .notFound, "\(path)")
                #expect(String(buffer: response.body).contains("<h1 class=\"fk-chrome-title\">Page not found</h1>"), "\(path)")
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            }
        }
    }

    @Test("A form opens with what another process saved since in the same database (the terminal demo, another instance)")
    func savedElsewhere() async throws {
        let folder = try TemporaryFolder()
        let store = try await Self.databaseStore(in: folder.url)
        let url = folder.url
        try await app(store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            #expect(try await browser.get("/display").text.contains(#"value="16""#))
            // Another process's store on the same file saves the display.
            struct Display: Encodable, Sendable {
                var theme = "dark"
                var textSize = 22
                var boldText = true
            }
            let other = try await Self.databaseStore(in: url)
            try await other.save(Display(), as: DisplaySettingsForm.storeKey)
            #expect(try await browser.get("/display").text.contains(#"value="22""#))
        }
    }

    @Test("Create plan uses the plan store: “Personal” answers 422 with the message on the name field; a new name is saved")
    func createPlan() async throws {
        let folder = try TemporaryFolder()
        let store = try await Self.databaseStore(in: folder.url)
        try await app(store: store).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            try await browser.get("/create-plan")
            let taken = try await browser.post("/create-plan", [("name", "Personal")])
            #expect(taken.status == .unprocessableContent)
            #expect(
                taken.text.contains(
                    "<p id=\"error-name\" class=\"fk-error-message\"><span class=\"fk-visually-hidden\">Error: </span>A plan named “Personal” already exists. Choose another name.</p>"
                ))
            let created = try await browser.post("/create-plan", [("name", "Team"), ("email", "ada@example.com")])
            #expect(created.status == .seeOther)
        }
        // The terminal demo's store, opened afresh on the file, has the plan.
        #expect(try await Self.databaseStore(in: folder.url).plans.map(\.name) == ["Personal", "Team"])
    }
}

/// Where `formskit-web`'s signing key comes from.
@Suite("Web demo: the signing key")
struct WebDemoSigningKeyTests {
    private let key = Data((0..<32).map { UInt8($0) }).base64EncodedString()

    @Test("A key from a file wins over the environment; a page signed with it is accepted by another instance given the same file")
    func fromFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-secret-\(UUID().uuidString)")
        try (key + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let first = try SigningKeySource.key(secretFile: file.path, environment: [SigningKeySource.environmentVariable: "nope"], keptIn: nil)
        #expect(first.origin == "Signing key: from \(file.path).")
        let second = try SigningKeySource.key(secretFile: file.path, environment: [:], keptIn: nil)
        let cookie = CSRFTokens.makeCookieValue()
        let token = CSRFTokens(key: first.key).token(forCookie: cookie)
        #expect(CSRFTokens(key: second.key).check(token: token, cookie: cookie) == .valid)
    }

    @Test(
        "The environment variable when no file is given; else a key kept in the data folder (mode 600), the same after a restart (regression: random each run, so open pages were refused)"
    )
    func fromEnvironmentOrKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromEnvironment = try SigningKeySource.key(secretFile: nil, environment: ["FORMSKIT_WEB_SECRET": key], keptIn: folder)
        #expect(fromEnvironment.origin == "Signing key: from FORMSKIT_WEB_SECRET.")
        let kept = try SigningKeySource.key(secretFile: nil, environment: [:], keptIn: folder)
        let file = folder.appendingPathComponent("signing-key")
        #expect(kept.origin == "Signing key: kept in \(file.path).")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
        let restarted = try SigningKeySource.key(secretFile: nil, environment: [:], keptIn: folder)
        let cookie = CSRFTokens.makeCookieValue()
        let token = CSRFTokens(key: kept.key).token(forCookie: cookie)
        #expect(CSRFTokens(key: restarted.key).check(token: token, cookie: cookie) == .valid, "a page from before the restart is accepted")
        // A folder that cannot be written: a key for this run, said so.
        let unwritable = try SigningKeySource.key(secretFile: nil, environment: [:], keptIn: URL(fileURLWithPath: "/proc/formskit"))
        #expect(unwritable.origin.hasPrefix("Signing key: random, for this run only"))
    }

    @Test("A short key, text that is not Base64 or a missing file: an error that says what to do")
    func errors() {
        #expect {
            try SigningKeySource.key(secretFile: nil, environment: ["FORMSKIT_WEB_SECRET": "c2hvcnQ="], keptIn: nil)
        } throws: { error in
            "\(error)".contains("FORMSKIT_WEB_SECRET") && "\(error)".contains("5 bytes") && "\(error)".contains("openssl rand -base64 32")
        }
        #expect {
            try SigningKeySource.key(secretFile: nil, environment: ["FORMSKIT_WEB_SECRET": "not base64!"], keptIn: nil)
        } throws: { error in
            "\(error)".contains("not Base64")
        }
        #expect {
            try SigningKeySource.key(secretFile: "/nonexistent/formskit-secret", environment: [:], keptIn: nil)
        } throws: { error in
            "\(error)".contains("/nonexistent/formskit-secret cannot be read") && "\(error)".contains("openssl rand -base64 32 >")
        }
    }
}
