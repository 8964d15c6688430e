import FormsKit
import Foundation
import Testing

/// A partial German catalogue: what it does not translate falls back to English.
struct GermanMessages: ValidationMessageProvider {
    func text(for message: ValidationMessage) -> String? {
        switch message {
        case .required: return "Dieses Feld ist erforderlich"
        case .tooShort(let minimum): return "Mindestens \(minimum) Zeichen"
        default: return nil
        }
    }
}

@Suite("Localizable messages")
struct LocalizationTests {
    @Test("Every default message has English text")
    func englishDefaults() {
        let english = EnglishValidationMessages()
        let samples: [ValidationMessage] = [
            .required, .tooShort(minimum: 2), .tooLong(maximum: 2), .patternMismatch, .invalidEmail,
            .invalidURL(schemes: ["https"]), .incompleteURL(scheme: "https"), .urlPortOutOfRange, .mustBeTrue, .tooSmall(minimum: "1"), .tooLarge(maximum: "2"),
            .outOfRange(lower: "1", upper: "2"), .notMultiple(of: "3"), .dateNotBefore(.now), .dateNotAfter(.now),
            .dateOutOfRange(start: .now, end: .now), .tooFewItems(minimum: 1), .tooManyItems(maximum: 2),
            .duplicateItems, .mismatch(other: "password"), .submissionInProgress, .noChanges,
            .notANumber, .notAWholeNumber, .notADate(pattern: "yyyy-mm-dd"), .notATime(pattern: "hh:mm"), .noSuchDate, .noSuchTime,
            .cancelTitle, .submitTitle,
            .discardChangesQuestion, .discardChangesAction, .keepEditingAction, .errorPrefix, .errorSummaryTitle, .notAnOption,
            .removeElement(item: "option", position: 2), .moveElementUp(item: "option", position: 2), .moveElementDown(item: "option", position: 1),
            .fileTooLarge(maximum: "1 MB"), .fileTypeNotAccepted(types: "PNG"), .fileNotFound(path: "a.png"),
            .chosenFile(description: "a.png (1 KB)"), .chooseFileAgain(filename: "a.png"),
        ]
        for message in samples {
            #expect(english.text(for: message)?.isEmpty == false, "\(message)")
            // Made, then kept (or made again): the same text either way,
            // and every case has its place among the kept ones.
            for _ in 0..<2 {
                #expect(ValidationMessages.text(for: message) == english.text(for: message), "\(message)")
            }
        }
    }

    @Test("A scoped provider translates default messages and falls back to English")
    func scopedProvider() {
        let required: NotEmptyRule<String> = .isNotEmpty()
        let short: MinLengthRule<String> = .minLength(3)
        let email: EmailRule<String> = .email()
        ValidationMessages.withProvider(GermanMessages()) {
            #expect(required.validate(value: "") == "Dieses Feld ist erforderlich")
            #expect(short.validate(value: "a") == "Mindestens 3 Zeichen")
            #expect(email.validate(value: "x") == "Enter an email address such as name@example.com")
        }
        #expect(required.validate(value: "") == "This field is required", "the override ends with its scope")
    }

    @Test("Kept English texts answer each message with its own values, beyond the most kept for one case")
    func keptTextsMatchTheirValues() {
        // Twice each: made, then (for the first few of a case) kept.
        for _ in 0..<2 {
            for minimum in 1...100 {
                #expect(ValidationMessages.text(for: .tooShort(minimum: minimum)).contains("\(minimum)"))
            }
            #expect(ValidationMessages.text(for: .invalidURL(schemes: ["ftp"])).contains("ftp://"))
            #expect(!ValidationMessages.text(for: .invalidURL(schemes: ["https"])).contains("ftp"))
            #expect(ValidationMessages.text(for: .notADate(pattern: "dd.mm.yyyy")).contains("dd.mm.yyyy"))
            #expect(ValidationMessages.text(for: .notADate(pattern: "yyyy-mm-dd")).contains("yyyy-mm-dd"))
        }
    }

    @Test("A message passed to a rule wins over every provider")
    func explicitMessageWins() {
        let required: NotEmptyRule<String> = .isNotEmpty(message: "Name is required")
        ValidationMessages.withProvider(GermanMessages()) {
            #expect(required.validate(value: "") == "Name is required")
        }
    }

    @Test("Replacing the global provider translates messages everywhere")
    func globalProvider() async {
        // In a child process: the global provider is shared by every test.
        await #expect(processExitsWith: .success) {
            struct Shouting: ValidationMessageProvider {
                func text(for message: ValidationMessage) -> String? {
                    EnglishValidationMessages().text(for: message)?.uppercased()
                }
            }
            /// Words one message with another's text, asked for through
            /// `ValidationMessages` while its own is being made.
            struct Borrowing: ValidationMessageProvider {
                func text(for message: ValidationMessage) -> String? {
                    if case .tooShort = message { return ValidationMessages.text(for: .required) + "!" }
                    return message == .required ? "Needed" : nil
                }
            }
            let rule: NotEmptyRule<String> = .isNotEmpty()
            let url: URLRule<String> = .url()
            // English texts made (and kept) first: a new provider's are
            // used from the next validation on, not the English ones kept.
            precondition(rule.validate(value: "") == "This field is required")
            precondition(url.validate(value: "example.com") == "Enter a URL starting with https:// or http://")
            ValidationMessages.provider = Shouting()
            precondition(rule.validate(value: "") == "THIS FIELD IS REQUIRED")
            precondition(url.validate(value: "example.com") == "ENTER A URL STARTING WITH HTTPS:// OR HTTP://")
            ValidationMessages.provider = Borrowing()
            precondition(MinLengthRule<String>(3).validate(value: "a") == "Needed!")
            ValidationMessages.provider = EnglishValidationMessages()
            precondition(url.validate(value: "example.com") == "Enter a URL starting with https:// or http://")
            precondition(rule.validate(value: "") == "This field is required")
            // A date is written in the time zone of the moment, not as it
            // was when its message was first made.
            let limit = Date(timeIntervalSince1970: 1_800_000_000 - 3_600 * 3)  // 2027-01-15 05:00 UTC
            setenv("TZ", "UTC", 1)
            NSTimeZone.resetSystemTimeZone()
            let inUTC = ValidationMessages.text(for: .dateNotBefore(limit))
            setenv("TZ", "America/Los_Angeles", 1)
            NSTimeZone.resetSystemTimeZone()
            let inLosAngeles = ValidationMessages.text(for: .dateNotBefore(limit))
            precondition(inUTC == "Must be before 2027-01-15" && inLosAngeles == "Must be before 2027-01-14", "\(inUTC), \(inLosAngeles)")
            // What a person chose is not kept: as many texts as files.
            for index in 0..<600 { precondition(ValidationMessages.text(for: .chosenFile(description: "f\(index)")).contains("f\(index)")) }
            precondition(url.validate(value: "example.com") == "Enter a URL starting with https:// or http://")
        }
    }
}
