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
/// update when the form, its state or the focus change. It lives on the main
/// actor, as the form's ``SubmittableForm/submit()`` does.
///
/// ### Cost of an edit
/// `controller.form.field = value` mutates the form in place. The field reports
/// how its status changed, and the controller keeps running counts, so
/// ``isDirty``, ``isValid`` and the field's own state cost the same in a form
/// of ten fields as in one of ten thousand. Assigning a whole new form value
/// (`controller.form = other`) recounts every field.
@MainActor
@Observable
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

    @ObservationIgnored var storage: T
    @ObservationIgnored private var focusStorage: PartialKeyPath<T>?
    @ObservationIgnored let ledger = FieldLedger()
    /// The fields and rules of a ``ValidatableForm``; `nil` for other forms.
    @ObservationIgnored let schema: FormSchema<T>?
    /// Running asynchronous checks by field.
    @ObservationIgnored var asyncTasks: [Int: (id: Int, task: Task<Void, Never>)] = [:]
    @ObservationIgnored var nextAsyncTaskID = 0

    /// Where the current or last submission is.
    public internal(set) var state: State = .initial

    /// Whether ``submit()`` moves focus to the first invalid field when
    /// validation fails, on the client or the server. `true` by default.
    public var shouldFocusFirstInvalidFieldOnSubmit = true

    /// Messages about the whole form from the last submission: those a server
    /// sent under ``ValidationError/formWideKey``. A surface shows them above
    /// the form.
    public internal(set) var formErrors: [String] = []

    /// Messages from the last submission for names that match no field. Kept
    /// so that nothing the server said is lost; a surface shows them above the
    /// form.
    public internal(set) var unmatchedErrors: [String: [String]] = [:]

    /// The fields whose asynchronous checks (``FormRule/asyncCheck(for:debounce:check:)``)
    /// are running.
    public internal(set) var pendingValidations: Set<PartialKeyPath<T>> = []

    /// The clock that times the debounce of asynchronous checks. Tests can
    /// replace it with a clock they control.
    @ObservationIgnored public var clock: any Clock<Duration> = ContinuousClock()

    /// Creates a controller that owns `form`.
    public init(form: T) {
        var form = form
        let schema = Self.makeSchema(for: form)
        schema?.attach(&form, to: ledger)
        self.storage = form
        self.schema = schema
    }

    private static func makeSchema(for form: T) -> FormSchema<T>? {
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
            access(keyPath: \.form)
            yield storage
        }
        set {
            withMutation(keyPath: \.form) {
                storage = newValue
                guard let schema else { return }
                ledger.beginRecording()
                defer { ledger.endRecording() }
                schema.attach(&storage, to: ledger)
                wholeFormDidChange(schema)
            }
        }
        _modify {
            _$observationRegistrar.willSet(self, keyPath: \.form)
            ledger.beginRecording()
            defer {
                processRecordedChanges(immediately: false)
                ledger.endRecording()
                _$observationRegistrar.didSet(self, keyPath: \.form)
            }
            yield &storage
        }
    }

    /// The focused field, by its value key path (`\.name`). Setting it moves
    /// focus; surfaces report the user's focus changes here. When focus
    /// leaves a field whose mode is ``ValidationMode/onBlur``, that field
    /// validates.
    ///
    /// Any key path of the form works, including ones of fields that are not
    /// validated.
    @ObservationIgnored
    public var focus: PartialKeyPath<T>? {
        get {
            access(keyPath: \.focus)
            return focusStorage
        }
        set {
            let previous = focusStorage
            guard previous != newValue else { return }
            withMutation(keyPath: \.focus) { focusStorage = newValue }
            if let previous, let schema, let field = schema.index(of: previous) {
                mutateFields { schema.fields[field].blur(&$0) }
            }
        }
    }

    /// Whether a submission is running.
    public var isLoading: Bool {
        if case .loading = state { return true }
        return false
    }
}

// MARK: - Tracked mutation

extension FormController {
    /// Mutates the form as the controller's own operation: counts are kept,
    /// form rules react, observers are told.
    func mutateFields(_ body: (inout T) -> Void) {
        withMutation(keyPath: \.form) {
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
        guard let schema, !ledger.changes.isEmpty else { return }
        var position = 0
        // Reactions can record further changes; they are processed in turn.
        while position < ledger.changes.count {
            let (field, valueChanged) = ledger.changes[position]
            position += 1
            react(toChangeOf: field, valueChanged: valueChanged, schema: schema, immediately: immediately)
        }
        ledger.clearChanges()
    }

    private func react(toChangeOf field: Int, valueChanged: Bool, schema: FormSchema<T>, immediately: Bool) {
        let hasAsyncChecks = schema.asyncChecks[field] != nil
        if valueChanged {
            if hasAsyncChecks {
                cancelAsyncChecks(of: field)
                schema.dropStaleAsyncResult(for: field, in: &storage)
            }
            schema.crossFieldRulesAfterChange(of: field, in: &storage)
        }
        if hasAsyncChecks {
            startAsyncChecksIfNeeded(of: field, schema: schema, immediately: immediately)
        }
    }

    /// After `storage` was replaced wholesale: re-check every form rule.
    func wholeFormDidChange(_ schema: FormSchema<T>) {
        schema.evaluateAllCrossFieldRules(in: &storage)
        for field in schema.asyncChecks.keys.sorted() {
            if !schema.hasCurrentAsyncResult(for: field, in: storage) {
                cancelAsyncChecks(of: field)
                schema.dropStaleAsyncResult(for: field, in: &storage)
            }
            startAsyncChecksIfNeeded(of: field, schema: schema, immediately: false)
        }
        ledger.clearChanges()
    }
}
