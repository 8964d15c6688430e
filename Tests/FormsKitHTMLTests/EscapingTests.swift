import FormsKit
import FormsKitHTML
import FormsKitModel
import Testing

/// The usual payloads, in every context a form renders.
let xssPayloads = [
    "<script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
    "'><svg onload=alert(1)>",
    "javascript:alert(1)",
    " java\tscript:alert(1)",
    "</textarea><script>alert(1)</script>",
    "&lt;already escaped&gt;",
    "<!--",
]

@Suite("Escaping by construction")
struct EscapingTests {
    @Test("Text and attribute contexts escape markup characters")
    func contexts() {
        #expect(HTMLEscaping.text("a < b && c > d") == "a &lt; b &amp;&amp; c &gt; d")
        #expect(HTMLEscaping.attribute("\"'<>&") == "&quot;&#39;&lt;&gt;&amp;")
        #expect(HTMLEscaping.text("plain") == "plain")
    }

    @Test("URLs: relative and http(s)/mailto pass; javascript: and friends become #")
    func urls() {
        #expect(HTMLEscaping.url("/settings?a=1&b=2") == "/settings?a=1&amp;b=2")
        #expect(HTMLEscaping.url("https://example.com") == "https://example.com")
        #expect(HTMLEscaping.url("mailto:a@example.com") == "mailto:a@example.com")
        #expect(HTMLEscaping.url("javascript:alert(1)") == "#")
        #expect(HTMLEscaping.url("JaVaScRiPt:alert(1)") == "#")
        #expect(HTMLEscaping.url(" java\tscript:alert(1)") == "#")
        #expect(HTMLEscaping.url("data:text/html,<script>") == "#")
        #expect(HTMLEscaping.url("#field-name") == "#field-name")
    }

    @Test("Ids from any name are valid and unique")
    func identifiers() {
        let names = ["name", "options.2", "options-2", "options_2", "a b", "é", "\"><script>", "", "2fa"] + xssPayloads
        let ids = names.map(HTMLIdentifier.control)
        #expect(Set(ids).count == names.count, "distinct names give distinct ids")
        for id in ids {
            #expect(id.first?.isLetter == true)
            #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }, "\(id)")
        }
    }

    @Test("No payload comes out unescaped, in labels, hints, placeholders, values, options, messages and links")
    @MainActor
    func corpus() {
        for payload in xssPayloads {
            let session = FormSession(form: HostileForm(payload: payload), layout: HostileForm.layout(payload))
            // The field's message is the payload too.
            ValidationMessages.withProvider(PayloadMessages(payload: payload)) { _ = session.controller.validate() }
            var renderer = HTMLFormRenderer<HostileForm>(action: payload)
            renderer.showsErrors = true
            renderer.pageURL = { _ in payload }
            let html = renderer.render(session)
            #expect(!html.contains("<script"), "\(payload)")
            #expect(!html.contains("<img"), "\(payload)")
            #expect(!html.contains("<svg"), "\(payload)")
            #expect(!html.contains("<!--"), "\(payload)")
            #expect(!html.contains("href=\"javascript") && !html.contains("action=\"javascript"), "\(payload)")
            #expect(!html.contains("href=\" java"), "\(payload)")
            #expect(html.contains("&lt;") || !payload.contains("<"), "\(payload)")

            // The same through a whole page with live validation: the payload
            // is also the title and, JSON-encoded, in every control's checks.
            renderer.liveValidation = .inline
            let page = ValidationMessages.withProvider(PayloadMessages(payload: payload)) {
                renderer.renderPage(session, language: payload)
            }
            #expect(page.components(separatedBy: "<script").count == 2, "only the page's own script: \(payload)")
            #expect(page.components(separatedBy: "</script").count == 2, "\(payload)")
            #expect(!page.contains("<img") && !page.contains("<svg") && !page.contains("<!--"), "\(payload)")
            #expect(!page.contains("<title>" + payload), "\(payload)")
        }
    }
}

/// A form whose every text a renderer shows holds `payload`.
struct HostileForm: ValidatableForm {
    @Validated(.isNotEmpty()) var name = ""
    @Validated var choice = 0
    let payload: String

    init(payload: String) {
        self.payload = payload
    }

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.name, wrappedBy: \._name), .init(\.choice, wrappedBy: \._choice)]
    }

    static func layout(_ payload: String) -> FormLayout<HostileForm> {
        FormLayout(title: payload) {
            FormSection(payload, footer: payload) {
                TextRow(payload, \.name, placeholder: payload).subtitle(payload)
                ChoiceRow(payload, \.choice) { _ in [ChoiceOption(payload, value: 0), ChoiceOption(payload, value: 1)] }
                NoteRow(payload)
                LinkRow(payload, to: .page(payload))
            }
        }
    }
}

/// Every default message is the payload.
struct PayloadMessages: ValidationMessageProvider {
    let payload: String
    func text(for message: ValidationMessage) -> String? {
        switch message {
        case .required: return payload
        default: return nil
        }
    }
}
