import Foundation

/// FormsKit's default messages, in English.
public struct EnglishValidationMessages: ValidationMessageProvider {
    /// Creates the English catalogue.
    public init() {}

    public func text(for message: ValidationMessage) -> String? {
        switch message {
        case .required:
            return "This field is required"
        case .tooShort(let minimum):
            return "Must be at least \(minimum) \(minimum == 1 ? "character" : "characters")"
        case .tooLong(let maximum):
            return "Must be no more than \(maximum) \(maximum == 1 ? "character" : "characters")"
        case .patternMismatch:
            return "Has an invalid format"
        case .invalidEmail:
            return "Enter an email address such as name@example.com"
        case .invalidURL(let schemes):
            let list = schemes.map { "\($0)://" }.joined(separator: " or ")
            return schemes.isEmpty ? "Enter a valid URL" : "Enter a URL starting with \(list)"
        case .incompleteURL(let scheme):
            return "Enter a full URL, such as \(scheme)://example.com"
        case .mustBeTrue:
            return "Must be accepted"
        case .tooSmall(let minimum):
            return "Must be at least \(minimum)"
        case .tooLarge(let maximum):
            return "Must be at most \(maximum)"
        case .outOfRange(let lower, let upper):
            return "Must be between \(lower) and \(upper)"
        case .notMultiple(let step):
            return "Must be a multiple of \(step)"
        case .dateNotBefore(let limit):
            return "Must be before \(Self.format(limit))"
        case .dateNotAfter(let limit):
            return "Must be after \(Self.format(limit))"
        case .dateOutOfRange(let start, let end):
            return "Must be between \(Self.format(start)) and \(Self.format(end))"
        case .tooFewItems(let minimum):
            return "Choose at least \(minimum) \(minimum == 1 ? "item" : "items")"
        case .tooManyItems(let maximum):
            return "Choose no more than \(maximum) \(maximum == 1 ? "item" : "items")"
        case .duplicateItems:
            return "Must not contain duplicates"
        case .mismatch(let other):
            return "Must match \(other)"
        case .submissionInProgress:
            return "A submission is already running."
        case .notANumber:
            return "Enter a number"
        case .notAWholeNumber:
            return "Enter a whole number"
        case .notADate(let pattern):
            return "Enter a date as \(pattern)"
        case .notATime(let pattern):
            return "Enter a time as \(pattern), such as 14:30"
        case .noSuchDate:
            return "There is no such date: check the day and the month"
        case .noSuchTime:
            return "There is no such time: check the hour and the minutes"
        case .noChanges:
            return "Nothing has changed yet."
        case .cancelTitle:
            return "Cancel"
        case .submitTitle:
            return "Submit"
        case .discardChangesQuestion:
            return "Discard changes?"
        case .discardChangesAction:
            return "Discard Changes"
        case .keepEditingAction:
            return "Keep Editing"
        case .errorPrefix:
            return "Error:"
        case .errorSummaryTitle:
            return "There is a problem"
        case .typeSecretAgain:
            return "Type this again: for your security it is not shown again."
        case .secretKeptIfEmpty:
            return "Leave this empty to keep what you typed: for your security it is not shown again."
        case .notAnOption:
            return "Choose one of the options"
        case .removeElement(let item, let position):
            return "Remove \(item) \(position)"
        case .moveElementUp(let item, let position):
            return "Move \(item) \(position) up"
        case .moveElementDown(let item, let position):
            return "Move \(item) \(position) down"
        case .fileTooLarge(let maximum):
            return "The file must be \(maximum) or smaller"
        case .fileTypeNotAccepted(let types):
            return "The file must be \(Self.describeFileTypes(types))"
        case .fileNotFound(let path):
            return "No file can be read at \(path)"
        case .chosenFile(let description):
            return "Chosen: \(description)"
        case .chooseFileAgain(let filename):
            return "Choose \(filename) again: files are not sent a second time"
        case .betweenSteps(let below, let above):
            return "Enter \(below) or \(above): the value goes in steps"
        case .expectsText:
            return "Must be text: a JSON string"
        case .expectsTrueOrFalse:
            return "Must be true or false"
        case .expectsOneOf(let options):
            return "Must be one of \(options), or an option's position from 0"
        case .noSuchField:
            return "This form has no field of this name"
        case .filesNeedMultipart:
            return "Send files as multipart/form-data: a JSON body cannot carry them"
        case .startOverQuestion:
            return "Start over? Every change you made is lost."
        case .startOverAction:
            return "Start over"
        case .submissionTooLarge(let maximum):
            return "What you sent is too large for this site, which takes up to \(maximum). Send a smaller file or less text."
        case .tooManyAnswers(let maximum):
            return "The form has more answers than this site takes (up to \(maximum)). Remove some, then send it again."
        case .answerTooLong(let maximum):
            return "One of your answers is too long for this site, which takes up to about \(maximum) characters in each. Shorten it, then send the form again."
        case .listTooLong(let maximum):
            return "A list in the form has more items than this site takes (up to \(maximum)). Remove some, then send it again."
        case .submissionDamaged:
            return "The form arrived damaged, so it could not be read. Open the form again and send it from there."
        case .sending:
            return "Sending…"
        }
    }

    /// File types as people say them: `image/*, application/pdf` is "an
    /// image or a PDF", `.png` "a .png file".
    static func describeFileTypes(_ list: String) -> String {
        let kinds = ["image": "an image", "audio": "a sound file", "video": "a video", "text": "a text file"]
        let words = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map { type -> String in
            if type.hasPrefix(".") { return "a \(type) file" }
            let parts = type.lowercased().split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return "a file of type \(type)" }
            if parts[1] == "*" { return kinds[parts[0]] ?? "a file of type \(type)" }
            if parts == ["application", "pdf"] { return "a PDF" }
            if parts[0] == "image" { return "a \(parts[1].uppercased()) image" }
            return "a file of type \(type)"
        }
        guard let last = words.last else { return "of an accepted type" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Dates in messages: an unambiguous day in ISO 8601 form (`2026-11-21`),
    /// readable in every locale and stable in tests.
    static func format(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .current).year().month().day())
    }
}
