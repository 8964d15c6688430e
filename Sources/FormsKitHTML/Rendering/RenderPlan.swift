import FormsKit
import FormsKitModel

/// What one render needs of a session, worked out in one pass before any
/// markup is written: the visible sections and rows (their visibility and
/// whether they can be used read in one access to the form), each row's
/// name on the wire and its messages, and whether a row submits the form.
///
/// Its loops index arrays rather than zip, enumerate or filter them: the
/// renderer runs unspecialized, generic over the form, and each such adapter
/// over a generic element costs a metadata lookup per element.
@MainActor
struct RenderPlan<Form: ValidatableForm> {
    /// A visible row.
    struct Row {
        let entry: OutlineRow<Form>
        let isEnabled: Bool
        let name: String
        let messages: [String]
        /// What is worked out once per outline about the row: its ids,
        /// browser constraints and recorded markup.
        let facts: HTMLRowFacts
    }

    /// A visible section with its visible rows.
    struct Section {
        let section: FormSection<Form>
        let rows: [Row]
    }

    let sections: [Section]
    /// Whether a visible row submits the form, so no Submit is added after
    /// the sections.
    let hasSubmitRow: Bool
    /// Whether a visible row is a file, so the form is sent as
    /// `multipart/form-data`.
    let hasFileRow: Bool

    init(_ renderer: HTMLFormRenderer<Form>, session: FormSession<Form>) {
        let outline = session.outline
        let version = session.structureVersion
        let layoutSections = session.layout.sections
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(layoutSections.count)
        for index in layoutSections.indices { ranges.append(session.outlineRange(ofSection: index)) }
        // Which rows show and can be used, read in one access to the form.
        // `nil` for a hidden section.
        var visibleRows: [[(index: Int, isEnabled: Bool)]?] = []
        session.controller.readForm { form in
            visibleRows.reserveCapacity(layoutSections.count)
            for sectionIndex in layoutSections.indices {
                guard layoutSections[sectionIndex].isVisible(in: form) else {
                    visibleRows.append(nil)
                    continue
                }
                var rows: [(index: Int, isEnabled: Bool)] = []
                rows.reserveCapacity(ranges[sectionIndex].count)
                for index in ranges[sectionIndex] {
                    // One copy of the row (a copy of a generic element is a
                    // call in unspecialised code), and no call to conditions
                    // it does not have.
                    let row = outline[index].row
                    if row.isUnconditional {
                        rows.append((index, true))
                    } else if row.isVisible(in: form) {
                        rows.append((index, row.isEnabled(in: form)))
                    }
                }
                visibleRows.append(rows)
            }
        }
        var sections: [Section] = []
        sections.reserveCapacity(layoutSections.count)
        var hasSubmitRow = false
        var hasFileRow = false
        for sectionIndex in layoutSections.indices {
            guard let visible = visibleRows[sectionIndex] else { continue }
            var rows: [Row] = []
            rows.reserveCapacity(visible.count)
            for position in visible.indices {
                let index = visible[position].index
                let entry = outline[index]
                let name = session.htmlName(ofRowAt: index, in: outline, version: version)
                // A field's rules are fixed when it is declared: their
                // constraints are worked out once per outline.
                let facts = session.rowFacts(at: index, outlineVersion: version, rowCount: outline.count) {
                    HTMLRowFacts(
                        name: name, hasHint: entry.row.anatomy.subtitle != nil,
                        constraints: entry.row.field.map { BrowserConstraints(session.controller.clientCheckKinds(for: $0)) } ?? BrowserConstraints())
                }
                rows.append(
                    Row(
                        entry: entry, isEnabled: visible[position].isEnabled, name: name,
                        messages: renderer.messages(for: entry, name: name, session: session), facts: facts))
                switch entry.row.control {
                case .button(let button) where button.role == .submit && button.destination == nil: hasSubmitRow = true
                case .file: hasFileRow = true
                default: break
                }
            }
            sections.append(Section(section: layoutSections[sectionIndex], rows: rows))
        }
        self.sections = sections
        self.hasSubmitRow = hasSubmitRow
        self.hasFileRow = hasFileRow
    }
}
