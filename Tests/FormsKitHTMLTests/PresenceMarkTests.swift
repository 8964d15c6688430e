import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Testing

/// A checkbox whose name is not ASCII, ticked to start with.
private struct CafeForm: ValidatableForm, PresentableForm {
    @Validated var café = true
    @Validated var note = ""

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.café, wrappedBy: \._café, propertyName: "café"), .init(\.note, wrappedBy: \._note, propertyName: "note")]
    }

    var layout: FormLayout<Self> {
        FormLayout(title: "Café") {
            FormSection {
                ToggleRow("Café", \.café)
                TextRow("Note", \.note)
            }
        }
    }
}

/// The hidden marks that say a checkbox was on the page: a box the page
/// marked and the body does not send is unticked.
@MainActor
@Suite("HTML decoding: presence marks")
struct PresenceMarkTests {
    @Test("A mark names its checkbox as text does: canonically equivalent spellings are the same name, with and without a session")
    func canonicallyEquivalentMark() async throws {
        // `café` with a combining accent (e + U+0301): the same name as the
        // field's precomposed one, as Swift compares names everywhere else.
        let body = "note=hi&_fk_present=cafe%CC%81&_fk_action=submit"
        let template = FormSessionTemplate(form: CafeForm())
        let session = template.makeSession()
        _ = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
        #expect(session.controller.form.café == false)
        let check = await HTMLFormDecoder.check(try SubmittedForm(parsing: body), using: template)
        #expect(check.form.café == false)
        #expect(check.form.note == "hi")
    }

    @Test("A mark for a name not on the page changes nothing")
    func otherMark() async throws {
        let body = "note=hi&_fk_present=cafe&_fk_action=submit"
        let template = FormSessionTemplate(form: CafeForm())
        let check = await HTMLFormDecoder.check(try SubmittedForm(parsing: body), using: template)
        #expect(check.form.café == true)
    }
}
