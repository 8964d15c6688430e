import FormsKit

extension FormSession {
    /// Appends an element to the repeated group `id` and focuses its first
    /// focusable row at once: the row exists as soon as this returns.
    public func appendElement(toGroup id: String) {
        guard let group = group(id) else { return }
        let count = controller.readForm(group.count)
        guard count < (group.maximum ?? .max) else { return }
        group.append(controller)
        controller.reloadFields()
        if let first = group.rows(count).first(where: \.isFocusable) {
            controller.focus = first.id
        }
        eventHandler?(.changed(group.addRowID))
    }

    /// Removes the element at `index` from the repeated group `id`, unless
    /// that would leave fewer than its minimum. Focus moves to the same row
    /// of the element that takes its place, or of the one before.
    public func removeElement(at index: Int, fromGroup id: String) {
        guard let group = group(id) else { return }
        let count = controller.readForm(group.count)
        guard count > group.minimum, (0..<count).contains(index) else { return }
        let focusedPosition = controller.focus.flatMap { focus in group.rows(index).firstIndex { $0.id == focus } }
        group.remove(controller, index)
        controller.reloadFields()
        if let focusedPosition {
            let neighbour = min(index, count - 2)
            let rows = group.rows(neighbour)
            controller.focus = rows.indices.contains(focusedPosition) ? rows[focusedPosition].id : nil
        }
        eventHandler?(.changed(group.addRowID))
    }

    /// Moves the element at `from` to `to` in the repeated group `id`.
    /// Focus follows the moved element.
    public func moveElement(from: Int, to: Int, inGroup id: String) {
        guard let group = group(id) else { return }
        let count = controller.readForm(group.count)
        guard (0..<count).contains(from), (0..<count).contains(to), from != to else { return }
        let focusedPosition = controller.focus.flatMap { focus in group.rows(from).firstIndex { $0.id == focus } }
        group.move(controller, from, to)
        controller.reloadFields()
        if let focusedPosition { controller.focus = group.rows(to)[focusedPosition].id }
        eventHandler?(.changed(group.addRowID))
    }

    /// The number of elements in the repeated group `id`.
    public func elementCount(ofGroup id: String) -> Int {
        group(id).map { controller.readForm($0.count) } ?? 0
    }

    /// The repeated group whose Add row has id `rowID`, if it is one.
    public func group(addedBy rowID: PartialKeyPath<Form>) -> RepeatedRows<Form>? {
        for section in layout.sections {
            for case .repeated(let group) in section.items where group.addRowID == rowID { return group }
        }
        return nil
    }

    /// The repeated group named `id`.
    public func group(named id: String) -> RepeatedRows<Form>? {
        group(id)
    }

    func group(_ id: String) -> RepeatedRows<Form>? {
        for section in layout.sections {
            for case .repeated(let group) in section.items where group.id == id { return group }
        }
        return nil
    }
}

extension FormSession where Form: SubmittableForm {
    /// Submits the form through the controller. On failure, focus moves to
    /// the first invalid row in the layout's order (the session gives the
    /// controller its focus order).
    @discardableResult
    public func submit() async throws -> Form.Output {
        do {
            return try await controller.submit()
        } catch {
            // A repeated group's own field has no row: focus its first row.
            if let focus = controller.focus, row(focus) == nil {
                controller.focus = focusTarget(for: focus)
            }
            throw error
        }
    }
}
