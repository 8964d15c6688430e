import FormsKit
import Foundation

/// The words of the web layer's own pages and messages, outside any form:
/// replace them to reword. Each of FormsKit's languages has its own
/// (``init(language:)``); a ``WebFormLanguage`` may carry others. None of
/// them says anything about the server's internals.
public struct WebFormWording: Sendable {
    /// The heading of a page that refuses a request (403).
    public var refusedTitle: String
    /// Why a form without this site's security cookie was refused.
    public var missingCookie: String
    /// Why a form with a missing or wrong security token was refused.
    public var invalidToken: String
    /// Why a form sent from another site was refused.
    public var crossSite: String
    /// Shown above a form whose page was open too long: its values are kept.
    public var expiredToken: String
    /// The heading of a page about a submission that could not be read (400, 413, 415).
    public var badRequestTitle: String
    /// Why a body that ended before it was complete was refused (400).
    public var incompleteBody: String
    /// Why a form sent by a button the page does not have (an altered or
    /// out-of-date page) was refused (400): nothing was changed.
    public var unknownButton: String
    /// Why a body in a format these routes do not take was refused (415).
    public var unsupportedFormat: String
    /// Shown above a form whose submission failed on the server (500). The
    /// values are kept; nothing about the failure is shown.
    public var serverFailure: String
    /// The heading of the page shown when no form could be made (500).
    public var serverFailureTitle: String
    /// The flash message after a successful submission, when the form's
    /// layout has no `successMessage`.
    public var submitted: String
    /// The heading of the page for a request a form's path does not take
    /// (PUT, DELETE: 405).
    public var methodNotAllowedTitle: String
    /// Why such a request was refused (405).
    public var methodNotAllowed: String
    /// The heading of the page for an address with no page (404).
    public var notFoundTitle: String
    /// What the not-found page says (404).
    public var notFound: String
    /// The text of the not-found page's link to the site's first page.
    public var startPage: String
    /// The heading of the page for a step of a form in steps whose earlier
    /// answers are gone (400).
    public var flowExpiredTitle: String
    /// Why: the answers of a form in steps are kept for two hours, in
    /// this browser only.
    public var flowExpired: String
    /// Shown above a form in steps that starts again because the answers
    /// its address was for are gone.
    public var flowRestarted: String
    /// Why a step of a form in steps stays (422): its answers and the
    /// earlier steps' are more than a browser keeps between pages.
    public var answersTooLong: String
    /// Above the last step of a form in steps sent again (409): its answers
    /// were changed in another tab after it was shown, so it shows them as
    /// they are now.
    public var answersChanged: String
    /// The text of the link back to a form from a refusal page.
    public var backToForm: String
    /// Above a form restored from a draft: what the person typed before is
    /// there again.
    public var draftKept: String
    /// The confirmation of a form in steps, when its success message is no
    /// longer there (the page reloaded).
    public var formSent: String
    /// The link of the confirmation page to a new flow of the form.
    public var fillInAgain: String
    /// Above a form in steps restored from a draft, when it has passwords,
    /// which drafts never keep.
    public var draftKeptButPasswords: String
    /// The button that discards a restored draft.
    public var discardDraft: String
    /// Above a fresh page, when another tab (or the browser before it was
    /// closed) kept a draft of the form: asks whether to take it back.
    public var draftOffered: String
    /// The button that takes an offered draft back.
    public var restoreDraft: String
    /// The button that discards an offered draft.
    public var discardOfferedDraft: String
    /// The label of the list of languages a page offers (read by screen
    /// readers): "Language".
    public var languages: String
    /// Above an edit form sent from a page opened before another tab or
    /// window saved it: `{fields}` stands for the titles of the fields saved
    /// there. What was typed is kept, not saved.
    public var savedElsewhere: String
    /// Between the titles of a list: ", " in English.
    public var listSeparator: String
    /// The title of the page answering a page sent again while its first
    /// sending is still being submitted (on another server): "Still being
    /// sent".
    public var stillSendingTitle: String
    /// What that page says.
    public var stillSending: String

    /// The English words.
    public init() {
        self.init(language: .english)
    }

    /// The words in `language`: FormsKit's own, in English for a language
    /// it does not ship.
    public init(language: FormLanguage) {
        let words = WebWords.catalog
        refusedTitle = words.text("refusedTitle", in: language)
        missingCookie = words.text("missingCookie", in: language)
        invalidToken = words.text("invalidToken", in: language)
        crossSite = words.text("crossSite", in: language)
        expiredToken = words.text("expiredToken", in: language)
        badRequestTitle = words.text("badRequestTitle", in: language)
        incompleteBody = words.text("incompleteBody", in: language)
        unknownButton = words.text("unknownButton", in: language)
        unsupportedFormat = words.text("unsupportedFormat", in: language)
        serverFailure = words.text("serverFailure", in: language)
        serverFailureTitle = words.text("serverFailureTitle", in: language)
        submitted = words.text("submitted", in: language)
        methodNotAllowedTitle = words.text("methodNotAllowedTitle", in: language)
        methodNotAllowed = words.text("methodNotAllowed", in: language)
        notFoundTitle = words.text("notFoundTitle", in: language)
        notFound = words.text("notFound", in: language)
        startPage = words.text("startPage", in: language)
        flowExpiredTitle = words.text("flowExpiredTitle", in: language)
        flowExpired = words.text("flowExpired", in: language)
        flowRestarted = words.text("flowRestarted", in: language)
        answersTooLong = words.text("answersTooLong", in: language)
        answersChanged = words.text("answersChanged", in: language)
        backToForm = words.text("backToForm", in: language)
        draftKept = words.text("draftKept", in: language)
        formSent = words.text("formSent", in: language)
        fillInAgain = words.text("fillInAgain", in: language)
        draftKeptButPasswords = words.text("draftKeptButPasswords", in: language)
        discardDraft = words.text("discardDraft", in: language)
        draftOffered = words.text("draftOffered", in: language)
        restoreDraft = words.text("restoreDraft", in: language)
        discardOfferedDraft = words.text("discardOfferedDraft", in: language)
        languages = words.text("languages", in: language)
        savedElsewhere = words.text("savedElsewhere", in: language)
        listSeparator = words.text("listSeparator", in: language)
        stillSendingTitle = words.text("stillSendingTitle", in: language)
        stillSending = words.text("stillSending", in: language)
    }
}

/// The web layer's own words. English here; the other languages in
/// `Resources/<tag>.lproj/Localizable.strings`.
package enum WebWords {
    /// The words, in every language the module has them in; the package's
    /// tests check each translation against them.
    package static let catalog = TextCatalog(english: english, bundle: ResourceBundle.of(target: "FormsKitWeb", module: .module))

    /// The words in `language`, made once a language.
    static func wording(in language: FormLanguage) -> WebFormWording {
        if let known = wordingByLanguage.withLock({ $0[language] }) { return known }
        let wording = WebFormWording(language: language)
        wordingByLanguage.withLock { $0[language] = wording }
        return wording
    }

    private static let wordingByLanguage = LockedValue<[FormLanguage: WebFormWording]>([:])

    static let english: [String: String] = [
        "refusedTitle": "This form could not be sent",
        "missingCookie": "Your browser did not send this site's security cookie. Allow cookies for this site, open the form again and send it from there.",
        "invalidToken": "This form's security check failed. Open the form again and send it from there.",
        "crossSite": "This form was sent from another website, so it was not accepted. Open the form on this site and send it from there.",
        "expiredToken": "This page was open for a long time, so for your security nothing was saved. Check your answers and send the form again.",
        "badRequestTitle": "The form could not be read",
        "incompleteBody": "The form arrived incomplete. Please send it again.",
        "unknownButton": "This form was sent by a button it does not have, so nothing was done. Open the form again and use its own buttons.",
        "unsupportedFormat": "Send the form as application/x-www-form-urlencoded or multipart/form-data, or as application/json.",
        "serverFailure": "Sorry, something went wrong on our side and nothing was saved. Please try again later.",
        "serverFailureTitle": "Sorry, there is a problem with the service",
        "submitted": "Your answers were sent.",
        "methodNotAllowedTitle": "This page cannot do that",
        "methodNotAllowed": "This address shows a form and takes what it sends, nothing else. Open the form and fill it in.",
        "notFoundTitle": "Page not found",
        "notFound": "There is no page at this address. Check that it is typed correctly, or start again from the first page.",
        "startPage": "Go to the first page",
        "flowExpiredTitle": "Your earlier answers are gone",
        "flowExpired":
            "Answers to this form are kept for two hours, in the browser that gave them, and these are no longer there. Open the form again and start from its first step.",
        "flowRestarted": "Your earlier answers to this form are no longer there, so it starts again.",
        "answersTooLong": "Your answers are too long for this form to keep between its steps. Shorten the longest, then continue.",
        "answersChanged":
            "Your answers were changed in another tab or window after this page was shown. Check them below, then send this page again.",
        "backToForm": "Open the form again",
        "draftKept": "What you typed before is back, as you left it.",
        "formSent": "Your answers were sent.",
        "fillInAgain": "Fill in the form again",
        "draftKeptButPasswords": "What you typed before is back, as you left it, except passwords, which are never kept: type them again where they are asked.",
        "discardDraft": "Discard it and start again",
        "draftOffered": "What you typed in this form before was kept. Do you want it back?",
        "restoreDraft": "Restore it",
        "discardOfferedDraft": "Discard it",
        "languages": "Language",
        "savedElsewhere":
            "Saved in another tab or window after this page was opened: {fields}. What you typed below is not saved yet: check it, then send this page again to keep it.",
        "listSeparator": ", ",
        "stillSendingTitle": "Still being sent",
        "stillSending": "This page is still being sent (a click before this one). Wait a moment, then open the form again to see what became of it.",
    ]
}
