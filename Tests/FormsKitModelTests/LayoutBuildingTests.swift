import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Testing

@MainActor
@Suite("Building layouts")
struct LayoutBuildingTests {
    @Test("The result builders take if/else, optionals and loops")
    func controlFlow() {
        let extraTitles = ["One", "Two"]
        let optionalFooter: String? = "Footer"
        let showAdvanced = false
        let layout = FormLayout<ProfileForm>(title: "Flow") {
            FormSection("Basics", footer: optionalFooter) {
                TextRow("Name", \.name)
                if showAdvanced {
                    TextRow("Email", \.email)
                } else {
                    NoteRow("Email is in the advanced settings")
                }
                for title in extraTitles {
                    NoteRow(title)
                }
                if let footer = optionalFooter {
                    NoteRow("Has \(footer)")
                }
            }
            if showAdvanced {
                FormSection("Advanced") { ToggleRow("Newsletter", \.newsletter) }
            }
            for title in extraTitles {
                FormSection(title) { ButtonRow(title) }
            }
        }
        let snapshot = FormTextSnapshot(FormSession(form: ProfileForm(), layout: layout)).render()
        #expect(
            snapshot == """
                Flow (grouped)
                ┌─ Basics
                │   Name  [text]  ""  (idle)
                │   Email is in the advanced settings  [note]
                │   One  [note]
                │   Two  [note]
                │   Has Footer  [note]
                │ Footer
                └─
                ┌─ One
                │   One  [button]
                └─
                ┌─ Two
                │   Two  [button]
                └─
                dirty: false  valid: false  state: initial

                """)
    }

    @Test("Imperative building (iZettle Form's API) and declarative building make the same model")
    func imperativeEqualsDeclarative() {
        let editor = FormLayoutEditor<ProfileForm>(title: "Same")
        let about = editor.appendSection(header: "About", footer: "Version 1")
        about.appendRow(title: "Credits", subtitle: "The people")
            .prepend("ℹ︎")
            .append("3")
            .append(.chevron)
        about.append(ToggleRow("Newsletter", \.newsletter))
        about.prepend(NoteRow("First"))
        editor.append(ButtonRow("Loose row"))
        editor.prependSection(header: "Top").append(TextRow("Name", \.name))

        let declarative = FormLayout<ProfileForm>(title: "Same") {
            FormSection("Top") { TextRow("Name", \.name) }
            FormSection("About", footer: "Version 1") {
                NoteRow("First")
                ButtonRow("Credits").subtitle("The people").icon("ℹ︎").detail("3").chevron()
                ToggleRow("Newsletter", \.newsletter)
            }
            FormSection { ButtonRow("Loose row") }
        }
        let imperative = FormTextSnapshot(FormSession(form: ProfileForm(), layout: editor.layout)).render()
        let expected = FormTextSnapshot(FormSession(form: ProfileForm(), layout: declarative)).render()
        #expect(imperative == expected)
        #expect(expected.contains("ℹ︎ Credits  [button]  · 3  ›"))
        #expect(expected.contains("    The people"))
    }

    @Test("Every row type, with values and states, in one snapshot")
    func everyRowType() {
        let session = FormSession(form: ProfileForm(), layout: ProfileForm.layout)
        session.setText("Ada", for: \.name)
        session.setText("s3cret", for: \.password)
        session.setOn(true, for: \.newsletter)
        session.toggleOption(0, for: \.interests)
        session.toggleOption(2, for: \.interests)
        session.select(2, for: \.theme)
        session.controller.validate()
        session.focus(\ProfileForm.email)
        #expect(
            FormTextSnapshot(session).render() == """
                Profile (grouped)
                ┌─ You
                │   Name  [text:name]  "Ada"  (valid)
                │ ▸ Email  [text:email]  ""  (valid)
                │   Password  [secure:new-password]  "••••••"  (valid)
                │   Age  [integer]  30  (valid)
                └─
                ┌─ Preferences
                │   Newsletter  [toggle]  on  (valid)
                │   Theme  [segmented]  ( ) System ( ) Light (•) Dark  (valid)
                │   Interests  [multiple-choice]  [x] Swift [ ] Rust [x] Go [ ] Haskell  (valid)
                │   Birthday  [date]  —  (valid)
                │   Bio  [multiline]  ""  (valid)
                └─
                ┌─ Section 3
                │   Greeting  [value]  Hello, Ada
                │   Save  [button:submit]
                │   Start over  [button:reset]
                └─
                dirty: true  valid: true  state: initial

                """)
    }

    @Test("Headers and footers can be rows of their own")
    func supplementRows() {
        let layout = FormLayout<ProfileForm> {
            FormSection(header: .row(ButtonRow("Header action").row), footer: .text("Below")) {
                TextRow("Name", \.name)
            }
        }
        let session = FormSession(form: ProfileForm(), layout: layout)
        #expect(FormTextSnapshot(session).render().contains("┌─ [Header action]"))
        #expect(session.row(\ProfileForm.[row: "button:Header action"]) != nil)
    }

    @Test("A footer that says what Enter does is marked so, declared or built step by step, and is still the footer")
    func footerAboutEnter() {
        let section = FormSection<ProfileForm>("Interests", footer: "Enter adds one.") { TextRow("Name", \.name) }
        #expect(!section.footerDescribesAddingOnEnter)
        #expect(section.footerDescribesAddingOnEnter().footerDescribesAddingOnEnter)
        #expect(section.footerDescribesAddingOnEnter().footerText == "Enter adds one.")
        let editor = FormLayoutEditor<ProfileForm>()
        editor.append(section.footerDescribesAddingOnEnter())
        editor.appendSection(footer: "Enter adds one.").footerDescribesAddingOnEnter = true
        editor.appendSection(footer: "Plain.")
        #expect(editor.layout.sections.map(\.footerDescribesAddingOnEnter) == [true, true, false])
    }
}
