import FormsKit

extension FormSession {
    /// Moves focus where the layout says it goes on appearing.
    public func appear() {
        switch layout.initialFocus {
        case .none: break
        case .firstRow: controller.focus = focusOrder.first
        case .field(let field): controller.focus = field
        }
    }

    /// Moves focus to the row with id `id` (or clears it with `nil`).
    public func focus(_ id: PartialKeyPath<Form>?) {
        controller.focus = id
    }

    /// Moves focus to the next focusable row, wrapping to the first. Hidden
    /// and disabled rows are skipped.
    public func focusNext() {
        moveFocus(by: 1)
    }

    /// Moves focus to the previous focusable row, wrapping to the last.
    public func focusPrevious() {
        moveFocus(by: -1)
    }

    private func moveFocus(by offset: Int) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        guard let current = controller.focus, let position = order.firstIndex(of: current) else {
            controller.focus = offset > 0 ? order.first : order.last
            return
        }
        controller.focus = order[((position + offset) % order.count + order.count) % order.count]
    }

    /// What Enter does in the focused single-line text row, the `onSubmit`
    /// chain: by default it moves focus to the next focusable row, and asks
    /// for submission from the last one.
    ///
    /// - Returns: ``CommitResult/submit`` when the surface should submit.
    @discardableResult
    public func commitFocusedRow() -> CommitResult {
        guard let id = controller.focus, let row = row(id) else { return .none }
        if let handler = row.commitHandler {
            handler(self)
            return .handled
        }
        switch row.submitAction {
        case .none:
            return .none
        case .submit:
            return .submit
        case .next:
            let order = focusOrder
            guard let position = order.firstIndex(of: id), position + 1 < order.count else { return .submit }
            controller.focus = order[position + 1]
            return .movedFocus
        }
    }
}

/// What a commit (Enter in a text row) led to.
public enum CommitResult: Hashable, Sendable {
    /// Nothing.
    case none
    /// Focus moved to the next row.
    case movedFocus
    /// The row's own handler ran.
    case handled
    /// The surface should submit the form.
    case submit
}
