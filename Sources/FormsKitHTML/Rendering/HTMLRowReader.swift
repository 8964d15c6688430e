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

    @MainActor
    init(row: FormRow<Form>) {
        self.row = row
        verbatim = if case .text(let control) = row.control { control.verbatimReader } else { nil }
        switch row.control {
        case .text(let control) where control.isVerbatim:
            // A `String` field's text is its value: no entry to make, no draft.
            value = { session in control.text(in: session.controller) }
        case .text:
            value = { session in session.text(of: row) }
        case .number(let number):
            // A browser keeps only a plain number as a number input's value
            // (`16`, not the model's `16 pt`): the unit is written after it.
            value = { session in
                let text = session.text(of: row)
                return number.format.parse(text).map(HTMLValueText.number) ?? text
            }
        case .date:
            value = { session in HTMLValueText.browserDate(session.text(of: row)) }
        case .toggle, .choice, .multipleChoice, .value, .note, .button, .link, .custom, .file:
            value = nil
        }
    }
}
