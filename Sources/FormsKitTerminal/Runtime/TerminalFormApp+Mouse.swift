import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

// Clicks and the wheel.
extension TerminalFormApp {
    /// Handles a click or a wheel turn. A click on a row focuses it, and
    /// also toggles a toggle and presses a button or a link; a click on the
    /// title bar's cancel (or back) or submit does what they say. The wheel
    /// scrolls three lines and leaves focus where it is: the next key that
    /// moves focus brings it back into view. Ignored while a submission
    /// runs or a question waits for its answer.
    public func handle(_ event: MouseEvent) {
        guard outcome == nil, submission == nil, navigator.pendingLeave == nil, draftOffer == nil else { return }
        mouse(event, in: navigator.current)
        // After the event, not before: finding what was clicked composes
        // the screen, which must not be taken again for the screen after
        // (a question the click asked, "Discard changes?").
        changes += 1
        dropClosedForms()
        if let navigation = navigator.outcome { finishNavigation(navigation) }
    }

    /// Lines the wheel scrolls per turn.
    static var wheelLines: Int { 3 }

    func mouse<Session: AnyFormSession>(_ event: MouseEvent, in erased: Session) {
        let session = erased.typedSession
        let state = self.state(of: erased)
        let screen = self.screen(for: session)
        let height = screen.contentHeight
        switch event.kind {
        case .scrollUp, .scrollDown:
            let delta = event.kind == .scrollDown ? Self.wheelLines : -Self.wheelLines
            if let top = keyListTop {
                let count = KeyList(keyMap: keyMap, isShowingChild: navigator.isShowingChild).lines(width: screen.contentWidth, palette: screen.palette).count
                keyListTop = max(0, min(top + delta, count - height))
                return
            }
            let document = self.document(for: session, state: state)
            state.viewport = document.scrolled(document.clamped(state.viewport, height: height), by: delta, height: height)
        case .click:
            navigator.status = nil
            session.clearNotice()
            guard keyListTop == nil else { return }
            if event.row == 0 {
                switch screen.titleBarAction(atColumn: event.column) {
                case .leave?: navigator.leave()
                case .submit?: startSubmission()
                case nil: break
                }
                return
            }
            let document = self.document(for: session, state: state)
            guard let id = document.row(atLine: event.row - screen.contentTop, from: state.viewport, height: height),
                let index = session.outlineIndex(of: id), session.isFocusable(at: index)
            else { return }
            session.focus(id)
            // Focusing may draw the row taller (a list of options): what
            // was clicked stays where it was unless it no longer fits.
            changes += 1
            reveal(in: erased)
            guard let row = session.focusedRow, let result = RowInput(session: session, state: state, keyMap: keyMap).click(on: row) else { return }
            act(on: result)
        }
    }
}
