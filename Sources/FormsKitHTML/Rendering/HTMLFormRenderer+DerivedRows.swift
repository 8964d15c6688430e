import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

// The rows whose values other rows derive, sent alone when those change.
extension HTMLFormRenderer {
    /// The rows that show what other fields work out (read-only values,
    /// content of their own: a preview, a count of characters), each
    /// written as ``render(_:)`` writes it on a page with the live script,
    /// and nothing else: the answer to ``HTMLFormAction/refresh``.
    ///
    /// The live script posts the form with `_fk_action=refresh` a moment
    /// after the person stops typing, and puts each row of the answer in
    /// place of the page's row with its id (`data-fk-derived`), which says
    /// its new content politely (`aria-live`). Decode the submission into a
    /// session and answer with this, without validating or submitting:
    ///
    /// ```swift
    /// let decoding = HTMLFormDecoder.decode(submission, into: session)
    /// if decoding.action == .refresh { return html(renderer.renderDerivedRows(session)) }
    /// ```
    ///
    /// A row hidden on the page and shown by the values sent (or the other
    /// way round) changes with the next page, not here.
    public func renderDerivedRows(_ session: FormSession<Form>) -> String {
        TextConventions.withConventions(.iso) { writeDerivedRows(session) }
    }

    func writeDerivedRows(_ session: FormSession<Form>) -> String {
        // Only the rows' values are read: no messages, no live checks.
        var planning = self
        planning.showsErrors = false
        planning.liveValidation = .off
        planning.focusesFocusedRow = false
        var html = HTMLWriter()
        session.controller.readingForm {
            let plan = RenderPlan(planning, session: session)
            let rows = HTMLRowWriter(errorPrefix: "", retypeNote: "", showsErrors: false, marksDerivedRows: true)
            for section in plan.sections {
                for row in section.rows where row.isDerived { rows.write(row, into: &html) }
            }
        }
        return html.html
    }
}
