import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
import Testing

/// Every demo form as a whole page in every shipped language, after a bad
/// submission: snapshots, `lang` and `dir`, the browser's wire formats kept,
/// and no word of FormsKit's or of the form's own left in English.
@MainActor
@Suite("HTML pages in seven languages")
struct LanguagePageTests {
    /// The page of `form` in `language` after `body` was submitted.
    private func page<Form: PresentableForm & SubmittableForm>(_ form: Form, body: String, in language: FormLanguage) async throws -> String {
        try await FormLanguage.withLanguage(language) {
            let session = FormSession(form: form)
            let decoding = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
            _ = await session.submit()
            var renderer = HTMLFormRenderer<Form>(action: "/form")
            renderer.showsErrors = true
            renderer.decodingProblems = decoding.problems
            return renderer.renderPage(session, language: language.tag, styleSheet: .none)
        }
    }

    @Test("Every demo form after a bad submission, in every language: snapshots, lang and dir, nothing left in English", arguments: FormLanguage.shipped)
    func demoForms(_ language: FormLanguage) async throws {
        let store = PlanStore()
        let pages = [
            ("settings", try await page(SettingsForm(plans: store), body: "haptics=on&_fk_present=haptics&_fk_action=submit", in: language)),
            ("create-plan", try await page(CreatePlanForm(store: store), body: "name=&email=ada%40example&_fk_action=submit", in: language)),
            ("add-server", try await page(AddServerForm(), body: "server=not+a+url&_fk_action=submit", in: language)),
            ("edit-tag", try await page(EditTagForm(), body: "title=&symbol=%23%23&newTag=Bad+Tag&_fk_action=submit", in: language)),
            ("poll", try await page(PollForm(), body: "question=&_fk_group=options%3A2&options.0=Tea&options.1=Tea&_fk_action=submit", in: language)),
            ("card", try await page(CardSettingsForm(), body: "name=&_fk_present=notifications&_fk_action=submit", in: language)),
            ("profile", try await page(ProfileForm(store: store), body: "name=&email=x&teamSize=2.5&_fk_action=submit", in: language)),
            ("display", try await page(DisplaySettingsForm(), body: "textSize=big&theme=7&_fk_present=boldText&_fk_action=submit", in: language)),
            ("signup", try await page(SignUpForm(), body: "email=&_fk_action=continue", in: language)),
            ("signup-review", await reviewPage(in: language)),
        ]
        for (name, html) in pages {
            assertSnapshot(html, named: "languages/\(name)-\(language.tag)")
            #expect(html.contains("<html lang=\"\(language.tag)\" dir=\"\(language.isRightToLeft ? "rtl" : "ltr")\">"), "\(name)")
            if language == .japanese {
                #expect(!html.contains("： "), "\(name): no space after a full-width colon (regression: \"エラー： \")")
            }
            guard language != .english else { continue }
            // What the page says: its text, not its markup (a link's address
            // names a page by its title).
            let text = html.replacing(/<[^>]*>/, with: " ")
            let left = englishLeft(
                in: text, language: language,
                catalogs: [(ValidationMessage.catalog, nil), (ModelWords.catalog, nil), (ExampleTexts.catalog, exampleTexts)])
            #expect(left.isEmpty, "\(name) in \(language.tag) shows in English: \(left)")
        }
    }

    /// The sign-up's review, its answers given, in `language`.
    private func reviewPage(in language: FormLanguage) async -> String {
        await FormLanguage.withLanguage(language) {
            let session = FormSession(form: SignUpForm())
            session.setText("ada@example.com", for: \SignUpForm.email)
            session.setText("correct horse", for: \SignUpForm.password)
            session.setText("correct horse", for: \SignUpForm.confirmation)
            _ = await session.continueToNextStep()
            session.setText("Ada Lovelace", for: \SignUpForm.fullName)
            _ = await session.continueToNextStep()
            #expect(session.stepProgress?.isReview == true)
            return HTMLFormRenderer<SignUpForm>(action: "/form").renderPage(session, language: language.tag, styleSheet: .none)
        }
    }

    @Test("A French page keeps a browser's wire formats: a number input's value with a point, a date input's in ISO 8601; its messages say 2,5")
    func wireFormats() async throws {
        let html = try await page(ProfileForm(store: PlanStore()), body: "volume=37.5&birthday=2001-02-03&teamSize=0&_fk_action=submit", in: .french)
        #expect(html.contains(#"type="date""#) && html.contains(#"value="2001-02-03""#))
        #expect(html.contains(#"name="teamSize""#))
        #expect(!html.contains(#"value="2001/02/03""#) && !html.contains(#"value="03/02/2001""#))
        #expect(html.contains("Doit être entre 1 et 500"), "a French message")
    }
}
