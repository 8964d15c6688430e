public import Foundation

/// Identifies a built-in default message, with the values it mentions.
///
/// Built-in rules use these when you leave out `message:`,
/// ``SubmitUnavailability`` uses them for its ``SubmitUnavailability/message``,
/// and surfaces use them for their own words (the toolbar's titles, the
/// "Discard changes?" question).
/// The text comes from the current ``ValidationMessages/provider``, so every
/// default message can be translated or reworded in one place. A `message:`
/// you pass to a rule always wins over the provider.
public enum ValidationMessage: Sendable, Hashable {
    /// A value is required (``NotEmptyRule``).
    case required
    /// Text is shorter than `minimum` characters (``MinLengthRule``).
    case tooShort(minimum: Int)
    /// Text is longer than `maximum` characters (``MaxLengthRule``).
    case tooLong(maximum: Int)
    /// Text does not match a pattern (``PatternRule``).
    case patternMismatch
    /// Text is not shaped like an email address (``EmailRule``).
    case invalidEmail
    /// Text is not a URL with one of the allowed schemes (``URLRule``):
    /// it does not start with one of `schemes` (any scheme, when empty).
    case invalidURL(schemes: [String])
    /// Text starts with an allowed scheme, `scheme` (lowercase), but is not a
    /// full URL: it has no host, as `https://` (``URLRule``).
    case incompleteURL(scheme: String)
    /// A URL's port is 0 or above 65535, as `https://example.com:99999`
    /// (``URLRule``).
    case urlPortOutOfRange
    /// A box must be ticked (``IsTrueRule``).
    case mustBeTrue
    /// A value is below `minimum` (``MinimumRule``).
    case tooSmall(minimum: String)
    /// A value is above `maximum` (``MaximumRule``).
    case tooLarge(maximum: String)
    /// A value is outside `lower...upper` (``RangeRule``).
    case outOfRange(lower: String, upper: String)
    /// A value is not a multiple of `step` (``MultipleOfRule``).
    case notMultiple(of: String)
    /// A date is not before `limit` (``DateRule``).
    case dateNotBefore(Date)
    /// A date is not after `limit` (``DateRule``).
    case dateNotAfter(Date)
    /// A date is outside `start...end` (``DateRule``).
    case dateOutOfRange(start: Date, end: Date)
    /// A collection holds fewer than `minimum` items (``CountRule``).
    case tooFewItems(minimum: Int)
    /// A collection holds more than `maximum` items (``CountRule``).
    case tooManyItems(maximum: Int)
    /// A collection holds the same item twice (``UniqueItemsRule``).
    case duplicateItems
    /// A field must equal another field, named `other` (``FormRule/matches(_:_:message:)``).
    case mismatch(other: String)
    /// Submit is unavailable while a submission runs
    /// (``SubmitUnavailability/submitting``).
    case submissionInProgress
    /// Submit is unavailable because a form of saved data has not changed
    /// (``SubmitUnavailability/unchanged``).
    case noChanges
    /// Typed text is not a number (surfaces' number fields).
    case notANumber
    /// Typed text is not a whole number (surfaces' integer fields).
    case notAWholeNumber
    /// Typed text is not a date written as `pattern`, such as `yyyy-mm-dd`
    /// (surfaces' date fields).
    case notADate(pattern: String)
    /// The title of the button that leaves a form without submitting
    /// ("Cancel"), when the form does not name its own.
    case cancelTitle
    /// The title of the button that submits a form ("Submit"), when the form
    /// does not name its own.
    case submitTitle
    /// The question asked before a form with changes is left ("Discard changes?").
    case discardChangesQuestion
    /// The answer that leaves the form and loses its changes ("Discard Changes").
    case discardChangesAction
    /// The answer that stays on the form ("Keep Editing").
    case keepEditingAction
    /// The word before an error for screen readers, and before a page title
    /// when the page shows errors ("Error:").
    case errorPrefix
    /// The heading of a list of a form's errors ("There is a problem").
    case errorSummaryTitle
    /// The note under a password field on a page shown again: what was
    /// typed is never sent back into a page ("Type this again: for your
    /// security it is not shown again.").
    case typeSecretAgain
    /// The note under a password field of a step shown again, whose server
    /// keeps what was typed when the field comes back empty ("Leave this
    /// empty to keep what you typed: for your security it is not shown
    /// again.").
    case secretKeptIfEmpty
    /// A submitted choice is not one of the options offered (a tampered or
    /// stale form).
    case notAnOption
    /// The button that removes element `position` (from 1) of a list whose
    /// elements are called `item` ("Remove option 2").
    case removeElement(item: String, position: Int)
    /// The button that moves element `position` up ("Move option 2 up").
    case moveElementUp(item: String, position: Int)
    /// The button that moves element `position` down ("Move option 2 down").
    case moveElementDown(item: String, position: Int)
    /// A file larger than `maximum` (a size as people write it: "2 MB").
    case fileTooLarge(maximum: String)
    /// A file of a type not among `types` ("image/png, .pdf").
    case fileTypeNotAccepted(types: String)
    /// No file is at the path typed.
    case fileNotFound(path: String)
    /// The file a form holds, shown by its file input (`description` is
    /// its name and size: "avatar.png (12 KB)").
    case chosenFile(description: String)
    /// A file that was chosen must be chosen again: browsers do not send a
    /// file a second time when a page comes back with errors.
    case chooseFileAgain(filename: String)
    /// Typed text is not a time written as `pattern`, such as `hh:mm`.
    case notATime(pattern: String)
    /// Typed text is a date in the right form that does not exist
    /// (2023-02-30, month 13).
    case noSuchDate
    /// Typed text is a time in the right form that does not exist (24:00,
    /// 12:60).
    case noSuchTime
    /// A typed number between two of the values a stepped control allows
    /// (`below` and `above`, written as the control writes numbers).
    case betweenSteps(below: String, above: String)
    /// A JSON request gave a text field something other than a string.
    case expectsText
    /// A JSON request gave a checkbox something other than `true` or `false`.
    case expectsTrueOrFalse
    /// A JSON request gave a choice a value that names none of its options;
    /// `options` lists what it may give ("\"light\", \"dark\"").
    case expectsOneOf(options: String)
    /// A JSON request named a field the form does not have.
    case noSuchField
    /// A JSON request gave a file field a value: files need a multipart body.
    case filesNeedMultipart
    /// Asked before a Start over button puts back a form that has changes
    /// ("Start over? Your changes are lost.").
    case startOverQuestion
    /// The button that confirms starting over ("Start over").
    case startOverAction
    /// A submission larger than the server takes; `maximum` is a size as
    /// people write it ("10 MB").
    case submissionTooLarge(maximum: String)
    /// A submission with more answers than the server takes.
    case tooManyAnswers(maximum: Int)
    /// One answer longer than the server takes: `maximum` characters of
    /// any script fit.
    case answerTooLong(maximum: Int)
    /// A list with more items than the server takes.
    case listTooLong(maximum: Int)
    /// A submission that arrived damaged (bad encoding, a broken body): it
    /// was not sent by the form as it is.
    case submissionDamaged
    /// A submit button's words while its form is on its way ("Sending…").
    case sending
}
