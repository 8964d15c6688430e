import Observation

/// Owns a form value and runs its life cycle: editing, validation, focus and
/// submission.
///
/// ```swift
/// let controller = FormController(form: SignupForm())
/// controller.form.email = "ada@example.com"   // validates by the field's mode
/// controller.isDirty                          // true
/// let user = try await controller.submit()    // validates, then submits
/// ```
///
/// The controller is `@Observable`, so SwiftUI views and other observers
/// update when the form, its state or the focus change.
///
/// ### Isolation
/// A controller belongs to no actor of its own: it lives in the isolation
/// domain of the code that uses it, which Swift keeps to one (it is not
/// `Sendable`). A SwiftUI view or a terminal form uses it on the main actor;
/// a server uses one per request, in the request's task, on any core. Its
/// `async` methods run where they are called. A form's own
/// ``SubmittableForm/submit()`` marked `@MainActor` (as upstream FormsKit's
/// README writes it) still runs on the main actor; the work around it does
/// not.
///
/// ### Fields as members of the controller
/// The controller exposes the form's properties as its own members:
/// `controller.name` reads and writes `form.name`, and `controller.$name` is
/// the field's ``ValidationState``. Both work on the form in place.
///
/// ### Cost of an edit
/// `controller.form.name = value` and `controller.name = value` mutate the
/// form in place. The field reports how its status changed and the controller
/// keeps running counts, so ``isDirty`` and ``isValid`` cost the same in a
/// form of ten fields as in one of ten thousand. So do `controller.$name`,
/// ``validationState(of:)->ValidationState?`` and ``messages(for:)``.
///
/// Reading a field through the whole form, as in `controller.form.$name`,
/// works too, but Swift copies the whole form value to read a computed
/// property through a generic class's property, so its cost grows with the
/// form (as every read of a getter-backed `form` does in upstream FormsKit). Assigning
/// a whole new form value (`controller.form = other`) recounts every field.
@Observable
@dynamicMemberLookup
public final class FormController<T> {
    /// Where a submission is.
    public enum State {
        /// Not submitted yet (or reset, or populated, since).
        case initial
        /// ``FormController/submit()`` is running.
        case loading
        /// The last submission succeeded.
        case success
        /// The last submission failed with this error: a
        /// ``ValidationError/invalid(errors:)`` when validation failed on the
        /// client or the server, otherwise what ``SubmittableForm/submit()`` threw.
        case failure(any Error)
    }

    /// The form. Read it through ``withStorage(_:)``: passing this class
    /// property by value copies the whole form.
    @ObservationIgnored var storage: T
    @ObservationIgnored private var focusStorage: PartialKeyPath<T>?
    /// Whether reads of the form are already registered with observers for
    /// the work under way (``readingForm(_:)``).
    @ObservationIgnored private var formAccessIsObserved = false
    /// How many ``editInOneGo(_:)`` calls are under way: edits inside them
    /// neither begin nor end an edit of their own.
    @ObservationIgnored private var editsHeldForOneGo = 0
    @ObservationIgnored let ledger: FieldLedger
    /// The fields and rules of a ``ValidatableForm``; `nil` for other forms.
    @ObservationIgnored var schema: FormSchema<T>?
    /// Running asynchronous checks by field.
    /// Each has the test of whether a form still holds the value it checks.
    @ObservationIgnored var asyncTasks: [Int: (id: Int, task: Task<Void, Never>, isCurrent: (T) -> Bool)] = [:]
    /// Where running checks leave their answers, for the controller to take
    /// where it lives.
    @ObservationIgnored let asyncAnswers = AsyncCheckAnswers()
    @ObservationIgnored var nextAsyncTaskID = 0

    /// Where the current or last submission is.
    @ObservationIgnored
    public internal(set) var state: State {
        get { observed(stateKeyPath, stateStorage) }
        set { mutate(stateKeyPath) { stateStorage = newValue } }
    }

    /// Whether the baseline is saved data: set by `populate(from:)` and a
    /// successful `submit()`. Read it as `isPopulated`.
    @ObservationIgnored
    var hasSavedBaseline: Bool {
        get { observed(hasSavedBaselineKeyPath, hasSavedBaselineStorage) }
        set { mutate(hasSavedBaselineKeyPath) { hasSavedBaselineStorage = newValue } }
    }

    /// Whether ``submit()`` moves focus to the first invalid field when
    /// validation fails, on the client or the server. `true` by default.
    @ObservationIgnored
    public var shouldFocusFirstInvalidFieldOnSubmit: Bool {
        get { observed(shouldFocusFirstInvalidFieldOnSubmitKeyPath, shouldFocusStorage) }
        set { mutate(shouldFocusFirstInvalidFieldOnSubmitKeyPath) { shouldFocusStorage = newValue } }
    }

    /// Messages about the whole form from the last submission: those a server
    /// sent under ``ValidationError/formWideKey``. A surface shows them above
    /// the form.
    @ObservationIgnored
    public internal(set) var formErrors: [String] {
        get { observed(formErrorsKeyPath, formErrorsStorage) }
        set { mutate(formErrorsKeyPath) { formErrorsStorage = newValue } }
    }

    /// Messages from the last submission for names that match no field. Kept
    /// so that nothing the server said is lost; a surface shows them above the
    /// form.
    @ObservationIgnored
    public internal(set) var unmatchedErrors: [String: [String]] {
        get { observed(unmatchedErrorsKeyPath, unmatchedErrorsStorage) }
        set { mutate(unmatchedErrorsKeyPath) { unmatchedErrorsStorage = newValue } }
    }

    /// The fields whose asynchronous checks (``FormRule/asyncCheck(for:debounce:check:)``)
    /// are running.
    @ObservationIgnored
    public internal(set) var pendingValidations: Set<PartialKeyPath<T>> {
        get { observed(pendingValidationsKeyPath, pendingValidationsStorage) }
        set { mutate(pendingValidationsKeyPath) { pendingValidationsStorage = newValue } }
    }

    @ObservationIgnored private var stateStorage: State = .initial
    @ObservationIgnored private var hasSavedBaselineStorage = false
    @ObservationIgnored private var shouldFocusStorage = true
    @ObservationIgnored private var formErrorsStorage: [String] = []
    @ObservationIgnored private var unmatchedErrorsStorage: [String: [String]] = [:]
    @ObservationIgnored private var pendingValidationsStorage: Set<PartialKeyPath<T>> = []

    /// `\.form`, made once: a key path into a generic class is otherwise
    /// instantiated anew, with an allocation, on every observation call.
    @ObservationIgnored private(set) lazy var formKeyPath: KeyPath<FormController<T>, T> = \.form
    @ObservationIgnored private lazy var focusKeyPath: KeyPath<FormController<T>, PartialKeyPath<T>?> = \.focus
    /// The other observed properties' key paths, made once for the same reason.
    @ObservationIgnored private lazy var stateKeyPath: KeyPath<FormController<T>, State> = \.state
    @ObservationIgnored private lazy var hasSavedBaselineKeyPath: KeyPath<FormController<T>, Bool> = \.hasSavedBaseline
    @ObservationIgnored private lazy var shouldFocusFirstInvalidFieldOnSubmitKeyPath: KeyPath<FormController<T>, Bool> = \.shouldFocusFirstInvalidFieldOnSubmit
    @ObservationIgnored private lazy var formErrorsKeyPath: KeyPath<FormController<T>, [String]> = \.formErrors
    @ObservationIgnored private lazy var unmatchedErrorsKeyPath: KeyPath<FormController<T>, [String: [String]]> = \.unmatchedErrors
    @ObservationIgnored private lazy var pendingValidationsKeyPath: KeyPath<FormController<T>, Set<PartialKeyPath<T>>> = \.pendingValidations

    /// Counts the changes made to the form through the controller: every
    /// edit, validation, submission step, reset and replacement. Surfaces
    /// compare it to know, at no cost, that nothing changed since they last
    /// looked (and skip work derived from the form). Not observed; observe
    /// the properties themselves.
    @ObservationIgnored public private(set) var revision = 0

    /// The clock that times the debounce of asynchronous checks. Tests can
    /// replace it with a clock they control.
    @ObservationIgnored public var clock: any Clock<Duration> = ContinuousClock()

    /// Creates a controller that owns `form`, anywhere: in a view's stored
    /// property (`@State private var controller = FormController(form: CreatePlanForm())`)
    /// or in a server's request.
    public init(form: T) {
        var form = form
        let ledger = FieldLedger()
        let schema = Self.makeSchema(for: form)
        schema?.attach(&form, to: ledger)
        self.ledger = ledger
        self.storage = form
        self.schema = schema
    }

    /// A controller for a copy of `source`'s form, in the state `source`'s
    /// fields are in, that shares what `source` worked out about the form's
    /// fields instead of reading `validatedFields` again: cheap enough to
    /// make one per request.
    ///
    /// The new controller starts where a new controller starts (not
    /// submitted, no focus, no running checks, no observers, no server
    /// messages); `source` should be a controller nobody edits, kept to be
    /// copied, as a `FormSessionTemplate` keeps one.
    package init(replicating source: FormController<T>) {
        // The form is copied once, into this controller, and its fields
        // linked to the new ledger where they are.
        self.storage = source.storage
        self.ledger = FieldLedger()
        self.schema = source.schema?.replica()
        self.hasSavedBaselineStorage = source.hasSavedBaselineStorage
        self.shouldFocusStorage = source.shouldFocusStorage
        self.clock = source.clock
        // Key paths into a generic class are made at run time, each costing
        // more than the rest of an edit: a replica takes its source's.
        self.formKeyPath = source.formKeyPath
        self.focusKeyPath = source.focusKeyPath
        self.stateKeyPath = source.stateKeyPath
        self.hasSavedBaselineKeyPath = source.hasSavedBaselineKeyPath
        self.shouldFocusFirstInvalidFieldOnSubmitKeyPath = source.shouldFocusFirstInvalidFieldOnSubmitKeyPath
        self.formErrorsKeyPath = source.formErrorsKeyPath
        self.unmatchedErrorsKeyPath = source.unmatchedErrorsKeyPath
        self.pendingValidationsKeyPath = source.pendingValidationsKeyPath
        if let schema {
            schema.attach(&storage, to: ledger, countsFrom: source.ledger)
        }
    }

    static func makeSchema(for form: T) -> FormSchema<T>? {
        guard let validatable = form as? any ValidatableForm else { return nil }
        func make<F: ValidatableForm>(_ form: F) -> AnyObject {
            FormSchema<F>(fields: form.validatedFields, rules: form.formRules, formName: "\(F.self)")
        }
        return make(validatable) as? FormSchema<T>
    }

    /// The form. Edit its fields in place: `controller.form.name = "Ada"`.
    @ObservationIgnored
    public var form: T {
        _read {
            _$observationRegistrar.access(self, keyPath: formKeyPath)
            yield storage
        }
        set {
            _$observationRegistrar.withMutation(of: self, keyPath: formKeyPath) {
                revision &+= 1
                storage = newValue
                rebuildSchema()
            }
        }
        _modify {
            beginEdit()
            defer { endEdit() }
            yield &storage
        }
    }

    /// The focused field, by its value key path (`\.name`). Setting it moves
    /// focus; surfaces report the user's focus changes here. When focus
    /// leaves a field whose mode is ``Validated/Mode/onBlur``, that field
    /// validates.
    ///
    /// Any key path of the form works, including ones of fields that are not
    /// validated.
    @ObservationIgnored
    public var focus: PartialKeyPath<T>? {
        get {
            _$observationRegistrar.access(self, keyPath: focusKeyPath)
            return focusStorage
        }
        set {
            let previous = focusStorage
            guard previous != newValue else { return }
            revision &+= 1
            _$observationRegistrar.withMutation(of: self, keyPath: focusKeyPath) { focusStorage = newValue }
            if let previous, let schema, let field = schema.index(of: previous) {
                mutateFields { schema.fields[field].blur(&$0) }
            }
        }
    }

    /// Reads a property of the form in place: `controller.name`,
    /// `controller.$name` (the field's ``ValidationState``).
    ///
    /// Costs the same whatever the size of the form, unlike
    /// `controller.form.$name`, which copies the form to read it.
    public subscript<Value>(dynamicMember keyPath: KeyPath<T, Value>) -> Value {
        observeFormAccess()
        return withStorage { $0[keyPath: keyPath] }
    }

    /// Reads and writes a property of the form in place: `controller.name = "Ada"`
    /// edits the field exactly as `controller.form.name = "Ada"` does.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<T, Value>) -> Value {
        get {
            observeFormAccess()
            return withStorage { $0[keyPath: keyPath] }
        }
        set {
            beginEdit()
            defer { endEdit() }
            // A validated field is written through its wrapper's key path, a
            // stored property's: through `keyPath`, a computed property's,
            // the value is copied out and set back through a buffer.
            if let field = schema?.field(at: keyPath), field.assign(newValue, in: &storage) { return }
            storage[keyPath: keyPath] = newValue
        }
    }

    /// The form, given to `body` in place (not copied, whatever its size).
    ///
    /// Use it to evaluate conditions over several fields at once.
    public func readForm<Result>(_ body: (T) throws -> Result) rethrows -> Result {
        observeFormAccess()
        return try withStorage { try body($0) }
    }

    /// The value at `keyPath`, read in place.
    public func value<Value>(at keyPath: KeyPath<T, Value>) -> Value {
        self[dynamicMember: keyPath]
    }

    /// Sets the value at `keyPath` as an edit of the form: as
    /// `controller.form[keyPath: keyPath] = value`, but without copying the
    /// form when `keyPath` is a `@Validated` field.
    public func setValue<Value>(_ value: Value, at keyPath: WritableKeyPath<T, Value>) {
        self[dynamicMember: keyPath] = value
    }

    /// The order in which a surface shows the form's fields (its visible,
    /// focusable rows), for ``focusFirstInvalidField()``. Without one, fields
    /// are taken in ``ValidatableForm/validatedFields`` order.
    @ObservationIgnored public var focusOrder: (() -> [PartialKeyPath<T>])?

    /// Whether a submission is running.
    public var isLoading: Bool {
        if case .loading = state { return true }
        return false
    }
}

// MARK: - Observation at a constant cost

extension FormController {
    /// `value`, read as the observed property at `keyPath`. Each property's
    /// key path is made once (a lazy property): in a generic class a key
    /// path literal is otherwise instantiated anew on every read, which
    /// costs more than the read itself.
    private func observed<Value>(_ keyPath: KeyPath<FormController<T>, Value>, _ value: Value) -> Value {
        _$observationRegistrar.access(self, keyPath: keyPath)
        return value
    }

    /// Runs `change` as a mutation of the observed property at `keyPath`.
    private func mutate<Value>(_ keyPath: KeyPath<FormController<T>, Value>, _ change: () -> Void) {
        revision &+= 1
        _$observationRegistrar.withMutation(of: self, keyPath: keyPath, change)
    }
}

// MARK: - Tracked mutation

extension FormController {
    /// Runs `body`, whose edits of the form count as one edit: observers are
    /// told once, and form rules react once, at the end, to every change in
    /// the order it was made. The values written are in the form as each
    /// edit is made; what waits is the reaction to them (cross-field
    /// messages, asynchronous checks). For a surface applying many values at
    /// once, as a browser's submission.
    package func editInOneGo<Result>(_ body: () throws -> Result) rethrows -> Result {
        beginEdit()
        editsHeldForOneGo += 1
        defer {
            editsHeldForOneGo -= 1
            endEdit()
        }
        return try body()
    }

    /// Starts a user's edit of the form: observers are told, field changes counted.
    func beginEdit() {
        guard editsHeldForOneGo == 0 else { return }
        _$observationRegistrar.willSet(self, keyPath: formKeyPath)
        ledger.beginRecording()
    }

    /// Ends an edit: form rules react to the counted changes, observers are told.
    func endEdit() {
        guard editsHeldForOneGo == 0 else { return }
        revision &+= 1
        processRecordedChanges(immediately: false)
        ledger.endRecording()
        _$observationRegistrar.didSet(self, keyPath: formKeyPath)
    }

    /// Gives `body` the form in place. A form passed by value straight from
    /// `storage` is copied whole (the class property cannot be borrowed across
    /// a call); through an `inout` access it is not, so reads that must cost
    /// the same at any form size go through here.
    func withStorage<Result>(_ body: (inout T) throws -> Result) rethrows -> Result {
        try body(&storage)
    }

    /// Registers a read of the form with observers (`\.form`), unless
    /// ``readingForm(_:)`` already has for the reads it runs.
    func observeFormAccess() {
        guard !formAccessIsObserved else { return }
        _$observationRegistrar.access(self, keyPath: formKeyPath)
    }

    /// Runs `body`, which reads the form many times (a surface's whole
    /// render), with the form's read registered with observers once,
    /// before it, rather than on every read. Every read of the form
    /// registers the same property (`\.form`), so observers see the same
    /// thing; each registration costs a generic call into Observation.
    package func readingForm<Result>(_ body: () throws -> Result) rethrows -> Result {
        if formAccessIsObserved { return try body() }
        observeFormAccess()
        formAccessIsObserved = true
        defer { formAccessIsObserved = false }
        return try body()
    }

    /// Tells observers that `body` changes the form.
    func withFormMutation<Result>(_ body: () throws -> Result) rethrows -> Result {
        revision &+= 1
        defer { revision &+= 1 }
        return try _$observationRegistrar.withMutation(of: self, keyPath: formKeyPath, body)
    }

    /// Mutates the form as the controller's own operation: counts are kept,
    /// form rules react, observers are told.
    func mutateFields(_ body: (inout T) -> Void) {
        revision &+= 1
        _$observationRegistrar.withMutation(of: self, keyPath: formKeyPath) {
            ledger.beginRecording()
            defer { ledger.endRecording() }
            body(&storage)
            processRecordedChanges(immediately: true)
        }
    }

    /// Lets form rules react to the field changes recorded so far.
    ///
    /// - Parameter immediately: Start asynchronous checks without their
    ///   debounce (on blur and explicit validation).
    func processRecordedChanges(immediately: Bool) {
        guard let schema, ledger.changeCount > 0 else { return }
        guard schema.hasFormRules else {
            ledger.clearChanges()
            return
        }
        var position = 0
        let pass = schema.beginReactionPass()
        // Reactions can record further changes; they are processed in turn.
        while position < ledger.changeCount {
            let (field, valueChanged) = ledger.change(at: position)
            position += 1
            react(toChangeOf: field, valueChanged: valueChanged, schema: schema, immediately: immediately, pass: pass)
        }
        ledger.clearChanges()
    }

    private func react(toChangeOf field: Int, valueChanged: Bool, schema: FormSchema<T>, immediately: Bool, pass: Int) {
        let hasAsyncChecks = schema.asyncChecks[field] != nil
        if valueChanged {
            if hasAsyncChecks {
                cancelAsyncChecks(of: field)
                schema.dropStaleAsyncResult(for: field, in: &storage)
            }
            schema.crossFieldRulesAfterChange(of: field, in: &storage, pass: pass)
        }
        if hasAsyncChecks {
            startAsyncChecksIfNeeded(of: field, schema: schema, immediately: immediately)
        }
    }

    /// Reads `validatedFields` anew from the current form and re-links every
    /// field, after the list changed (the whole form was replaced, or a
    /// repeated group gained or lost elements).
    func rebuildSchema() {
        guard schema != nil else { return }
        cancelAllAsyncChecks()
        let rebuilt = withStorage { Self.makeSchema(for: $0) }
        schema = rebuilt
        guard let rebuilt else { return }
        ledger.beginRecording()
        defer { ledger.endRecording() }
        rebuilt.attach(&storage, to: ledger)
        wholeFormDidChange(rebuilt)
    }

    /// After `storage` was replaced wholesale: re-check every form rule.
    func wholeFormDidChange(_ schema: FormSchema<T>) {
        schema.evaluateAllCrossFieldRules(in: &storage)
        for field in schema.asyncChecks.keys.sorted() {
            if !withStorage({ schema.hasCurrentAsyncResult(for: field, in: $0) }) {
                cancelAsyncChecks(of: field)
                schema.dropStaleAsyncResult(for: field, in: &storage)
            }
            startAsyncChecksIfNeeded(of: field, schema: schema, immediately: false)
        }
        ledger.clearChanges()
    }
}
