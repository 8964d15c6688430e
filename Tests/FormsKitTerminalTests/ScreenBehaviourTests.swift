import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import Testing

/// What each control does with a key, what the screen shows at any size, and
/// the title bar and footer.
@MainActor
@Suite("Screen behaviour")
struct ScreenBehaviourTests {
    @Test("Enter on a toggle moves on; Space, ←/→ and y/n toggle (regression: Enter toggled)")
    func toggleKeys() async {
        let session = FormSession(form: SettingsForm(plans: PlanStore()))
        let driver = TerminalFormDriver(session: session, width: 56, height: 24)
        await driver.press(.tab)  // Display → Haptics
        #expect(session.controller.focus == \SettingsForm.haptics)
        await driver.press(.enter)
        #expect(session.controller.form.haptics == true, "Enter does not toggle")
        #expect(session.controller.focus == \SettingsForm.[row: "button:Edit profile"], "Enter moves on")
        await driver.press(.backTab)
        await driver.press(.character(" "))
        #expect(session.controller.form.haptics == false)
        await driver.press(.right)
        #expect(session.controller.form.haptics == true)
        await driver.press(.character("n"))
        #expect(session.controller.form.haptics == false)
        await driver.press(.character("y"))
        #expect(session.controller.form.haptics == true)
    }

    @Test("An untouched create form's submit shows what is missing (regression: 'Nothing has changed yet')")
    func untouchedCreateForm() async {
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore())), width: 60, height: 14)
        await driver.press(.control("s"))
        #expect(driver.screen.contains("Name is required"))
        #expect(driver.outcome == nil)
    }

    @Test("An edit form that has not changed says so on submit, and its Submit is shown disabled")
    func unchangedEditForm() async {
        let controller = FormController(form: RenameForm())
        controller.populate(from: "Personal")
        let layout = FormLayout<RenameForm>(title: "Rename", submitTitle: "Save") { FormSection { TextRow("Name", \.name) } }
        let driver = TerminalFormDriver(session: FormSession(layout: layout, controller: controller), width: 50, height: 10)
        let titleStyles = driver.styledScreen.components(separatedBy: "\n--- styles ---\n")[1].components(separatedBy: "\n")[0]
        #expect(titleStyles.hasSuffix("8888"), "Save is drawn disabled")
        await driver.press(.control("s"))
        #expect(driver.screen.contains("Nothing has changed yet."))
        await driver.type("!")
        await driver.press(.control("s"))
        guard case .submitted(let name)? = driver.outcome else {
            Issue.record("a changed edit form submits")
            return
        }
        #expect(name == "Personal!")
    }

    @Test("An edit form whose number is typed as text that does not read says that, not that nothing changed (regression: both)")
    func unreadableTextInAnEditForm() async {
        let controller = FormController(form: SizeForm())
        controller.populate(from: 16)
        let layout = FormLayout<SizeForm>(title: "Size", submitTitle: "Save") { FormSection { NumberRow("Size", \.size) } }
        let session = FormSession(layout: layout, controller: controller)
        let driver = TerminalFormDriver(session: session, width: 50, height: 10)
        await driver.type("x")
        #expect(session.submitAvailability == .available, "text typed is a change")
        await driver.press(.control("s"))
        #expect(!driver.screen.contains("Nothing has changed yet."), "\(driver.screen)")
        #expect(driver.screen.contains("✗"), "the number's message: \(driver.screen)")
        #expect(driver.outcome == nil)
    }

    @Test("A key that does not answer \"Discard changes?\" says to answer y or n, and changes nothing (regression: eaten without a word)")
    func questionAnsweredWithAnotherKey() async {
        let session = FormSession(form: CreatePlanForm(store: PlanStore()))
        let driver = TerminalFormDriver(session: session, width: 60, height: 14)
        await driver.type("Te")
        await driver.press(.escape)
        #expect(driver.screen.contains("Discard changes?"))
        await driver.type("x")
        #expect(driver.screen.contains("Answer y or n."), "\(driver.screen)")
        #expect(driver.screen.contains("Discard changes?"), "still asked")
        #expect(session.controller.form.name == "Te", "nothing typed into the form")
        await driver.type("n")
        #expect(!driver.screen.contains("Answer y or n."), "\(driver.screen)")
        #expect(driver.outcome == nil)
    }

    @Test("A label cut to fit 40 columns keeps a space before its value (regression: \"E-mail du respons…name@example.com\")")
    func cutLabelKeepsItsSpace() async {
        let session = FormLanguage.withLanguage(.french) { FormSession(form: CreatePlanForm(store: PlanStore())) }
        let driver = TerminalFormDriver(session: session, width: 40, height: 12)
        let line = driver.screen.components(separatedBy: "\n").first { $0.contains("E-mail") } ?? ""
        #expect(line.contains("… "), "\(line)")
    }

    @Test(
        """
        At 40 columns the footer keeps tab/↓ to the next row in every language, dropping a row's Enter that does the same first \
        (regression: gone in French)
        """
    )
    func footerKeepsNext() async {
        for language in [FormLanguage.english, .french, .german, .russian, .spanish] {
            let session = FormLanguage.withLanguage(language) { FormSession(form: CreatePlanForm(store: PlanStore())) }
            let driver = FormLanguage.withLanguage(language) { TerminalFormDriver(session: session, width: 40, height: 12) }
            #expect(driver.screen.contains("tab/↓"), "\(language): \(driver.screen)")
        }
    }

    @Test("Add Server's Add button with an invalid URL says why, as the title bar's Add does (regression: dimmed, skipped)")
    func addServerInvalid() async {
        let session = FormSession(form: AddServerForm())
        let driver = TerminalFormDriver(session: session, width: 60, height: 12)
        await driver.type("not a url")
        await driver.press(.tab)
        #expect(driver.screen.contains("▸ [ Add ]") || driver.screen.contains("▸") && driver.screen.contains("Add ]"), "the Add button takes focus")
        await driver.press(.enter)
        #expect(driver.outcome == nil)
        #expect(driver.screen.contains("✗"), "the reason is shown")
    }

    @Test("At 20×5 a field is still shown (regression: header and footer took every line)")
    func tinyTerminal() async {
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore())), width: 20, height: 5)
        #expect(driver.screen.contains("Name"))
        await driver.type("Te")
        #expect(driver.screen.contains("Te"))
    }

    @Test("At 40×15 End and PgDn reach the end of the settings form (regression: never in view)")
    func endOfLongForm() async {
        let driver = TerminalFormDriver(session: FormSession(form: SettingsForm(plans: PlanStore())), width: 40, height: 15)
        #expect(!driver.screen.contains("opens on its own"))
        await driver.press(.end)
        #expect(driver.screen.contains("opens on its own"), "the last note is in view")
        await driver.press(.home)
        #expect(driver.screen.contains("General"))
        await driver.press(.pageDown, .pageDown, .pageDown)
        #expect(driver.screen.contains("opens on its own"))
    }

    @Test(
        "Repeated PgDn reaches the profile's last row, and PgUp its first, at any size (regression: both stopped part way)",
        arguments: [(40, 12), (80, 24), (160, 50)])
    func pagingReachesBothEnds(width: Int, height: Int) async {
        let session = FormSession(form: ProfileForm())
        let driver = TerminalFormDriver(session: session, width: width, height: height)
        for _ in 0..<12 { await driver.press(.pageDown) }
        #expect(session.controller.focus == session.focusOrder.last)
        #expect(driver.screen.contains("▸ [ Save profile ]"), "\(driver.screen)")
        for _ in 0..<12 { await driver.press(.pageUp) }
        #expect(session.controller.focus == \ProfileForm.name)
        #expect(driver.screen.contains("(?) Your name appears here"), "\(driver.screen)")
    }

    @Test("Clearing the interests' filter leaves the highlight on its option (regression: it moved to another)")
    func filterClearedKeepsOption() async {
        let session = FormSession(form: ProfileForm())
        let driver = TerminalFormDriver(session: session, width: 80, height: 30)
        session.focus(\ProfileForm.interests)
        await driver.press(.right)  // Concurrency
        await driver.type("/sec")  // Security, the one option shown
        await driver.press(.escape)
        await driver.press(.character(" "))
        #expect(session.controller.form.interests == [.security])
        // Emptied with Backspace and closed, the filter leaves it there too.
        await driver.type("/ty")  // Security, still highlighted, and Typography
        await driver.press(.right, .backspace, .backspace, .backspace)  // Typography
        await driver.press(.character(" "))
        #expect(session.controller.form.interests == [.security, .typography])
    }

    @Test("In a short terminal the interests' list scrolls to the highlighted option (regression: it went out of view)")
    func optionListFollowsHighlight() async {
        let session = FormSession(form: ProfileForm())
        let driver = TerminalFormDriver(session: session, width: 40, height: 12)
        session.focus(\ProfileForm.interests)
        await driver.press(.tab, .backTab)
        for _ in 0..<10 { await driver.press(.right) }
        #expect(driver.screen.contains("[ ] SwiftUI"), "\(driver.screen)")
        await driver.press(.character(" "))
        #expect(session.controller.form.interests == [.swiftUI])
        #expect(driver.screen.contains("[x] SwiftUI"), "\(driver.screen)")
        // The last option, filtered to, stays in view as the filter goes.
        await driver.type("/web")
        await driver.press(.escape)
        #expect(driver.screen.contains("[ ] WebAssembly"), "\(driver.screen)")
        for _ in 0..<13 { await driver.press(.left) }
        #expect(driver.screen.contains("[ ] Accessibility"), "\(driver.screen)")
    }

    @Test("A note holding ▸ above the focused row does not steal the view (regression: scrolled to the note)")
    func noteWithFocusMarker() async {
        let layout = FormLayout<CreatePlanForm>(title: "Notes") {
            FormSection {
                NoteRow("Rows marked ▸ have focus.")
                for index in 0..<12 { NoteRow("Filler \(index)") }
                TextRow("Name", \.name)
            }
        }
        let session = FormSession(form: CreatePlanForm(store: PlanStore()), layout: layout)
        let driver = TerminalFormDriver(session: session, width: 50, height: 10)
        await driver.type("Team")
        #expect(session.controller.focus == \CreatePlanForm.name)
        #expect(driver.screen.contains("Team"), "the row being typed in is in view")
    }

    @Test("The help footer uses the key map (regression: a custom submit key still showed ctrl+s)")
    func helpFollowsKeyMap() {
        var keyMap = KeyMap.default
        keyMap.submit = [.control("x")]
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore())), width: 60, height: 14, keyMap: keyMap)
        #expect(driver.screen.contains("ctrl+x submit"))
        #expect(!driver.screen.contains("ctrl+s"))
    }

    @Test("At 40 columns the footer shows submit and cancel on every row, dropping lesser keys first (regression: dropped them)", arguments: [12, 24])
    func narrowFooterKeepsSubmitAndCancel(height: Int) async {
        let session = FormSession(form: ProfileForm())
        let driver = TerminalFormDriver(session: session, width: 40, height: height)
        for id in session.focusOrder {
            session.focus(id)
            await driver.press(.tab, .backTab)
            let footer = driver.screen.components(separatedBy: "\n").suffix(2).joined(separator: "\n")
            let title = session.row(id)?.anatomy.title ?? ""
            #expect(footer.contains("ctrl+s submit") && footer.contains("esc cancel"), "\(title):\n\(footer)")
        }
        // What the focused row does goes before moving between rows.
        session.focus(\ProfileForm.interests)
        await driver.press(.tab, .backTab)
        let footer = driver.screen.components(separatedBy: "\n").suffix(2).joined(separator: "\n")
        #expect(footer.contains("space choose") && !footer.contains("shift+tab"), "\(footer)")
    }

    @Test("? outside text, or F1 anywhere, lists every key of the form in place of it; Esc or ? closes the list")
    func keyList() async {
        let session = FormSession(form: ProfileForm())
        let driver = TerminalFormDriver(session: session, width: 80, height: 24)
        let footer = { driver.screen.components(separatedBy: "\n").suffix(2).joined(separator: "\n") }
        // In text, ? is typed: the footer offers F1 instead.
        #expect(footer().contains("f1 keys") && !footer().contains("? keys"), "\(footer())")
        await driver.type("?")
        #expect(session.controller.form.name == "?")
        await driver.press(.backspace)
        await driver.send(Array("\u{1B}OP".utf8))  // F1
        #expect(driver.screen.contains("show or close this list"), "\(driver.screen)")
        #expect(!driver.screen.contains("Ada Lovelace"), "the list is shown in place of the form")
        await driver.press(.escape)
        #expect(driver.outcome == nil, "Esc closed the list, not the form")
        #expect(driver.screen.contains("▸ Name"))
        session.focus(\ProfileForm.country)
        await driver.press(.tab, .backTab)
        #expect(footer().contains("? keys"), "\(footer())")
        await driver.type("?")
        #expect(driver.screen.contains("show or close this list"))
        await driver.press(.right)  // ignored by the form while the list is shown
        #expect(session.controller.form.country == .unitedKingdom)
        await driver.type("?")
        #expect(driver.screen.contains("▸ Country"))
    }

    @Test("The list of keys names every action of the key map, scrolled through at 40×12")
    func keyListIsComplete() async {
        var keyMap = KeyMap.default
        keyMap.removeElement = [.control("r")]
        let driver = TerminalFormDriver(session: FormSession(form: ProfileForm()), width: 40, height: 12, keyMap: keyMap)
        await driver.send(Array("\u{1B}[11~".utf8))  // F1
        var seen = driver.screen
        for _ in 0..<12 {
            await driver.press(.pageDown)
            seen += "\n" + driver.screen
        }
        let names = [
            "tab/↓", "shift+tab/↑", "ctrl+s", "esc", "ctrl+c", "space", "enter", "←/→", "/", "pgdn", "pgup", "home/ctrl+home",
            "end/ctrl+end", "ctrl+r", "alt+↑", "alt+↓", "?/f1", "ctrl+u/ctrl+k",
        ]
        for name in names { #expect(seen.contains("  \(name) "), "\(name) is listed") }
        #expect(!seen.contains("ctrl+x"), "the key map in use, not the default")
        #expect(driver.screen.contains("delete to the start or"), "the last entry is reached:\n\(driver.screen)")
        await driver.press(.down)  // at the end already
        #expect(driver.screen.contains("delete to the start or"))
        await driver.press(.home)
        #expect(driver.screen.contains("Form\n") && driver.screen.contains("ctrl+s"), "\(driver.screen)")
    }

    @Test("The layout's cancel title is drawn (regression: ' Cancel' was hard-coded)")
    func cancelTitle() {
        let layout = FormLayout<CreatePlanForm>(title: "New Plan", submitTitle: "Create", cancelTitle: "Close") {
            FormSection { TextRow("Name", \.name) }
        }
        let driver = TerminalFormDriver(session: FormSession(form: CreatePlanForm(store: PlanStore()), layout: layout), width: 60, height: 10)
        #expect(driver.screen.hasPrefix(" Close"))
    }

    @Test("At 200 columns the form keeps a readable width (regression: Cancel and Save 190 columns apart)")
    func maximumWidth() {
        let driver = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 200, height: 14)
        let titleBar = driver.screen.components(separatedBy: "\n")[0]
        #expect(titleBar.count <= 101)
    }

    @Test("Scroll markers never overwrite a box's border (regression: ↓ drawn over │ and ╯)")
    func scrollMarkers() async {
        let driver = TerminalFormDriver(session: FormSession(form: SettingsForm(plans: PlanStore())), width: 56, height: 12)
        #expect(driver.screen.contains("↓"), "the form is longer than the screen")
        for line in driver.screen.components(separatedBy: "\n") {
            if line.hasPrefix("│") { #expect(line.dropFirst().contains("│"), "right border kept: \(line)") }
            if line.hasPrefix("╭") { #expect(line.contains("╮"), "corner kept: \(line)") }
            if line.hasPrefix("╰") { #expect(line.contains("╯"), "corner kept: \(line)") }
        }
    }

    @Test("The title is not drawn in bright white, which vanishes on light themes")
    func titleColour() {
        let driver = TerminalFormDriver(session: FormSession(form: EditTagForm()), width: 50, height: 10)
        let styles = driver.styledScreen.components(separatedBy: "\n--- styles ---\n")[1].components(separatedBy: "\n")[0]
        #expect(!styles.contains("f"), "no bright white (ansi 15) in the title bar")
    }

    @Test("Keys typed while a child form saves are kept and applied after (regression: dropped)")
    func typeAheadDuringSave() async {
        let store = PlanStore(latency: .milliseconds(80))
        let session = FormSession(form: SettingsForm(plans: store))
        let driver = TerminalFormDriver(session: session, width: 56, height: 30)
        // Focus Create plan and open it.
        while !(driver.screen.components(separatedBy: "\n").first { $0.contains("▸") } ?? "").contains("Create plan") {
            await driver.press(.tab)
        }
        await driver.press(.enter)
        await driver.type("Side project")
        driver.pressWithoutSettling(.control("s"))
        driver.pressWithoutSettling(.tab)
        await driver.settle()
        let focused = driver.screen.components(separatedBy: "\n").first { $0.contains("▸") } ?? ""
        #expect(focused.contains("Add server"), "Tab typed during the save moved focus in Settings afterwards: \(focused)")
    }
}

/// An edit form: populated from saved data.
struct RenameForm: ValidatableForm, SubmittableForm, PopulatableForm {
    @Validated(.isNotEmpty()) var name = ""
    var validatedFields: [ValidatedField<Self>] { [.init(\.name, wrappedBy: \._name)] }

    @MainActor
    mutating func populate(from data: String) { name = data }

    @MainActor
    func submit() async throws -> String { name }
}

/// One number of an edit form.
struct SizeForm: ValidatableForm, SubmittableForm, PopulatableForm {
    @Validated var size = 0
    var validatedFields: [ValidatedField<Self>] { [.init(\.size, wrappedBy: \._size)] }

    @MainActor
    mutating func populate(from data: Int) { size = data }

    @MainActor
    func submit() async throws -> Int { size }
}
