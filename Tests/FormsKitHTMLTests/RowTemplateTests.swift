import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Observation
import Testing

/// A form whose rows change with its values: a row enabled only with a
/// nickname, and a text area.
struct ShippingForm: ValidatableForm {
    @Validated(.isNotEmpty(message: "Enter a name")) var name = ""
    @Validated var giftWrap = false
    @Validated(.maxLength(20)) var giftNote = ""
    @Validated var instructions = ""

    var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.name, wrappedBy: \._name), .init(\.giftWrap, wrappedBy: \._giftWrap), .init(\.giftNote, wrappedBy: \._giftNote),
            .init(\.instructions, wrappedBy: \._instructions),
        ]
    }

    static var layout: FormLayout<ShippingForm> {
        FormLayout(title: "Shipping") {
            FormSection("Parcel") {
                TextRow("Name", \.name).subtitle("As on the door")
                ToggleRow("Gift wrap", \.giftWrap)
                TextRow("Gift note", \.giftNote).enabled(when: { $0.giftWrap })
                MultilineTextRow("Instructions", \.instructions)
            }
        }
    }
}

/// A form whose options come from its values: the sizes on offer depend on
/// the region.
struct SizeForm: ValidatableForm {
    @Validated var region = "EU"
    @Validated var size = "M"
    @Validated var fit = "M"

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.region, wrappedBy: \._region), .init(\.size, wrappedBy: \._size), .init(\.fit, wrappedBy: \._fit)]
    }

    static func sizes(_ form: SizeForm) -> [ChoiceOption<String>] {
        (form.region == "US" ? ["S", "M", "L", "XL"] : ["M", "L"]).map { ChoiceOption($0 == "M" && form.region == "US" ? "Medium <US>" : $0, value: $0) }
    }

    static var layout: FormLayout<SizeForm> {
        FormLayout(title: "Size") {
            FormSection {
                TextRow("Region", \.region)
                ChoiceRow("Size", \.size, options: sizes)
                ChoiceRow("Fit", \.fit, style: .segmented, options: sizes)
            }
        }
    }
}

/// A form whose list of validated fields comes in an order its values choose.
struct ReorderingForm: ValidatableForm {
    @Validated(.isNotEmpty(message: "Enter the first")) var first = ""
    @Validated(.isNotEmpty(message: "Enter the second")) var second = "filled"
    var reversed = false

    var validatedFields: [ValidatedField<Self>] {
        let fields: [ValidatedField<Self>] = [.init(\.first, wrappedBy: \._first), .init(\.second, wrappedBy: \._second)]
        return reversed ? fields.reversed() : fields
    }

    static var layout: FormLayout<ReorderingForm> {
        FormLayout(title: "Order") {
            FormSection {
                TextRow("First", \.first)
                TextRow("Second", \.second)
            }
        }
    }
}

/// A row's markup is recorded once per outline and filled on every render:
/// what differs between requests, or between renderers, still shows.
@MainActor
@Suite("HTML rows recorded once, filled per render")
struct RowTemplateTests {
    private let template = FormSessionTemplate(form: ShippingForm(), layout: ShippingForm.layout)

    private func page(_ session: FormSession<ShippingForm>, errors: Bool = true, live: Bool = false) -> String {
        var renderer = HTMLFormRenderer<ShippingForm>(action: "/ship")
        renderer.showsErrors = errors
        renderer.liveValidation = live ? .inline : .off
        return renderer.render(session)
    }

    private func failedSession(name: String = "", note: String = "") throws -> FormSession<ShippingForm> {
        let session = template.makeSession()
        let body = "name=\(name)&giftWrap=on&giftNote=\(note)&instructions=%3Cb%3Eleave%3C%2Fb%3E&_fk_present=giftWrap&_fk_action=submit"
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
        _ = session.controller.validate()
        return session
    }

    @Test("The appearance's markup around the sections, kept per outline, follows a change of the session's layout: its title and appearance")
    func chromeFollowsTheLayout() throws {
        let session = template.makeSession()
        var layout = session.layout
        layout.title = "Shipping <now>"
        session.layout = layout
        let first = page(session, errors: false)
        #expect(first.contains(#"<h1 class="fk-chrome-title">Shipping &lt;now&gt;</h1>"#))
        #expect(page(session, errors: false) == first, "the same page from the markup kept")
        layout.title = "Delivery"
        layout.appearance = CardFormAppearance()
        session.layout = layout
        let second = page(session, errors: false)
        #expect(second.contains(#"<h1 class="fk-chrome-headline">Delivery</h1>"#), "a card says its title as a headline, the page's h1")
        #expect(!second.contains("Shipping"))
        #expect(second.contains("fk-appearance-card"))
        #expect(template.makeSession().layout.title != "Delivery", "the template's own layout is untouched")
    }

    @Test("Each render says \"Error:\" in the language of the request that renders it")
    func errorPrefixFollowsTheRequest() throws {
        struct German: ValidationMessageProvider {
            func text(for message: ValidationMessage) -> String? {
                if case .errorPrefix = message { return "Fehler:" }
                return nil
            }
        }
        let session = try failedSession()
        let english = page(session)
        #expect(english.contains(#"<span class="fk-visually-hidden">Error: </span>Enter a name"#))
        let german = ValidationMessages.withProvider(German()) { page(session) }
        #expect(german.contains(#"<span class="fk-visually-hidden">Fehler: </span>Enter a name"#))
        #expect(page(try failedSession()) == english, "the English page again after the German one")
    }

    @Test("A row enabled in one request and disabled in another is each time as its request has it")
    func enablingFollowsTheValues() throws {
        let wrapped = try failedSession(note: "Happy%20birthday")
        let plain = template.makeSession()
        let wrappedPage = page(wrapped)
        let plainPage = page(plain)
        #expect(wrappedPage.contains(#"name="giftNote" type="text" class="fk-input" dir="auto" value="Happy birthday""#))
        #expect(plainPage.contains(#"name="giftNote" disabled type="text""#))
        #expect(page(wrapped) == wrappedPage)
        #expect(page(plain) == plainPage)
    }

    @Test("A row with messages in one render and none in the next: class, message, aria-invalid and aria-describedby follow")
    func messagesFollowTheSession() throws {
        let failed = try failedSession()
        let failedPage = page(failed)
        #expect(failedPage.contains(#"<div class="fk-row fk-row--error"><label for="field-name""#))
        #expect(failedPage.contains(#"aria-describedby="hint-name error-name" aria-invalid="true""#))
        let fixed = try failedSession(name: "Ada")
        let fixedPage = page(fixed)
        #expect(fixedPage.contains(#"<div class="fk-row"><label for="field-name""#))
        #expect(fixedPage.contains(#"id="field-name" name="name" aria-describedby="hint-name" type="text" class="fk-input" dir="auto" value="Ada""#))
        #expect(!fixedPage.contains("aria-invalid"))
        #expect(page(failed) == failedPage)
    }

    @Test("Values are escaped where they are filled in: an attribute's value, a text area's text")
    func filledValuesAreEscaped() throws {
        let session = try failedSession(name: "%22%3E%3Cscript%3Ex%3C%2Fscript%3E")
        let html = page(session)
        #expect(html.contains(#"value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;""#))
        #expect(html.contains("&lt;b&gt;leave&lt;/b&gt;</textarea>"))
        #expect(!html.contains("<script>x"))
    }

    @Test("Renderers with and without live validation share a session's rows, each with its own attributes")
    func liveValidationPerRenderer() throws {
        let session = template.makeSession()
        let plain = page(session, errors: false)
        let live = page(session, errors: false, live: true)
        #expect(!plain.contains("data-fk-checks"))
        #expect(live.contains(#"name="name" aria-describedby="hint-name" data-fk-checks="#))
        #expect(page(session, errors: false) == plain)
    }

    @Test("Options that come from the form's values are each render's own: labels, count and choice")
    func optionsFollowTheValues() throws {
        let template = FormSessionTemplate(form: SizeForm(), layout: SizeForm.layout)
        func page(_ body: String) throws -> String {
            let session = template.makeSession()
            _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
            return HTMLFormRenderer<SizeForm>(action: "/size").render(session)
        }
        let europe = try page("region=EU&size=1&fit=0")
        #expect(europe.contains(#"<option value="0">M</option>"#))
        #expect(europe.contains(#"<option value="1" selected>L</option>"#))
        #expect(!europe.contains("XL"))
        #expect(europe.contains(#"<input type="radio" id="field-fit" name="fit" value="0" checked>"#))

        let america = try page("region=US&size=3&fit=1")
        #expect(america.contains(#"<option value="1">Medium &lt;US&gt;</option>"#))
        #expect(america.contains(#"<option value="3" selected>XL</option>"#))
        #expect(america.contains(#"<input type="radio" id="field-fit-1" name="fit" value="1" checked>"#))
        #expect(america.contains(#"<label for="field-fit-3">XL</label>"#))

        #expect(try page("region=EU&size=1&fit=0") == europe, "Europe's options again after America's")
    }

    @Test("Messages follow their field when the form's fields are read anew in another order (the rows' facts stay)")
    func messagesAfterFieldsReadAnew() {
        let session = FormSession(form: ReorderingForm(), layout: ReorderingForm.layout)
        var renderer = HTMLFormRenderer<ReorderingForm>(action: "/order")
        renderer.showsErrors = true
        _ = session.controller.validate()
        #expect(renderer.render(session).contains(#"<p id="error-first" class="fk-error-message">"#))

        session.controller.reversed = true
        session.controller.reloadFields()
        session.controller.second = ""
        _ = session.controller.validate()
        let html = renderer.render(session)
        #expect(html.contains("</span>Enter the first</p>"))
        #expect(html.contains("</span>Enter the second</p>"))
        #expect(html.contains(#"<p id="error-second" class="fk-error-message"><span class="fk-visually-hidden">Error: </span>Enter the second"#))
    }

    @Test("A render is an observed read of the form, registered once: an edit afterwards is seen, and rendering again inside still works")
    func renderIsObserved() {
        let session = FormSession(form: ShippingForm(), layout: ShippingForm.layout)
        let renderer = HTMLFormRenderer<ShippingForm>(action: "/ship")
        var changes = 0
        var html = ""
        withObservationTracking {
            html = renderer.render(session)
        } onChange: {
            MainActor.assumeIsolated { changes += 1 }
        }
        #expect(html.contains("name=\"name\""))
        session.controller.name = "Ada"
        #expect(changes == 1)
        // Reads after a render register again (the render's scope has ended).
        var later = 0
        withObservationTracking {
            _ = session.controller.value(at: \.giftNote)
        } onChange: {
            MainActor.assumeIsolated { later += 1 }
        }
        session.controller.giftNote = "Happy birthday"
        #expect(later == 1)
        #expect(renderer.render(session).contains("Happy birthday"))
    }
}
