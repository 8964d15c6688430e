/// Access to one ``Validated`` field inside a form value, with the field's
/// value type hidden: what a ``FormController`` needs to validate, count and
/// name fields of many value types through one list.
///
/// ``ValidatedFieldAccessor`` is the one conformance; the protocol exists so
/// that a list of fields of different value types is `[any FieldAccessor<Form>]`.
protocol FieldAccessor<Form> {
    associatedtype Form

    /// How the field is named: what was given, what reflection must find.
    var naming: FieldNaming { get }
    /// The wrapper's key path, erased.
    var wrapperKeyPath: AnyKeyPath { get }

    /// The field's `name:`, as declared (without the names of sub-forms).
    func configuredName(in form: Form) -> String?
    /// Marks the field in `form`, a scratch copy, with `tag`, so reflection
    /// can find it; `false` when the field is reached through a class
    /// instance, which the copy shares with the real form and must not change.
    func tag(_ form: inout Form, _ tag: UInt32) -> Bool
    /// The same field inside a form that holds this field's form at `path`.
    func nested<Parent>(in path: WritableKeyPath<Parent, Form>, name: String?) -> any FieldAccessor<Parent>
    /// The field's rules that can describe themselves to a client.
    func clientCheckableRules(in form: Form) -> [any ClientCheckableRule]
    /// The field's rules that describe themselves to no client, described.
    func serverRuleDescriptions(in form: Form) -> [ServerRuleDescription]
    /// When the field validates.
    func mode(in form: Form) -> ValidationMode
    func state(in form: Form) -> ValidationState
    /// The field's status and state, read in one access.
    func outcome(in form: Form) -> FieldOutcome
    func isLive(in form: Form) -> Bool
    func link(_ form: inout Form, to link: FieldLink?)
    /// Sets the field's value through its wrapper, in place; `false` when
    /// `value` is not of the field's type.
    func assign<NewValue>(_ value: NewValue, in form: inout Form) -> Bool
    /// Runs the field's rules; reports to the ledger.
    func validate(_ form: inout Form)
    /// Validates if the field's mode validates on blur and it is not yet live.
    func blur(_ form: inout Form)
    /// Shows server messages; reports to the ledger.
    func markInvalid(_ form: inout Form, messages: [String])
    /// Shows the field as waiting for an asynchronous check; reports to the ledger.
    func markPending(_ form: inout Form)
    /// Replaces the messages from form rules; re-validates a live field.
    func setFormRuleMessages(_ form: inout Form, _ messages: [String])
    /// Makes the current value the baseline and forgets validation.
    func rebaseline(_ form: inout Form)
    /// Makes `source`'s value of this field the baseline.
    func adoptBaseline(_ form: inout Form, from source: Form) -> FieldOutcome
    /// Restores the baseline value and forgets validation.
    func reset(_ form: inout Form)
}

/// The field whose wrapper, of type `Field`, is at `wrapper`.
///
/// Generic over the wrapper's type (`Validated<String>`) rather than its
/// value's (`String`): the wrapper's type then comes with the accessor's own,
/// where a `Validated<Value>` spelled inside these methods is looked up in the
/// runtime's metadata cache on every keystroke.
struct ValidatedFieldAccessor<Form, Field: FieldWrapper>: FieldAccessor {
    let wrapper: WritableKeyPath<Form, Field>
    let naming: FieldNaming

    var wrapperKeyPath: AnyKeyPath { wrapper }

    func configuredName(in form: Form) -> String? {
        form[keyPath: wrapper].configuredName
    }

    func tag(_ form: inout Form, _ tag: UInt32) -> Bool {
        guard !(wrapper is ReferenceWritableKeyPath<Form, Field>) else { return false }
        form[keyPath: wrapper].nameTag = tag
        return true
    }

    func nested<Parent>(in path: WritableKeyPath<Parent, Form>, name: String?) -> any FieldAccessor<Parent> {
        ValidatedFieldAccessor<Parent, Field>(wrapper: path.appending(path: wrapper), naming: naming.nested(in: Form.self, name: name))
    }

    func clientCheckableRules(in form: Form) -> [any ClientCheckableRule] {
        form[keyPath: wrapper].clientCheckableRules
    }

    func serverRuleDescriptions(in form: Form) -> [ServerRuleDescription] {
        form[keyPath: wrapper].serverRuleDescriptions
    }

    func mode(in form: Form) -> ValidationMode {
        form[keyPath: wrapper].configuredMode
    }

    func state(in form: Form) -> ValidationState {
        form[keyPath: wrapper].state
    }

    func outcome(in form: Form) -> FieldOutcome {
        form[keyPath: wrapper].outcome
    }

    func isLive(in form: Form) -> Bool {
        form[keyPath: wrapper].isLive
    }

    func link(_ form: inout Form, to link: FieldLink?) {
        form[keyPath: wrapper].link = link
    }

    func assign<NewValue>(_ value: NewValue, in form: inout Form) -> Bool {
        form[keyPath: wrapper].assign(value)
    }

    func validate(_ form: inout Form) {
        form[keyPath: wrapper].validate()
    }

    func blur(_ form: inout Form) {
        form[keyPath: wrapper].validateOnBlur()
    }

    func markInvalid(_ form: inout Form, messages: [String]) {
        form[keyPath: wrapper].markInvalid(messages: messages)
    }

    func markPending(_ form: inout Form) {
        form[keyPath: wrapper].markPending()
    }

    func setFormRuleMessages(_ form: inout Form, _ messages: [String]) {
        form[keyPath: wrapper].setFormRuleMessages(messages)
    }

    func rebaseline(_ form: inout Form) {
        form[keyPath: wrapper].rebaseline()
    }

    func adoptBaseline(_ form: inout Form, from source: Form) -> FieldOutcome {
        form[keyPath: wrapper].adoptBaseline(of: source[keyPath: wrapper])
        return outcome(in: form)
    }

    func reset(_ form: inout Form) {
        form[keyPath: wrapper].reset()
    }
}
