import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

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
    public internal(set) var outcome: TerminalFormOutcome<Root.Output>?
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
    package let navigator: FormNavigator
    /// Each open form's terminal state, with its session held so that its
    /// identity cannot be reused while the entry exists; closed forms' are
    /// dropped (a form opened later may get a closed one's address).
    var states: [ObjectIdentifier: (session: AnyObject, state: TerminalFormState)] = [:]
    var submission: Task<Void, Never>?
    /// A draft a run left of the form a link just opened, offered back
    /// until it is answered (y or Enter puts it back, n lets it go).
    var draftOffer: DraftOffer? {
        didSet { changes += 1 }
    }
    /// Whether the question shown (a draft offer, "Discard changes?") was
    /// answered with a key that is not an answer: it is asked again with
    /// "Answer y or n.", until it is answered.
    var asksForYesOrNo = false {
        didSet { changes += 1 }
    }
    /// Where the list of every key is scrolled to, while it is shown in
    /// place of the form.
    var keyListTop: Int?
    var typeAhead: [Key] = []
    var ticks = 0
    var size: (width: Int, height: Int)
    /// Counts changes the controller does not see (keys, ticks, sizes, the
    /// terminal's own state): with the controller's revision, it tells when
    /// the drawn document can be used again.
    var changes = 0
    /// The last document drawn, and what it was drawn for.
    var lastDocument: (key: DocumentKey, document: AnyObject)?
    /// The last screen composed, and for what (its width and height in the key).
    var lastScreen: (key: DocumentKey, height: Int, screen: Any)?

    struct DocumentKey: Equatable {
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

    // MARK: Per-form state

    func state(of session: some AnyFormSession) -> TerminalFormState {
        let key = ObjectIdentifier(session)
        if let entry = states[key] { return entry.state }
        let state = TerminalFormState()
        states[key] = (session, state)
        return state
    }

    /// Forgets the state of forms no longer open, and what was drawn for them.
    func dropClosedForms() {
        let open = Set(navigator.stack.map { ObjectIdentifier($0) })
        guard states.keys.contains(where: { !open.contains($0) }) else { return }
        states = states.filter { open.contains($0.key) }
        lastDocument = nil
        lastScreen = nil
    }

    /// Scrolls the current form so that its focused row is in view, as
    /// drawn after a change made by a key.
    func revealChangedFocus() {
        changes += 1
        revealFocus()
    }

    /// Scrolls the current form so that its focused row is in view.
    func revealFocus() {
        reveal(in: navigator.current)
    }

    func reveal<Session: AnyFormSession>(in erased: Session) {
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

    func stepIndex(of session: some AnyFormSession) -> Int {
        session.typedSession.stepIndex
    }

    func hasPendingChecks(_ session: some AnyFormSession) -> Bool {
        session.typedSession.controller.isLoading || !session.typedSession.controller.pendingValidations.isEmpty
    }

    func takeCheckAnswers(_ session: some AnyFormSession) {
        session.typedSession.controller.takeAsyncCheckAnswers()
    }

    func waitForChecks(_ session: some AnyFormSession) async {
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
