import Foundation

extension ValidationMessage {
    /// FormsKit's messages: the English in code, the other languages in
    /// the module's `Resources/<tag>.lproj/Localizable.strings`, by the same
    /// keys. Public so that a translation can be checked
    /// (``TextCatalog/missingTranslations(in:keys:)``).
    public static let catalog = TextCatalog(english: english, bundle: ResourceBundle.of(target: "FormsKit", module: .module))

    /// The English texts. A key ending in `|one`, `|other` (or another
    /// CLDR category) is a plural form; `{name}` is a value the message
    /// mentions.
    static let english: [String: String] = [
        "required": "This field is required",
        "tooShort|one": "Must be at least {count} character",
        "tooShort|other": "Must be at least {count} characters",
        "tooLong|one": "Must be no more than {count} character",
        "tooLong|other": "Must be no more than {count} characters",
        "patternMismatch": "Has an invalid format",
        "invalidEmail": "Enter an email address such as name@example.com",
        "invalidURL": "Enter a valid URL",
        "invalidURL.schemes": "Enter a URL starting with {schemes}",
        "incompleteURL": "Enter a full URL, such as {scheme}://example.com",
        "urlPortOutOfRange": "Enter a port from 1 to 65535 after the colon, or none",
        "mustBeTrue": "Must be accepted",
        "tooSmall": "Must be at least {minimum}",
        "tooLarge": "Must be at most {maximum}",
        "outOfRange": "Must be between {lower} and {upper}",
        "notMultiple": "Must be a multiple of {step}",
        "dateNotBefore": "Must be before {date}",
        "dateNotAfter": "Must be after {date}",
        "dateOutOfRange": "Must be between {start} and {end}",
        "tooFewItems|one": "Choose at least {count} item",
        "tooFewItems|other": "Choose at least {count} items",
        "tooManyItems|one": "Choose no more than {count} item",
        "tooManyItems|other": "Choose no more than {count} items",
        "duplicateItems": "Must not contain duplicates",
        "mismatch": "Must match {other}",
        "submissionInProgress": "A submission is already running.",
        "notANumber": "Enter a number",
        "notAWholeNumber": "Enter a whole number",
        "notADate": "Enter a date as {pattern}",
        "notATime": "Enter a time as {pattern}, such as 14:30",
        "noSuchDate": "There is no such date: check the day and the month",
        "noSuchTime": "There is no such time: check the hour and the minutes",
        "noChanges": "Nothing has changed yet.",
        "cancelTitle": "Cancel",
        "submitTitle": "Submit",
        "discardChangesQuestion": "Discard changes?",
        "discardChangesAction": "Discard Changes",
        "keepEditingAction": "Keep Editing",
        "errorPrefix": "Error:",
        "errorSummaryTitle": "There is a problem",
        "typeSecretAgain": "Type this again: for your security it is not shown again.",
        "secretKeptIfEmpty": "Leave this empty to keep what you typed: for your security it is not shown again.",
        "notAnOption": "Choose one of the options",
        "removeElement": "Remove {item} {position}",
        "moveElementUp": "Move {item} {position} up",
        "moveElementDown": "Move {item} {position} down",
        "fileTooLarge": "The file must be {maximum} or smaller",
        "fileTypeNotAccepted": "The file must be {types}",
        "fileNotFound": "No file can be read at {path}",
        "chosenFile": "Chosen: {file}",
        "chooseFileAgain": "Choose {filename} again: files are not sent a second time",
        "betweenSteps": "Enter {below} or {above}: the value goes in steps",
        "expectsText": "Must be text: a JSON string",
        "expectsTrueOrFalse": "Must be true or false",
        "expectsOneOf": "Must be one of {options}, or an option's position from 0",
        "noSuchField": "This form has no field of this name",
        "filesNeedMultipart": "Send files as multipart/form-data: a JSON body cannot carry them",
        "startOverQuestion": "Start over? Every change you made is lost.",
        "startOverAction": "Start over",
        "submissionTooLarge":
            "What you sent is too large for this site, which takes up to {maximum}. Send a smaller file or less text.",
        "tooManyAnswers": "The form has more answers than this site takes (up to {maximum}). Remove some, then send it again.",
        "answerTooLong":
            "One of your answers is too long for this site, which takes up to about {maximum} characters in each. Shorten it, then send the form again.",
        "listTooLong": "A list in the form has more items than this site takes (up to {maximum}). Remove some, then send it again.",
        "submissionDamaged": "The form arrived damaged, so it could not be read. Open the form again and send it from there.",
        "sending": "Sending…",
        // Pieces of the messages above.
        "list.or": "{first} or {last}",
        "size.bytes|one": "{count} byte",
        "size.bytes|other": "{count} bytes",
        "size.kilobytes": "{size} KB",
        "size.megabytes": "{size} MB",
        "size.gigabytes": "{size} GB",
        "size.terabytes": "{size} TB",
        "list.separator": ", ",
        "fileType.extension": "a {extension} file",
        "fileType.image": "an image",
        "fileType.imageOfType": "a {type} image",
        "fileType.audio": "a sound file",
        "fileType.video": "a video",
        "fileType.text": "a text file",
        "fileType.pdf": "a PDF",
        "fileType.other": "a file of type {type}",
        "fileType.any": "of an accepted type",
    ]

    /// The message's text in `language`.
    func text(in language: FormLanguage) -> String {
        let words = Self.catalog
        func say(_ key: String, _ arguments: [String: String] = [:]) -> String { words.text(key, in: language, arguments) }
        func count(_ key: String, _ count: Int) -> String { words.text(key, count: count, in: language) }
        func number(_ written: String) -> String { Self.writtenNumber(written, in: language) }
        func date(_ date: Date) -> String { Self.writtenDate(date, in: language) }
        switch self {
        case .required: return say("required")
        case .tooShort(let minimum): return count("tooShort", minimum)
        case .tooLong(let maximum): return count("tooLong", maximum)
        case .patternMismatch: return say("patternMismatch")
        case .invalidEmail: return say("invalidEmail")
        case .invalidURL(let schemes):
            guard !schemes.isEmpty else { return say("invalidURL") }
            return say("invalidURL.schemes", ["schemes": Self.orList(schemes.map { "\($0)://" }, in: language)])
        case .incompleteURL(let scheme): return say("incompleteURL", ["scheme": scheme])
        case .urlPortOutOfRange: return say("urlPortOutOfRange")
        case .mustBeTrue: return say("mustBeTrue")
        case .tooSmall(let minimum): return say("tooSmall", ["minimum": number(minimum)])
        case .tooLarge(let maximum): return say("tooLarge", ["maximum": number(maximum)])
        case .outOfRange(let lower, let upper): return say("outOfRange", ["lower": number(lower), "upper": number(upper)])
        case .notMultiple(let step): return say("notMultiple", ["step": number(step)])
        case .dateNotBefore(let limit): return say("dateNotBefore", ["date": date(limit)])
        case .dateNotAfter(let limit): return say("dateNotAfter", ["date": date(limit)])
        case .dateOutOfRange(let start, let end): return say("dateOutOfRange", ["start": date(start), "end": date(end)])
        case .tooFewItems(let minimum): return count("tooFewItems", minimum)
        case .tooManyItems(let maximum): return count("tooManyItems", maximum)
        case .duplicateItems: return say("duplicateItems")
        case .mismatch(let other): return say("mismatch", ["other": other])
        case .submissionInProgress: return say("submissionInProgress")
        case .noChanges: return say("noChanges")
        case .notANumber: return say("notANumber")
        case .notAWholeNumber: return say("notAWholeNumber")
        case .notADate(let pattern): return say("notADate", ["pattern": pattern])
        case .notATime(let pattern): return say("notATime", ["pattern": pattern])
        case .noSuchDate: return say("noSuchDate")
        case .noSuchTime: return say("noSuchTime")
        case .cancelTitle: return say("cancelTitle")
        case .submitTitle: return say("submitTitle")
        case .discardChangesQuestion: return say("discardChangesQuestion")
        case .discardChangesAction: return say("discardChangesAction")
        case .keepEditingAction: return say("keepEditingAction")
        case .errorPrefix: return say("errorPrefix")
        case .errorSummaryTitle: return say("errorSummaryTitle")
        case .typeSecretAgain: return say("typeSecretAgain")
        case .secretKeptIfEmpty: return say("secretKeptIfEmpty")
        case .notAnOption: return say("notAnOption")
        case .removeElement(let item, let position): return say("removeElement", ["item": item, "position": String(position)])
        case .moveElementUp(let item, let position): return say("moveElementUp", ["item": item, "position": String(position)])
        case .moveElementDown(let item, let position): return say("moveElementDown", ["item": item, "position": String(position)])
        case .fileTooLarge(let maximum): return say("fileTooLarge", ["maximum": maximum])
        case .fileTypeNotAccepted(let types): return say("fileTypeNotAccepted", ["types": Self.describeFileTypes(types, in: language)])
        case .fileNotFound(let path): return say("fileNotFound", ["path": path])
        case .chosenFile(let description): return say("chosenFile", ["file": description])
        case .chooseFileAgain(let filename): return say("chooseFileAgain", ["filename": filename])
        case .betweenSteps(let below, let above): return say("betweenSteps", ["below": number(below), "above": number(above)])
        case .expectsText: return say("expectsText")
        case .expectsTrueOrFalse: return say("expectsTrueOrFalse")
        case .expectsOneOf(let options): return say("expectsOneOf", ["options": options])
        case .noSuchField: return say("noSuchField")
        case .filesNeedMultipart: return say("filesNeedMultipart")
        case .startOverQuestion: return say("startOverQuestion")
        case .startOverAction: return say("startOverAction")
        case .submissionTooLarge(let maximum): return say("submissionTooLarge", ["maximum": maximum])
        case .tooManyAnswers(let maximum): return say("tooManyAnswers", ["maximum": language.writtenNumber(maximum)])
        case .answerTooLong(let maximum): return say("answerTooLong", ["maximum": language.writtenNumber(maximum)])
        case .listTooLong(let maximum): return say("listTooLong", ["maximum": language.writtenNumber(maximum)])
        case .submissionDamaged: return say("submissionDamaged")
        case .sending: return say("sending")
        }
    }

    /// `items` as one choice among them: "a, b or c".
    static func orList(_ items: [String], in language: FormLanguage) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        let separator = catalog.text("list.separator", in: language)
        return catalog.text("list.or", in: language, ["first": items.dropLast().joined(separator: separator), "last": last])
    }

    /// File types as people say them: `image/*, application/pdf` is "an
    /// image or a PDF", `.png` "a .png file".
    static func describeFileTypes(_ list: String, in language: FormLanguage) -> String {
        func say(_ key: String, _ arguments: [String: String] = [:]) -> String { catalog.text(key, in: language, arguments) }
        let kinds = ["image": "fileType.image", "audio": "fileType.audio", "video": "fileType.video", "text": "fileType.text"]
        let words = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map { type -> String in
            if type.hasPrefix(".") { return say("fileType.extension", ["extension": type]) }
            let parts = type.lowercased().split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return say("fileType.other", ["type": type]) }
            if parts[1] == "*" { return kinds[parts[0]].map { say($0) } ?? say("fileType.other", ["type": type]) }
            if parts == ["application", "pdf"] { return say("fileType.pdf") }
            if parts[0] == "image" { return say("fileType.imageOfType", ["type": parts[1].uppercased()]) }
            return say("fileType.other", ["type": type])
        }
        return words.isEmpty ? say("fileType.any") : orList(words, in: language)
    }

    /// A number a message mentions (as the rule wrote it: `2.5`), with the
    /// language's decimal separator (`2,5` in French); anything else as it is.
    static func writtenNumber(_ written: String, in language: FormLanguage) -> String {
        guard language.language != .english, written.contains("."), PluralOperands(written) != nil,
            language.locale.decimalSeparator == ","
        else { return written }
        return written.replacingOccurrences(of: ".", with: ",")
    }

    /// A day a message mentions: in English an unambiguous ISO 8601 day
    /// (`2026-11-21`); in another language, as its people write a day in
    /// figures (`21/11/2026` in French, `21.11.2026` in German).
    static func writtenDate(_ date: Date, in language: FormLanguage) -> String {
        if language.language == .english { return date.formatted(Date.ISO8601FormatStyle(timeZone: .current).year().month().day()) }
        var style = Date.FormatStyle(date: .numeric, time: .omitted, locale: language.locale, timeZone: .current)
        style.calendar = Calendar(identifier: .gregorian)
        return date.formatted(style)
    }
}
