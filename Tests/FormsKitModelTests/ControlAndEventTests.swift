import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Observation
import Testing

@MainActor
@Suite("Controls and events")
struct ControlAndEventTests {
    @Test("Typed numbers are kept (rules report them), integers round, steppers clamp, formats write and parse")
    func numbers() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        session.controller.validate()
        session.setNumber(150.7, for: \.age)
        #expect(session.controller.form.age == 151, "a typed value is not silently changed")
        #expect(session.controller.form.$age == .invalid(messages: ["Must be between 0 and 120"]))
        session.setNumber(41.6, for: \.age)
        #expect(session.controller.form.age == 42)
        session.step(\ProfileForm.age, by: -2)
        #expect(session.controller.form.age == 40)
        let format = NumberFormat(fractionDigits: 2, unit: " €")
        #expect(format.string(3.5) == "3.50 €")
        #expect(format.parse(" 3.50 € ") == 3.5)
        #expect(NumberFormat.automatic.string(2) == "2")
        #expect(NumberFormat.automatic.parse("x") == nil)
    }

    @Test(
        "A typed number outside a stepper's or slider's range, or between its steps, is a problem and the text stays (regression: 99 was saved as 24)"
    )
    func typedNumbersOutsideRangeOrStep() {
        struct Settings: ValidatableForm {
            @Validated var size = 16
            @Validated var volume = 0.5
            var validatedFields: [ValidatedField<Settings>] { [.init(\.size, wrappedBy: \._size), .init(\.volume, wrappedBy: \._volume)] }
        }
        let layout = FormLayout<Settings> {
            FormSection {
                StepperRow("Size", \.size, range: 12...24, step: 2, format: NumberFormat(fractionDigits: 0, unit: " pt"))
                SliderRow("Volume", \.volume, range: 0...1, step: 0.1)
            }
        }
        let session = FormSession(form: Settings(), layout: layout)
        session.setText("99", for: \Settings.size)
        #expect(session.controller.form.size == 16, "the value is not changed")
        #expect(session.text(of: \Settings.size) == "99", "the text stays as typed")
        #expect(session.inputProblem(of: \Settings.size)?.message == "Must be between 12 pt and 24 pt")
        session.setText("17", for: \Settings.size)
        #expect(session.controller.form.size == 16)
        #expect(session.inputProblem(of: \Settings.size)?.message == "Enter 16 pt or 18 pt: the value goes in steps")
        session.setText("18", for: \Settings.size)
        #expect(session.controller.form.size == 18)
        #expect(session.inputProblem(of: \Settings.size) == nil)
        session.setText("0.3", for: \Settings.volume)
        #expect(session.controller.form.volume == 0.3, "a step of 0.1 holds 0.3 though binary floating point does not")
        session.setText("0.35", for: \Settings.volume)
        #expect(session.inputProblem(of: \Settings.volume) != nil)
        session.step(\Settings.size, by: 10)
        #expect(session.controller.form.size == 24, "stepping stays in the range")
    }

    @Test(
        "Text longer than a row's character limit is a problem, kept as typed and not written; a character is a grapheme cluster (regression: cut without a word, 🇺🇦 kept as 🇺)"
    )
    func characterLimit() throws {
        let layout = FormLayout<ProfileForm> {
            FormSection {
                TextRow("Name", \.name, characterLimit: 5)
                TextRow("Email", \.email)
            }
        }
        let session = FormSession(form: ProfileForm(), layout: layout)
        session.setText("Grace", for: \ProfileForm.name)
        session.setText("Ada Lovelace", for: \ProfileForm.name)
        #expect(session.controller.form.name == "Grace", "the value is not cut, nor changed")
        #expect(session.text(of: \ProfileForm.name) == "Ada Lovelace", "the text stays as typed")
        #expect(session.messages(for: \ProfileForm.name).first == "Must be no more than 5 characters")
        session.setText("👩🏽‍💻 Ada", for: \ProfileForm.name)
        #expect(session.controller.form.name == "👩🏽‍💻 Ada", "characters as people count them, not bytes or code points")
        #expect(session.inputProblem(of: \ProfileForm.name) == nil)
        for word in ["🇺🇦", "e\u{301}", "👍🏾"] {
            session.setText(word + "1234", for: \ProfileForm.name)
            #expect(session.controller.form.name == word + "1234", "\(word) is one character")
        }
        guard case .text(let text) = try #require(session.row(\ProfileForm.name)).control else {
            Issue.record("the name row is a text row")
            return
        }
        text.setText("Grace Hopper", in: session.controller)
        #expect(session.controller.form.name == "👍🏾1234", "the control refuses too long text too")
        session.setText("a-long-address@example.com", for: \ProfileForm.email)
        #expect(session.controller.form.email == "a-long-address@example.com", "no limit, no cut")
    }

    @Test("Text is stored normalized on every surface: ends trimmed, control characters gone, line breaks kept in multi-line text, passwords as typed")
    func normalizedText() {
        struct Account: ValidatableForm {
            @Validated(.minLength(3)) var name = ""
            @Validated var password = ""
            @Validated var about = ""
            var validatedFields: [ValidatedField<Account>] {
                [.init(\.name, wrappedBy: \._name), .init(\.password, wrappedBy: \._password), .init(\.about, wrappedBy: \._about)]
            }
        }
        let layout = FormLayout<Account> {
            FormSection {
                TextRow("Name", \.name)
                SecureTextRow("Password", \.password)
                MultilineTextRow("About", \.about)
            }
        }
        let session = FormSession(form: Account(), layout: layout)
        session.setText("xy ", for: \Account.name)
        #expect(session.controller.form.name == "xy")
        session.controller.validate()
        #expect(session.messages(for: \Account.name) == ["Must be at least 3 characters"], "the rules check what is stored")
        session.setText("\u{200B}\u{FEFF} \u{2060}", for: \Account.name)
        #expect(session.controller.form.name == "", "invisible characters alone are no name")
        session.setText("A\u{0}d\u{1B}a\u{7F}\tL\nx", for: \Account.name)
        #expect(session.controller.form.name == "Ada L x")
        session.setText(" pass word ", for: \Account.password)
        #expect(session.controller.form.password == " pass word ", "a password is the user's secret as typed")
        session.setText("\r\n Line one\r\n\tLine two\u{0}\n\n", for: \Account.about)
        #expect(session.controller.form.about == "Line one\n\tLine two")
        session.controller.focus = \Account.name
        session.setText("Ada ", for: \Account.name)
        #expect(session.text(of: \Account.name) == "Ada ", "the row being typed in shows the text as typed")
        #expect(session.controller.form.name == "Ada")
        session.controller.focus = \Account.about
        #expect(session.text(of: \Account.name) == "Ada", "the other rows show what is stored")
    }

    @Test("A choice moved by an offset at the ends of Int wraps as by the offset's remainder, never a crash (regression: current + offset overflowed)")
    func choiceMovedByOffsetsAtTheEndsOfInt() throws {
        let count = 3
        for (start, offset) in (0..<count).flatMap({ start in [Int.max, Int.min, Int.max - 1, Int.min + 1].map { (start, $0) } }) {
            let far = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
            let near = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
            guard case .choice(let choice) = try #require(far.row(\ProfileForm.theme)).control else {
                Issue.record("theme is a choice row")
                return
            }
            #expect(choice.optionLabels(in: far.controller).count == count)
            for session in [far, near] { session.moveSelection(of: \ProfileForm.theme, by: start) }
            far.moveSelection(of: \ProfileForm.theme, by: offset)
            near.moveSelection(of: \ProfileForm.theme, by: offset % count)
            #expect(far.controller.form.theme == near.controller.form.theme, "from \(start) by \(offset)")
        }
    }

    @Test("An option typed by a number at the ends of Int names none, never a crash (regression: number - 1 overflowed)")
    func optionTypedAtTheEndsOfInt() throws {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        guard case .choice(let choice) = try #require(session.row(\ProfileForm.theme)).control else {
            Issue.record("theme is a choice row")
            return
        }
        for text in ["-9223372036854775808", "9223372036854775807", "0", "-1", "4"] {
            #expect(choice.option(matching: text, in: session.controller) == nil, "\(text)")
        }
        #expect(choice.option(matching: "2", in: session.controller) == 1)
    }

    @Test("Choices move with wrap-around; multiple choices filter by label")
    func choices() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        session.moveSelection(of: \ProfileForm.theme, by: -1)
        #expect(session.controller.form.theme == .dark)
        session.moveSelection(of: \ProfileForm.theme, by: 1)
        #expect(session.controller.form.theme == .system)
        guard case .multipleChoice(let interests) = session.row(\ProfileForm.interests)?.control else {
            Issue.record("interests is a multiple-choice row")
            return
        }
        #expect(interests.indices(matching: "AS", in: session.controller) == [3])
        #expect(interests.indices(matching: "", in: session.controller) == [0, 1, 2, 3])
        session.toggleOption(1, for: \.interests)
        session.toggleOption(1, for: \.interests)
        #expect(session.controller.form.interests.isEmpty)
    }

    @Test("Dates are edited as ISO 8601 text")
    func dates() {
        var form = ProfileForm()
        form.newsletter = true
        let session = FormSession(form: form, layout: ProfileForm.layout)
        let date = DateText.date(from: "1815-12-10", components: DateControl<ProfileForm>.Components.date)
        session.setDate(date, for: \.birthday)
        guard case .date(let control) = session.row(\ProfileForm.birthday)?.control else {
            Issue.record("birthday is a date row")
            return
        }
        #expect(control.text(in: session.controller) == "1815-12-10")
        session.setDate(nil, for: \.birthday)
        #expect(session.controller.form.birthday == nil)
    }

    @Test("Rows report taps and changes to their handlers and to the session")
    func events() {
        var log: [String] = []
        let layout = FormLayout<ProfileForm> {
            FormSection {
                TextRow("Name", \.name).onChange { _ in log.append("name changed") }
                ButtonRow("Hello") { _ in log.append("action") }.onTap { _ in log.append("tapped") }
                ToggleRow("Newsletter", \.newsletter).onChange { session in
                    log.append("newsletter \(session.controller.form.newsletter)")
                }
            }
        }
        let session = FormSession(form: ProfileForm(), layout: layout)
        session.eventHandler = { event in
            switch event {
            case .activated(let id): log.append("event activated \(id == \ProfileForm.[row: "button:Hello"] ? "Hello" : "?")")
            case .changed(let id): log.append("event changed \(id == \ProfileForm.name ? "name" : "other")")
            }
        }
        session.setText("Ada", for: \.name)
        session.activate(\ProfileForm.[row: "button:Hello"])
        session.activate(\ProfileForm.newsletter)
        #expect(
            log == [
                "name changed", "event changed name",
                "action", "tapped", "event activated Hello",
                "newsletter true", "event changed other", "event activated ?",
            ])
    }

    @Test("Activation tells the surface to submit, cancel, open or start over")
    func activationResults() {
        let destinationLayout = FormLayout<ProfileForm> {
            FormSection {
                ButtonRow("Save", role: .submit)
                ButtonRow("Cancel", role: .cancel)
                ButtonRow("Reset", role: .reset)
                LinkRow("Help", to: .page("help", title: "Help"))
                ButtonRow("Off", role: .plain).disabled()
            }
        }
        let session = FormSession(form: ProfileForm(), layout: destinationLayout)
        guard case .submit = session.activate(\ProfileForm.[row: "button:Save"]) else {
            Issue.record("submit")
            return
        }
        guard case .cancel = session.activate(\ProfileForm.[row: "button:Cancel"]) else {
            Issue.record("cancel")
            return
        }
        guard case .open(let destination) = session.activate(\ProfileForm.[row: "link:Help"]),
            case .page(let id) = destination.kind, id == "help"
        else {
            Issue.record("open")
            return
        }
        guard case .ignored = session.activate(\ProfileForm.[row: "button:Off"]) else {
            Issue.record("disabled")
            return
        }
        // Start over asks first: the button only says so (regression: every
        // field was put back at once, without a word).
        session.controller.form.name = "changed"
        guard case .startOver = session.activate(\ProfileForm.[row: "button:Reset"]) else {
            Issue.record("start over")
            return
        }
        #expect(session.controller.form.name == "changed", "nothing is lost until the person says yes")
        session.startOver()
        #expect(session.controller.form.name == "")
    }

    @Test("The navigator asks \"Start over?\" for a form with changes; no keeps them, yes puts every field back; a form without changes starts over at once")
    func navigatorStartsOver() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        let navigator = FormNavigator(root: session)
        session.setText("Ada", for: \ProfileForm.name)
        session.setText("12a", for: \ProfileForm.age)
        #expect(navigator.startOver() == .needsConfirmation)
        #expect(navigator.pendingLeave == .startOver)
        #expect(navigator.confirmLeave(discarding: false) == .stayed)
        #expect(session.controller.form.name == "Ada" && session.text(of: \ProfileForm.age) == "12a")
        navigator.startOver()
        #expect(navigator.confirmLeave(discarding: true) == .stayed)
        #expect(navigator.outcome == nil, "starting over does not leave the form")
        #expect(session.controller.form.name == "" && session.text(of: \ProfileForm.age) == "30", "values and typed text are put back")
        #expect(navigator.startOver() == .stayed, "nothing to lose: no question")
        #expect(navigator.pendingLeave == nil)
    }

    @Test("A custom row draws with the renderer-neutral vocabulary")
    func customRow() {
        let layout = FormLayout<ProfileForm> {
            FormSection {
                CustomRow(id: "avatar") { form in
                    .hstack {
                        ChromeNode.text("☺", role: .title)
                        ChromeNode.text(form.name, role: .caption)
                    }
                }
            }
        }
        var form = ProfileForm()
        form.name = "Ada"
        #expect(FormTextSnapshot(FormSession(form: form, layout: layout)).render().contains(#"[custom]  h[title("☺"), caption("Ada")]"#))
    }
}

/// Input problems in another language.
struct FrenchInputProblems: ValidationMessageProvider {
    func text(for message: ValidationMessage) -> String? {
        switch message {
        case .notAWholeNumber: return "Saisissez un nombre entier"
        default: return nil
        }
    }
}

@MainActor
@Suite("Input problems")
struct InputProblemTests {
    @Test("A time field asks for a time, and a date or time that does not exist is told so, not its format (regression: \"Enter a date as hh:mm\")")
    func dateAndTimeProblems() {
        let session = FormSession(form: AppointmentForm())
        session.setText("half past", for: \AppointmentForm.time)
        #expect(session.inputProblem(of: \AppointmentForm.time)?.message == "Enter a time as hh:mm, such as 14:30")
        session.setText("24:00", for: \AppointmentForm.time)
        #expect(session.inputProblem(of: \AppointmentForm.time)?.message == "There is no such time: check the hour and the minutes")
        session.setText("2023-02-30", for: \AppointmentForm.day)
        #expect(session.inputProblem(of: \AppointmentForm.day)?.message == "There is no such date: check the day and the month")
        session.setText("30 February", for: \AppointmentForm.day)
        #expect(session.inputProblem(of: \AppointmentForm.day)?.message == "Enter a date as yyyy-mm-dd")
        session.setText("2023-02-28", for: \AppointmentForm.day)
        #expect(session.inputProblem(of: \AppointmentForm.day) == nil)
    }

    @Test("Text that does not read is kept with a problem from the message provider, in its language")
    func localizedProblem() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        ValidationMessages.withProvider(FrenchInputProblems()) {
            session.setText("4.5", for: \ProfileForm.age)
        }
        #expect(session.inputProblem(of: \ProfileForm.age)?.message == "Saisissez un nombre entier")
        #expect(session.controller.form.age == 30, "the value keeps its last good number")
        session.setText("12a", for: \ProfileForm.age)
        #expect(session.inputProblem(of: \ProfileForm.age)?.message == "Enter a whole number")
        #expect(session.text(of: \ProfileForm.age) == "12a", "the text is kept as typed")
        session.setText("41", for: \ProfileForm.age)
        #expect(session.inputProblem(of: \ProfileForm.age) == nil)
        #expect(session.controller.form.age == 41)
    }

    @Test("Controls read their fields where they lie as they read them through key paths: after edits, resets, in array elements, and observed")
    func controlsReadFieldsInPlace() throws {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        let controller = session.controller
        func control(_ id: PartialKeyPath<ProfileForm>) throws -> RowControl<ProfileForm> { try #require(session.row(id)).control }
        guard case .text(let name) = try control(\ProfileForm.name), case .toggle(let newsletter) = try control(\ProfileForm.newsletter),
            case .choice(let theme) = try control(\ProfileForm.theme), case .number(let age) = try control(\ProfileForm.age)
        else {
            Issue.record("ProfileForm's rows changed")
            return
        }
        // Read twice: the first read works out where the field lies, the second reads there.
        for _ in 0..<2 {
            #expect(name.text(in: controller) == "")
            #expect(!newsletter.isOn(in: controller))
            #expect(age.text(in: controller) == "30")
        }
        let themeBefore = theme.selectedIndex(in: controller)
        controller.name = "Ada Lovelace, with a name longer than fifteen bytes"
        controller.newsletter = true
        controller.age = 36
        theme.select(2, in: controller)
        #expect(name.text(in: controller) == "Ada Lovelace, with a name longer than fifteen bytes")
        #expect(newsletter.isOn(in: controller))
        #expect(age.text(in: controller) == "36")
        #expect(theme.selectedIndex(in: controller) == 2)
        controller.reset()
        #expect(name.text(in: controller) == "")
        #expect(theme.selectedIndex(in: controller) == themeBefore)

        // A read through a control is an observed read of the form.
        var changes = 0
        withObservationTracking {
            _ = name.text(in: controller)
        } onChange: {
            MainActor.assumeIsolated { changes += 1 }
        }
        controller.name = "Grace"
        #expect(changes == 1)

        // Elements of an array have no fixed place: read through the key path.
        let options = FormSession(form: OptionsForm(), layout: OptionsForm.layout)
        options.controller.options = ["Tea", "Coffee"]
        let rows = options.outline.compactMap { entry -> TextControl<OptionsForm>? in
            if case .text(let text) = entry.row.control { return text }
            return nil
        }
        #expect(rows.map { $0.text(in: options.controller) } == ["Tea", "Coffee"])
    }
}

/// A day and a time, each a date field of its own.
private struct AppointmentForm: ValidatableForm, PresentableForm {
    @Validated var day = Date(timeIntervalSince1970: 0)
    @Validated var time = Date(timeIntervalSince1970: 0)

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.day, wrappedBy: \._day), .init(\.time, wrappedBy: \._time)]
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Appointment") {
            FormSection {
                DateRow("Day", \.day)
                DateRow("Time", \.time, components: .time)
            }
        }
    }
}
