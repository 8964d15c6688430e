import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
import Testing

/// Every demo form renders, decodes what a browser sends back, and re-renders
/// with its errors, as the GOV.UK pattern shows them.
@MainActor
@Suite("HTML forms: render, decode, re-render")
struct RenderAndDecodeTests {
    private func renderer<F: ValidatableForm>(_: F.Type, errors: Bool = false) -> HTMLFormRenderer<F> {
        var renderer = HTMLFormRenderer<F>(action: "/form")
        renderer.showsErrors = errors
        return renderer
    }

    @Test("Every demo form renders; snapshots of each")
    func demoFormsRender() {
        let store = PlanStore()
        assertSnapshot(renderer(AddServerForm.self).render(FormSession(form: AddServerForm())), named: "add-server")
        assertSnapshot(renderer(EditTagForm.self).render(FormSession(form: EditTagForm())), named: "edit-tag")
        assertSnapshot(renderer(PollForm.self).render(FormSession(form: PollForm())), named: "poll")
        assertSnapshot(renderer(CardSettingsForm.self).render(FormSession(form: CardSettingsForm())), named: "card")
        assertSnapshot(renderer(ProfileForm.self).render(FormSession(form: ProfileForm())), named: "profile")
        assertSnapshot(renderer(DisplaySettingsForm.self).render(FormSession(form: DisplaySettingsForm())), named: "display")
        assertSnapshot(renderer(SettingsForm.self).render(FormSession(form: SettingsForm(plans: store))), named: "settings")
        assertSnapshot(renderer(CreatePlanForm.self).render(FormSession(form: CreatePlanForm(store: store))), named: "create-plan")
    }

    /// `form`'s page after `body` was posted and submitted, with its errors.
    private func pageWithErrors<F: PresentableForm & SubmittableForm>(
        _ form: F, body: String, serverMessages: [String: String] = [:]
    ) async throws -> String {
        let session = FormSession(form: form)
        let decoding = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
        #expect(decoding.action == .submit)
        _ = await session.submit()
        var renderer = renderer(F.self, errors: true)
        renderer.decodingProblems = decoding.problems.merging(serverMessages) { first, _ in first }
        return renderer.render(session)
    }

    @Test("Every demo form re-renders with its errors after a bad submission; snapshots of each")
    func demoFormsRenderErrors() async throws {
        let store = PlanStore()
        let pages = [
            ("add-server", try await pageWithErrors(AddServerForm(), body: "server=not+a+url&_fk_action=submit")),
            ("edit-tag", try await pageWithErrors(EditTagForm(), body: "title=&symbol=%23%23&newTag=Bad+Tag&_fk_action=submit")),
            ("poll", try await pageWithErrors(PollForm(), body: "question=&_fk_group=options%3A2&options.0=Tea&options.1=Tea&_fk_action=submit")),
            ("card", try await pageWithErrors(CardSettingsForm(), body: "name=&_fk_present=notifications&_fk_action=submit")),
            ("display", try await pageWithErrors(DisplaySettingsForm(), body: "textSize=big&theme=7&_fk_present=boldText&_fk_action=submit")),
            // Nothing in the settings can be wrong: a server's message about
            // the whole form, sent for a name no row has.
            (
                "settings",
                try await pageWithErrors(
                    SettingsForm(plans: store), body: "haptics=on&_fk_present=haptics&_fk_action=submit",
                    serverMessages: ["sync": "Settings could not be synced; try again"])
            ),
            ("create-plan", try await pageWithErrors(CreatePlanForm(store: store), body: "name=&email=ada%40example&_fk_action=submit")),
        ]
        for (name, page) in pages {
            assertSnapshot(page, named: name + "-errors")
            #expect(page.contains("<div class=\"fk-error-summary\""), "\(name) shows no error summary")
            #expect(page.contains("aria-invalid=\"true\"") || name == "settings", "\(name) marks no field")
            HTMLIdentifierChecks.expectValidUniqueIDs(in: page, name)
        }
    }

    @Test("Number and range inputs hold a number a browser keeps, the unit written after (regression: \"16 pt\" was dropped, so the profile never submitted)")
    func numberValuesBrowsersKeep() throws {
        let store = PlanStore()
        let pages = [
            renderer(AddServerForm.self).render(FormSession(form: AddServerForm())),
            renderer(EditTagForm.self).render(FormSession(form: EditTagForm())),
            renderer(PollForm.self).render(FormSession(form: PollForm())),
            renderer(CardSettingsForm.self).render(FormSession(form: CardSettingsForm())),
            renderer(ProfileForm.self).render(FormSession(form: ProfileForm())),
            renderer(DisplaySettingsForm.self).render(FormSession(form: DisplaySettingsForm())),
            renderer(SettingsForm.self).render(FormSession(form: SettingsForm(plans: store))),
            renderer(CreatePlanForm.self).render(FormSession(form: CreatePlanForm(store: store))),
        ]
        // HTML's "valid floating-point number": what a browser keeps as the
        // value of a number or range input (anything else becomes empty).
        let validNumber = try Regex("^-?([0-9]+(\\.[0-9]+)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$")
        var numberInputs = 0
        for page in pages {
            for input in page.matches(of: try Regex("<input[^>]* type=\"(number|range)\"[^>]*>")) {
                let tag = String(page[input.range])
                let value = try #require(tag.firstMatch(of: try Regex("value=\"([^\"]*)\"")).map { String(tag[$0.range]) })
                let text = String(value.dropFirst("value=\"".count).dropLast())
                #expect(text.isEmpty || text.wholeMatch(of: validNumber) != nil, "\(tag)")
                numberInputs += 1
            }
        }
        #expect(numberInputs >= 4)
        let profile = pages[4]
        #expect(profile.contains("name=\"textSize\" type=\"number\" class=\"fk-input fk-input--number\" value=\"16\""))
        #expect(profile.contains("<span class=\"fk-input-with-unit\"><input id=\"field-textSize\""))
        #expect(profile.contains("<span class=\"fk-unit\">pt</span></span>"), "the unit beside its number, in one element")
        // What the browser sends back reads, with or without the unit.
        let session = FormSession(form: ProfileForm())
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "textSize=18&volume=35"), into: session)
        #expect(session.controller.form.textSize == 18)
        #expect(session.controller.form.volume == 35)
        #expect(session.inputProblem(of: \ProfileForm.textSize) == nil)
    }

    @Test("A field's several messages are one to a line inline, and separate entries in the summary (regression: run together)")
    func severalMessages() async throws {
        let session = FormSession(form: ShortCodeForm())
        // Present but too short and not of the pattern: two messages.
        session.setText("A", for: \ShortCodeForm.name)
        _ = await session.submit()
        var renderer = renderer(ShortCodeForm.self, errors: true)
        renderer.showsErrors = true
        let html = renderer.render(session)
        let messages = session.messages(for: \ShortCodeForm.name)
        #expect(messages.count == 2, "\(messages)")
        let inline =
            "<p id=\"error-name\" class=\"fk-error-message\"><span class=\"fk-visually-hidden\">Error: </span>"
            + messages.map { "<span class=\"fk-error-message__line\">" + HTMLEscaping.text($0) + "</span>" }.joined() + "</p>"
        #expect(html.contains(inline), "\(html)")
        for message in messages {
            #expect(html.contains("<li><a href=\"#field-name\">" + HTMLEscaping.text(message) + "</a>"))
        }
    }

    @Test("A failed submission re-renders with the error summary, inline messages and every value as typed")
    func failedSubmission() async throws {
        let session = FormSession(form: ProfileForm())
        let body = "name=&email=not-an-email&teamSize=12a&_fk_action=submit"
        let decoding = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
        #expect(decoding.action == .submit)
        _ = await session.submit()
        var renderer = self.renderer(ProfileForm.self, errors: true)
        renderer.decodingProblems = decoding.problems
        let html = renderer.render(session)
        assertSnapshot(html, named: "profile-errors")
        #expect(renderer.pageTitle(for: session) == "Error: Profile")
        #expect(html.contains("There is a problem"))
        #expect(html.contains("role=\"alert\""))
        #expect(html.contains("tabindex=\"-1\" autofocus"), "the summary takes focus on load")
        #expect(html.components(separatedBy: "href=\"#field-teamSize\"").count == 2, "the problem is listed once")
        #expect(html.contains("value=\"12a\""), "text that did not read is kept")
        #expect(html.contains("value=\"not-an-email\""))
        #expect(html.contains("aria-invalid=\"true\""))
        #expect(html.contains("<span class=\"fk-visually-hidden\">Error: </span>"))
        #expect(html.contains("aria-describedby=\"error-email\""))
    }

    @Test("Checkboxes and checkbox groups clear when nothing is sent for them")
    func clearing() throws {
        let session = FormSession(form: ProfileForm())
        session.setOn(true, for: \ProfileForm.newsletter)
        session.selectOptions([0, 1], for: \ProfileForm.interests)
        let names = (
            newsletter: session.controller.fieldName(of: \ProfileForm.newsletter) ?? "",
            interests: session.controller.fieldName(of: \ProfileForm.interests) ?? ""
        )
        let html = HTMLFormRenderer<ProfileForm>(action: "/").render(session)
        #expect(html.contains("name=\"_fk_present\" value=\"\(names.newsletter)\""))
        // The browser sends the markers but not the unticked boxes.
        let body = "_fk_present=\(names.newsletter)&_fk_present=\(names.interests)"
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
        #expect(session.controller.form.newsletter == false)
        #expect(session.controller.form.interests.isEmpty)
        // Ticking sends the box and the options.
        _ = HTMLFormDecoder.decode(
            try SubmittedForm(parsing: "\(body)&\(names.newsletter)=on&\(names.interests)=2&\(names.interests)=0"), into: session)
        #expect(session.controller.form.newsletter)
        #expect(session.controller.form.interests.count == 2)
    }

    @Test("A choice that was not offered is a message on the field, never a failure")
    func tamperedChoice() throws {
        let session = FormSession(form: ProfileForm())
        let name = try #require(session.controller.fieldName(of: \ProfileForm.country))
        let before = session.controller.form.country
        let decoding = HTMLFormDecoder.decode(try SubmittedForm(parsing: "\(name)=99"), into: session)
        #expect(decoding.problems[name] == "Choose one of the options")
        #expect(session.controller.form.country == before)
        var renderer = self.renderer(ProfileForm.self, errors: true)
        renderer.decodingProblems = decoding.problems
        #expect(renderer.render(session).contains("Choose one of the options"))
    }

    @Test("The poll's add, remove and reorder buttons work without JavaScript")
    func repeatedGroups() throws {
        let session = FormSession(form: PollForm())
        let first = HTMLFormRenderer<PollForm>(action: "/poll").render(session)
        #expect(first.contains("name=\"_fk_group\" value=\"options:2\""))
        #expect(first.contains("value=\"add:options\""))
        // Add, keeping what was typed.
        var decoding = HTMLFormDecoder.decode(
            try SubmittedForm(parsing: "question=Lunch%3F&options.0=Tea&options.1=Soup&_fk_group=options:2&_fk_action=add:options"), into: session)
        #expect(decoding.action == .add(group: "options"))
        #expect(session.controller.form.options == ["Tea", "Soup", ""])
        #expect(session.controller.form.question == "Lunch?")
        // Move the third up, after typing in it.
        decoding = HTMLFormDecoder.decode(
            try SubmittedForm(parsing: "options.0=Tea&options.1=Soup&options.2=Cake&_fk_group=options:3&_fk_action=move:2:-1:options"),
            into: session)
        #expect(session.controller.form.options == ["Tea", "Cake", "Soup"])
        // Remove the first.
        decoding = HTMLFormDecoder.decode(
            try SubmittedForm(parsing: "options.0=Tea&options.1=Cake&options.2=Soup&_fk_group=options:3&_fk_action=remove:0:options"),
            into: session)
        #expect(session.controller.form.options == ["Cake", "Soup"])
        // At the minimum, Remove is disabled and refused.
        let html = HTMLFormRenderer<PollForm>(action: "/poll").render(session)
        #expect(html.contains("value=\"remove:0:options\" disabled"))
        decoding = HTMLFormDecoder.decode(
            try SubmittedForm(parsing: "options.0=Cake&options.1=Soup&_fk_group=options:2&_fk_action=remove:0:options"), into: session)
        guard case .refused = decoding.groupEdit else {
            Issue.record("removing below the minimum was not refused")
            return
        }
        #expect(session.controller.form.options == ["Cake", "Soup"])
    }

    @Test("At its maximum a group's Add button is disabled and says why, tied to it (regression: disabled without a word)")
    func addAtMaximumSaysWhy() throws {
        var poll = PollForm()
        poll.options = (1...10).map { "Option \($0)" }
        let html = HTMLFormRenderer<PollForm>(action: "/poll").render(FormSession(form: poll))
        let button = try #require(html.range(of: "value=\"add:options\""))
        let tag = html[html[..<button.lowerBound].range(of: "<button", options: .backwards)!.lowerBound...].prefix { $0 != ">" }
        #expect(tag.contains("disabled"), "\(tag)")
        let describedBy = try #require(tag.range(of: "aria-describedby=\""))
        let id = String(tag[describedBy.upperBound...].prefix { $0 != "\"" })
        #expect(html.contains("id=\"\(id)\" class=\"fk-hint\">At most 10 options."), "\(html)")
    }

    @Test("Every element button's value reads back as its action, for every element of a full group")
    func elementButtonValuesRoundTrip() throws {
        let session = FormSession(form: PollForm())
        while case .done = session.appendElement(toGroup: "options") {}
        let count = session.elementCount(ofGroup: "options")
        #expect(count == 10)
        let html = HTMLFormRenderer<PollForm>(action: "/poll").render(session)
        var expected: [HTMLFormAction] = []
        for index in 0..<count {
            expected.append(.remove(group: "options", index: index))
            if index > 0 { expected.append(.move(group: "options", index: index, offset: -1)) }
            if index < count - 1 { expected.append(.move(group: "options", index: index, offset: 1)) }
        }
        let values = html.components(separatedBy: "name=\"_fk_action\" value=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        let actions = values.map { HTMLFormAction(value: $0) }.filter { action in
            switch action {
            case .remove, .move: return true
            default: return false
            }
        }
        #expect(actions == expected)
        #expect(values.contains("move:9:-1:options"))
    }

    @Test("The element buttons' words come from the message provider (regression: English only)")
    func elementButtonsTranslated() {
        struct German: ValidationMessageProvider {
            func text(for message: ValidationMessage) -> String? {
                switch message {
                case .removeElement(let item, let position): return "\(item) \(position) entfernen"
                case .moveElementDown(let item, let position): return "\(item) \(position) nach unten"
                default: return nil
                }
            }
        }
        let html = ValidationMessages.withProvider(German()) { HTMLFormRenderer<PollForm>(action: "/poll").render(FormSession(form: PollForm())) }
        #expect(html.contains(">option 1 entfernen</button>"))
        #expect(html.contains(">option 1 nach unten</button>"))
        #expect(html.contains(">Move option 2 up</button>"), "untranslated words fall back to English")
    }

    @Test("The element buttons' markup is kept per outline, their words looked up per render: one session in two languages, then with more and fewer options")
    func elementButtonsPerRender() async throws {
        struct German: ValidationMessageProvider {
            func text(for message: ValidationMessage) -> String? {
                if case .removeElement(let item, let position) = message { return "\(item) \(position) entfernen" }
                return nil
            }
        }
        let session = FormSession(form: PollForm())
        let renderer = HTMLFormRenderer<PollForm>(action: "/poll")
        let english = renderer.render(session)
        let german = ValidationMessages.withProvider(German()) { renderer.render(session) }
        #expect(english.contains(">Remove option 1</button>"))
        #expect(german.contains(">option 1 entfernen</button>"))
        #expect(!german.contains(">Remove option 1</button>"))
        #expect(renderer.render(session) == english, "the language of one request does not stay")
        #expect(
            ValidationMessages.withProvider(German()) { renderer.render(session) } == german,
            "nor do the English words, kept once they were written, for the next request")
        func buttons(_ html: String) -> [String] {
            html.components(separatedBy: "name=\"_fk_action\" value=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        // PollForm has two options at least: with two, Remove is disabled.
        #expect(english.contains("value=\"remove:0:options\" disabled>"))
        #expect(session.appendElement(toGroup: "options") == .done)
        let three = renderer.render(session)
        #expect(
            buttons(three).filter { $0.hasPrefix("remove") || $0.hasPrefix("move") } == [
                "remove:0:options", "move:0:1:options", "remove:1:options", "move:1:-1:options", "move:1:1:options", "remove:2:options", "move:2:-1:options",
            ])
        #expect(!three.contains("disabled>"), "three options: each can go")
        #expect(three.contains(">Move option 2 down</button>"))
        #expect(session.removeElement(at: 2, fromGroup: "options") == .done)
        #expect(renderer.render(session) == english)
    }

    @Test("A repeated group's own messages show at its anchor row and in the summary (regression: missing on the web)")
    func groupMessages() async throws {
        let session = FormSession(form: PollForm())
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "question=Lunch&options.0=Tea&options.1=&_fk_group=options:2"), into: session)
        _ = await session.submit()
        var renderer = HTMLFormRenderer<PollForm>(action: "/poll")
        renderer.showsErrors = true
        let html = renderer.render(session)
        #expect(html.contains(##"<a href="#field-options-2e-1">Fill in every option</a>"##), "linked from the summary to the empty option")
        #expect(html.contains(#"<p id="error-options-2e-1" class="fk-error-message">"#))
    }

    @Test("Messages about the whole form, a server's unmatched ones and a group's size lead the summary, unlinked")
    func formWideMessages() async throws {
        let session = FormSession(form: RejectedForm(), layout: RejectedForm.layout)
        _ = await session.submit()
        var renderer = HTMLFormRenderer<RejectedForm>(action: "/rejected")
        renderer.showsErrors = true
        renderer.decodingProblems = ["items": "Add at most 4 items"]
        let html = renderer.render(session)
        #expect(html.contains("<li>Try again later</li>"))
        #expect(html.contains("<li>coupon: Expired</li>"))
        #expect(html.contains("<li>Add at most 4 items</li>"))
        #expect(html.contains(##"<a href="#field-name">Taken</a>"##))
        #expect(renderer.pageTitle(for: session).hasPrefix("Error: "))
    }

    @Test(
        "A Move or Remove button's value with numbers at the ends of Int is refused, never a crash, and the values sent are kept (regression: move:9223372036854775803:5 overflowed, found by FuzzHTMLDecode)",
        arguments: [
            "move:09223372036854775803:5:options", "move:9223372036854775807:1:options", "move:1:9223372036854775807:options",
            "move:-9223372036854775808:-1:options", "move:0:-9223372036854775808:options", "remove:-9223372036854775808:options",
            "remove:9223372036854775807:options",
        ])
    func actionNumbersAtTheEndsOfInt(action: String) throws {
        let session = FormSession(form: PollForm())
        let body = "question=Lunch&options.0=Tea&options.1=Cake&_fk_group=options:2&_fk_action=" + action
        let decoding = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
        #expect(decoding.groupEdit != .done)
        #expect(session.elementCount(ofGroup: "options") == 2)
        #expect(session.controller.form.question == "Lunch")
        #expect(session.controller.form.options == ["Tea", "Cake"])
    }

    @Test("A group's elements follow the order they were sent, whatever their indices")
    func nonContiguousIndices() throws {
        let session = FormSession(form: PollForm())
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "options.7=Cake&options.2=Tea&options.9=Soup&_fk_group=options:2"), into: session)
        #expect(session.controller.form.options == ["Cake", "Tea", "Soup"])
        // A script that dropped the first element and renumbered nothing.
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: "options.1=Tea&options.2=Soup&_fk_group=options:3"), into: session)
        #expect(session.controller.form.options == ["Tea", "Soup"])
        // Errors name the elements as they now are.
        let html = HTMLFormRenderer<PollForm>(action: "/poll").render(session)
        #expect(html.contains("name=\"options.1\"") && !html.contains("name=\"options.2\""))
    }

    @Test("Only a group's first count marker is applied (regression: alternating markers cost an edit per element each, seconds per request)")
    func repeatedGroupMarkers() throws {
        let session = FormSession(form: PollForm())
        let body = Array(repeating: "_fk_group=options:10&_fk_group=options:2", count: 500).joined(separator: "&")
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
        #expect(session.controller.form.options.count == 10, "the first marker, as a browser sends only one")
    }

    @Test("A group count over the limit is cut to it, with a message on the group, never a crash")
    func groupCountLimit() throws {
        let session = FormSession(form: PollForm())
        let limits = SubmittedFormLimits(maximumBodySize: 1_000, maximumPairCount: 100, maximumNameLength: 100, maximumValueLength: 100, maximumGroupSize: 4)
        let decoding = HTMLFormDecoder.decode(try SubmittedForm(parsing: "_fk_group=options:1000000"), into: session, limits: limits)
        #expect(session.controller.form.options.count == 4)
        #expect(decoding.problems["options"] == ValidationMessages.text(for: .tooManyItems(maximum: 4)))
    }

    @Test("Enter in a field submits: the first submit button is Submit, not a group's Add")
    func defaultButton() {
        let html = HTMLFormRenderer<PollForm>(action: "/poll").render(FormSession(form: PollForm()))
        let firstButton = html.range(of: "<button")
        let submit = html.range(of: "value=\"submit\"")
        let add = html.range(of: "value=\"add:options\"")
        #expect(firstButton != nil && submit != nil && add != nil)
        if let submit, let add { #expect(submit.lowerBound < add.lowerBound) }
    }

    @Test(
        "The poll's \"Enter in the last option adds another\" shows only where the script makes it so: left out without the script, hidden until it runs with it (regression: said on every page, while Enter sent the form)"
    )
    func enterHintOnlyWithScript() {
        let hint = "Enter in the last option adds another."
        var renderer = HTMLFormRenderer<PollForm>(action: "/poll")
        let plain = renderer.render(FormSession(form: PollForm()))
        #expect(!plain.contains(hint), "a page without the script says nothing Enter does not do")
        #expect(plain.contains("<legend>Options</legend>"), "the section is there")
        renderer.liveValidation = .external(url: "/live.js")
        let scripted = renderer.render(FormSession(form: PollForm()))
        #expect(scripted.contains(#"<p class="fk-section__footer" data-fk-needs-script hidden>"# + hint + "</p>"))
        // Other footers are the page's, with or without a script.
        let plan = HTMLFormRenderer<CreatePlanForm>(action: "/plan").render(FormSession(form: CreatePlanForm(store: PlanStore())))
        #expect(plan.contains(#"<p class="fk-section__footer">A plan's name must be unique.</p>"#))
    }

    @Test("A password is never written back into a page: the field is empty and says to type it again (regression: value=\"secretpass1\")")
    func passwordsNotSentBack() async throws {
        let session = FormSession(form: ProfileForm())
        let body = "name=Ada&password=secretpass1&confirmation=secretpass2&\(HTMLFormAction.key)=submit"
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
        #expect(session.controller.form.password == "secretpass1", "the session keeps what was typed")
        var renderer = HTMLFormRenderer<ProfileForm>(action: "/profile")
        renderer.showsErrors = true
        _ = await session.submit()
        let html = renderer.render(session)
        #expect(!html.contains("secretpass"))
        let note = ValidationMessages.text(for: .typeSecretAgain)
        #expect(html.contains("<div id=\"retype-password\" class=\"fk-hint\">\(note)</div>"))
        #expect(html.contains("aria-describedby=\"hint-password retype-password"))
        // A new form's empty password needs no note.
        let fresh = HTMLFormRenderer<ProfileForm>(action: "/profile").render(FormSession(form: ProfileForm()))
        #expect(!fresh.contains("retype-password"))
    }

    @Test("Content hints and limits become HTML attributes")
    func attributes() {
        let html = HTMLFormRenderer<ProfileForm>(action: "/").render(FormSession(form: ProfileForm()))
        #expect(html.contains("type=\"email\""))
        #expect(html.contains("autocomplete=\"email\""))
        #expect(html.contains("type=\"password\""))
        #expect(html.contains("autocomplete=\"new-password\""))
        #expect(html.contains("type=\"range\""))
        #expect(html.contains("<textarea"))
        #expect(html.contains("type=\"date\""))
        #expect(html.contains("type=\"time\""))
        #expect(html.contains("<select"))
        #expect(html.contains("type=\"radio\""))
        #expect(html.contains("novalidate"))
        #expect(html.contains("accept-charset=\"UTF-8\""))
        #expect(html.components(separatedBy: "for=\"field-newsletter\"").count == 2, "a checkbox has one label, so its name is said once")
    }
}

/// A form whose server rejects every submission with messages for a field,
/// for the whole form and for a name that is not a field.
struct RejectedForm: ValidatableForm, SubmittableForm {
    @Validated var name = "Ada"

    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

    @MainActor
    func submit() async throws {
        throw ValidationError.invalid(errors: ["name": ["Taken"], ValidationError.formWideKey: ["Try again later"], "coupon": ["Expired"]])
    }

    static var layout: FormLayout<RejectedForm> {
        FormLayout(title: "Rejected") { FormSection { TextRow("Name", \.name) } }
    }
}

/// A field with two rules a value can fail at once.
struct ShortCodeForm: ValidatableForm, SubmittableForm, PresentableForm {
    @Validated(name: "name", .minLength(3), .pattern("^[a-z]+$")) var name = ""

    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

    @MainActor
    func submit() async throws {}

    var layout: FormLayout<Self> {
        FormLayout(title: "Code") { FormSection { TextRow("Code", \.name) } }
    }
}
