/// What the button that sent a form asked for: its `name="_fk_action"` value.
/// Every button of a rendered form posts the form, so nothing typed is lost
/// whichever is pressed, and repeated groups work without JavaScript.
public enum HTMLFormAction: Hashable, Sendable {
    /// Submit the form (the default: Enter in a field, or a submit button).
    case submit
    /// Leave without submitting.
    case cancel
    /// Start over was pressed: the page asks first when the form has
    /// changes (the web core renders that question), or puts every field
    /// back when it has none.
    case reset
    /// The person said yes to "Start over?": every field goes back to its
    /// baseline.
    case confirmReset
    /// A button row of the form's own, by its field name.
    case activate(String)
    /// Add an element to a repeated group.
    case add(group: String)
    /// Remove an element of a repeated group.
    case remove(group: String, index: Int)
    /// Move an element of a repeated group by `offset` places.
    case move(group: String, index: Int, offset: Int)
    /// In a form split into steps: check the step shown and go to the next
    /// (its Continue button, and Enter in a field of a step before the
    /// last).
    case nextStep
    /// In a form split into steps: go back a step, checking nothing.
    case previousStep
    /// Show again what other fields work out from the values sent (a
    /// preview, a count of characters): what the live script asks for as
    /// the person types (``HTMLFormRenderer/renderDerivedRows(_:)``).
    /// Nothing is validated, saved or submitted.
    case refresh
    /// Discard the draft a page was restored from (its notice's Discard
    /// button): the form starts as new. Sent from the notice that offers a
    /// draft another tab saved, discard that draft.
    case discardDraft
    /// Take the draft another tab saved, which a fresh page offers (its
    /// notice's Restore button): the page goes on from it.
    case restoreDraft
    /// Keep what the page holds as the browser's draft, and nothing else:
    /// what the live script sends every few seconds after a change, and
    /// when the page is hidden. Nothing is validated or submitted.
    case saveDraft
    /// Show the page in the language tagged here (a button of its list of
    /// languages), with what it holds; nothing is validated or submitted.
    case language(String)
    /// A value no button of a rendered form sends (a page altered by hand,
    /// or from another version): nothing is done, and a server answers 400.
    case unknown(String)

    /// The name every action button posts under.
    package static let key = "_fk_action"

    package static let submitValue = "submit"
    static let cancelValue = "cancel"
    static let resetValue = "reset"
    static let confirmResetValue = "reset:confirm"
    static let refreshValue = "refresh"
    /// The value of a restored draft's Discard button.
    package static let discardDraftValue = "discard-draft"
    /// The value of an offered draft's Restore button.
    package static let restoreDraftValue = "restore-draft"
    static let saveDraftValue = "save-draft"
    package static let nextStepValue = "continue"
    package static let previousStepValue = "back"
    static func activateValue(_ name: String) -> String { "activate:" + name }
    static func addValue(group: String) -> String { "add:" + group }
    static func languageValue(_ tag: String) -> String { "language:" + tag }
    /// Writes a Remove button's value, attribute-escaped: `remove:2:options`.
    static func writeRemoveValue(group: String, index: Int, into html: inout HTMLWriter) {
        html.raw("remove:")
        html.integer(index)
        html.raw(":")
        html.attributeValue(group)
    }

    /// Writes a Move button's value, attribute-escaped: `move:2:-1:options`.
    static func writeMoveValue(group: String, index: Int, offset: Int, into html: inout HTMLWriter) {
        html.raw("move:")
        html.integer(index)
        html.raw(":")
        html.integer(offset)
        html.raw(":")
        html.attributeValue(group)
    }

    /// The action a button's value names: none submits (Enter in a field of
    /// a page without a submit button sends no button); a value no button
    /// sends is ``unknown(_:)``.
    public init(value: String?) {
        guard let value else {
            self = .submit
            return
        }
        // The buttons every form has, named by their value alone: compared
        // as they are, before anything is split.
        switch value {
        case Self.submitValue:
            self = .submit
            return
        case Self.cancelValue:
            self = .cancel
            return
        case Self.resetValue:
            self = .reset
            return
        case Self.confirmResetValue:
            self = .confirmReset
            return
        case Self.refreshValue:
            self = .refresh
            return
        case Self.discardDraftValue:
            self = .discardDraft
            return
        case Self.restoreDraftValue:
            self = .restoreDraft
            return
        case Self.saveDraftValue:
            self = .saveDraft
            return
        case Self.nextStepValue:
            self = .nextStep
            return
        case Self.previousStepValue:
            self = .previousStep
            return
        default:
            break
        }
        let parts = value.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        switch parts.first {
        case "cancel": self = .cancel
        case "reset": self = .reset
        case "activate" where parts.count >= 2: self = .activate(parts.dropFirst().joined(separator: ":"))
        case "add" where parts.count >= 2: self = .add(group: parts.dropFirst().joined(separator: ":"))
        case "language" where parts.count == 2 && !parts[1].isEmpty && parts[1].utf8.count <= 35: self = .language(parts[1])
        case "remove" where parts.count >= 3:
            guard let index = Int(parts[1]) else {
                self = .unknown(value)
                return
            }
            self = .remove(group: parts.dropFirst(2).joined(separator: ":"), index: index)
        case "move" where parts.count == 4:
            guard let index = Int(parts[1]), let offset = Int(parts[2]) else {
                self = .unknown(value)
                return
            }
            self = .move(group: parts[3], index: index, offset: offset)
        default: self = .unknown(value)
        }
    }
}
