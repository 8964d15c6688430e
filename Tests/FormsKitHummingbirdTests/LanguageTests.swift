import FormsKit
import FormsKitHummingbird
import Hummingbird
import HummingbirdTesting
import Testing

/// `Accept-Language` picks the messages of each request.
@Suite("Web forms: languages")
struct LanguageTests {
    private let configuration = testConfiguration {
        $0.languages = MessageLanguages(.english, MessageLanguage(tag: "de", provider: GermanMessages()))
    }

    @Test("A German browser gets German messages and lang=\"de\"; others English, in the same server at once")
    func switching() async throws {
        try await makeTestApp(configuration: configuration).test(.router) { client in
            var german = Browser(client)
            german.acceptLanguage = "de-CH, de;q=0.9, en;q=0.8"
            var english = Browser(client)
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

    @Test("A language's own wording: refusal pages and flash messages in German for a German browser, English for others")
    func wording() async throws {
        var words = WebFormWording()
        words.refusedTitle = "Dieses Formular konnte nicht gesendet werden"
        words.invalidToken = "Die Sicherheitsprüfung ist fehlgeschlagen."
        words.submitted = "Gesendet."
        let configuration = testConfiguration {
            $0.languages = MessageLanguages(.english, MessageLanguage(tag: "de", provider: GermanMessages(), wording: words))
        }
        try await makeTestApp(configuration: configuration).test(.router) { client in
            var german = Browser(client)
            german.acceptLanguage = "de"
            try await german.get("/card")
            var refused = try await german.post("/card", [("_fk_action", "submit")], token: "1.AAAA")
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("Dieses Formular konnte nicht gesendet werden") && refused.text.contains("Die Sicherheitsprüfung"))
            var english = Browser(client)
            try await english.get("/card")
            refused = try await english.post("/card", [("_fk_action", "submit")], token: "1.AAAA")
            #expect(refused.text.contains("This form could not be sent"))
        }
    }

    @Test("Negotiation: by weight, then order; by prefix either way; the fallback when nothing matches")
    func negotiation() {
        let languages = MessageLanguages(
            .english, MessageLanguage(tag: "de", provider: GermanMessages()), MessageLanguage(tag: "pt-BR", provider: EnglishValidationMessages()))
        #expect(languages.negotiate(acceptLanguage: nil).tag == "en")
        #expect(languages.negotiate(acceptLanguage: "de").tag == "de")
        #expect(languages.negotiate(acceptLanguage: "de-AT").tag == "de")
        #expect(languages.negotiate(acceptLanguage: "pt").tag == "pt-BR")
        #expect(languages.negotiate(acceptLanguage: "en;q=0.5, de;q=0.9").tag == "de")
        #expect(languages.negotiate(acceptLanguage: "de;q=0, fr").tag == "en")
        #expect(languages.negotiate(acceptLanguage: "ja, *;q=0.1").tag == "en")
        #expect(languages.negotiate(acceptLanguage: ";;;,=,\u{0}").tag == "en")
    }
}
