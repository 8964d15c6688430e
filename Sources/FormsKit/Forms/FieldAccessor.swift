/// Type-erased access to one ``Validated`` field inside a form value.
///
/// `FormController` works on fields of many value types; this class hides the
/// value type behind operations on the whole form. Subclassed once, by
/// ``TypedFieldAccessor``.
class FieldAccessor<Form> {
    /// How the field is named: what was given, what reflection must find.
    let naming: FieldNaming
    /// Where the field's current value is in the form's memory, in bytes
    /// from the form's start, when the wrapper is stored inline; `nil`
    /// otherwise. See ``FormController/valueLocation(of:)``.
    let valueOffset: Int?
    /// The type of the field's value.
    let valueType: Any.Type

    init(naming: FieldNaming, valueOffset: Int?, valueType: Any.Type) {
        self.naming = naming
        self.valueOffset = valueOffset
        self.valueType = valueType
    }

    /// The wrapper's key path, erased.
    var wrapperKeyPath: AnyKeyPath { fatalError("abstract") }

    /// The field's `name:`, as declared (without the names of sub-forms).
    func configuredName(in form: Form) -> String? { fatalError("abstract") }
    /// Marks the field in `form`, a scratch copy, with `tag`, so reflection
    /// can find it; `false` when the field is reached through a class
    /// instance, which the copy shares with the real form and must not change.
    func tag(_ form: inout Form, _ tag: UInt32) -> Bool { fatalError("abstract") }
    /// The same field inside a form that holds this field's form at `path`.
    func nested<Parent>(in path: WritableKeyPath<Parent, Form>, name: String?) -> FieldAccessor<Parent> { fatalError("abstract") }
    func status(in form: Form) -> FieldStatus { fatalError("abstract") }
    /// The field's rules that can describe themselves to a client.
    func clientCheckableRules(in form: Form) -> [any ClientCheckableRule] { fatalError("abstract") }
    /// When the field validates.
    func mode(in form: Form) -> ValidationMode { fatalError("abstract") }
    func state(in form: Form) -> ValidationState { fatalError("abstract") }
    /// The field's status and state, read in one access.
    func statusAndState(in form: Form) -> (status: FieldStatus, state: ValidationState) { fatalError("abstract") }
    func isLive(in form: Form) -> Bool { fatalError("abstract") }
    func link(_ form: inout Form, to link: FieldLink?) { fatalError("abstract") }
    /// Sets the field's value through its wrapper, in place; `false` when
    /// `value` is not of the field's type.
    func assign(_ value: Any, in form: inout Form) -> Bool { fatalError("abstract") }
    /// Runs the field's rules; reports to the ledger.
    func validate(_ form: inout Form) { fatalError("abstract") }
    /// Validates if the field's mode validates on blur and it is not yet live.
    func blur(_ form: inout Form) { fatalError("abstract") }
    /// Shows server messages; reports to the ledger.
    func markInvalid(_ form: inout Form, messages: [String]) { fatalError("abstract") }
    /// Shows the field as waiting for an asynchronous check; reports to the ledger.
    func markPending(_ form: inout Form) { fatalError("abstract") }
    /// Replaces the messages from form rules; re-validates a live field.
    func setFormRuleMessages(_ form: inout Form, _ messages: [String]) { fatalError("abstract") }
    /// Makes the current value the baseline and forgets validation.
    func rebaseline(_ form: inout Form) { fatalError("abstract") }
    /// Makes `source`'s value of this field the baseline.
    /// Makes `source`'s value of this field the baseline; returns the
    /// field's status and state afterwards.
    func adoptBaseline(_ form: inout Form, from source: Form) -> (status: FieldStatus, state: ValidationState) { fatalError("abstract") }
    /// Restores the baseline value and forgets validation.
    func reset(_ form: inout Form) { fatalError("abstract") }
}

final class TypedFieldAccessor<Form, Value: Equatable>: FieldAccessor<Form> {
    let wrapper: WritableKeyPath<Form, Validated<Value>>
    /// Where the field is in the form's memory, when the wrapper is stored
    /// inline (a stored property of the form, or of a struct stored in
    /// it): the field is then changed in place at that offset, which costs
    /// a fraction of a key path's write (a projection and a coroutine) in
    /// the unspecialized code that runs it. `nil` otherwise (an element of
    /// an array, a class's property): the key path is used.
    private let offset: Int?

    init(wrapper: WritableKeyPath<Form, Validated<Value>>, naming: FieldNaming) {
        self.wrapper = wrapper
        let offset = MemoryLayout<Form>.offset(of: wrapper)
        self.offset = offset
        let valueOffset = offset.flatMap { wrapperOffset in
            MemoryLayout<Validated<Value>>.offset(of: \Validated<Value>.value).map { wrapperOffset + $0 }
        }
        super.init(naming: naming, valueOffset: valueOffset, valueType: Value.self)
    }

    /// Runs `body` on the field, in place in `form`.
    private func withField<Result>(in form: inout Form, _ body: (inout Validated<Value>) -> Result) -> Result {
        guard let offset else { return body(&form[keyPath: wrapper]) }
        return Self.withField(at: &form, offset: offset, body)
    }

    /// Runs `body` on the field at `offset` in the form at `form` (the
    /// form's address for the call, passed as `&form`: no generic call).
    private static func withField<Result>(
        at form: UnsafeMutablePointer<Form>, offset: Int, _ body: (inout Validated<Value>) -> Result
    ) -> Result {
        // The form is a struct whose memory holds the field at `offset`.
        body(&(UnsafeMutableRawPointer(form) + offset).assumingMemoryBound(to: Validated<Value>.self).pointee)
    }

    override var wrapperKeyPath: AnyKeyPath { wrapper }

    override func configuredName(in form: Form) -> String? {
        form[keyPath: wrapper].configuration.name
    }

    override func tag(_ form: inout Form, _ tag: UInt32) -> Bool {
        guard !(wrapper is ReferenceWritableKeyPath<Form, Validated<Value>>) else { return false }
        form[keyPath: wrapper].nameTag = tag
        return true
    }

    override func nested<Parent>(in path: WritableKeyPath<Parent, Form>, name: String?) -> FieldAccessor<Parent> {
        TypedFieldAccessor<Parent, Value>(
            wrapper: path.appending(path: wrapper),
            naming: naming.nested(in: Form.self, name: name)
        )
    }

    override func clientCheckableRules(in form: Form) -> [any ClientCheckableRule] {
        form[keyPath: wrapper].configuration.rules.compactMap { $0 as? any ClientCheckableRule }
    }

    override func mode(in form: Form) -> ValidationMode {
        form[keyPath: wrapper].configuration.mode
    }

    override func status(in form: Form) -> FieldStatus {
        form[keyPath: wrapper].status
    }

    override func statusAndState(in form: Form) -> (status: FieldStatus, state: ValidationState) {
        Self.read(form[keyPath: wrapper])
    }

    /// The status and state of `field`, borrowed, not copied.
    private static func read(_ field: borrowing Validated<Value>) -> (status: FieldStatus, state: ValidationState) {
        (field.status, field.state)
    }

    override func state(in form: Form) -> ValidationState {
        form[keyPath: wrapper].state
    }

    override func isLive(in form: Form) -> Bool {
        form[keyPath: wrapper].isLive
    }

    override func link(_ form: inout Form, to link: FieldLink?) {
        withField(in: &form) { $0.link = link }
    }

    override func assign(_ value: Any, in form: inout Form) -> Bool {
        guard let value = value as? Value else { return false }
        withField(in: &form) { $0.wrappedValue = value }
        return true
    }

    override func validate(_ form: inout Form) {
        withField(in: &form) { _ = $0.validate() }
    }

    override func blur(_ form: inout Form) {
        let field = form[keyPath: wrapper]
        guard field.configuration.mode == .onBlur, !field.isLive else { return }
        form[keyPath: wrapper].validate()
    }

    override func markInvalid(_ form: inout Form, messages: [String]) {
        mutate(&form, valueChanged: false) { field in
            field.state = .invalid(messages: messages)
            field.isLive = true
        }
    }

    override func markPending(_ form: inout Form) {
        mutate(&form, valueChanged: false) { field in
            field.state = .editing
        }
    }

    override func setFormRuleMessages(_ form: inout Form, _ messages: [String]) {
        guard form[keyPath: wrapper].formRuleMessages != messages else { return }
        mutate(&form, valueChanged: false) { field in
            field.formRuleMessages = messages
            if field.isLive { field.runValidation() }
        }
    }

    override func rebaseline(_ form: inout Form) {
        let value = form[keyPath: wrapper].value
        form[keyPath: wrapper].startOver(baseline: value)
    }

    override func adoptBaseline(_ form: inout Form, from source: Form) -> (status: FieldStatus, state: ValidationState) {
        Self.adopt(source[keyPath: wrapper].value, into: &form[keyPath: wrapper])
    }

    /// Makes `value` the baseline of `field`, in one access.
    private static func adopt(_ value: Value, into field: inout Validated<Value>) -> (status: FieldStatus, state: ValidationState) {
        field.baseline = value
        return (field.status, field.state)
    }

    override func reset(_ form: inout Form) {
        let baseline = form[keyPath: wrapper].baseline
        form[keyPath: wrapper].value = baseline
        form[keyPath: wrapper].startOver(baseline: baseline)
    }

    /// Changes the field and reports the change of status to its ledger.
    private func mutate(_ form: inout Form, valueChanged: Bool, _ change: (inout Validated<Value>) -> Void) {
        withField(in: &form) { field in
            let before = field.status
            change(&field)
            field.report(from: before, valueChanged: valueChanged)
        }
    }
}

extension Validated {
    /// Takes `baseline` as the unchanged value and forgets validation, as a
    /// freshly declared field would.
    mutating func startOver(baseline: T) {
        self.baseline = baseline
        formRuleMessages = []
        isLive = false
        state = .idle
        if configuration.mode == .always {
            runValidation()
        }
    }
}
