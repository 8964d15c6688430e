import FormsKit
import FormsKitModel

/// A form running in a terminal, without the terminal: it takes keys and
/// draws frames. ``TerminalForm`` connects it to a real terminal; the
/// `FormsKitTerminalTesting` module's driver connects it to an emulator.
///
/// The first form is the root. Links open other forms on top of it; Esc goes
/// back, and submitting a form opened by a link returns to the one before
/// (a `FormNavigator` keeps the rules). Submitting the root form ends the
/// run with its output. Keys typed while a form is being submitted are kept
/// and applied, in order, once the submission is over.
@MainActor
public final class TerminalFormApp<Root: SubmittableForm & ValidatableForm> {
    /// How the run ended, once it has.
    public private(set) var outcome: TerminalFormOutcome<Root.Output>?
    /// The keys and what they do.
    public var keyMap: KeyMap
    /// Which colours to draw with.
    public let colorMode: ColorMode
    /// The widest the form is drawn, in cells; a wider terminal leaves the
    /// rest blank, so that a form's controls stay near one another.
    public var maximumWidth = 100
    /// Called when something changed without a key: a submission or an
    /// asynchronous check finished.
    public var onChange: (@MainActor () -> Void)?

    /// The open forms and the rules for moving between them.
    public let navigator: FormNavigator
    /// Each open form's terminal state, with its session held so that its
    /// identity cannot be reused while the entry exists; closed forms' are
    /// dropped (a form opened later may get a closed one's address).
    private var states: [ObjectIdentifier: (session: AnyObject, state: TerminalFormState)] = [:]
    private var submission: Task<Void, Never>?
    /// A draft a run left of the form a link just opened, offered back
    /// until it is answered (y or Enter puts it back, n lets it go).
    var draftOffer: DraftOffer? {
        didSet { changes += 1 }
    }
    /// Whether the question shown (a draft offer, "Discard changes?") was
    /// answered with a key that is not an answer: it is asked again with
    /// "Answer y or n.", until it is answered.
    private(set) var asksForYesOrNo = false {
        didSet { changes += 1 }
    }
    /// Where the list of every key is scrolled to, while it is shown in
    /// place of the form.
    private(set) var keyListTop: Int?
    private var typeAhead: [Key] = []
    private var ticks = 0
    private var size: (width: Int, height: Int)
    /// Counts changes the controller does not see (keys, ticks, sizes, the
    /// terminal's own state): with the controller's revision, it tells when
    /// the drawn document can be used again.
    private var changes = 0
    /// The last document drawn, and what it was drawn for.
    private var lastDocument: (key: DocumentKey, document: AnyObject)?
    /// The last screen composed, and for what (its width and height in the key).
    private var lastScreen: (key: DocumentKey, height: Int, screen: Any)?

    private struct DocumentKey: Equatable {
        var session: ObjectIdentifier
        var revision: Int
        var changes: Int
        var width: Int
    }

    /// An app whose root form is `session`'s, for a terminal of `width` ×
    /// `height` cells (tell it of changes with ``resize(width:height:)``).
    public init(session: FormSession<Root>, keyMap: KeyMap = .default, colorMode: ColorMode, width: Int = 80, height: Int = 24) {
        self.keyMap = keyMap
        self.colorMode = colorMode
        self.size = (width, height)
        navigator = FormNavigator(root: session)
        session.appear()
        revealFocus()
    }

    /// Whether something is running that animates (a submission, a check),
    /// so the caller should call ``tick()`` regularly.
    public var isBusy: Bool {
        submission != nil || navigator.stack.contains { hasPendingChecks($0) }
    }

    /// Advances the spinner, and shows the answers of the asynchronous
    /// checks that have finished since the last tick.
    public func tick() {
        ticks += 1
        changes += 1
        for session in navigator.stack { takeCheckAnswers(session) }
    }

    /// Waits until no submission or asynchronous check is running.
    public func settle() async {
        while let running = submission { await running.value }
        for session in navigator.stack { await waitForChecks(session) }
    }

    /// Tells the app the terminal's size, so that scrolling keeps the focused
    /// row in view.
    public func resize(width: Int, height: Int) {
        size = (width, height)
        changes += 1
        revealFocus()
    }

    // MARK: Keys

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

    private func route<Session: AnyFormSession>(_ key: Key, in erased: Session) {
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

    // MARK: Mouse

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
    private static var wheelLines: Int { 3 }

    private func mouse<Session: AnyFormSession>(_ event: MouseEvent, in erased: Session) {
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

    /// A key while the list of keys is shown: it scrolls, or closes, and
    /// does nothing to the form.
    private func answerKeyList<Form: ValidatableForm>(_ key: Key, in session: FormSession<Form>) {
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

    private func answer(_ offer: DraftOffer, with key: Key) {
        if keyMap.abort.contains(key) {
            navigator.abort()
            return
        }
        switch key {
        case .enter: offer.restore()
        // Esc is no answer: it would let go of what was typed unasked.
        case .character(let typed) where TerminalWords.yesOrNo(String(typed)) != nil:
            if TerminalWords.yesOrNo(String(typed)) == true { offer.restore() } else { offer.discard() }
        default:
            asksForYesOrNo = true
            return
        }
        asksForYesOrNo = false
        draftOffer = nil
        revealFocus()
    }

    private func answer(_ pending: PendingLeave, with key: Key) {
        if keyMap.abort.contains(key) {
            navigator.abort()
            return
        }
        switch key {
        case .escape: navigator.confirmLeave(discarding: false)
        case .character(let typed) where TerminalWords.yesOrNo(String(typed)) != nil:
            navigator.confirmLeave(discarding: TerminalWords.yesOrNo(String(typed)) == true)
        default:
            asksForYesOrNo = true
            return
        }
        asksForYesOrNo = false
        revealFocus()
    }

    private func act(on result: ActivationResult) {
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
    private func page<Form: ValidatableForm>(_ direction: Int, in session: FormSession<Form>, state: TerminalFormState) {
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

    // MARK: Submission

    private func startSubmission() {
        guard submission == nil else { return }
        let session = navigator.current
        // Before the last step of a form in steps: check the step and go on.
        if !session.isOnLastStep {
            submission = Task { [weak self] in
                _ = await session.continueToNextStep()
                self?.finishStep()
            }
            return
        }
        submission = Task { [weak self] in
            let result = await session.submitForm()
            self?.finishSubmission(result, of: session)
        }
    }

    private func finishSubmission(_ result: SubmissionResult, of session: any AnyFormSession) {
        submission = nil
        changes += 1
        if case .submitted(let output) = result {
            navigator.didSubmit(session, output: output)
            dropClosedForms()
        }
        if let navigation = navigator.outcome {
            finishNavigation(navigation)
        } else {
            revealFocus()
            let keys = typeAhead
            typeAhead = []
            for key in keys { handle(key) }
        }
        onChange?()
    }

    /// A step was checked, and the next one shown when it was fine: keys
    /// typed meanwhile are handled now.
    private func finishStep() {
        submission = nil
        changes += 1
        revealFocus()
        let keys = typeAhead
        typeAhead = []
        for key in keys { handle(key) }
        onChange?()
    }

    private func finishNavigation(_ navigation: NavigationOutcome) {
        switch navigation {
        case .submitted(let output):
            if let output = output as? Root.Output { outcome = .submitted(output) }
        case .cancelled: outcome = .cancelled
        case .aborted: outcome = .aborted
        }
        if outcome != nil {
            submission?.cancel()
            typeAhead = []
        }
    }

    private func finish(_ outcome: TerminalFormOutcome<Root.Output>) {
        self.outcome = outcome
        submission?.cancel()
        typeAhead = []
    }

    // MARK: Drawing

    /// The fewest lines, at most `maximum`, that ``render(width:height:)``
    /// needs at `width` to show the whole of the current form (or the list
    /// of keys, while it is shown) without scrolling: the height of a form
    /// drawn below the prompt.
    public func fittingHeight(width: Int, maximum: Int) -> Int {
        fittingHeight(navigator.current, width: width, maximum: maximum)
    }

    private func fittingHeight<Session: AnyFormSession>(_ erased: Session, width: Int, maximum: Int) -> Int {
        guard width > 0, maximum > 1 else { return max(0, maximum) }
        let session = erased.typedSession
        let state = self.state(of: erased)
        let chrome = { (height: Int) in height - self.screen(for: session, width: width, height: height).contentHeight }
        let widest = self.screen(for: session, width: width, height: maximum)
        let needed =
            keyListTop != nil
            ? KeyList(keyMap: keyMap, isShowingChild: navigator.isShowingChild).lines(width: widest.contentWidth, palette: widest.palette).count
            : document(for: session, state: state, width: widest.contentWidth, palette: widest.palette).lineCount
        // The title bar, divider, messages and help the whole screen would
        // show, then the form's lines. A shorter screen gives the chrome
        // fewer lines (the divider and help go first): the height grows
        // until they are all there.
        let fullChrome = maximum - widest.contentHeight
        var height = min(maximum, fullChrome + needed)
        while height < maximum, chrome(height) < fullChrome { height += 1 }
        return height
    }

    /// The current form as answered, for the scrollback once a run below
    /// the prompt is over: its title, all of its lines with no row focused,
    /// and how the run ended. As tall as that takes.
    public func renderAnswered(width: Int) -> Frame {
        renderAnswered(navigator.current, width: width)
    }

    private func renderAnswered<Session: AnyFormSession>(_ erased: Session, width: Int) -> Frame {
        let session = erased.typedSession
        let state = self.state(of: erased)
        let width = max(1, width)
        let palette = TerminalPalette(theme: session.layout.theme, colorMode: colorMode)
        state.showsFocus = false
        state.filter = nil
        changes += 1
        defer {
            state.showsFocus = true
            changes += 1
        }
        let document = self.document(for: session, state: state, width: max(1, min(width, maximumWidth) - 1), palette: palette)
        var lines: [StyledLine] = []
        if let title = session.layout.title { lines.append(StyledLine(" " + title, style: palette.title)) }
        lines += document.draw(from: Viewport(), height: document.lineCount).lines
        // How the run ended, wrapped between words: it stays in the
        // scrollback, where a cut line could never be read whole.
        func ending(_ mark: String, _ text: String, style: CellStyle) {
            let indent = mark.isEmpty ? " " : " " + mark + " "
            let wrapped = TextWrapping.wrap(text, width: max(1, width - TextWidth.of(indent)))
            for (index, line) in wrapped.enumerated() {
                lines.append(StyledLine((index == 0 ? indent : String(repeating: " ", count: TextWidth.of(indent))) + line, style: style))
            }
        }
        switch outcome {
        case .submitted?: ending("✓", erased.successMessage ?? TerminalWords.text("screen.submitted"), style: palette.accent)
        case .failed(let message)?: ending("✗", message, style: palette.error)
        case .cancelled?, .aborted?, nil:
            // What a linked form saved stays saved: "nothing" would be untrue.
            let text =
                navigator.hasSubmittedLinkedForm
                ? TerminalWords.text("screen.cancelledAfterLinkedForms", ["title": erased.title ?? ""])
                : TerminalWords.text("screen.cancelled")
            ending("", text, style: palette.secondary)
        }
        var frame = Frame(width: width, height: lines.count)
        for (row, line) in lines.enumerated() { _ = line.truncated(to: width).write(into: &frame, column: 0, row: row) }
        return frame
    }

    /// The screen, `width` × `height` cells. Drawing changes nothing: where
    /// the form is scrolled was decided by input.
    public func render(width: Int, height: Int) -> Frame {
        render(navigator.current, width: width, height: height)
    }

    private func render<Session: AnyFormSession>(_ erased: Session, width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        guard width > 0, height > 0 else { return frame }
        let session = erased.typedSession
        let state = self.state(of: erased)
        let screen = self.screen(for: session, width: width, height: height)
        screen.draw(into: &frame, document: document(for: session, state: state, width: screen.contentWidth, palette: screen.palette))
        return frame
    }

    // MARK: Per-form state

    private func state(of session: some AnyFormSession) -> TerminalFormState {
        let key = ObjectIdentifier(session)
        if let entry = states[key] { return entry.state }
        let state = TerminalFormState()
        states[key] = (session, state)
        return state
    }

    /// Forgets the state of forms no longer open, and what was drawn for them.
    private func dropClosedForms() {
        let open = Set(navigator.stack.map { ObjectIdentifier($0) })
        guard states.keys.contains(where: { !open.contains($0) }) else { return }
        states = states.filter { open.contains($0.key) }
        lastDocument = nil
        lastScreen = nil
    }

    /// The screen of `session`'s form at the terminal's size (or the one
    /// given): the one composed last when nothing changed since.
    private func screen<Form: ValidatableForm>(for session: FormSession<Form>, width: Int? = nil, height: Int? = nil) -> ScreenComposition<Form, Root> {
        let width = min(width ?? size.width, maximumWidth)
        let height = height ?? size.height
        let key = DocumentKey(session: ObjectIdentifier(session), revision: session.controller.revision, changes: changes, width: width)
        if let lastScreen, lastScreen.key == key, lastScreen.height == height, let screen = lastScreen.screen as? ScreenComposition<Form, Root> {
            return screen
        }
        let palette = TerminalPalette(theme: session.layout.theme, colorMode: colorMode)
        let screen = ScreenComposition(app: self, session: session, state: state(of: session), palette: palette, width: width, height: height)
        lastScreen = (key, height, screen)
        return screen
    }

    /// The form drawn as a document at `width` (by default the terminal's):
    /// the one drawn last when nothing changed since, so that scrolling after
    /// a key and drawing afterwards draw each row once.
    private func document<Form: ValidatableForm>(
        for session: FormSession<Form>, state: TerminalFormState,
        width: Int? = nil, palette: TerminalPalette? = nil
    ) -> FormDocument<Form> {
        let width = width ?? max(1, min(size.width, maximumWidth) - 1)
        let key = DocumentKey(session: ObjectIdentifier(session), revision: session.controller.revision, changes: changes, width: width)
        if let lastDocument, lastDocument.key == key, let document = lastDocument.document as? FormDocument<Form> { return document }
        let palette = palette ?? TerminalPalette(theme: session.layout.theme, colorMode: colorMode)
        let document = FormDocument(session: session, state: state, palette: palette, width: width, spinner: spinner)
        lastDocument = (key, document)
        return document
    }

    /// Scrolls the current form so that its focused row is in view, as
    /// drawn after a change made by a key.
    private func revealChangedFocus() {
        changes += 1
        revealFocus()
    }

    /// Scrolls the current form so that its focused row is in view.
    private func revealFocus() {
        reveal(in: navigator.current)
    }

    private func reveal<Session: AnyFormSession>(in erased: Session) {
        let session = erased.typedSession
        let state = self.state(of: erased)
        // Another step is another page: it is shown from its top.
        if state.step != session.stepIndex {
            state.step = session.stepIndex
            state.viewport = Viewport()
        }
        guard let focus = session.controller.focus else { return }
        let screen = self.screen(for: session)
        state.viewport = document(for: session, state: state, width: screen.contentWidth)
            .revealing(focus, from: state.viewport, height: screen.contentHeight)
    }

    private func stepIndex(of session: some AnyFormSession) -> Int {
        session.typedSession.stepIndex
    }

    private func hasPendingChecks(_ session: some AnyFormSession) -> Bool {
        session.typedSession.controller.isLoading || !session.typedSession.controller.pendingValidations.isEmpty
    }

    private func takeCheckAnswers(_ session: some AnyFormSession) {
        session.typedSession.controller.takeAsyncCheckAnswers()
    }

    private func waitForChecks(_ session: some AnyFormSession) async {
        await session.typedSession.controller.waitForPendingValidations()
    }

    // MARK: For the screen

    var spinner: Character { SpinnerFrames.all[ticks % SpinnerFrames.all.count] }
    var isSubmitting: Bool { submission != nil }
}

/// The frames of the spinner shown while a form submits or a check runs.
enum SpinnerFrames {
    static let all: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
}
