import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
import Testing

/// A sign-up form whose rules a browser can run, and one it cannot.
struct ConstrainedForm: ValidatableForm {
    @Validated(.isNotEmpty(), .minLength(2), .maxLength(40)) var name = ""
    @Validated(.isNotEmpty(), .email()) var email = ""
    @Validated(.url(schemes: ["https"])) var website = ""
    @Validated(.pattern("^\\d{5}$", message: "Enter five digits")) var postcode = ""
    @Validated(.pattern("(?i)abc")) var code = ""
    @Validated(.range(18...120), .multipleOf(2)) var age = 20
    @Validated(.min(Date(timeIntervalSince1970: 86_400 * 365))) var start = Date(timeIntervalSince1970: 86_400 * 400)
    @Validated(mode: .onBlur, .isTrue()) var accepted = false
    @Validated(mode: .onSubmit, .isNotEmpty()) var note = ""
    @Validated var phrase = ""
    @Validated var phraseAgain = ""

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.name, wrappedBy: \._name), .init(\.email, wrappedBy: \._email), .init(\.website, wrappedBy: \._website),
            .init(\.postcode, wrappedBy: \._postcode), .init(\.code, wrappedBy: \._code), .init(\.age, wrappedBy: \._age),
            .init(\.start, wrappedBy: \._start), .init(\.accepted, wrappedBy: \._accepted), .init(\.note, wrappedBy: \._note),
            .init(\.phrase, wrappedBy: \._phrase), .init(\.phraseAgain, wrappedBy: \._phraseAgain),
        ]
    }

    var formRules: [FormRule<Self>] {
        [.matches(\.phraseAgain, \.phrase, message: "The phrases are different")]
    }

    static var layout: FormLayout<ConstrainedForm> {
        FormLayout(title: "Sign up") {
            FormSection("You") {
                TextRow("Name", \.name, characterLimit: 30)
                TextRow("Email", \.email)
                TextRow("Website", \.website)
                TextRow("Postcode", \.postcode)
                TextRow("Code", \.code)
                NumberRow("Age", \.age, range: 0...150, format: NumberFormat(fractionDigits: 0, unit: " years"))
                DateRow("Start", \.start)
                ToggleRow("I accept", \.accepted)
                TextRow("Note", \.note)
                TextRow("Passphrase", \.phrase)
                TextRow("Passphrase again", \.phraseAgain)
            }
        }
    }
}

@MainActor
@Suite("HTML constraints and live validation from the rules")
struct ConstraintTests {
    private func render(_ live: HTMLFormRenderer<ConstrainedForm>.LiveValidation = .off) -> String {
        var renderer = HTMLFormRenderer<ConstrainedForm>(action: "/signup")
        renderer.liveValidation = live
        return renderer.render(FormSession(form: ConstrainedForm(), layout: ConstrainedForm.layout))
    }

    private func tag(of id: String, in html: String) -> String {
        startTag(ofElementWithID: "field-" + id, in: html)
    }

    @Test(
        "Text: required, minlength, and email/url types from the rules; no maxlength, which browsers count in UTF-16 units (regression: Bio stopped at 140 emoji of 280)"
    )
    func text() {
        let html = render()
        #expect(tag(of: "name", in: html).contains(#"required minlength="2""#))
        #expect(!html.contains("maxlength"))
        let inline = render(.inline)
        let limitCheck = #"{&quot;k&quot;:&quot;maxlength&quot;,&quot;v&quot;:30,&quot;m&quot;:&quot;Must be no more than 30 characters&quot;}"#
        #expect(tag(of: "name", in: inline).contains(limitCheck), "the row's limit is checked live, in characters")
        #expect(tag(of: "email", in: html).contains(#"type="email""#))
        #expect(tag(of: "website", in: html).contains(#"type="url""#))
        #expect(!tag(of: "website", in: html).contains("required"), "a URL rule alone lets the field be empty")
    }

    @Test("Patterns: portable ones become `pattern` with ICU's Unicode digits; others stay on the server")
    func patterns() {
        let html = render()
        #expect(tag(of: "postcode", in: html).contains(#"pattern="\p{Nd}{5}""#))
        #expect(!tag(of: "code", in: html).contains("pattern"), "inline flags are ICU-only")
    }

    @Test("Numbers and dates: the tighter of rules and range, a step counted from the lower limit")
    func bounds() {
        let html = render()
        #expect(tag(of: "age", in: html).contains(#"min="18" max="120" step="2""#))
        #expect(tag(of: "start", in: html).contains(#"min="1971-01-01""#), "the date rule's bound as the browser reads dates")
        #expect(tag(of: "accepted", in: html).contains("required"), "isTrue makes the box required")
    }

    @Test("The browser validates only when asked: novalidate by default")
    func novalidate() {
        #expect(render().contains("novalidate"))
        var renderer = HTMLFormRenderer<ConstrainedForm>(action: "/signup")
        renderer.validatesInBrowser = true
        #expect(!renderer.render(FormSession(form: ConstrainedForm(), layout: ConstrainedForm.layout)).contains("novalidate"))
    }

    @Test("Live validation: off by default (no script at all); inline or external; each control carries its checks and mode")
    func live() {
        #expect(!render().contains("<script"))
        #expect(!render().contains("data-fk-checks"))
        let inline = render(.inline)
        #expect(inline.components(separatedBy: "<script>").count == 2)
        #expect(inline.contains("data-fk-live data-fk-error-prefix=\"Error: \""), "the space goes with the prefix")
        #expect(tag(of: "name", in: inline).contains(#"data-fk-mode="change""#))
        #expect(tag(of: "accepted", in: inline).contains(#"data-fk-mode="blur""#))
        #expect(!tag(of: "note", in: inline).contains("data-fk-checks"), "onSubmit fields are left to the server")
        #expect(tag(of: "name", in: inline).contains(#"{&quot;k&quot;:&quot;minlength&quot;,&quot;v&quot;:2,&quot;m&quot;:&quot;"#))
        #expect(!tag(of: "code", in: inline).contains("pattern"), "a pattern browsers read differently is not sent")
        let external = render(.external(url: "/fk-live.js"))
        #expect(external.contains(#"<script defer src="/fk-live.js"></script>"#))
        #expect(!external.contains("document.querySelectorAll"))
    }

    @Test(
        "A cross-field match is checked live on the field that shows its message, naming the other control, with the rule's message; no attribute (regression: server only)"
    )
    func crossField() {
        let inline = render(.inline)
        let check = #"[{&quot;k&quot;:&quot;matches&quot;,&quot;v&quot;:&quot;phrase&quot;,&quot;m&quot;:&quot;The phrases are different&quot;},"#
        #expect(tag(of: "phraseAgain", in: inline).contains(#"data-fk-checks="\#(check)"#))
        #expect(tag(of: "phraseAgain", in: inline).contains(#"data-fk-mode="change""#))
        // The other field has no rules of its own: only its control's standard limit.
        let limit = #"[{&quot;k&quot;:&quot;maxlength&quot;,&quot;v&quot;:1000,&quot;m&quot;:&quot;Must be no more than 1,000 characters&quot;}]"#
        #expect(tag(of: "phrase", in: inline).contains(#"data-fk-checks="\#(limit)""#), "\(tag(of: "phrase", in: inline))")
        #expect(tag(of: "phraseAgain", in: render()) == #"<input id="field-phraseAgain" name="phraseAgain" type="text" class="fk-input" dir="auto" value="""#)
    }

    @Test("A page sent back with its errors says so to the script (every field checked), and only then")
    func validatedMark() {
        var renderer = HTMLFormRenderer<ConstrainedForm>(action: "/signup")
        renderer.liveValidation = .inline
        let session = FormSession(form: ConstrainedForm(), layout: ConstrainedForm.layout)
        func formTag() -> String { renderer.render(session).firstMatch(of: /<form[^>]*>/).map { String($0.output) } ?? "" }
        #expect(!formTag().contains("data-fk-validated"))
        renderer.showsErrors = true
        _ = session.controller.validate()
        #expect(formTag().contains(" data-fk-validated"))
        renderer.liveValidation = .off
        #expect(!formTag().contains("data-fk-validated"), "no script, nothing to tell")
    }

    @Test("Messages in the checks are inert: JSON-escaped, then attribute-escaped")
    func inertMessages() {
        struct Hostile: ValidationMessageProvider {
            func text(for message: ValidationMessage) -> String? {
                message == .required ? "</script><script>alert(\"x\")</script>'&" : nil
            }
        }
        let html = ValidationMessages.withProvider(Hostile()) { render(.inline) }
        #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script")
        #expect(html.contains(#"\u003c/script\u003e\u003cscript\u003ealert(\&quot;x\&quot;)\u003c/script\u003e&#39;\u0026"#))
    }

    @Test(
        "BrowserPattern converts the portable subset and refuses the rest",
        arguments: [
            ("^[A-Z]{2}[0-9]{4}$", "[A-Z]{2}[0-9]{4}"),
            ("[0-9]", "[\\s\\S]*(?:[0-9])[\\s\\S]*"),
            ("^a|b$", "[\\s\\S]*(?:^a|b$)[\\s\\S]*"),
            ("^\\w+$", "[\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\u200C\\u200D]+"),
            ("^(?:yes|no)$", "(?:yes|no)"),
            ("^[a-z.]+\\.com$", "[a-z.]+\\.com"),
        ])
    func portable(icu: String, browser: String) {
        #expect(BrowserPattern.convert(icu) == browser)
    }

    @Test(
        "Patterns browsers might read differently are refused",
        arguments: [
            "(?i)abc", "a++", "(?=a)b", "[[:alpha:]]", "\\p{L}", "(a)\\1", "[a..b]", "[A-Za-z0-9._%+-]+", "a{,3}", "\\bword", "[]",
        ])
    func refused(icu: String) {
        #expect(BrowserPattern.convert(icu) == nil)
    }

    @Test("A file's size rule is checked live as the file is chosen, and keeps the page from being sent with it (regression: found by a 413)")
    func fileSize() {
        var renderer = HTMLFormRenderer<SizedFileForm>(action: "/share")
        renderer.liveValidation = .inline
        let html = renderer.render(FormSession(form: SizedFileForm()))
        #expect(startTag(ofElementWithID: "field-attachment", in: html).contains(#"{&quot;k&quot;:&quot;maxbytes&quot;,&quot;v&quot;:2000,"#))
        #expect(html.contains(#"case "maxbytes": return !!(control.files && control.files[0] && control.files[0].size > check.v);"#))
    }
}

/// A form with a file of at most 2,000 bytes.
struct SizedFileForm: ValidatableForm, PresentableForm {
    @Validated(.maxFileSize(2_000)) var attachment: UploadedFile? = nil

    var validatedFields: [ValidatedField<Self>] { [.init(\.attachment, wrappedBy: \._attachment)] }

    var layout: FormLayout<Self> {
        FormLayout(title: "Share") {
            FormSection { FileRow("Attachment", \.attachment) }
        }
    }
}
