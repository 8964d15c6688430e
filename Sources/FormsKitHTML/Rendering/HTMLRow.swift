import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// A row as a page shows it, read from its session once, before any markup
/// is written: its facts (name, ids, browser constraints), its words, its
/// state, and what its control shows, as plain values. Writing it
/// (``HTMLRowWriter``) reads nothing else.
struct HTMLRow {
    let facts: HTMLRowFacts
    /// Where the row sits in its section.
    let place: HTMLRowPlace
    let title: String
    /// The row's hint.
    let subtitle: String?
    /// The row's messages, when the page shows them.
    let messages: [String]
    let isDisabled: Bool
    /// Why the row cannot be used now ("At most 10 options."), when it is
    /// disabled and its definition says.
    var disabledReason: String?
    /// Whether the row shows what other fields work out: a read-only value
    /// or content of its own.
    let isDerived: Bool
    /// Whether the control takes focus when the page loads.
    var hasAutofocus = false
    /// The Add button's action that Enter in the control presses, in the
    /// last element of a group that adds on Enter.
    var entersAdd: String?
    /// The live-validation script's attributes (`data-fk-checks`,
    /// `data-fk-mode`), when the page validates as the user types and the
    /// field has checks it runs then.
    let liveValidation: (checks: String, mode: String)?
    /// What the control shows.
    let control: HTMLRowControl

    var isInvalid: Bool { !messages.isEmpty }

    /// What the control's `aria-describedby` lists: the hint, then the
    /// error when the row has messages.
    var describedBy: String? {
        guard isInvalid else { return facts.hintID }
        return facts.hintID.map { $0 + " " + facts.errorID } ?? facts.errorID
    }
}

/// What a row's control shows, as plain values: the HTML element it is and
/// what the session holds for it.
enum HTMLRowControl {
    /// A one-line input (`password` for masked text) or a text area.
    case text(TextInput)
    /// A number input, a unit written after it.
    case number(value: BrowserValue, isInteger: Bool, range: ClosedRange<Double>?, step: String, unit: String)
    /// A checkbox.
    case checkbox(isOn: Bool)
    /// A select, one option chosen.
    case select(labels: [String], selected: Int?)
    /// Radio buttons, one chosen.
    case radios(labels: [String], selected: Int?)
    /// Checkboxes, any chosen.
    case checkboxes(labels: [String], selected: Set<Int>)
    /// A date, time or date-time input.
    case date(value: BrowserValue, pattern: String, range: ClosedRange<Date>?, components: DateText.Components)
    /// A read-only value.
    case output(String)
    /// The row's title as text.
    case note
    /// A submit button with an action; a group's Add button when the row's
    /// place says so.
    case button(action: String, isSubmit: Bool)
    /// A link, or its title alone when there is no page to link to.
    case link(url: String?)
    /// Content of the row's own.
    case custom(ChromeNode)
    /// A file input, and the file the form holds.
    case file(acceptedTypes: [String], chosen: UploadedFile?)

    /// A text input's settings and value.
    struct TextInput {
        enum Kind { case singleLine, secure, multiline }
        let kind: Kind
        let value: String
        let placeholder: String?
        let content: TextContentKind
        /// Whether a password typed before is not written back, so the
        /// page asks for it again.
        let needsRetyping: Bool
    }
}

/// Where a row sits in its section.
enum HTMLRowPlace: Equatable {
    case header
    case row
    case element(group: String, index: Int)
    case add(group: String)
    case footer

    init<Form>(_ place: OutlineRow<Form>.Place) {
        switch place {
        case .header: self = .header
        case .row: self = .row
        case .element(let group, let index): self = .element(group: group, index: index)
        case .add(let group): self = .add(group: group)
        case .footer: self = .footer
        }
    }
}

/// The value a number or date input shows, and its type: the control's own
/// when a browser keeps the value, `text` when it would throw it away
/// (``BrowserInputType``), with the value as the person typed it.
struct BrowserValue {
    let value: String
    let typeName: String

    /// `value` is `shown` (the session's text) as the browser's input
    /// wants it.
    init(shown: String, value: String, type: BrowserInputType) {
        if value.isEmpty || type.keeps(value) {
            self.value = value
            typeName = type.name
        } else {
            self.value = shown
            typeName = type.type(holding: shown)
        }
    }
}
