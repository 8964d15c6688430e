import FormsKit
import FormsKitTestSupport
import Foundation
import Testing

/// FormsKit's messages in every shipped language, chosen per task.
@Suite("Messages in seven languages")
struct TranslationTests {
    @Test("Every shipped language translates every message, in every plural form it uses, with the English placeholders")
    func complete() {
        expectEveryLanguage(translates: ValidationMessage.catalog)
    }

    @Test("Counts take the right plural form: 1 character, 21 символ, 22 символа, 25 символов, and Arabic's six forms")
    func plurals() {
        func text(_ count: Int, _ language: FormLanguage) -> String {
            ValidationMessages.text(for: .tooShort(minimum: count), in: language)
        }
        #expect(text(1, .english) == "Must be at least 1 character")
        #expect(text(2, .english) == "Must be at least 2 characters")
        #expect(text(21, .russian).contains("21 символ") && !text(21, .russian).contains("21 символа"))
        #expect(text(22, .russian).contains("22 символа"))
        #expect(text(25, .russian).contains("25 символов"))
        #expect(text(11, .russian).contains("11 символов"))
        let arabic = [0, 1, 2, 3, 11, 100].map { text($0, .arabic) }
        #expect(Set(arabic).count == 6, "six different forms: \(arabic)")
        #expect(text(1, .french) != text(2, .french))
        #expect(text(1_000_000, .french).contains("1\u{202F}000\u{202F}000 de"), "French millions take de, in groups of three")
        #expect(text(3, .japanese).contains("3"))
    }

    @Test(
        "In a right-to-left language a value in a text is isolated, so its own direction holds (regression: \"Team A/B.\" read \".A/B\")"
    )
    func valuesIsolatedRightToLeft() {
        let catalog = TextCatalog(english: ["taken": "A plan named {name} already exists ({count})."], bundle: nil)
        let arabic = catalog.text("taken", in: .arabic, ["name": "Team A/B.", "count": "12"])
        #expect(arabic.contains("\u{2068}Team A/B.\u{2069}"), "first-strong isolate around the value: \(arabic.debugDescription)")
        #expect(arabic.contains("(12)"), "figures alone keep their place without one")
        let arabicValue = catalog.text("taken", in: .arabic, ["name": "الفريق"])
        #expect(!arabicValue.contains("\u{2068}"), "a value written the text's way needs none")
        let english = catalog.text("taken", in: .english, ["name": "Team A/B."])
        #expect(english == "A plan named Team A/B. already exists ({count}).", "a left-to-right value in a left-to-right text is left as it is")
        let mixed = catalog.text("taken", in: .english, ["name": "فريق ١."])
        #expect(mixed.contains("\u{2068}فريق ١.\u{2069}"), "a right-to-left value in a left-to-right text is isolated too")
    }

    @Test("Numbers and sizes in messages are written as the language writes them (regression: \"65536\", \"1 MB\" in French)")
    func numbersAndSizes() {
        #expect(FormLanguage.english.writtenNumber(65_536) == "65,536")
        #expect(FormLanguage.french.writtenNumber(65_536) == "65\u{202F}536")
        #expect(FormLanguage.german.writtenNumber(65_536) == "65.536")
        #expect(ValidationMessages.text(for: .tooLong(maximum: 1_000), in: .german).contains("1.000"))
        #expect(ValidationMessages.text(for: .tooManyAnswers(maximum: 10_000), in: .russian).contains("10\u{00A0}000"))
        #expect(UploadedFile.formattedSize(1_000_000, in: .french) == "1\u{00A0}Mo")
        #expect(UploadedFile.formattedSize(2_500_000, in: .german) == "2,5 MB")
        #expect(UploadedFile.formattedSize(2_500_000, in: .russian) == "2,5\u{00A0}МБ")
        #expect(UploadedFile.formattedSize(1, in: .french) == "1\u{00A0}octet")
        #expect(UploadedFile.formattedSize(512, in: .russian) == "512\u{00A0}байт")
        #expect(UploadedFile.formattedSize(12_300, in: .english) == "12 KB")
        let limit = ValidationMessages.text(for: .submissionTooLarge(maximum: UploadedFile.formattedSize(1_000_000, in: .arabic)), in: .arabic)
        #expect(limit.contains("1 ميغابايت"), "\(limit)")
    }

    @Test("The language in effect is the task's: two tasks in two languages at once each get their own")
    func perTask() async {
        func required() -> String? { NotEmptyRule<String>.isNotEmpty().validate(value: "") }
        async let french = FormLanguage.withLanguage(.french) { required() }
        async let german = FormLanguage.withLanguage(.german) { required() }
        let (fr, de) = await (french, german)
        #expect(fr == "Ce champ est obligatoire")
        #expect(de == "Dieses Feld ist erforderlich")
        #expect(required() == "This field is required", "English outside both")
    }

    @Test("Numbers in a message take the language's decimal separator; dates are written as its people write them, in figures")
    func numbersAndDates() {
        #expect(ValidationMessages.text(for: .tooSmall(minimum: "2.5"), in: .french).contains("2,5"))
        #expect(ValidationMessages.text(for: .tooSmall(minimum: "2.5"), in: .japanese).contains("2.5"))
        #expect(ValidationMessages.text(for: .tooSmall(minimum: "2.5"), in: .english).contains("2.5"))
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .current
        let day = utc.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 12))!
        #expect(ValidationMessages.text(for: .dateNotBefore(day), in: .english) == "Must be before 2026-11-21")
        #expect(ValidationMessages.text(for: .dateNotBefore(day), in: .german).contains("21.11.2026"))
        #expect(ValidationMessages.text(for: .dateNotBefore(day), in: .french).contains("21/11/2026"))
        let arabic = ValidationMessages.text(for: .dateNotBefore(day), in: .arabic)
        #expect(arabic.contains("2026") && arabic.contains("21"), "Latin digits: \(arabic)")
    }

    @Test("A list of choices joins with the language's or, and a provider of one's own still wins")
    func listsAndProviders() {
        #expect(ValidationMessages.text(for: .invalidURL(schemes: ["https", "http"]), in: .german).contains("https:// oder http://"))
        struct Terse: ValidationMessageProvider {
            func text(for message: ValidationMessage) -> String? { message == .required ? "!" : nil }
        }
        ValidationMessages.withProvider(Terse()) {
            FormLanguage.withLanguage(.spanish) {
                #expect(ValidationMessages.text(for: .required) == "!")
                #expect(ValidationMessages.text(for: .notANumber) == ValidationMessages.text(for: .notANumber, in: .spanish), "the rest in Spanish")
            }
        }
    }
}
