import FormsKit
import FormsKitModel

/// A row of one outline as a render or a decode reads it, kept with the
/// row's facts (``HTMLRowFacts/reader``): the row itself, so neither copies
/// it out of the outline, and how its control's value is read, worked out
/// once rather than by matching the control on every render.
final class HTMLRowReader<Form: ValidatableForm> {
    let row: FormRow<Form>
    /// How a `String` field's value is read, for a text control whose text
    /// is the value: called directly, without the closures around it.
    let verbatim: FieldValueReader<Form, String>?
    /// How the text the session shows for the row becomes the browser's
    /// value, for a control whose text is parsed (a number, a date,
    /// formatted text); `nil` for the other controls.
    let browserValue: ((String) -> String)?
    /// How a text that is a `String` field's value is written, for a
    /// decode: ``FormSession/setVerbatimText(_:with:)``.
    let verbatimWriter: VerbatimTextWriter<Form>?
    /// The input type whose values a browser checks, for a number or date
    /// control: a value it would throw away is shown in a text input.
    let browserInputType: BrowserInputType?

    @MainActor
    init(row: FormRow<Form>) {
        self.row = row
        switch row.control {
        case .text(let control):
            // A `String` field's text is its value: no entry to make, no draft.
            verbatim = control.verbatimReader
            verbatimWriter = control.verbatimWriter
            browserValue = control.isVerbatim ? nil : { $0 }
            browserInputType = nil
        case .number(let number):
            // A browser keeps only a plain number as a number input's value
            // (`16`, not the model's `16 pt`): the unit is written after it.
            verbatim = nil
            verbatimWriter = nil
            browserValue = { text in number.format.parse(text).map(HTMLValueText.number) ?? text }
            browserInputType = number.style == .slider ? .range : .number
        case .date(let date):
            verbatim = nil
            verbatimWriter = nil
            browserValue = HTMLValueText.browserDate
            switch date.components {
            case .date: browserInputType = .date
            case .time: browserInputType = .time
            case .dateAndTime: browserInputType = .dateTime
            }
        case .toggle, .choice, .multipleChoice, .value, .note, .button, .link, .custom, .file:
            verbatim = nil
            verbatimWriter = nil
            browserValue = nil
            browserInputType = nil
        }
    }

    /// The value a text, number or date control shows, as the browser's
    /// input wants it; `nil` for other controls. `text` is the session's
    /// text for the row when the render has read it already (with the
    /// row's messages), so it is not read and formatted twice.
    @MainActor
    func value(in session: FormSession<Form>, text: String?) -> String? {
        if let verbatim { return verbatim.value(in: session.controller) }
        guard let browserValue else { return nil }
        let shown = text ?? session.text(of: row)
        let value = browserValue(shown)
        // A value the browser would throw away is shown as typed, in a
        // text input (`inputType`).
        if let browserInputType, !value.isEmpty, !browserInputType.keeps(value) { return shown }
        return value
    }

    /// The input's type when it shows `value` (``value(in:text:)``): the
    /// control's own when the browser keeps the value, `text` otherwise;
    /// `nil` for controls whose type does not depend on their value.
    func inputType(showing value: String) -> String? {
        browserInputType.map { $0.type(holding: value) }
    }
}
