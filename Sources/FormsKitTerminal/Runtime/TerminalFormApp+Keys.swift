import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

// Keys: routed to the open form's focused row, the list of keys, or the
// question shown; paging.
extension TerminalFormApp {
    /// Handles one key. While a form is being submitted, keys other than
    /// abort wait and are handled once it is over.
    public func handle(_ key: Key) {
        guard outcome == nil else { return }
        if submission != nil {
            if keyMap.abort.contains(key) { finish(.aborted) } else { typeAhead.append(key) }
            return
        }
        navigator.status = nil
        changes += 1
        let step = stepIndex(of: navigator.current)
        route(key, in: navigator.current)
        // Back a step (Esc) shows the step before from its top.
        if stepIndex(of: navigator.current) != step { revealChangedFocus() }
        dropClosedForms()
        if let navigation = navigator.outcome { finishNavigation(navigation) }
    }

    func route<Session: AnyFormSession>(_ key: Key, in erased: Session) {
        let session = erased.typedSession
        session.clearNotice()
        let state = self.state(of: erased)
        if let offer = draftOffer {
            answer(offer, with: key)
            return
        }
        if let pending = navigator.pendingLeave {
            answer(pending, with: key)
            return
        }
        let input = RowInput(session: session, state: state, keyMap: keyMap)
        if keyMap.abort.contains(key) {
            navigator.abort()
            return
        }
        if keyListTop != nil { return answerKeyList(key, in: session) }
        if keyMap.submit.contains(key) {
            startSubmission()
            return
        }
        // A filter changes which options show, and where the highlighted
        // one is drawn: it is brought into view.
        if input.handleFilterTyping(key) { return revealChangedFocus() }
        if keyMap.cancel.contains(key) {
            guard state.filter == nil else {
                state.filter = nil
                return revealChangedFocus()
            }
            navigator.leave()
            return
        }
        if keyMap.pageDown.contains(key) || keyMap.pageUp.contains(key) {
            page(keyMap.pageDown.contains(key) ? 1 : -1, in: session, state: state)
            return
        }
        defer { revealChangedFocus() }
        if let row = session.focusedRow, input.movesBetweenLines(key, on: row) { return }
        if keyMap.next.contains(key) { return session.focusNext() }
        if keyMap.previous.contains(key) { return session.focusPrevious() }
        if let focus = session.controller.focus, session.element(containing: focus) != nil {
            if keyMap.removeElement.contains(key) {
                session.removeElement(containing: focus)
                return
            }
            if keyMap.moveElementUp.contains(key) {
                session.moveElement(containing: focus, by: -1)
                return
            }
            if keyMap.moveElementDown.contains(key) {
                session.moveElement(containing: focus, by: 1)
                return
            }
        }
        if let row = session.focusedRow, let result = input.handle(key, on: row) {
            act(on: result)
            if let notice = state.editingNotice {
                state.editingNotice = nil
                navigator.status = notice
            }
            return
        }
        // Here `?` was not typed as text: no row took it.
        if keyMap.keys.contains(key) {
            keyListTop = 0
            return
        }
        if keyMap.first.contains(key) {
            session.focusFirst()
            state.viewport = Viewport()
        } else if keyMap.last.contains(key) {
            session.focusLast()
            let document = self.document(for: session, state: state)
            state.viewport = document.lastPage(height: screen(for: session).contentHeight)
        }
    }

    /// A key while the list of keys is shown: it scrolls, or closes, and
    /// does nothing to the form.
    func answerKeyList<Form: ValidatableForm>(_ key: Key, in session: FormSession<Form>) {
        if keyMap.keys.contains(key) || keyMap.cancel.contains(key) {
            keyListTop = nil
            return
        }
        let screen = self.screen(for: session)
        let height = max(1, screen.contentHeight)
        let count = KeyList(keyMap: keyMap, isShowingChild: navigator.isShowingChild).lines(width: screen.contentWidth, palette: screen.palette).count
        var top = keyListTop ?? 0
        if keyMap.next.contains(key) || keyMap.pageDown.contains(key) {
            top += keyMap.next.contains(key) ? 1 : max(1, height - 1)
        } else if keyMap.previous.contains(key) || keyMap.pageUp.contains(key) {
            top -= keyMap.previous.contains(key) ? 1 : max(1, height - 1)
        } else if keyMap.first.contains(key) {
            top = 0
        } else if keyMap.last.contains(key) {
            top = count
        }
        keyListTop = max(0, min(top, count - height))
    }

    func act(on result: ActivationResult) {
        switch result {
        case .ignored, .handled: break
        case .submit: startSubmission()
        case .cancel: navigator.leave()
        case .startOver: navigator.startOver()
        case .open(let destination): navigator.open(destination)
        }
    }

    /// PgDn/PgUp: the view moves a page, and focus moves to the first (last)
    /// row in view when it was left out of view. When the view cannot move
    /// (it shows the end, or the start, already), focus goes to the last
    /// (first) row instead, so that repeated presses always reach the end.
    func page<Form: ValidatableForm>(_ direction: Int, in session: FormSession<Form>, state: TerminalFormState) {
        let document = self.document(for: session, state: state)
        let height = screen(for: session).contentHeight
        let before = document.clamped(state.viewport, height: height)
        state.viewport = document.scrolled(before, by: direction * max(1, height - 1), height: height)
        if document.clamped(state.viewport, height: height) == before {
            if direction > 0 { session.focusLast() } else { session.focusFirst() }
        } else {
            let inView = document.rowsInView(from: state.viewport, height: height)
            if let focus = session.controller.focus, inView.contains(focus) { return }
            let candidates = direction > 0 ? inView : inView.reversed()
            guard let target = candidates.first(where: { id in session.outlineIndex(of: id).map(session.isFocusable(at:)) ?? false }) else { return }
            session.focus(target)
        }
        // The newly focused row may draw taller (a list of options): it is
        // brought into view as drawn focused.
        revealChangedFocus()
    }
}
