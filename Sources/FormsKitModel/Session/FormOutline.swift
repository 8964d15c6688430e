import FormsKit

/// The rows of a layout in order, with lookups that cost the same in a form
/// of ten rows as in one of ten thousand. Made from the layout and the
/// number of elements of each repeated group; the session makes it anew only
/// when one of those changes, never on an edit of a value.
struct FormOutline<Form: ValidatableForm> {
    /// Every row, in order.
    let rows: [OutlineRow<Form>]
    /// Each row's position in ``rows``.
    let indexByID: [PartialKeyPath<Form>: Int]
    /// Each section's rows in ``rows``.
    let sectionRanges: [Range<Int>]
    /// The element count of each group, in ``FormSession/groups`` order, when made.
    let groupCounts: [Int]
    /// Counts the outlines made, so surfaces can tell when to recompute what they derive from it.
    let version: Int
    /// Whether a row runs handlers of its own when it is changed
    /// (`onChange`): edits made in one go must then be made one by one.
    let hasChangeHandlers: Bool

    init(
        layout: FormLayout<Form>, groupCounts: [Int], version: Int, rowsOfElement: (RepeatedRows<Form>, Int) -> [FormRow<Form>],
        addRow: (RepeatedRows<Form>) -> FormRow<Form>?
    ) {
        var rows: [OutlineRow<Form>] = []
        var ranges: [Range<Int>] = []
        var groupPosition = 0
        for (sectionIndex, section) in layout.sections.enumerated() {
            let start = rows.count
            if case .row(let header)? = section.header {
                rows.append(OutlineRow(row: header, section: sectionIndex, place: .header))
            }
            for item in section.items {
                switch item {
                case .row(let row):
                    rows.append(OutlineRow(row: row, section: sectionIndex, place: .row))
                case .repeated(let group):
                    let count = groupCounts[groupPosition]
                    groupPosition += 1
                    for element in 0..<count {
                        for row in rowsOfElement(group, element) {
                            rows.append(OutlineRow(row: row, section: sectionIndex, place: .element(group: group.id, index: element)))
                        }
                    }
                    if let add = addRow(group) {
                        rows.append(OutlineRow(row: add, section: sectionIndex, place: .add(group: group.id)))
                    }
                }
            }
            if case .row(let footer)? = section.footer {
                rows.append(OutlineRow(row: footer, section: sectionIndex, place: .footer))
            }
            ranges.append(start..<rows.count)
        }
        var indexByID: [PartialKeyPath<Form>: Int] = [:]
        indexByID.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() where indexByID[row.id] == nil {
            indexByID[row.id] = index
        }
        self.rows = rows
        self.indexByID = indexByID
        self.sectionRanges = ranges
        self.groupCounts = groupCounts
        self.version = version
        self.hasChangeHandlers = rows.contains { !$0.row.changeHandlers.isEmpty }
    }
}
