import FormsKit
import FormsKitModel

/// A row of one outline as a render or a decode reads it, kept with the
/// row's facts (``HTMLRowFacts/reader``): the row itself, so neither copies
/// it out of the outline, and how its control's value is read, worked out
/// once rather than by matching the control on every render.
final class HTMLRowReader<Form: ValidatableForm> {
    let row: FormRow<Form>
    /// The value a text, number or date control shows, as the browser's
    /// input wants it; `nil` for other controls.
    let value: (@MainActor (FormSession<Form>) -> String)?
    /// How a `String` field's value is read, for a text control whose text
    /// is the value: called directly, without the closures around it.
    let verbatim: FieldValueReader<Form, String>?

    /// How the text the session shows becomes the browser's value, for a
    /// control whose text is parsed (a number, a date, formatted text):
    /// used when the render has read that text already (with the row's
    /// messages), so it is not read and formatted twice.
    let browserValue: ((String) -> String)?

    @MainActor
    init(row: FormRow<Form>) {
        self.row = row
        verbatim = if case .text(let control) = row.control { control.verbatimReader } else { nil }
        switch row.control {
        case .text(let control) where control.isVerbatim:
            // A `String` field's text is its value: no entry to make, no draft.
            value = { session in control.text(in: session.controller) }
            browserValue = nil
        case .text:
            value = { session in session.text(of: row) }
            browserValue = { $0 }
        case .number(let number):
            // A browser keeps only a plain number as a number input's value
            // (`16`, not the model's `16 pt`): the unit is written after it.
            let browserValue: (String) -> String = { text in number.format.parse(text).map(HTMLValueText.number) ?? text }
            value = { session in browserValue(session.text(of: row)) }
            self.browserValue = browserValue
        case .date:
            value = { session in HTMLValueText.browserDate(session.text(of: row)) }
            browserValue = HTMLValueText.browserDate
        case .toggle, .choice, .multipleChoice, .value, .note, .button, .link, .custom, .file:
            value = nil
            browserValue = nil
        }
    }

    /// The value the browser's input shows: `text`, the session's text for
    /// the row when the render has it, made the browser's; else read.
    @MainActor
    func value(in session: FormSession<Form>, text: String?) -> String? {
        if let verbatim { return verbatim.value(in: session.controller) }
        if let text, let browserValue { return browserValue(text) }
        return value?(session)
    }
}
