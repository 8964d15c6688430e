import FormsKit

extension FormSession {
    /// Focuses the first focusable row of element `index` of the repeated
    /// group `id`, or, when the group has no such element, its Add row (the
    /// form's first focusable row when it has none): where focus belongs
    /// after an element was moved or removed on a surface that did not say
    /// where focus was (a web page's button).
    @_spi(FormsKitSurface) public func focusElement(at index: Int, ofGroup id: String) {
        guard let group = group(named: id) else { return }
        let count = controller.readForm(group.count)
        if (0..<count).contains(index), let first = rows(of: group, element: index).first(where: { $0.control.isFocusable }) {
            controller.focus = first.id
        } else if group.addTitle != nil {
            controller.focus = group.addRowID
        } else {
            controller.focus = focusable(from: nil, step: 1, wrapping: false)
        }
    }

    /// Appends an element to the repeated group `id` and focuses its first
    /// focusable row at once: the row exists as soon as this returns. At the
    /// group's maximum nothing is added and ``notice`` says so.
    @discardableResult
    public func appendElement(toGroup id: String) -> GroupEditResult {
        guard let group = group(named: id) else { return .notAGroup }
        let count = controller.readForm(group.count)
        if let maximum = group.maximum, count >= maximum {
            return refuse(group.maximumMessage ?? "")
        }
        group.append(controller)
        controller.reloadFields()
        if let first = rows(of: group, element: count).first(where: { $0.control.isFocusable }) {
            controller.focus = first.id
        }
        didEditGroup(group)
        return .done
    }

    /// Adds elements to the repeated group `id` until it has `count` (no
    /// more than its maximum), as ``appendElement(toGroup:)`` would one at a
    /// time, but with the form's fields listed again once, not once per
    /// element: decoding a page that sent a group's count, which a client
    /// chooses. Focus is where adding the last element leaves it. Returns
    /// the group's number of elements.
    @discardableResult
    package func appendElements(toGroup id: String, upTo count: Int) -> Int {
        guard let group = group(named: id) else { return 0 }
        var current = controller.readForm(group.count)
        let target = min(count, group.maximum ?? Int.max)
        guard current < target else { return current }
        while current < target {
            group.append(controller)
            current += 1
        }
        controller.reloadFields()
        if let first = rows(of: group, element: current - 1).first(where: { $0.control.isFocusable }) {
            controller.focus = first.id
        }
        didEditGroup(group)
        return current
    }

    /// Removes the element at `index` from the repeated group `id`, unless
    /// that would leave fewer than its minimum (then ``notice`` says so).
    /// Focus moves to the same row of the element that takes its place, or
    /// of the one before; to the group's Add row when no element is left
    /// (the form's first focusable row when the group has no Add row).
    @discardableResult
    public func removeElement(at index: Int, fromGroup id: String) -> GroupEditResult {
        guard let group = group(named: id) else { return .notAGroup }
        let count = controller.readForm(group.count)
        guard (0..<count).contains(index) else { return .notAGroup }
        guard count > group.minimum else { return refuse(group.minimumMessage) }
        let focusedPosition = controller.focus.flatMap { focus in rows(of: group, element: index).firstIndex { $0.id == focus } }
        group.remove(controller, index)
        controller.reloadFields()
        if let focusedPosition {
            // The same row of the element now in its place (or of the new
            // last one); the Add row when none is left.
            let neighbour = min(index, count - 2)
            let rows = neighbour >= 0 ? rows(of: group, element: neighbour) : []
            if rows.indices.contains(focusedPosition) {
                controller.focus = rows[focusedPosition].id
            } else if group.addTitle != nil {
                controller.focus = group.addRowID
            } else {
                // No row of the group is left to take it: the form's first.
                controller.focus = focusable(from: nil, step: 1, wrapping: false)
            }
        }
        didEditGroup(group)
        return .done
    }

    /// Moves the element at `from` to `to` in the repeated group `id`.
    /// Focus follows the moved element.
    @discardableResult
    public func moveElement(from: Int, to: Int, inGroup id: String) -> GroupEditResult {
        guard let group = group(named: id) else { return .notAGroup }
        let count = controller.readForm(group.count)
        guard (0..<count).contains(from) else { return .notAGroup }
        guard (0..<count).contains(to), from != to else {
            return refuse(ModelWords.text(to < from ? "group.alreadyFirst" : "group.alreadyLast", ["item": group.itemName]))
        }
        let focusedPosition = controller.focus.flatMap { focus in rows(of: group, element: from).firstIndex { $0.id == focus } }
        group.move(controller, from, to)
        controller.reloadFields()
        if let focusedPosition { controller.focus = rows(of: group, element: to)[focusedPosition].id }
        didEditGroup(group)
        return .done
    }

    /// Removes the element that the row `rowID` belongs to.
    @discardableResult
    @_spi(FormsKitSurface) public func removeElement(containing rowID: PartialKeyPath<Form>) -> GroupEditResult {
        guard let (group, element) = element(containing: rowID) else { return .notAGroup }
        return removeElement(at: element, fromGroup: group)
    }

    /// Moves the element that the row `rowID` belongs to by `offset` places.
    @discardableResult
    @_spi(FormsKitSurface) public func moveElement(containing rowID: PartialKeyPath<Form>, by offset: Int) -> GroupEditResult {
        guard let (group, element) = element(containing: rowID) else { return .notAGroup }
        return moveElement(from: element, to: elementPosition(element, movedBy: offset), inGroup: group)
    }

    /// The group and element that the row `rowID` belongs to.
    @_spi(FormsKitSurface) public func element(containing rowID: PartialKeyPath<Form>) -> (group: String, index: Int)? {
        guard let index = outlineIndex(of: rowID), case .element(let group, let element) = outline[index].place else { return nil }
        return (group, element)
    }

    /// The number of elements in the repeated group `id`.
    @_spi(FormsKitSurface) public func elementCount(ofGroup id: String) -> Int {
        // The group read where it is kept: a copy of it is dozens of
        // retains and releases.
        guard let position = groupIDs.firstIndex(of: id) else { return 0 }
        return controller.readForm(groups[position].group.count)
    }

    /// The name under which a page posts the elements of the repeated group
    /// `id` (`guests`, as in `guests.1.name`): its array's field name when
    /// the array is `@Validated`, else the name of the array its elements'
    /// fields give (an array of sub-forms named by index, as by default);
    /// `nil` when there is none (a group without elements whose array is
    /// not a field, or elements named otherwise).
    package func elementNamePrefix(ofGroup id: String) -> String? {
        guard let group = group(named: id) else { return nil }
        if let known = group.elementNames.prefix { return known }
        var found = controller.fieldName(of: group.field)
        elements: for element in 0..<controller.readForm(group.count) where found == nil {
            for row in rows(of: group, element: element) {
                guard let field = row.field,
                    let name = controller.arrayName(holdingField: field, elementType: group.elementType, atElement: element)
                else { continue }
                found = name
                break elements
            }
        }
        group.elementNames.prefix = found
        return found
    }

    /// The messages of the repeated group `id`'s own field ("Fill in every
    /// option").
    @_spi(FormsKitSurface) public func messages(ofGroup id: String) -> [String] {
        guard let position = groupIDs.firstIndex(of: id) else { return [] }
        return translated(controller.messages(for: groups[position].group.field))
    }

    /// The row under which the group's messages show, and to which focus
    /// goes when the group is invalid after a submit: a row of the element
    /// the messages are about (an empty option, a repeated one), else the
    /// Add row (too few elements), else the last element's last row. `nil`
    /// for a group without messages.
    @_spi(FormsKitSurface) public func messageAnchor(ofGroup id: String) -> PartialKeyPath<Form>? {
        guard let group = group(named: id) else { return nil }
        let messages = controller.messages(for: group.field)
        guard !messages.isEmpty else { return nil }
        let count = controller.readForm(group.count)
        if let anchor = groupAnchors[id], anchor.messages == messages, let element = anchor.element, element < count,
            let row = rows(of: group, element: element).first(where: { $0.control.isFocusable })
        {
            return row.id
        }
        if group.addTitle != nil { return group.addRowID }
        return count > 0 ? rows(of: group, element: count - 1).last?.id : nil
    }

    /// Finds again which element each invalid group's messages are about,
    /// for the groups whose messages changed.
    func refreshGroupAnchors() {
        // Runs after every edit: when no field has messages, no group has.
        guard controller.hasErrors else {
            if !groupAnchors.isEmpty { groupAnchors = [:] }
            return
        }
        for (_, group) in groups {
            let messages = controller.messages(for: group.field)
            guard !messages.isEmpty else {
                // Runs after every edit: no write (and no hashing) when
                // there is nothing to forget.
                if !groupAnchors.isEmpty, groupAnchors[group.id] != nil { groupAnchors[group.id] = nil }
                continue
            }
            if groupAnchors[group.id]?.messages == messages { continue }
            groupAnchors[group.id] = (messages, offendingElement(of: group, messages: messages))
        }
    }

    /// The element a group's first message is about, found on copies of the
    /// form: the first element that gets the message on its own (an empty
    /// option, for "fill in every option"), else the last whose removal
    /// makes the message go (the second of two equal options). Probing costs
    /// a validation of the form per element, so it stops after 100.
    private func offendingElement(of group: RepeatedRows<Form>, messages: [String]) -> Int? {
        let name = controller.readForm { form in form.validatedFields.first { $0.keyPath == group.field }?.name(in: form) }
        guard let name, let first = messages.first else { return nil }
        return controller.readForm { form -> Int? in
            let probed = 0..<min(group.count(form), 100)
            func hasMessage(after change: (inout Form) -> Void) -> Bool {
                var copy = form
                change(&copy)
                copy.validate()
                return (copy.validationErrors[name] ?? []).contains(first)
            }
            if let alone = probed.first(where: { element in hasMessage { group.isolateInCopy(&$0, element) } }) { return alone }
            return probed.reversed().first { element in !hasMessage { group.removeFromCopy(&$0, element) } }
        }
    }

    private func didEditGroup(_ group: RepeatedRows<Form>) {
        eventHandler?(.changed(group.addRowID))
        refreshGroupAnchors()
    }

    private func refuse(_ reason: String) -> GroupEditResult {
        notice = reason
        return .refused(reason)
    }
}

/// What an edit of a repeated group did.
public enum GroupEditResult: Hashable, Sendable {
    /// The element was added, removed or moved.
    case done
    /// Nothing changed, for this reason ("Keep at least 2 options.").
    case refused(String)
    /// The group or the element does not exist.
    case notAGroup
}
