/// Type-erased access to one ``Validated`` field inside a form value.
///
/// `FormController` works on fields of many value types; this class hides the
/// value type behind operations on the whole form. Subclassed once, by
/// ``TypedFieldAccessor``.
class FieldAccessor<Form> {
    /// How the field is named: what was given, what reflection must find.
    let naming: FieldNaming
    /// Where the field's current value is in the form's memory, in bytes
    /// from the form's start (or from its element's start, when
    /// ``elementPlace`` is set), when the wrapper is stored inline; `nil`
    /// otherwise. See ``FormController/valueLocation(of:)``.
    let valueOffset: Int?
    /// The element of an array stored in the form that holds the field,
    /// when the field is one of an element's (``ValidatedField/nested(in:at:name:)``).
    let elementPlace: ElementPlace<Form>?
    /// The type of the field's value.
    let valueType: Any.Type
    /// Where the field's wrapper is in the form's memory, in bytes from the
    /// form's start, when it is stored inline in the form itself (not in an
    /// array's element); `-1` otherwise. With ``wrapperOperations``, what a
    /// check of every field uses to reach each one without a call through
    /// the accessor (``FormController/checkDetached(_:)``).
    let inlineWrapperOffset: Int
    /// The wrapper's type, as the operations on a wrapper at an address.
    let wrapperOperations: any FieldWrapperOperations.Type

    init(
        naming: FieldNaming, valueOffset: Int?, elementPlace: ElementPlace<Form>?, valueType: Any.Type, inlineWrapperOffset: Int,
        wrapperOperations: any FieldWrapperOperations.Type
    ) {
        self.naming = naming
        self.valueOffset = valueOffset
        self.elementPlace = elementPlace
        self.valueType = valueType
        self.inlineWrapperOffset = inlineWrapperOffset
        self.wrapperOperations = wrapperOperations
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
    /// The same field inside a form that holds this field's form as the
    /// element at `index` of the array at `array`.
    func nested<Parent>(in array: WritableKeyPath<Parent, [Form]>, at index: Int, name: String?) -> FieldAccessor<Parent> {
        fatalError("abstract")
    }
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
    func assign<NewValue>(_ value: NewValue, in form: inout Form) -> Bool { fatalError("abstract") }
    /// Runs the field's rules; reports to the ledger.
    @discardableResult func validate(_ form: inout Form) -> (status: FieldStatus, state: ValidationState) { fatalError("abstract") }
    /// Runs the field's rules in a detached form (its field linked to no
    /// ledger, so nothing is reported); the status and state afterwards.
    func checkDetached(_ form: inout Form) -> (status: FieldStatus, state: ValidationState) { fatalError("abstract") }
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
    /// Makes `source`'s value of this field the baseline; returns the
    /// field's status and state afterwards.
    func adoptBaseline(_ form: inout Form, from source: Form) -> (status: FieldStatus, state: ValidationState) { fatalError("abstract") }
    /// Restores the baseline value and forgets validation.
    func reset(_ form: inout Form) { fatalError("abstract") }
}

final class TypedFieldAccessor<Form, Value: Equatable>: FieldAccessor<Form> {
    let wrapper: WritableKeyPath<Form, Validated<Value>>
    /// Where the wrapper is in the form's memory: the field is changed in
    /// place there, which costs a fraction of a key path's write (a
    /// projection and a coroutine, and for a path through an array's
    /// subscript a copy of the element out and back in) in the
    /// unspecialized code that runs it.
    private let place: Place
    /// `Validated<Value>.self`, kept: see ``FieldWrapperOperations``.
    private let operations: any FieldWrapperOperations.Type = Validated<Value>.self

    /// Where a field's wrapper lies.
    private enum Place {
        /// Only its key path reaches it: a class's property, a computed
        /// property, an element of an array named by a key path.
        case keyPath
        /// Stored inline (a stored property of the form, or of a struct
        /// stored in it), this many bytes from the form's start.
        case inline(offset: Int)
        /// In an element of an array stored in the form, this many bytes
        /// from the element's start.
        case element(ElementPlace<Form>, offset: Int)
    }

    /// An accessor for the wrapper at `wrapper`, changed in place when it is
    /// stored inline.
    convenience init(wrapper: WritableKeyPath<Form, Validated<Value>>, naming: FieldNaming) {
        let place = MemoryLayout<Form>.offset(of: wrapper).map { Place.inline(offset: $0) } ?? .keyPath
        self.init(wrapper: wrapper, naming: naming, place: place)
    }

    private init(wrapper: WritableKeyPath<Form, Validated<Value>>, naming: FieldNaming, place: Place) {
        self.wrapper = wrapper
        self.place = place
        let valueInWrapper = MemoryLayout<Validated<Value>>.offset(of: \Validated<Value>.value)
        let valueOffset: Int?
        let element: ElementPlace<Form>?
        switch place {
        case .keyPath:
            (valueOffset, element) = (nil, nil)
        case .inline(let offset):
            (valueOffset, element) = (valueInWrapper.map { offset + $0 }, nil)
        case .element(let place, let offset):
            (valueOffset, element) = (valueInWrapper.map { offset + $0 }, place)
        }
        var inlineWrapperOffset = -1
        if case .inline(let offset) = place { inlineWrapperOffset = offset }
        super.init(
            naming: naming, valueOffset: valueOffset, elementPlace: valueOffset == nil ? nil : element, valueType: Value.self,
            inlineWrapperOffset: inlineWrapperOffset, wrapperOperations: Validated<Value>.self)
    }

    /// Runs `body` on the field, in place in `form`.
    private func withField<Result>(in form: inout Form, _ body: (inout Validated<Value>) -> Result) -> Result {
        switch place {
        case .keyPath:
            return body(&form[keyPath: wrapper])
        case .inline(let offset):
            return Self.withFormAddress(&form) { body(&($0 + offset).assumingMemoryBound(to: Validated<Value>.self).pointee) }
        case .element(let element, let offset):
            return withElementField(in: &form, element: element, offset: offset, body)
        }
    }

    /// Runs `body` on the field's address in `form`, when the field is
    /// stored inline (in the form, or in an element of an array stored in
    /// it); `nil`, without running `body`, when only its key path reaches it.
    /// No `Validated<Value>` here: `body` calls ``operations``.
    private func withFieldAddress<Result>(in form: inout Form, _ body: (UnsafeMutableRawPointer) -> Result) -> Result? {
        switch place {
        case .keyPath:
            return nil
        case .inline(let offset):
            return Self.withFormAddress(&form) { body($0 + offset) }
        case .element(let element, let offset):
            return withElementFieldAddress(in: &form, element: element, offset: offset, body)
        }
    }

    /// `form`'s address, for the call (passed as `&form`: no generic call).
    /// The form is a struct whose memory holds an inline field at its offset.
    private static func withFormAddress<Result>(_ form: UnsafeMutablePointer<Form>, _ body: (UnsafeMutableRawPointer) -> Result) -> Result {
        body(UnsafeMutableRawPointer(form))
    }

    /// Runs `body` on the address of the field `offset` bytes into `element`
    /// of `form`, in the array's storage: where it lies when the storage is
    /// not shared, else once the array made it unique; `nil` when there is
    /// no such element.
    @inline(never)
    private func withElementFieldAddress<Result>(
        in form: inout Form, element: ElementPlace<Form>, offset: Int, _ body: (UnsafeMutableRawPointer) -> Result
    ) -> Result? {
        if let start = Self.mutableElementAddress(of: element, inFormAt: &form) {
            return body(start + offset)
        }
        return Self.withMutableElement(element, inFormAt: &form) { start in body(start + offset) }
    }

    /// Gives `body` the field as it is in `form`, without copying the form.
    private func readField<Result>(in form: Form, _ body: (borrowing Validated<Value>) -> Result) -> Result {
        switch place {
        case .keyPath:
            return body(form[keyPath: wrapper])
        case .inline(let offset):
            return withUnsafePointer(to: form) { form in
                body(UnsafeRawPointer(form).advanced(by: offset).assumingMemoryBound(to: Validated<Value>.self).pointee)
            }
        case .element(let element, let offset):
            return readElementField(in: form, element: element, offset: offset, body)
        }
    }

    /// Runs `body` on the field `offset` bytes into `element` of `form`,
    /// found by ``withElementFieldAddress(in:element:offset:_:)``, or through
    /// the key path when there is no such element. (Apart from
    /// ``withField(in:_:)``, so that the optionals here cost the other places
    /// nothing.)
    @inline(never)
    private func withElementField<Result>(
        in form: inout Form, element: ElementPlace<Form>, offset: Int, _ body: (inout Validated<Value>) -> Result
    ) -> Result {
        let changed = withElementFieldAddress(in: &form, element: element, offset: offset) { field in
            body(&field.assumingMemoryBound(to: Validated<Value>.self).pointee)
        }
        // No such element: the key path says so, as it always has.
        return changed ?? body(&form[keyPath: wrapper])
    }

    /// Gives `body` the field `offset` bytes into `element` of `form`.
    @inline(never)
    private func readElementField<Result>(
        in form: Form, element: ElementPlace<Form>, offset: Int, _ body: (borrowing Validated<Value>) -> Result
    ) -> Result {
        let start = withUnsafePointer(to: form) { element.elementAddress(inFormAt: UnsafeRawPointer($0)) }
        guard let start else { return body(form[keyPath: wrapper]) }
        return body(start.advanced(by: offset).assumingMemoryBound(to: Validated<Value>.self).pointee)
    }

    private static func mutableElementAddress(of element: ElementPlace<Form>, inFormAt form: UnsafeMutablePointer<Form>) -> UnsafeMutableRawPointer? {
        element.mutableElementAddress(inFormAt: UnsafeMutableRawPointer(form))
    }

    private static func withMutableElement<Result>(
        _ element: ElementPlace<Form>, inFormAt form: UnsafeMutablePointer<Form>, _ body: (UnsafeMutableRawPointer) -> Result
    ) -> Result? {
        element.withMutableElement(inFormAt: UnsafeMutableRawPointer(form), body)
    }

    override var wrapperKeyPath: AnyKeyPath { wrapper }

    override func configuredName(in form: Form) -> String? {
        readField(in: form) { $0.configuration.name }
    }

    override func tag(_ form: inout Form, _ tag: UInt32) -> Bool {
        guard !(wrapper is ReferenceWritableKeyPath<Form, Validated<Value>>) else { return false }
        withField(in: &form) { $0.nameTag = tag }
        return true
    }

    override func nested<Parent>(in path: WritableKeyPath<Parent, Form>, name: String?) -> FieldAccessor<Parent> {
        let wrapper = path.appending(path: wrapper)
        let naming = naming.nested(in: Form.self, name: name)
        // A field of an element stays in its element when the form holding
        // the array is itself stored inline in the parent.
        if case .element(let element, let offset) = place, let formOffset = MemoryLayout<Parent>.offset(of: path) {
            return TypedFieldAccessor<Parent, Value>(
                wrapper: wrapper, naming: naming, place: .element(element.shifted(by: formOffset, into: Parent.self), offset: offset))
        }
        return TypedFieldAccessor<Parent, Value>(wrapper: wrapper, naming: naming)
    }

    override func nested<Parent>(in array: WritableKeyPath<Parent, [Form]>, at index: Int, name: String?) -> FieldAccessor<Parent> {
        let wrapper = array.appending(path: \[Form][index]).appending(path: wrapper)
        let naming = naming.nested(in: Form.self, name: name)
        guard case .inline(let offset) = place, let arrayOffset = MemoryLayout<Parent>.offset(of: array) else {
            return TypedFieldAccessor<Parent, Value>(wrapper: wrapper, naming: naming, place: .keyPath)
        }
        let element = ArrayElementPlace<Parent, Form>(arrayOffset: arrayOffset, index: index)
        return TypedFieldAccessor<Parent, Value>(wrapper: wrapper, naming: naming, place: .element(element, offset: offset))
    }

    override func clientCheckableRules(in form: Form) -> [any ClientCheckableRule] {
        readField(in: form) { $0.configuration.rules.compactMap { $0 as? any ClientCheckableRule } }
    }

    override func mode(in form: Form) -> ValidationMode {
        readField(in: form) { $0.configuration.mode }
    }

    override func status(in form: Form) -> FieldStatus {
        readField(in: form) { $0.status }
    }

    override func statusAndState(in form: Form) -> (status: FieldStatus, state: ValidationState) {
        readField(in: form) { ($0.status, $0.state) }
    }

    override func state(in form: Form) -> ValidationState {
        readField(in: form) { $0.state }
    }

    override func isLive(in form: Form) -> Bool {
        readField(in: form) { $0.isLive }
    }

    override func link(_ form: inout Form, to link: FieldLink?) {
        withField(in: &form) { $0.link = link }
    }

    override func assign<NewValue>(_ value: NewValue, in form: inout Form) -> Bool {
        let operations = operations
        if let assigned = withFieldAddress(in: &form, { operations.assign(value, at: $0) }) { return assigned }
        // Only a key path reaches the field: not changed unless the value is
        // of its type (`assignForAccessor` compares the types).
        guard NewValue.self == Value.self else { return false }
        return withField(in: &form) { $0.assignForAccessor(value) }
    }

    @discardableResult override func validate(_ form: inout Form) -> (status: FieldStatus, state: ValidationState) {
        let operations = operations
        if let result = withFieldAddress(in: &form, { operations.validate(at: $0) }) { return result }
        return withField(in: &form) { $0.validateForAccessor() }
    }

    override func checkDetached(_ form: inout Form) -> (status: FieldStatus, state: ValidationState) {
        let operations = operations
        if let result = withFieldAddress(in: &form, { operations.checkDetached(at: $0) }) { return result }
        return withField(in: &form) { $0.checkDetachedForAccessor() }
    }

    override func blur(_ form: inout Form) {
        withField(in: &form) { field in
            guard field.configuration.mode == .onBlur, !field.isLive else { return }
            field.validate()
        }
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
        let operations = operations
        if withFieldAddress(in: &form, { operations.setFormRuleMessages(messages, at: $0) }) != nil { return }
        guard readField(in: form, { $0.formRuleMessages != messages }) else { return }
        mutate(&form, valueChanged: false) { field in
            field.formRuleMessages = messages
            if field.isLive { field.runValidation() }
        }
    }

    override func rebaseline(_ form: inout Form) {
        withField(in: &form) { $0.startOver(baseline: $0.value) }
    }

    override func adoptBaseline(_ form: inout Form, from source: Form) -> (status: FieldStatus, state: ValidationState) {
        let operations = operations
        if case .inline(let offset) = place {
            return withUnsafePointer(to: source) { source in
                Self.withFormAddress(&form) { operations.adoptBaseline(at: $0 + offset, from: UnsafeRawPointer(source) + offset) }
            }
        }
        let value = readField(in: source) { $0.value }
        return withField(in: &form) { field in
            field.baseline = value
            return (field.status, field.state)
        }
    }

    override func reset(_ form: inout Form) {
        withField(in: &form) { field in
            let baseline = field.baseline
            field.value = baseline
            field.startOver(baseline: baseline)
        }
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
