import FormsKit
import FormsKitHummingbird
import FormsKitTestSupport
import FormsKitWebTesting
import Hummingbird
import HummingbirdTesting
import Testing

/// `Accept-Language` picks the messages of each request.
@Suite("Web forms: languages")
struct LanguageTests {
    private let configuration = testConfiguration {
        $0.languages = WebFormLanguages(.english, WebFormLanguage(tag: "de", provider: GermanMessages()))
    }

    @Test("A German browser gets German messages and lang=\"de\"; others English, in the same server at once", arguments: WebAdapter.allCases)
    func switching(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter, configuration: configuration).test(.router) { client in
            var german = WebFormTestBrowser(client)
            german.acceptLanguage = "de-CH, de;q=0.9, en;q=0.8"
            var english = WebFormTestBrowser(client)
            english.acceptLanguage = "fr, en-GB;q=0.5"
            try await german.get("/create-plan")
            try await english.get("/create-plan")
            let (germanPage, englishPage) = (german, english)
            async let germanAnswer = {
                var browser = germanPage
                return try await browser.post("/create-plan", [("name", "Ab")])
            }()
            async let englishAnswer = {
                var browser = englishPage
                return try await browser.post("/create-plan", [("name", "Ab")])
            }()
            let (de, en) = try await (germanAnswer, englishAnswer)
            #expect(de.status == .unprocessableContent)
            #expect(de.text.contains("<html lang=\"de\" dir=\"ltr\">"))
            #expect(de.headers[.contentLanguage] == "de")
            #expect(de.text.contains("Es gibt ein Problem") && de.text.contains("Mindestens 3 Zeichen"))
            #expect(de.text.contains("<span class=\"fk-visually-hidden\">Fehler: </span>"))
            #expect(!de.text.contains("Must be at least"))
            #expect(
                en.text.contains("<html lang=\"en\" dir=\"ltr\">") && en.text.contains("There is a problem")
                    && en.text.contains("Must be at least 3 characters"))
            let json = try await german.postJSON("/create-plan", #"{"name": "Ab"}"#)
            #expect(json.text.contains("Mindestens 3 Zeichen"))
        }
    }

    @Test("A language's own wording: refusal pages and flash messages in German for a German browser, English for others", arguments: WebAdapter.allCases)
    func wording(_ adapter: WebAdapter) async throws {
        var words = WebFormWording()
        words.refusedTitle = "Dieses Formular konnte nicht gesendet werden"
        words.invalidToken = "Die Sicherheitsprüfung ist fehlgeschlagen."
        words.submitted = "Gesendet."
        let configuration = testConfiguration {
            $0.languages = WebFormLanguages(.english, WebFormLanguage(tag: "de", provider: GermanMessages(), wording: words))
        }
        try await makeTestApp(on: adapter, configuration: configuration).test(.router) { client in
            var german = WebFormTestBrowser(client)
            german.acceptLanguage = "de"
            try await german.get("/card")
            var refused = try await german.post("/card", [("_fk_action", "submit")], token: "1.AAAA")
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("Dieses Formular konnte nicht gesendet werden") && refused.text.contains("Die Sicherheitsprüfung"))
            var english = WebFormTestBrowser(client)
            try await english.get("/card")
            refused = try await english.post("/card", [("_fk_action", "submit")], token: "1.AAAA")
            #expect(refused.text.contains("This form could not be sent"))
        }
    }

    @Test("Negotiation: by weight, then order; by prefix either way; the fallback when nothing matches")
    func negotiation() {
        let languages = WebFormLanguages(
            .english, WebFormLanguage(tag: "de", provider: GermanMessages()), WebFormLanguage(tag: "pt-BR", provider: EnglishValidationMessages()))
        #expect(languages.negotiate(acceptLanguage: nil).tag == "en")
        #expect(languages.negotiate(acceptLanguage: "de").tag == "de")
        #expect(languages.negotiate(acceptLanguage: "de-AT").tag == "de")
        #expect(languages.negotiate(acceptLanguage: "pt").tag == "pt-BR")
        #expect(languages.negotiate(acceptLanguage: "en;q=0.5, de;q=0.9").tag == "de")
        #expect(languages.negotiate(acceptLanguage: "de;q=0, fr").tag == "en")
        #expect(languages.negotiate(acceptLanguage: "ja, *;q=0.1").tag == "en")
        #expect(languages.negotiate(acceptLanguage: ";;;,=,\u{0}").tag == "en")
        #expect(languages.negotiate(acceptLanguage: "de;q=0.9, pt;q=1.5").tag == "de", "a weight above 1 is malformed: left out (regression: first)")
        #expect(languages.negotiate(acceptLanguage: "pt;q=nan, de;q=0.2").tag == "de")
    }
}

/// The shipped languages on the web: chosen by the browser, or from a
/// page's list of languages, which keeps what the page holds.
@Suite("Web forms: seven languages")
struct ShippedLanguageTests {
    @Test("The web layer's words: every shipped language has each")
    func complete() {
        expectEveryLanguage(translates: WebWords.catalog)
    }

    @Test(
        "A French browser gets French out of the box: messages, the form's own texts, lang, Content-Language; Arabic is right to left",
        arguments: WebAdapter.allCases)
    func byAcceptLanguage(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var french = WebFormTestBrowser(client)
            french.acceptLanguage = "fr-FR, fr;q=0.9, en;q=0.5"
            let page = try await french.get("/create-plan")
            #expect(page.headers[.contentLanguage] == "fr")
            #expect(page.text.contains("<html lang=\"fr\" dir=\"ltr\">"))
            #expect(page.text.contains("Nouveau forfait") && page.text.contains(">Créer</button>"))
            let failed = try await french.post("/create-plan", [("name", ""), ("email", "x")])
            #expect(failed.text.contains("Il y a un problème") && failed.text.contains("Le nom est obligatoire"))
            #expect(!failed.text.contains("There is a problem"))
            let json = try await french.postJSON("/create-plan", #"{"name": "", "email": "ada@example.com"}"#)
            #expect(json.status == .unprocessableContent)
            #expect(json.text.contains("Le nom est obligatoire"), "a JSON client is answered in the language too: \(json.text)")
            var arabic = WebFormTestBrowser(client)
            arabic.acceptLanguage = "ar-EG"
            let rtl = try await arabic.get("/create-plan")
            #expect(rtl.text.contains("<html lang=\"ar\" dir=\"rtl\">"))
            #expect(rtl.headers[.contentLanguage] == "ar")
            var stranger = WebFormTestBrowser(client)
            stranger.acceptLanguage = "pt-BR"
            #expect(try await stranger.get("/create-plan").text.contains("<html lang=\"en\" dir=\"ltr\">"), "a language not shipped: English")
        }
    }

    @Test(
        "A page's list of languages: each a button that sends the page; the answer keeps what was typed, in the language chosen, which the browser keeps over its own",
        arguments: WebAdapter.allCases)
    func chosenOnThePage(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            browser.acceptLanguage = "en"
            let page = try await browser.get("/create-plan")
            #expect(page.text.contains(#"<div class="fk-languages" role="group" aria-label="Language">"#))
            #expect(page.text.contains(#"value="language:ru" lang="ru" dir="ltr" formnovalidate="">Русский</button>"#))
            #expect(page.text.contains(#"<span class="fk-language" lang="en" dir="ltr" aria-current="true">English</span>"#))
            let switched = try await browser.post("/create-plan", [("name", "Typed 名前"), ("email", "ada@"), ("_fk_action", "language:ru")])
            #expect(switched.status == .ok)
            #expect(switched.headers[.contentLanguage] == "ru")
            #expect(switched.text.contains("value=\"Typed 名前\"") && switched.text.contains("value=\"ada@\""), "nothing typed is lost")
            #expect(!switched.text.contains("fk-error-summary"), "nothing is checked")
            #expect(switched.setCookie("fk_lang")?.contains("fk_lang=ru") == true)
            let later = try await browser.get("/create-plan")
            #expect(later.headers[.contentLanguage] == "ru", "the choice beats Accept-Language")
            let refused = try await browser.post("/create-plan", [("name", ""), ("_fk_action", "language:xx")])
            #expect(refused.status == .badRequest, "a language the server does not offer")
        }
    }

    @Test("A step of a form in steps switches language at its own address, its answers kept", arguments: WebAdapter.allCases)
    func stepSwitch(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let first = try await browser.get(try #require(try await browser.get("/signup").headers[.location]))
            guard let start = first.text.range(of: "name=\"_fk_flow\" value=\"") else {
                Issue.record("the page names its flow")
                return
            }
            let flow = String(first.text[start.upperBound...].prefix { $0 != "\"" })
            let switched = try await browser.post(
                "/signup", [("_fk_flow", flow), ("_fk_step", "0"), ("_fk_action", "language:de"), ("email", "ada@example.com")])
            #expect(switched.status == .seeOther)
            #expect(switched.headers[.location] == "/signup?flow=\(flow)&step=0")
            let page = try await browser.get("/signup?flow=\(flow)&step=0")
            #expect(page.headers[.contentLanguage] == "de")
            #expect(page.text.contains("Schritt 1 von 3") && page.text.contains("value=\"ada@example.com\""))
        }
    }
}

/// Pages that mirror for a right-to-left language need a stylesheet
/// without left and right in it.
@Suite("Web forms: a stylesheet for both directions")
struct BothDirectionsTests {
    @Test(
        "The stylesheet served says start and end, never left or right (regression: a banner's bar stayed on the left of an Arabic page)",
        arguments: WebAdapter.allCases)
    func logicalProperties(_ adapter: WebAdapter) async throws {
        try await makeTestApp(on: adapter).test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let css = try await browser.get(testConfiguration().styleSheetPath).text
            #expect(css.contains(".fk-banner"))
            let physical = css.matches(of: /(margin|padding|border)-(left|right)|[^-a-z](left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)/)
                .map { String(css[$0.range]) }
            #expect(physical.isEmpty, "physical sides: \(physical)")
        }
    }
}
