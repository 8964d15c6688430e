import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
import Testing

/// A form with one row of each kind whose markup depends on its content or
/// value: text of every content kind, numbers, a slider, dates and times,
/// and groups of options with hints and rules.
struct KindsForm: ValidatableForm, SubmittableForm {
    enum Size: String, CaseIterable { case small, large }

    @Validated var query = ""
    @Validated var phone = ""
    @Validated var code = ""
    @Validated var amount = ""
    @Validated(.ifPresent(.range(1...500))) var count: Int? = nil
    @Validated var level = 5.0
    @Validated var day: Date? = nil
    @Validated var time = Date(timeIntervalSince1970: 0)
    @Validated var when = Date(timeIntervalSince1970: 0)
    @Validated(.satisfies("Choose large") { $0 == .large }) var size = Size.small
    @Validated(.count(min: 1, message: "Choose at least one size")) var sizes: Set<Size> = []

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.query, wrappedBy: \._query), .init(\.phone, wrappedBy: \._phone), .init(\.code, wrappedBy: \._code),
            .init(\.amount, wrappedBy: \._amount), .init(\.count, wrappedBy: \._count), .init(\.level, wrappedBy: \._level),
            .init(\.day, wrappedBy: \._day), .init(\.time, wrappedBy: \._time), .init(\.when, wrappedBy: \._when),
            .init(\.size, wrappedBy: \._size), .init(\.sizes, wrappedBy: \._sizes),
        ]
    }

    @MainActor
    func submit() async throws {}

    static var layout: FormLayout<KindsForm> {
        FormLayout(title: "Kinds") {
            FormSection {
                TextRow("Search", \.query, content: .search)
                TextRow("Phone", \.phone, content: .phone)
                TextRow("Code", \.code, content: .oneTimeCode)
                TextRow("Amount", \.amount, content: TextContentKind(name: "amount", keyboard: .decimal))
                NumberRow("Count", \.count)
                SliderRow("Level", \.level, range: 0...10)
                DateRow("Day", \.day)
                DateRow("Time", \.time, components: .time)
                DateRow("When", \.when, components: .dateAndTime)
                ChoiceRow("Size", \.size, style: .segmented) { $0.rawValue }
                    .subtitle("Large fits more")
                MultipleChoiceRow("Sizes", \.sizes, filterable: false) { $0.rawValue }
                    .subtitle("One or more")
            }
        }
    }
}

@MainActor
@Suite("HTML controls: types, hints and values as browsers keep them")
struct ControlMarkupTests {
    private func session() -> FormSession<KindsForm> {
        FormSession(form: KindsForm(), layout: KindsForm.layout)
    }

    private func render(_ session: FormSession<KindsForm>, errors: Bool = false, problems: [String: String] = [:]) -> String {
        var renderer = HTMLFormRenderer<KindsForm>(action: "/kinds")
        renderer.showsErrors = errors
        renderer.decodingProblems = problems
        return renderer.render(session)
    }

    /// The start tag of the element whose id is `id`.
    private func tag(_ id: String, in html: String) -> String {
        startTag(ofElementWithID: id, in: html)
    }

    @Test("Text takes its input type and keyboard from its content: search, tel, numeric and decimal")
    func textTypes() {
        let html = render(session())
        #expect(tag("field-query", in: html).contains(#"type="search""#))
        #expect(tag("field-query", in: html).contains(#"autocapitalize="none""#))
        #expect(tag("field-phone", in: html).contains(#"type="tel""#))
        #expect(tag("field-phone", in: html).contains(#"autocomplete="tel""#))
        #expect(tag("field-code", in: html).contains(#"type="text""#))
        #expect(tag("field-code", in: html).contains(#"inputmode="numeric""#))
        #expect(tag("field-code", in: html).contains(#"autocomplete="one-time-code""#))
        #expect(tag("field-amount", in: html).contains(#"inputmode="decimal""#))
    }

    @Test("Dates, times and both: the browser's input types, with values as they want them")
    func dateTypes() {
        let session = session()
        _ = HTMLFormDecoder.decode(try! SubmittedForm(parsing: "day=2024-02-29&time=09:30&when=2024-02-29T09:30"), into: session)
        let html = render(session)
        #expect(tag("field-day", in: html).contains(#"type="date" class="fk-input" value="2024-02-29""#))
        #expect(tag("field-time", in: html).contains(#"type="time" class="fk-input" value="09:30""#))
        #expect(tag("field-when", in: html).contains(#"type="datetime-local" class="fk-input" value="2024-02-29T09:30""#))
        #expect(tag("field-count", in: html).contains(#"type="number""#))
        #expect(tag("field-level", in: html).contains(#"type="range""#))
    }

    @Test("A slider says its value beside it, as a field shows what was typed (regression: no value shown on the web)")
    func sliderValue() {
        let session = session()
        _ = HTMLFormDecoder.decode(try! SubmittedForm(parsing: "level=7"), into: session)
        let html = render(session)
        #expect(html.contains(#"<output for="field-level" class="fk-slider-value">7</output>"#))
    }

    @Test(
        "A value a browser would throw away is shown in a text input, as typed (regression: type=number with value=12a showed an empty field)",
        arguments: [
            ("count", "12a"), ("count", "1,5"), ("count", "1e"), ("count", "-"), ("day", "31/12/1990"), ("day", "2023-02-29"),
            ("day", "2024-13-01"), ("time", "9.30"), ("time", "24:00"), ("when", "2024-02-29 25:00"), ("when", "tomorrow"),
            // Read by HTML's grammar, but past what a browser holds.
            ("count", "1e400"), ("day", "275760-09-14"), ("day", "300000-01-01"),
        ])
    func valuesBrowsersDrop(field: String, typed: String) async throws {
        let session = session()
        let body = "\(field)=\(typed.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)&_fk_action=submit"
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
        _ = await session.submit()
        let html = render(session, errors: true)
        let control = tag("field-\(field)", in: html)
        #expect(control.contains(#"type="text""#), "\(control)")
        #expect(control.contains("value=\"\(HTMLEscaping.attribute(typed))\""), "\(control)")
        #expect(control.contains(#"aria-invalid="true""#), "\(control)")
        // Typed again so that it reads, the field is its own type again.
        let fixed = ["count": "12", "day": "1990-12-31", "time": "09:30", "when": "2024-02-29T09:30"][field]!
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "\(field)=\(fixed)"), into: session)
        let again = tag("field-\(field)", in: render(session))
        #expect(!again.contains(#"type="text""#), "\(again)")
        #expect(again.contains("value=\"\(fixed)\""), "\(again)")
    }

    @Test(
        """
        Values browsers keep stay in their own types, as typed: whole, decimal and negative numbers; leap days; seconds \
        (regression: 99999999999999999999 came back as 1e+20)
        """
    )
    func valuesBrowsersKeep() throws {
        for (field, typed, shown) in [
            ("count", "12", "12"), ("count", "-3", "-3"), ("level", "2.5", "2.5"), ("day", "2000-02-29", "2000-02-29"), ("time", "23:59", "23:59"),
            ("count", "99999999999999999999", "99999999999999999999"),
        ] {
            let session = session()
            _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "\(field)=\(typed)"), into: session)
            let control = tag("field-\(field)", in: render(session, errors: true))
            #expect(!control.contains(#"type="text""#), "\(field)=\(typed): \(control)")
            #expect(control.contains("value=\"\(shown)\""), "\(field)=\(typed): \(control)")
        }
    }

    @Test("A number with an exponent, which a number input lets a person type, is kept as typed with its message, not read (regression: 1e1 was 10)")
    func exponentIsNoNumber() async throws {
        for (field, typed) in [("level", "1e1"), ("count", "2E1"), ("count", "0x14")] {
            let session = session()
            _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "\(field)=\(typed)&_fk_action=submit"), into: session)
            #expect(await session.submit().isInvalid, "\(field)=\(typed)")
            let control = tag("field-\(field)", in: render(session, errors: true))
            #expect(control.contains("value=\"\(typed)\""), "\(field)=\(typed): \(control)")
            #expect(control.contains(#"aria-invalid="true""#), "\(field)=\(typed): \(control)")
        }
    }

    @Test("A group's hint and message come after its legend, inside its fieldset, and the summary links to its first option")
    func groupMessages() async throws {
        let session = session()
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "size=0&_fk_present=sizes&_fk_action=submit"), into: session)
        #expect(await session.submit().isInvalid)
        let html = render(session, errors: true)
        for (name, hint, message) in [("size", "Large fits more", "Choose large"), ("sizes", "One or more", "Choose at least one size")] {
            let fieldset = try #require(html.range(of: "<fieldset class=\"fk-options\" aria-describedby=\"hint-\(name) error-\(name)\" aria-invalid=\"true\">"))
            let rest = html[fieldset.upperBound...]
            let legend = try #require(rest.range(of: "<legend class=\"fk-label\">"))
            let hintAt = try #require(rest.range(of: "<div id=\"hint-\(name)\" class=\"fk-hint\">\(hint)</div>"))
            let errorAt = try #require(rest.range(of: "<p id=\"error-\(name)\" class=\"fk-error-message\">"))
            let firstOption = try #require(rest.range(of: "id=\"field-\(name)\""))
            let end = try #require(rest.range(of: "</fieldset>"))
            #expect(legend.lowerBound < hintAt.lowerBound && hintAt.lowerBound < errorAt.lowerBound)
            #expect(errorAt.lowerBound < firstOption.lowerBound && firstOption.lowerBound < end.lowerBound)
            // The summary's link lands on the group's first option, which has the row's id.
            #expect(html.contains("<li><a href=\"#field-\(name)\">\(message)</a>"))
            #expect(tag("field-\(name)", in: html).contains("value=\"0\""), "the first option carries the row's id")
            #expect(html.components(separatedBy: "id=\"field-\(name)\"").count == 2, "one element has the id")
        }
    }

    @Test("An empty number clears an optional value, with no message (`count=` into Int?)")
    func emptyNumber() throws {
        let session = session()
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "count=12"), into: session)
        #expect(session.controller.form.count == 12)
        let decoding = HTMLFormDecoder.decode(try SubmittedForm(parsing: "count="), into: session)
        #expect(decoding.problems.isEmpty)
        #expect(session.controller.form.count == nil)
        #expect(session.inputProblem(of: \KindsForm.count) == nil)
    }
}
