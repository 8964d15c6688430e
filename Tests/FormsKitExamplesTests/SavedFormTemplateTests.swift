import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Testing

/// Sessions of a saved form for a server: laid out once per version of
/// what it saved, each as a fresh session with those values would be.
@Suite("Saved form templates")
struct SavedFormTemplateTests {
    /// Display settings as their JSON writes them.
    private func values(_ json: String) throws -> DisplaySettingsForm.Values {
        try JSONDecoder().decode(DisplaySettingsForm.Values.self, from: Data(json.utf8))
    }

    @Test("A session starts from what the form saved last, clean and populated; a new save is in the next session")
    func followsSaves() async throws {
        let store = PlanStore()
        let template = SavedFormTemplate(form: DisplaySettingsForm(store: store))
        let before = template.makeSession()
        #expect(before.controller.form.textSize == 16, "nothing saved: the defaults")
        #expect(!before.controller.isPopulated)

        try await store.save(values(#"{"theme": "dark", "textSize": 20, "boldText": true}"#), as: DisplaySettingsForm.storeKey)
        let saved = template.makeSession()
        #expect(saved.controller.form.textSize == 20)
        #expect(saved.controller.form.theme == .dark)
        #expect(saved.controller.isPopulated)
        #expect(!saved.controller.isDirty)
        #expect(saved.makeDraft().values == store.session(for: DisplaySettingsForm(store: store)).makeDraft().values)

        // A session edited is its own; the next starts from the saved values again.
        saved.controller.form.textSize = 22
        #expect(saved.makeDraft().values["textSize"] == ["22 pt"], "a draft of an edited session holds the edit")
        #expect(template.makeSession().controller.form.textSize == 20)

        try await store.save(values(#"{"theme": "light", "textSize": 14, "boldText": false}"#), as: DisplaySettingsForm.storeKey)
        let again = template.makeSession()
        #expect(again.controller.form.textSize == 14)
        #expect(again.controller.form.theme == .light)
    }

    @Test("Saved values of another shape are not read: the form opens with its defaults, as a fresh session does")
    func unreadableSavedValues() async throws {
        let store = PlanStore()
        try await store.save(["textSize": "large"], as: DisplaySettingsForm.storeKey)
        let session = SavedFormTemplate(form: DisplaySettingsForm(store: store)).makeSession()
        #expect(session.controller.form.textSize == 16)
        #expect(!session.controller.isPopulated)
    }
}
