import FormsKitModel

/// What is worked out once per outline about the whole of it: every row's
/// facts, in order, and what a render asks of its sections. Kept by the
/// session with the outline (``FormSession/outlineFacts(outlineVersion:rowCount:)``),
/// so a render or a decode finds it with one cast, rather than casting
/// each row's facts back and reading each section's texts anew.
final class HTMLOutlineFacts {
    /// Each row's facts, by position in the outline.
    let rows: [HTMLRowFacts]
    /// Each section's header and footer text, by section.
    let headerTexts: [String?]
    let footerTexts: [String?]
    /// Whether each section shows whatever the form's values.
    let sectionsAreUnconditional: [Bool]
    /// Whether every section and row shows and can be used whatever the
    /// form's values: a render then need not read the form to know.
    let isUnconditional: Bool

    private init(rows: [HTMLRowFacts], headerTexts: [String?], footerTexts: [String?], sectionsAreUnconditional: [Bool]) {
        self.rows = rows
        self.headerTexts = headerTexts
        self.footerTexts = footerTexts
        self.sectionsAreUnconditional = sectionsAreUnconditional
        var isUnconditional = true
        for index in sectionsAreUnconditional.indices where !sectionsAreUnconditional[index] { isUnconditional = false }
        for index in rows.indices where !rows[index].isUnconditional { isUnconditional = false }
        self.isUnconditional = isUnconditional
    }

    /// The facts of `outline`, the session's outline of version `version`:
    /// made the first time the outline is rendered or decoded.
    @MainActor
    static func of<Form>(_ session: FormSession<Form>, outline: [OutlineRow<Form>], version: Int) -> HTMLOutlineFacts {
        if let kept = session.outlineFacts(outlineVersion: version, rowCount: outline.count) as? HTMLOutlineFacts { return kept }
        let sections = session.layout.sections
        var headerTexts: [String?] = []
        var footerTexts: [String?] = []
        var sectionsAreUnconditional: [Bool] = []
        for index in sections.indices {
            headerTexts.append(sections[index].headerText)
            footerTexts.append(sections[index].footerText)
            sectionsAreUnconditional.append(sections[index].isUnconditional)
        }
        let made = HTMLOutlineFacts(
            rows: HTMLRowFacts.all(in: session, outline: outline, version: version), headerTexts: headerTexts,
            footerTexts: footerTexts, sectionsAreUnconditional: sectionsAreUnconditional)
        session.setOutlineFacts(made, outlineVersion: version, rowCount: outline.count)
        return made
    }
}
