import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
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
    // Breaking out of an attribute with quotes alone, no `<`.
    "\" onfocus=\"alert(1)\" autofocus x=\"",
    "' onmouseover='alert(1)",
    "</title></style></textarea><script>alert(1)</script>",
    "x\u{2028}y\u{0000}<b>",
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

extension EscapingTests {
    @Test(
        "A payload as every field's name and value, every title, option, button, custom row, group, message, hidden field and URL never comes out as written",
        arguments: xssPayloads)
    @MainActor
    func everywhere(payload: String) async throws {
        let session = FormSession(form: HostileEverywhereForm(payload: payload), layout: HostileEverywhereForm.layout(payload))
        // Typed text that does not read: shown as typed.
        let controller = session.controller
        let numberName = try #require(controller.fieldName(of: \HostileEverywhereForm.number))
        let dayName = try #require(controller.fieldName(of: \HostileEverywhereForm.day))
        var body: [(String, String)] = [(numberName, payload), (dayName, payload), ("_fk_action", "submit")]
        body.append((payload, payload))
        let encoded = body.map { pair in
            [pair.0, pair.1].map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }.joined(separator: "=")
        }.joined(separator: "&")
        let decoding = HTMLFormDecoder.decode(try SubmittedForm(parsing: encoded), into: session)
        _ = await ValidationMessages.withProvider(PayloadMessages(payload: payload, everywhere: true)) { await session.submit() }
        var renderer = HTMLFormRenderer<HostileEverywhereForm>(action: payload)
        renderer.showsErrors = true
        renderer.pageURL = { _ in payload }
        renderer.decodingProblems = decoding.problems.merging([payload: payload]) { first, _ in first }
        renderer.hiddenFields = [(payload, payload)]
        for live in [HTMLFormRenderer<HostileEverywhereForm>.LiveValidation.off, .inline, .external(url: payload)] {
            renderer.liveValidation = live
            let page = ValidationMessages.withProvider(PayloadMessages(payload: payload, everywhere: true)) {
                renderer.renderPage(session, language: payload)
            }
            // Every context escapes `<`, `>`, `"`, `'` and `&`: a payload
            // holding one never comes out as it went in.
            // Text escapes `<`, `>` and `&`, attributes quotes too: a payload
            // holding one never comes out as it went in, and none comes out
            // as written inside a tag (quotes alone are text's own).
            if payload.contains(where: { "<>&".contains($0) }) {
                #expect(!page.contains(payload), "\(payload) came out as written (\(live))")
            }
            if payload.contains(where: { "\"'".contains($0) }) {
                for tag in page.matches(of: /<[^>]*>/) {
                    #expect(!tag.output.contains(payload), "\(payload) came out as written in \(tag.output) (\(live))")
                }
            }
            #expect(page.components(separatedBy: "<script").count == (live == .off ? 1 : 2), "\(payload)")
            #expect(!page.contains("href=\"javascript") && !page.contains("action=\"javascript") && !page.contains("src=\"javascript"))
            #expect(!page.contains("href=\" java") && !page.contains("src=\" java"))
            #expect(page.contains("class=\"fk-error-summary\""))
            HTMLIdentifierChecks.expectValidUniqueIDs(in: page, "\(payload) (\(live))")
        }
    }
}

/// What every page's ids must be.
enum HTMLIdentifierChecks {
    /// Every `id` on `page` is a valid HTML id (a letter, then letters,
    /// digits and `-`) that no other element has, and every `for`,
    /// `aria-describedby` and summary link names one of them.
    static func expectValidUniqueIDs(in page: String, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let ids = page.matches(of: /\sid="([^"]*)"/).map { String($0.output.1) }
        var seen: Set<String> = []
        for id in ids {
            #expect(
                id.first?.isLetter == true && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") },
                "id \(id) is not a plain HTML id: \(comment)", sourceLocation: sourceLocation)
            #expect(seen.insert(id).inserted, "id \(id) is on two elements: \(comment)", sourceLocation: sourceLocation)
        }
        let references =
            page.matches(of: /\s(?:for|aria-describedby)="([^"]*)"/).flatMap { $0.output.1.split(separator: " ").map(String.init) }
            + page.matches(of: /<a href="#([^"]*)"/).map { String($0.output.1) }
        for reference in references {
            #expect(seen.contains(reference), "\(reference) is referred to but no element has it: \(comment)", sourceLocation: sourceLocation)
        }
    }
}

/// A form whose every name, value and text a renderer shows holds `payload`:
/// field names, a repeated group's name, typed values, options, buttons,
/// custom content.
struct HostileEverywhereForm: ValidatableForm, SubmittableForm {
    struct Element: ValidatableForm {
        @Validated(.isNotEmpty()) var text = ""
        var validatedFields: [ValidatedField<Self>] { [.init(\.text, wrappedBy: \._text, propertyName: "text")] }
    }

    @Validated(.isNotEmpty()) var text = ""
    @Validated(.isNotEmpty()) var notes = ""
    @Validated(.isNotEmpty()) var secret = ""
    @Validated(.isTrue()) var accepted = false
    @Validated(.satisfies("") { $0 == 1 }) var choice = 0
    @Validated(.count(min: 2)) var choices: Set<Int> = []
    @Validated var number: Int? = nil
    @Validated var day: Date? = nil
    var elements = [Element(), Element()]
    let payload: String

    init(payload: String) {
        self.payload = payload
        _text = Validated(wrappedValue: payload, .isNotEmpty(), .minLength(10_000))
        _notes = Validated(wrappedValue: payload, .isNotEmpty(), .minLength(10_000))
    }

    var validatedFields: [ValidatedField<Self>] {
        var fields: [ValidatedField<Self>] = [
            .init(\.text, wrappedBy: \._text, propertyName: payload + "1"),
            .init(\.notes, wrappedBy: \._notes, propertyName: payload + "2"),
            .init(\.secret, wrappedBy: \._secret, propertyName: payload + "3"),
            .init(\.accepted, wrappedBy: \._accepted, propertyName: payload + "4"),
        ]
        fields.append(.init(\.choice, wrappedBy: \._choice, propertyName: payload + "5"))
        fields.append(.init(\.choices, wrappedBy: \._choices, propertyName: payload + "6"))
        fields.append(.init(\.number, wrappedBy: \._number, propertyName: payload + "7"))
        fields.append(.init(\.day, wrappedBy: \._day, propertyName: payload + "8"))
        for index in elements.indices {
            fields += elements[index].validatedFields.map { $0.nested(in: \.elements, at: index, name: payload + "." + String(index)) }
        }
        return fields
    }

    @MainActor
    func submit() async throws {}

    static func layout(_ payload: String) -> FormLayout<HostileEverywhereForm> {
        FormLayout(title: payload, submitTitle: payload) {
            FormSection(payload, footer: payload) {
                TextRow(payload, \.text, placeholder: payload).subtitle(payload)
                MultilineTextRow(payload, \.notes, placeholder: payload)
                SecureTextRow(payload, \.secret, placeholder: payload)
                ToggleRow(payload, \.accepted)
                ChoiceRow(payload, \.choice, style: .segmented) { _ in [ChoiceOption(payload, value: 0), ChoiceOption(payload, value: 1)] }
                MultipleChoiceRow(payload, \.choices, options: [ChoiceOption(payload, value: 0), ChoiceOption(payload, value: 1)])
                NumberRow(payload, \.number)
                DateRow(payload, \.day)
                ValueRow(payload, id: payload, value: payload)
                CustomRow(id: payload, title: payload) { _ in .vstack { ChromeNode.text(payload, role: .body) } }
                LinkRow(payload, id: payload + "link", to: .page(payload))
                ButtonRow(payload, id: payload + "button")
            }
            FormSection(payload) {
                RepeatedRows(\.elements, id: payload, addTitle: payload, itemName: payload, newElement: { Element() }) { index in
                    TextRow(payload, \.elements[index].text, placeholder: payload)
                }
            }
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
    /// Whether every message is the payload, not only "required".
    var everywhere = false

    func text(for message: ValidationMessage) -> String? {
        if everywhere { return payload }
        switch message {
        case .required: return payload
        default: return nil
        }
    }
}
