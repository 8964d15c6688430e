import Observation

extension FormController where T: ValidatableForm {
    /// Whether any field's value differs from its baseline: the value it was
    /// created with, last populated with (``populate(from:)``) or last
    /// successfully submitted with. Typing a value back makes the form clean.
    ///
    /// Costs the same whatever the size of the form.
    public var isDirty: Bool {
        observeFormAccess()
        return ledger.dirtyCount > 0
    }

    /// Whether the field whose value or wrapper is at `keyPath` differs from
    /// its baseline; `nil` when no field is there.
    package func isDirty(_ keyPath: AnyKeyPath) -> Bool? {
        guard let field = validatableSchema.field(at: keyPath) else { return nil }
        return withStorage { field.outcome(in: $0).status.contains(.dirty) }
    }

    /// Whether every field is ``ValidationState/valid``. Fields that have not
    /// been validated yet, and fields waiting for an asynchronous check, are not.
    ///
    /// Costs the same whatever the size of the form.
    public var isValid: Bool {
        observeFormAccess()
        return ledger.allValid
    }

    /// Whether any field is ``ValidationState/invalid(messages:)``.
    public var hasErrors: Bool {
        observeFormAccess()
        return ledger.invalidCount > 0
    }

    /// Validates every field now, whatever its mode, including the form's
    /// cross-field rules, and starts asynchronous checks without waiting for
    /// their debounce.
    ///
    /// - Returns: Whether the form is valid. Fields with a running asynchronous
    ///   check are not valid yet; ``submit()`` waits for them.
    @discardableResult
    public func validate() -> Bool {
        let schema = validatableSchema
        mutateFields { form in
            schema.evaluateAllCrossFieldRules(in: &form)
            for field in schema.fields { field.validate(&form) }
        }
        return isValid
    }

    /// Validates the field at `keyPath` now, whatever its mode, with the
    /// form rules that target it; an asynchronous check starts at once.
    ///
    /// Surfaces that ask for one field at a time (line-by-line prompts) use
    /// this after each answer.
    ///
    /// - Returns: Whether the field is valid (`true` for key paths that are
    ///   not validated fields). A field waiting for a check is not valid yet.
    @discardableResult
    public func validate(_ keyPath: PartialKeyPath<T>) -> Bool {
        let schema = validatableSchema
        guard let index = schema.index(of: keyPath) else { return true }
        mutateFields { schema.fields[index].validate(&$0) }
        return validationState(of: keyPath)?.isValid ?? true
    }

    /// Lets the form rules that read any of `keyPaths` pass until they are
    /// asked: for a form in steps, the fields of the steps not seen yet, so
    /// that a rule on the first step that reads a later one waits for it.
    /// Every rule is checked again; an empty set withholds none.
    package func withholdRules(reading keyPaths: Set<PartialKeyPath<T>>) {
        let schema = validatableSchema
        let fields = Set(keyPaths.compactMap { schema.index(of: $0) })
        mutateFields { schema.withholdRules(reading: fields, in: &$0) }
    }

    /// Moves ``focus`` to the first field that is invalid; if none is, to the
    /// first that is not valid yet. Fields are taken in ``focusOrder`` when a
    /// surface set one, else in ``ValidatableForm/validatedFields`` order.
    /// Does nothing when every field is valid.
    public func focusFirstInvalidField() {
        let order = focusOrder?().filter { validatableSchema.index(of: $0) != nil } ?? validatableSchema.keyPaths
        let states = order.map { validationState(of: $0) ?? .valid }
        guard let index = states.firstIndex(where: \.isInvalid) ?? states.firstIndex(where: { !$0.isValid }) else {
            return
        }
        focus = order[index]
    }

    /// Reads ``ValidatableForm/validatedFields`` again, after the list of
    /// fields changed: a repeated group gained or lost an element.
    ///
    /// Assigning a whole form (`controller.form = other`) does this by itself.
    /// Edits of existing fields never need it. Running asynchronous checks
    /// are cancelled, and cross-field rules re-checked.
    public func reloadFields() {
        withFormMutation { rebuildSchema() }
    }

    /// The state of the field at `keyPath` (`\.name`, `\.options[2].text`),
    /// or `nil` when the form has no validated field there.
    ///
    /// Costs the same whatever the size of the form, and whatever the path to
    /// the field.
    public func validationState(of keyPath: PartialKeyPath<T>) -> ValidationState? {
        observeFormAccess()
        guard let index = validatableSchema.index(of: keyPath) else { return nil }
        return ledger.state(at: index)
    }

    /// The position of the field at `keyPath` among the form's validated
    /// fields, in the list ``fieldListIdentity`` names: for a surface that
    /// works it out once per row and reads messages by position
    /// (``messages(ofFieldAt:)``) while the list is the same.
    package func fieldIndex(of keyPath: PartialKeyPath<T>) -> Int? {
        validatableSchema.index(of: keyPath)
    }

    /// Names the list of fields that ``fieldIndex(of:)`` gives positions
    /// in: another list (the fields were read anew) has another identity.
    package var fieldListIdentity: ObjectIdentifier {
        validatableSchema.fieldListIdentity
    }

    /// The messages of the field at `index` of ``fieldListIdentity``'s list,
    /// as ``messages(for:)`` gives them by key path.
    package func messages(ofFieldAt index: Int) -> [String] {
        observeFormAccess()
        return ledger.state(at: index).messages
    }

    /// The state of the field at `keyPath`, typed as the field's own
    /// `$field` is: `controller.validationState(of: \.name) == controller.form.$name`.
    ///
    /// Costs the same whatever the size of the form.
    public func validationState<Value>(of keyPath: KeyPath<T, Value>) -> Validated<Value>.State? {
        guard let state = validationState(of: keyPath as PartialKeyPath<T>) else { return nil }
        return Validated<Value>.State(state)
    }

    /// The name of the field at `keyPath`: its key in error dictionaries and
    /// server errors (``ValidationError/invalid(errors:)``), `name:` if it was
    /// given one, else its path (`ownerEmail`, `options.2`). `nil` when the
    /// form has no validated field there. Surfaces use it as the field's key
    /// on the wire (an HTML control's `name`, a JSON key).
    ///
    /// The names are derived once per list of fields; later calls cost a
    /// dictionary lookup.
    public func fieldName(of keyPath: PartialKeyPath<T>) -> String? {
        let schema = validatableSchema
        guard let index = schema.index(of: keyPath) else { return nil }
        return withStorage { schema.name(of: index, in: $0) }
    }

    /// The name of the array that holds, as its element at `elementIndex`
    /// (of type `elementType`), the sub-form of the field at `keyPath`: the
    /// field's name up to the element (`guests` for `guests.1.name`), when
    /// the field is one of the form's and its element is named by its
    /// index (the default for sub-forms in an array); `nil` otherwise. A
    /// surface posts an array of sub-forms that is not a field of its own
    /// under this name.
    package func arrayName(holdingField keyPath: PartialKeyPath<T>, elementType: Any.Type, atElement elementIndex: Int) -> String? {
        let schema = validatableSchema
        guard let index = schema.index(of: keyPath) else { return nil }
        return withStorage { schema.arrayName(ofField: index, elementType: elementType, elementIndex: elementIndex, in: $0) }
    }

    /// Works out every field's name, client checks and mode now, rather
    /// than when first asked: for a controller kept to be replicated
    /// (``init(replicating:)``), whose copies share them.
    package func prepareFieldFacts() {
        let schema = validatableSchema
        withStorage { form in
            for index in 0..<schema.fieldCount {
                _ = schema.name(of: index, in: form)
                _ = schema.clientCheckKinds(of: index, in: form)
                _ = schema.mode(of: index, in: form)
            }
            _ = schema.index(ofName: "", in: form)
        }
    }

    /// The field whose name (``fieldName(of:)``) is `name`, by its value key
    /// path; `nil` when no field has that name.
    public func field(named name: String) -> PartialKeyPath<T>? {
        let schema = validatableSchema
        guard let index = withStorage({ schema.index(ofName: name, in: $0) }) else { return nil }
        return schema.keyPaths[index]
    }

    /// The rules of the field at `keyPath` that a client can run too (a
    /// browser's constraint attributes, a page's live validation), in the
    /// order declared, then the cross-field rules that show their messages
    /// on it and that a client can run (``ClientCheck/Kind/matches(field:)``);
    /// empty when it has none or there is no field there.
    public func clientChecks(for keyPath: PartialKeyPath<T>) -> [ClientCheck] {
        let schema = validatableSchema
        guard let index = schema.index(of: keyPath) else { return [] }
        return withStorage { schema.clientChecks(of: index, in: $0) }
    }

    /// The rules of the field at `keyPath` that only the server runs,
    /// described (see ``ServerRuleDescription``); empty when there is no
    /// field there.
    package func serverRuleDescriptions(for keyPath: PartialKeyPath<T>) -> [ServerRuleDescription] {
        let schema = validatableSchema
        guard let index = schema.index(of: keyPath) else { return [] }
        return withStorage { schema.serverRuleDescriptions(of: index, in: $0) }
    }

    /// What the field at `keyPath`'s client checks check, without their
    /// messages: what a browser's constraint attributes need. Read once per
    /// controller, so a render asks at no cost.
    public func clientCheckKinds(for keyPath: PartialKeyPath<T>) -> [ClientCheck.Kind] {
        let schema = validatableSchema
        guard let index = schema.index(of: keyPath) else { return [] }
        return withStorage { schema.clientCheckKinds(of: index, in: $0) }
    }

    /// When the field at `keyPath` validates; `nil` when there is no field there.
    public func validationMode(of keyPath: PartialKeyPath<T>) -> ValidationMode? {
        let schema = validatableSchema
        guard let index = schema.index(of: keyPath) else { return nil }
        return withStorage { schema.mode(of: index, in: $0) }
    }

    /// The messages the field at `keyPath` shows; empty unless it is invalid.
    public func messages(for keyPath: PartialKeyPath<T>) -> [String] {
        validationState(of: keyPath)?.messages ?? []
    }

    /// Whether an asynchronous check of the field at `keyPath` is running.
    public func isValidationPending(for keyPath: PartialKeyPath<T>) -> Bool {
        pendingValidations.contains(keyPath)
    }

    /// The fields, in ``ValidatableForm/validatedFields`` order, by value key path.
    public var validatedKeyPaths: [PartialKeyPath<T>] {
        validatableSchema.keyPaths
    }

    /// The messages of every invalid field, keyed by field name, as
    /// ``ValidatableForm/validationErrors`` (without rebuilding the field list).
    public var validationErrors: [String: [String]] {
        observeFormAccess()
        // The states the ledger keeps (as `validationState(of:)` reads
        // them), not each field read again from the form.
        let states = ledger.states
        return withStorage { form in validatableSchema.validationErrors(in: form) { states[$0].messages } }
    }

    /// Returns the form to its baseline: every value as it was created, last
    /// populated or last successfully submitted; validation states, server
    /// errors and the submission state cleared. An edit form stays one
    /// (``isPopulated``).
    public func reset() {
        startOver { form, schema in
            for field in schema.fields { field.reset(&form) }
        }
    }

    /// Cancels running checks, applies `body` and treats the result as
    /// untouched: form-rule results, server errors and the submission state
    /// are cleared and the counts rebuilt.
    func startOver(_ body: (inout T, FormSchema<T>) -> Void) {
        let schema = validatableSchema
        cancelAllAsyncChecks()
        withFormMutation {
            body(&storage, schema)
            schema.forgetFormRuleResults()
            schema.evaluateAllCrossFieldRules(in: &storage)
            withStorage { schema.recount($0, in: ledger) }
        }
        formErrors = []
        unmatchedErrors = [:]
        state = .initial
    }

    /// Leaves the controller as ``submit()`` leaves it when the form, just
    /// validated, is found invalid (server errors cleared, the state a
    /// failure with the form's messages, the first invalid field focused
    /// when ``shouldFocusFirstInvalidFieldOnSubmit``), without submitting
    /// anything: for a server that checks a request and submits the form's
    /// value itself. Changes nothing else when the form is valid.
    package func recordCheckedSubmission() {
        formErrors = []
        unmatchedErrors = [:]
        guard !isValid else { return }
        state = .failure(ValidationError.invalid(errors: validationErrors))
        if shouldFocusFirstInvalidFieldOnSubmit { focusFirstInvalidField() }
    }

    /// The schema of a validatable form, which every controller of one has.
    var validatableSchema: FormSchema<T> {
        guard let schema else {
            preconditionFailure("FormsKit: FormController<\(T.self)> was created without reading its validated fields.")
        }
        return schema
    }
}

extension FormController where T: ValidatableForm & PopulatableForm {
    /// Fills the form from `data` and makes the result the new baseline: the
    /// form is clean and unvalidated afterwards, until the user edits it.
    ///
    /// The form becomes an edit form (``isPopulated``): Submit is available
    /// once the user changes something (``canSubmit``).
    ///
    /// Prefer this to `controller.form.populate(from:)`, which works too but
    /// counts as an edit (the form becomes dirty), as in upstream FormsKit.
    ///
    /// On the main actor, as the form's own ``PopulatableForm/populate(from:)``
    /// is. Elsewhere (a server's request), use ``populate(_:)``.
    @MainActor
    public func populate(from data: T.Data) {
        populate { $0.populate(from: data) }
    }
}

extension FormController where T: ValidatableForm {
    /// Fills the form with what `fill` writes into it and makes the result
    /// the new baseline, as ``populate(from:)`` does, wherever the controller
    /// lives:
    ///
    /// ```swift
    /// controller.populate { form in
    ///     form.name = plan.name
    ///     form.ownerEmail = plan.ownerEmail
    /// }
    /// ```
    public func populate(_ fill: (inout T) -> Void) {
        startOver { form, schema in
            fill(&form)
            for field in schema.fields { field.rebaseline(&form) }
        }
        hasSavedBaseline = true
    }
}
