import FormsKit

/// A section as it stands for the form's current values.
public struct ResolvedSection<Form: ValidatableForm> {
    /// The section's position in the layout.
    public let index: Int
    /// The section.
    public let section: FormSection<Form>
    /// Whether the section is shown.
    public let isVisible: Bool
    /// Its rows, repeated groups expanded.
    public let rows: [ResolvedRow<Form>]
}

/// A row as it stands for the form's current values.
public struct ResolvedRow<Form: ValidatableForm> {
    /// The row.
    public let row: FormRow<Form>
    /// Whether the row is shown (it and its section).
    public let isVisible: Bool
    /// Whether the row can be used.
    public let isEnabled: Bool
    /// The trailing details for the current values.
    public let detail: String?
    /// The repeated group and element the row belongs to, if any.
    public let repetition: (group: String, index: Int)?

    /// A resolved row; surfaces make them for rows outside sections'
    /// row lists, such as headers.
    public init(row: FormRow<Form>, isVisible: Bool, isEnabled: Bool, detail: String?, repetition: (group: String, index: Int)?) {
        self.row = row
        self.isVisible = isVisible
        self.isEnabled = isEnabled
        self.detail = detail
        self.repetition = repetition
    }

    /// The row's id.
    public var id: PartialKeyPath<Form> { row.id }
    /// Whether focus can move to the row now.
    public var isFocusable: Bool { isVisible && isEnabled && row.isFocusable }
}

extension FormSession {
    /// The layout's sections and rows for the current values. Conditions are
    /// evaluated now, so the result always follows the values: no refresh
    /// is ever needed. Hidden rows are included, marked, when asked for.
    public func resolve(includingHidden: Bool = false) -> [ResolvedSection<Form>] {
        controller.readForm { form in
            layout.sections.enumerated().compactMap { index, section -> ResolvedSection<Form>? in
                let sectionVisible = section.isVisible(in: form)
                guard sectionVisible || includingHidden else { return nil }
                var rows: [ResolvedRow<Form>] = []
                for item in section.items {
                    switch item {
                    case .row(let row):
                        rows.append(resolve(row, in: form, sectionVisible: sectionVisible, repetition: nil))
                    case .repeated(let group):
                        let count = group.count(form)
                        for element in 0..<count {
                            for row in self.rows(of: group, element: element) {
                                rows.append(resolve(row, in: form, sectionVisible: sectionVisible, repetition: (group.id, element)))
                            }
                        }
                        if let add = addRow(of: group), count < (group.maximum ?? .max) {
                            rows.append(resolve(add, in: form, sectionVisible: sectionVisible, repetition: nil))
                        }
                    }
                }
                if !includingHidden { rows.removeAll { !$0.isVisible } }
                return ResolvedSection(index: index, section: section, isVisible: sectionVisible, rows: rows)
            }
        }
    }

    private func resolve(_ row: FormRow<Form>, in form: Form, sectionVisible: Bool, repetition: (group: String, index: Int)?) -> ResolvedRow<Form> {
        ResolvedRow(
            row: row,
            isVisible: sectionVisible && row.isVisible(in: form),
            isEnabled: row.isEnabled(in: form),
            detail: row.detail(in: form),
            repetition: repetition
        )
    }

    /// The rows of element `element` of `group`, made once.
    func rows(of group: RepeatedRows<Form>, element: Int) -> [FormRow<Form>] {
        if let rows = repeatedRowCache[group.id]?[element] { return rows }
        let rows = group.rows(element)
        repeatedRowCache[group.id, default: [:]][element] = rows
        return rows
    }

    /// The row that appends an element to `group`.
    func addRow(of group: RepeatedRows<Form>) -> FormRow<Form>? {
        guard let title = group.addTitle else { return nil }
        let id = group.id
        return FormRow(id: group.addRowID, anatomy: RowAnatomy(title: title), control: .button(ButtonControl(role: .plain) { session in
            session.appendElement(toGroup: id)
        }))
    }

    /// The row with id `id`, wherever it is (including inside repeated groups
    /// and hidden sections), or `nil`.
    public func row(_ id: PartialKeyPath<Form>) -> FormRow<Form>? {
        if let row = staticRows[id] { return row }
        return controller.readForm { form in
            for section in layout.sections {
                for case .repeated(let group) in section.items {
                    if id == group.addRowID { return addRow(of: group) }
                    for element in 0..<group.count(form) {
                        if let row = rows(of: group, element: element).first(where: { $0.id == id }) { return row }
                    }
                }
            }
            return nil
        }
    }

    /// The visible, enabled, focusable rows' ids, in order.
    public var focusOrder: [PartialKeyPath<Form>] {
        resolve().flatMap { $0.rows.filter(\.isFocusable).map(\.id) }
    }

    /// The fields to check, in the layout's order, when looking for the
    /// first invalid one: the focusable rows, and each repeated group's own
    /// field just before its rows.
    var validationFocusOrder: [PartialKeyPath<Form>] {
        resolve().flatMap { section in
            section.rows.flatMap { row -> [PartialKeyPath<Form>] in
                guard row.isFocusable else { return [] }
                if let repetition = row.repetition, repetition.index == 0,
                   let group = group(repetition.group), group.rows(0).first?.id == row.id {
                    return [group.field, row.id]
                }
                return [row.id]
            }
        }
    }

    /// Where focus goes for `field`: the first row of a repeated group for
    /// the group's own field, otherwise the field's row.
    func focusTarget(for field: PartialKeyPath<Form>) -> PartialKeyPath<Form> {
        for section in layout.sections {
            for case .repeated(let group) in section.items where group.field == field {
                return group.rows(0).first(where: \.isFocusable)?.id ?? field
            }
        }
        return field
    }

    /// The repeated groups of a section, for their messages.
    public func repeatedGroups(in section: ResolvedSection<Form>) -> [RepeatedRows<Form>] {
        section.section.items.compactMap { item in
            if case .repeated(let group) = item { return group }
            return nil
        }
    }

    /// The focused row, if focus is on a row of this layout.
    public var focusedRow: FormRow<Form>? {
        controller.focus.flatMap(row)
    }

}
