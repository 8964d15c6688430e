import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
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

    @Test("A profile saved in Japanese keeps its dates in ISO form, and reopens with them in German (regression: 1990/05/06 was kept, then lost)")
    @MainActor
    func datesKeptAcrossLanguages() async throws {
        let store = PlanStore()
        let birthday = try #require(DateText.date(from: "1990-05-06", components: .date))
        let saved = try await FormLanguage.withLanguage(.japanese) {
            let session = FormSession(form: ProfileForm(store: store))
            session.setText("Ada", for: \ProfileForm.name)
            session.setText("ada@example.com", for: \ProfileForm.email)
            session.controller.form.birthday = birthday
            guard case .submitted(let output) = await session.submit(), let profile = output as? ProfileForm.Profile else { throw SubmitFailed() }
            return profile
        }
        #expect(saved.birthday == "1990-05-06")
        #expect(saved.quietFrom == "22:00")
        let reopened = FormLanguage.withLanguage(.german) { store.session(for: ProfileForm(store: store)) }
        #expect(reopened.controller.form.birthday == birthday)
    }

    struct SubmitFailed: Error {}
}

/// Drafts outlive the language they were typed in.
@MainActor
@Suite("Drafts across languages")
struct DraftLanguageTests {
    @Test("A draft made in French puts its dates and numbers back in English (regression: kept as typed in French, unreadable)")
    func datesAndNumbersKeptAcrossLanguages() throws {
        let draft = FormLanguage.withLanguage(.french) {
            let session = FormSession(form: ProfileForm())
            session.setText("10/12/1815", for: \ProfileForm.birthday)
            session.setText("12", for: \ProfileForm.teamSize)
            return session.makeDraft()
        }
        let english = FormSession(form: ProfileForm())
        english.restore(draft)
        #expect(english.controller.form.birthday == DateText.date(from: "1815-12-10", components: .date))
        #expect(english.controller.form.teamSize == 12)
        #expect(english.inputProblem(of: \ProfileForm.birthday) == nil, "nothing left unread")
    }

    @Test("A draft made in French puts its choices back in English, and the other way round (regression: kept by their translated labels, lost)")
    func choicesKeptAcrossLanguages() {
        let draft = FormLanguage.withLanguage(.french) {
            let session = FormSession(form: SignUpForm())
            session.controller.form.country = .japan
            session.controller.form.accountType = .business
            return session.makeDraft()
        }
        #expect(draft.values["country"] == ["japan"])
        let english = FormSession(form: SignUpForm())
        english.restore(draft)
        #expect(english.controller.form.country == .japan)
        #expect(english.controller.form.accountType == .business)
        let older = FormDraft(values: ["country": ["Japan"]], savedAt: Date())
        let fromAnOlderDraft = FormSession(form: SignUpForm())
        fromAnOlderDraft.restore(older)
        #expect(fromAnOlderDraft.controller.form.country == .japan, "a draft that kept the label still puts it back")
    }
}
