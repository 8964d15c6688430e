import FormsKit

extension FormSession {
    /// Activates a row, as a tap or a click does: a toggle flips, a button
    /// acts, a link opens. Then the row's tap handlers run. A disabled row
    /// that says why sets ``notice``.
    ///
    /// - Returns: What the surface has to do: submit, cancel, open a destination.
    @discardableResult
    public func activate(_ id: PartialKeyPath<Form>) -> ActivationResult {
        guard let row = row(id) else { return .ignored }
        guard controller.readForm({ row.isEnabled(in: $0) }) else {
            notice = controller.readForm { row.disabledReason(in: $0) }
            return .ignored
        }
        var result = ActivationResult.handled
        switch row.control {
        case .toggle(let toggle):
            toggle.setOn(!toggle.isOn(in: controller), in: controller)
            for handler in row.changeHandlers { handler(self) }
            eventHandler?(.changed(id))
        case .button(let button):
            switch button.role {
            case .submit: result = .submit
            case .cancel: result = .cancel
            case .reset: result = .startOver
            case .plain, .destructive: break
            }
            if let destination = button.destination { result = .open(destination) }
            button.action?(self)
        case .link(let link):
            result = .open(link.destination)
        case .text, .number, .choice, .multipleChoice, .date, .value, .note, .custom, .file:
            break
        }
        for handler in row.tapHandlers { handler(self) }
        eventHandler?(.activated(id))
        return result
    }

    /// What Enter (Return, a keyboard's Go) does on a row, the `onSubmit`
    /// chain that moves focus field to field: a button acts and a link
    /// opens; on a row with a value, focus moves to the next row, and the
    /// last row asks for submission. A repeated group that appends on submit
    /// adds an element from its last element only. Multi-line text takes
    /// Enter itself and never comes here.
    ///
    /// - Returns: What the surface has to do.
    @discardableResult
    public func commit(_ id: PartialKeyPath<Form>) -> ActivationResult {
        guard let row = row(id) else { return .ignored }
        switch row.control {
        case .button, .link, .custom:
            return activate(id)
        case .value, .note:
            return .ignored
        case .text, .toggle, .number, .choice, .multipleChoice, .date, .file:
            break
        }
        if let handler = row.commitHandler {
            handler(self)
            return .handled
        }
        switch row.submitAction {
        case .none:
            return .handled
        case .submit:
            return .submit
        case .next:
            if appendOnCommit(from: id) { return .handled }
            guard let next = focusable(from: id, step: 1, wrapping: false) else { return .submit }
            controller.focus = next
            return .handled
        }
    }

    /// Adds an element when Enter is pressed in the last focusable row of
    /// the last element of a group that appends on submit.
    private func appendOnCommit(from id: PartialKeyPath<Form>) -> Bool {
        guard let index = outlineIndex(of: id), case .element(let groupID, let element) = outline[index].place,
            let group = group(named: groupID), group.appendsOnSubmit,
            element == controller.readForm(group.count) - 1
        else { return false }
        let laterInElement = outline[(index + 1)...].prefix { $0.place == outline[index].place }
        guard !laterInElement.contains(where: { $0.row.control.isFocusable }) else { return false }
        if case .done = appendElement(toGroup: groupID) { return true }
        return false
    }
}

/// What activating a row, or Enter on it, asks of the surface.
public enum ActivationResult {
    /// The row could not be used (hidden, disabled, unknown).
    case ignored
    /// Done; nothing more to do.
    case handled
    /// Submit the form.
    case submit
    /// Cancel the form (asking first when it is dirty).
    case cancel
    /// Put every field back as it was (``FormSession/startOver()``),
    /// asking first when the form has changes: a Start over button.
    case startOver
    /// Open this destination.
    case open(FormDestination)
}

extension FormSession {
    /// Puts every field back to its baseline (the form's first values, or
    /// what it was populated from) and forgets text that was typed but did
    /// not read: what a Start over button does once the user has said yes.
    /// Focus goes to the first row that takes focus.
    public func startOver() {
        controller.reset()
        typedText = [:]
        // A form in steps starts again at its first step.
        if hasSteps { goToFirstStep() } else { focusFirst() }
    }

    /// Enter on the focused row: ``commit(_:)`` for it.
    @discardableResult
    @_spi(FormsKitSurface) public func commitFocusedRow() -> ActivationResult {
        guard let focus = controller.focus else { return .ignored }
        return commit(focus)
    }
}

extension ActivationResult {
    /// Whether the surface should submit the form.
    public var asksToSubmit: Bool {
        if case .submit = self { return true }
        return false
    }
}
