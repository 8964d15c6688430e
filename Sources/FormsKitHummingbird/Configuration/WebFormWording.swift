/// The words of the web layer's own pages and messages, outside any form:
/// replace them to reword, or give each ``MessageLanguage`` its own to
/// translate them. None of them says anything about the
/// server's internals.
public struct WebFormWording: Sendable {
    /// The heading of a page that refuses a request (403).
    public var refusedTitle = "This form could not be sent"
    /// Why a form without this site's security cookie was refused.
    public var missingCookie =
        "Your browser did not send this site's security cookie. Allow cookies for this site, open the form again and send it from there."
    /// Why a form with a missing or wrong security token was refused.
    public var invalidToken = "This form's security check failed. Open the form again and send it from there."
    /// Why a form sent from another site was refused.
    public var crossSite = "This form was sent from another website, so it was not accepted. Open the form on this site and send it from there."
    /// Shown above a form whose page was open too long: its values are kept.
    public var expiredToken = "This page was open for a long time, so for your security nothing was saved. Check your answers and send the form again."
    /// The heading of a page about a submission that could not be read (400, 413, 415).
    public var badRequestTitle = "The form could not be read"
    /// Why a body that ended before it was complete was refused (400).
    public var incompleteBody = "The form arrived incomplete. Please send it again."
    /// Why a form sent by a button the page does not have (an altered or
    /// out-of-date page) was refused (400): nothing was changed.
    public var unknownButton = "This form was sent by a button it does not have, so nothing was done. Open the form again and use its own buttons."
    /// Why a body in a format these routes do not take was refused (415).
    public var unsupportedFormat = "Send the form as application/x-www-form-urlencoded or multipart/form-data, or as application/json."
    /// Shown above a form whose submission failed on the server (500). The
    /// values are kept; nothing about the failure is shown.
    public var serverFailure = "Sorry, something went wrong on our side and nothing was saved. Please try again later."
    /// The heading of the page shown when no form could be made (500).
    public var serverFailureTitle = "Sorry, there is a problem with the service"
    /// The flash message after a successful submission, when the form's
    /// layout has no `successMessage`.
    public var submitted = "Your answers were sent."
    /// The heading of the page for a request a form's path does not take
    /// (PUT, DELETE: 405).
    public var methodNotAllowedTitle = "This page cannot do that"
    /// Why such a request was refused (405).
    public var methodNotAllowed = "This address shows a form and takes what it sends, nothing else. Open the form and fill it in."
    /// The heading of the page for an address with no page (404).
    public var notFoundTitle = "Page not found"
    /// What the not-found page says (404).
    public var notFound = "There is no page at this address. Check that it is typed correctly, or start again from the first page."
    /// The text of the not-found page's link to the site's first page.
    public var startPage = "Go to the first page"
    /// The heading of the page for a step of a form in steps whose earlier
    /// answers are gone (400).
    public var flowExpiredTitle = "Your earlier answers are gone"
    /// Why: the answers of a form in steps are kept for two hours, in
    /// this browser only.
    public var flowExpired =
        "Answers to this form are kept for two hours, in the browser that gave them, and these are no longer there. Open the form again and start from its first step."
    /// Shown above a form in steps that starts again because the answers
    /// its address was for are gone.
    public var flowRestarted = "Your earlier answers to this form are no longer there, so it starts again."
    /// Why a step of a form in steps stays (422): its answers and the
    /// earlier steps' are more than a browser keeps between pages.
    public var answersTooLong = "Your answers are too long for this form to keep between its steps. Shorten the longest, then continue."
    /// The text of the link back to a form from a refusal page.
    public var backToForm = "Open the form again"
    /// Above a form restored from a draft: what the person typed before is
    /// there again.
    public var draftKept = "What you typed before is back, as you left it."
    /// The button that discards a restored draft.
    public var discardDraft = "Discard it and start again"

    /// The English words.
    public init() {}
}
