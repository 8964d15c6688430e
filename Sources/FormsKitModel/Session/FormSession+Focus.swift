import FormsKit

extension FormSession {
    /// Moves focus where the layout says it goes on appearing: the first
    /// focusable row unless the layout names a field.
    public func appear() {
        switch shownLayout.initialFocus {
        case .none: break
        case .firstRow: focusFirst()
        case .field(let field): controller.focus = field
        }
    }

    /// Moves focus to the row with id `id` (or clears it with `nil`).
    @_spi(FormsKitSurface) public func focus(_ id: PartialKeyPath<Form>?) {
        controller.focus = id
    }

    /// The focused row, if focus is on a row of this layout.
    @_spi(FormsKitSurface) public var focusedRow: FormRow<Form>? {
        observation.read()
        return controller.focus.flatMap(row)
    }

    /// Whether the row at `index` of ``outline`` can take focus now.
    @_spi(FormsKitSurface) public func isFocusable(at index: Int) -> Bool {
        let entry = currentOutline.rows[index]
        guard entry.row.control.isFocusable else { return false }
        let section = shownLayout.sections[entry.section]
        return controller.readForm { form in
            guard isSectionShown(entry.section, section, in: form), entry.row.isVisible(in: form) else { return false }
            return entry.row.isEnabled(in: form) || entry.row.disabledReason(in: form) != nil
        }
    }

    /// Moves focus to the next focusable row, wrapping to the first. Hidden
    /// rows, and disabled rows that do not say why, are skipped.
    @_spi(FormsKitSurface) public func focusNext() {
        if let next = focusable(from: controller.focus, step: 1, wrapping: true) { controller.focus = next }
    }

    /// Moves focus to the previous focusable row, wrapping to the last.
    @_spi(FormsKitSurface) public func focusPrevious() {
        if let previous = focusable(from: controller.focus, step: -1, wrapping: true) { controller.focus = previous }
    }

    /// Moves focus to the first focusable row.
    @_spi(FormsKitSurface) public func focusFirst() {
        if let first = focusable(from: nil, step: 1, wrapping: false) { controller.focus = first }
    }

    /// Moves focus to the last focusable row.
    @_spi(FormsKitSurface) public func focusLast() {
        if let last = focusable(from: nil, step: -1, wrapping: false) { controller.focus = last }
    }

    /// The next focusable row after `id` (before it, for a negative `step`),
    /// or the first (last) one when `id` is `nil` or not a row here. Looks
    /// only as far as the next focusable row. A `step` of more than one row
    /// looks at every `step`th row; wrapping, it goes round the rows as
    /// many times as it takes (any `step`, to the ends of `Int`).
    @_spi(FormsKitSurface) public func focusable(from id: PartialKeyPath<Form>?, step: Int, wrapping: Bool) -> PartialKeyPath<Form>? {
        let count = currentOutline.rows.count
        guard count > 0 else { return nil }
        let start = id.flatMap(outlineIndex(of:)) ?? (step > 0 ? -1 : count)
        var index = start
        for _ in 0..<count {
            let (next, overflowed) = index.addingReportingOverflow(step)
            if overflowed || next < 0 || next >= count {
                guard wrapping else { return nil }
                index = wrappedPosition(index, movedBy: step, among: count)
            } else {
                index = next
            }
            if index == start { return nil }
            if isFocusable(at: index) { return currentOutline.rows[index].id }
        }
        return nil
    }

    /// The focusable rows' ids, in order. Costs as many rows as the form has.
    @_spi(FormsKitSurface) public var focusOrder: [PartialKeyPath<Form>] {
        observation.read()
        return currentOutline.rows.indices.filter(isFocusable(at:)).map { currentOutline.rows[$0].id }
    }

    /// The fields to check, in the layout's order, when looking for the
    /// first invalid one: each focusable row's field (or, for rows without
    /// a field, the row), and each repeated group's own field before the
    /// group's rows.
    var validationFocusOrder: [PartialKeyPath<Form>] {
        var order: [PartialKeyPath<Form>] = []
        var seenGroups: Set<String> = []
        for (index, entry) in currentOutline.rows.enumerated() {
            if let groupID = entry.group, seenGroups.insert(groupID).inserted, let group = group(named: groupID) {
                order.append(group.field)
            }
            if isFocusable(at: index) { order.append(entry.id) }
        }
        return order
    }

    /// Where focus goes for `field`: for a repeated group's own field, the
    /// row its messages are about (see ``messageAnchor(ofGroup:)``);
    /// otherwise the field's row.
    func focusTarget(for field: PartialKeyPath<Form>) -> PartialKeyPath<Form> {
        guard let group = groups.first(where: { $0.group.field == field })?.group else { return field }
        return messageAnchor(ofGroup: group.id) ?? field
    }
}
