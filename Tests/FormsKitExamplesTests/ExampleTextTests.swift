import FormsKit
import FormsKitExamples
import FormsKitModel
import FormsKitTestSupport
import Testing

/// The demo forms' own texts, translated as a package of forms ships them.
@Suite("Demo forms' texts in seven languages")
struct ExampleTextTests {
    @Test("Every shipped language translates every text english.txt lists, in every plural form")
    func complete() {
        #expect(exampleTexts.count > 100)
        expectEveryLanguage(translates: ExampleTexts.catalog, keys: exampleTexts)
    }

    @Test("A success summary is written in the language in effect, with its quotation marks")
    @MainActor
    func summaries() async throws {
        let french = try await FormLanguage.withLanguage(.french) {
            let session = FormSession(form: CreatePlanForm(store: PlanStore()))
            session.setText("Équipe", for: \CreatePlanForm.name)
            guard case .submitted = await session.submit() else { throw SubmitFailed() }
            return session.successMessage ?? ""
        }
        #expect(french == "Forfait «\u{00A0}Équipe\u{00A0}» créé.")
    }

    struct SubmitFailed: Error {}
}
