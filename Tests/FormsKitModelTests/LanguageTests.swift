import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
import Testing

/// The model's words, and numbers and dates typed as each language's
/// people type them.
@MainActor
@Suite("The model in seven languages")
struct ModelLanguageTests {
    @Test("Every shipped language translates every word of the model")
    func complete() {
        expectEveryLanguage(translates: ModelWords.catalog)
    }

    @Test("A decimal comma in French and German, read and written; a point is not taken for one there; English keeps the point")
    func decimalComma() {
        let format = NumberFormat(fractionDigits: 1)
        FormLanguage.withLanguage(.french) {
            #expect(format.string(2.5) == "2,5")
            #expect(format.parse("2,5") == 2.5)
            #expect(format.parse("2.5") == nil, "1.000 could mean a thousand: not a number here")
            #expect(format.parse("-12") == -12)
        }
        FormLanguage.withLanguage(FormLanguage("de-CH")) {
            #expect(format.string(2.5) == "2.5", "Switzerland writes a point")
        }
        FormLanguage.withLanguage(.arabic) {
            #expect(format.string(2.5) == "2.5", "Latin digits and a point")
        }
        #expect(format.string(2.5) == "2.5")
        #expect(format.parse("2,5") == nil)
    }

    @Test("Dates typed in the language's order (21/11/2026, 21.11.2026, 2026/11/21); ISO 8601 reads in every language")
    func dateOrder() {
        let day = DateText.date(from: "2026-11-21", components: .date)
        #expect(day != nil)
        for (language, typed, pattern) in [
            (FormLanguage.french, "21/11/2026", "jj/mm/aaaa"), (.german, "21.11.2026", "TT.MM.JJJJ"), (.japanese, "2026/11/21", nil),
            (.russian, "21.11.2026", nil), (.spanish, "21/11/2026", nil),
        ] {
            FormLanguage.withLanguage(language) {
                #expect(DateText.date(from: typed, components: .date) == day, "\(language.tag) \(typed)")
                #expect(DateText.string(day!, components: .date) == typed, "\(language.tag)")
                #expect(DateText.date(from: "2026-11-21", components: .date) == day, "\(language.tag): ISO too")
                if let pattern { #expect(DateText.Components.date.pattern == pattern) }
                #expect(DateText.date(from: "31/02/2026", components: .date) == nil)
            }
        }
        TextConventions.withConventions(.iso) {
            FormLanguage.withLanguage(.french) {
                #expect(DateText.string(day!, components: .date) == "2026-11-21", "a browser's wire format whatever the language")
            }
        }
    }

    @Test("A session shows its layout's texts and FormsKit's words in the language it is made in, and again in another")
    func sessionLanguage() {
        let session = FormLanguage.withLanguage(.german) { FormSession(form: ProfileForm(), layout: ProfileForm.layout) }
        #expect(session.layout.submitTitle == "Absenden")
        #expect(FormLanguage.withLanguage(.german) { session.stepProgress == nil })
        session.show(in: .french)
        #expect(session.layout.submitTitle == "Envoyer")
        session.show(in: .english)
        #expect(session.layout.submitTitle == "Submit")
    }
}
