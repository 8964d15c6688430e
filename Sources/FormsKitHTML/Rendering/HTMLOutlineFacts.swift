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
    /// What the element buttons of each repeated group need, by the
    /// group's id: read once per outline rather than by copying the
    /// group's definition on every render.
    let groups: [String: GroupFacts]
    /// The page element's attributes (its classes and the theme's colours),
    /// set by the first render: they depend on the layout alone.
    @exclusivity(unchecked) var pageAttributes: [HTMLWriter.Attribute?]?
    /// The markup of the layout's appearance around the sections (its
    /// title, stacks, backgrounds), with a ``HTMLRowHole/content`` hole
    /// where they go, recorded by the first render: the appearance's body
    /// depends on the layout alone, so a render copies bytes rather than
    /// asking for the body and walking it.
    @exclusivity(unchecked) var chrome: HTMLRowTemplate?
    /// How many bytes the last render of the outline wrote: the next
    /// render makes room for as many at once.
    @exclusivity(unchecked) var pageSize = 0
    /// Whether every row's ids were worked out (``HTMLRowFacts/prepareIdentifiers()``).
    @exclusivity(unchecked) private var hasIdentifiers = false

    /// Works out every row's ids, once: before the outline's first render
    /// (a decode needs none).
    func prepareIdentifiers() {
        guard !hasIdentifiers else { return }
        hasIdentifiers = true
        for row in rows { row.prepareIdentifiers() }
    }

    /// What a repeated group's element buttons need.
    struct GroupFacts {
        /// What an element is called in the buttons' words ("option").
        let itemName: String
        /// Below how many elements Remove is disabled.
        let minimum: Int
    }

    private init(
        rows: [HTMLRowFacts], headerTexts: [String?], footerTexts: [String?], sectionsAreUnconditional: [Bool],
        groups: [String: GroupFacts]
    ) {
        self.rows = rows
        self.groups = groups
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
        var groups: [String: GroupFacts] = [:]
        for id in session.groupIDs {
            guard let group = session.group(named: id) else { continue }
            groups[id] = GroupFacts(itemName: group.itemName, minimum: group.minimum)
        }
        let made = HTMLOutlineFacts(
            rows: HTMLRowFacts.all(in: session, outline: outline, version: version), headerTexts: headerTexts,
            footerTexts: footerTexts, sectionsAreUnconditional: sectionsAreUnconditional, groups: groups)
        session.setOutlineFacts(made, outlineVersion: version, rowCount: outline.count)
        return made
    }
}
