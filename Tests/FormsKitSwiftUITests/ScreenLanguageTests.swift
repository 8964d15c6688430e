import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitSwiftUI
import FormsKitTestSupport
import Foundation
import Testing

/// The SwiftUI screen in the environment's language.
@MainActor
@Suite("SwiftUI screen in seven languages")
struct ScreenLanguageTests {
    @Test("The screen's words: every shipped language has each")
    func complete() {
        expectEveryLanguage(translates: ScreenWords.catalog)
    }

    @Test("A locale picks the nearest shipped language; the model shows the form in it, and again in another, keeping what is typed")
    func environmentLocale() throws {
        #expect(FormLanguage(matching: Locale(identifier: "ja_JP")) == .japanese.withRegion("JP"))
        #expect(FormLanguage(matching: Locale(identifier: "pt_BR")) == .english)
        let model = FormScreenModel(form: CreatePlanForm(store: PlanStore()))
        model.session.controller.form.name = "Équipe"
        model.show(in: .german)
        let german = try #require(ExampleTexts.catalog.translation(of: "New Plan", in: .german))
        #expect(german != "New Plan")
        #expect(model.session.layout.title == german)
        #expect(model.session.controller.form.name == "Équipe")
        model.show(in: .english)
        #expect(model.session.layout.title == "New Plan")
    }
}

extension FormLanguage {
    fileprivate func withRegion(_ region: String) -> FormLanguage { FormLanguage(tag + "-" + region) }
}
