/// A form field: a value, the rules it must pass, and its validation state.
///
/// ```swift
/// @Validated(name: "name", .isNotEmpty(message: "Name is required"), .minLength(3))
/// var name: String = ""
/// ```
///
/// The wrapped value reads and writes like a plain property. The projected value
/// (`$name`) is the field's ``State``. When the value changes, the field
/// validates according to its ``Mode``.
///
/// Each field also remembers a *baseline*, the value it was created or last
/// populated with. ``isDirty`` compares the value with that baseline, so typing
/// a value back makes the field clean again. ``FormController`` keeps the
/// baseline up to date across populate, successful submit and reset.
@propertyWrapper
public struct Validated<T: Equatable> {
    /// Set while a ``FormController`` owns this field, to keep its counters exact.
    var link: FieldLink?
    /// The validation state shown to the user (projected as a ``State``).
    var state: ValidationState
    /// Rules, name and mode: fixed when the field is declared, shared by copies.
    let configuration: FieldConfiguration<T>
    /// Messages from rules declared on the form (cross-field and asynchronous
    /// rules), kept so the field's own validation can include them.
    var formRuleMessages: [String] = []
    /// Whether the field has been validated since its baseline was set; from
    /// then on `.onChange` and `.onBlur` fields re-validate on every change.
    var isLive: Bool
    /// Marks the field in a scratch copy of its form while the form's field
    /// names are derived (``PropertyNames``); `0` everywhere else. Not
    /// compared, hashed or encoded.
    var nameTag: UInt32 = 0
    /// The current value.
    var value: T
    /// The value the field counts as unchanged from.
    var baseline: T

    /// The value of the field. Setting a different value validates the field
    /// according to its ``mode``.
    public var wrappedValue: T {
        get { value }
        set {
            guard newValue != value else { return }
            let before = status
            value = newValue
            applyEditPolicy()
            report(from: before, valueChanged: true)
        }
    }

    /// The field's validation state: `$field` in the enclosing form.
    public var projectedValue: State {
        State(state)
    }

    /// Creates a field with an initial value and the rules it must pass.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value, which is also the field's baseline.
    ///   - name: The key for this field in error dictionaries such as
    ///     ``ValidatableForm/validationErrors`` and server errors thrown as
    ///     ``ValidationError/invalid(errors:)``. Defaults to the property name.
    ///   - mode: When the field validates. Defaults to ``Mode/onChange``.
    ///   - rules: The rules the value must pass, checked in order.
    public init(
        wrappedValue: T,
        name: String? = nil,
        mode: Mode = .onChange,
        _ rules: any ValidationRule<T>...
    ) {
        self.init(value: wrappedValue, configuration: FieldConfiguration(rules: rules, name: name, mode: ValidationMode(mode)))
    }

    /// Creates a field whose rules come from a ``ValidationRuleSet``, so a set of
    /// rules can be declared once and shared: `@Validated(passwordRules) var password = ""`.
    public init(
        wrappedValue: T,
        name: String? = nil,
        mode: Mode = .onChange,
        _ ruleSet: ValidationRuleSet<T>
    ) {
        self.init(value: wrappedValue, configuration: FieldConfiguration(rules: ruleSet.rules, name: name, mode: ValidationMode(mode)))
    }

    /// Creates an optional field that starts as `nil`, with no `= nil` needed.
    ///
    /// ```swift
    /// @Validated(name: "nickname") var nickname: String?
    /// ```
    public init(
        name: String? = nil,
        mode: Mode = .onChange,
        _ rules: any ValidationRule<T>...
    ) where T: ExpressibleByNilLiteral {
        self.init(value: nil, configuration: FieldConfiguration(rules: rules, name: name, mode: ValidationMode(mode)))
    }

    /// Creates an optional field that starts as `nil`, with rules from a ``ValidationRuleSet``.
    public init(
        name: String? = nil,
        mode: Mode = .onChange,
        _ ruleSet: ValidationRuleSet<T>
    ) where T: ExpressibleByNilLiteral {
        self.init(value: nil, configuration: FieldConfiguration(rules: ruleSet.rules, name: name, mode: ValidationMode(mode)))
    }

    private init(value: T, configuration: FieldConfiguration<T>) {
        self.value = value
        self.baseline = value
        self.state = .idle
        self.configuration = configuration
        self.isLive = false
        if configuration.mode == .always {
            runValidation()
        }
    }
}

// MARK: - Public accessors

extension Validated {
    /// The name given with `name:`, if any. Error dictionaries fall back to the
    /// property name when this is `nil`.
    public var name: String? { configuration.name }

    /// When this field validates.
    public var mode: Mode { Mode(configuration.mode) }

    /// The value this field counts as unchanged from: its initial value, or the
    /// value it had when its form was last populated or successfully submitted.
    public var baselineValue: T { baseline }

    /// Whether the value differs from ``baselineValue``.
    public var isDirty: Bool { value != baseline }

    /// The messages of the current state; empty unless the field is invalid.
    public var messages: [String] { state.messages }

    /// Runs every rule now and updates the state, whatever the ``mode``.
    ///
    /// Forms owned by a ``FormController`` are validated with
    /// ``FormController/validate()``, which also runs the form's cross-field and
    /// asynchronous rules.
    ///
    /// - Returns: Whether the field is now valid.
    @discardableResult
    public mutating func validate() -> Bool {
        let before = status
        runValidation()
        report(from: before, valueChanged: false)
        return state.isValid
    }
}

// MARK: - Validation mechanics

extension Validated {
    /// The flags the controller counts: dirty, valid, invalid.
    var status: FieldStatus {
        var status: FieldStatus = value != baseline ? .dirty : []
        switch state {
        case .valid: status.insert(.valid)
        case .invalid: status.insert(.invalid)
        case .idle, .editing: break
        }
        return status
    }

    /// Tells the owning controller's ledger, if any, how the field changed.
    func report(from before: FieldStatus, valueChanged: Bool) {
        if let link {
            link.ledger.record(field: link.index, from: before, to: status, state: state, valueChanged: valueChanged)
        }
    }

    /// What an edit does to the state, by mode.
    mutating func applyEditPolicy() {
        switch configuration.mode {
        case .always:
            runValidation()
        case .onChange, .onBlur:
            if isLive { runValidation() } else { state = .editing }
        case .onSubmit:
            state = .editing
        }
    }

    /// The field's own rule messages, in rule order, followed by those of
    /// the form's rules.
    func ruleMessages() -> [String] {
        var messages: [String] = []
        configuration.check(value, &messages)
        if formRuleMessages.isEmpty { return messages }
        return messages + formRuleMessages
    }

    mutating func runValidation() {
        let messages = ruleMessages()
        state = messages.isEmpty ? .valid : .invalid(messages: messages)
        isLive = true
    }
}

// MARK: - What a controller does to a field

extension Validated {
    /// Validates if the field validates on blur and has not yet.
    mutating func validateOnBlur() {
        guard configuration.mode == .onBlur, !isLive else { return }
        validate()
    }

    /// Shows messages a server sent about the value; reports to the ledger.
    mutating func markInvalid(messages: [String]) {
        let before = status
        state = .invalid(messages: messages)
        isLive = true
        report(from: before, valueChanged: false)
    }

    /// Shows the field as waiting for an asynchronous check; reports to the ledger.
    mutating func markPending() {
        let before = status
        state = .editing
        report(from: before, valueChanged: false)
    }

    /// Replaces the messages of the form's rules, when they differ; a live
    /// field validates again. Reports to the ledger.
    mutating func setFormRuleMessages(_ messages: [String]) {
        guard formRuleMessages != messages else { return }
        let before = status
        formRuleMessages = messages
        if isLive { runValidation() }
        report(from: before, valueChanged: false)
    }

    /// Makes the current value the baseline and forgets validation.
    mutating func rebaseline() {
        startOver(baseline: value)
    }

    /// Restores the baseline value and forgets validation.
    mutating func reset() {
        value = baseline
        startOver(baseline: baseline)
    }

    /// Takes `baseline` as the unchanged value and forgets validation, as a
    /// freshly declared field would.
    private mutating func startOver(baseline: T) {
        self.baseline = baseline
        formRuleMessages = []
        isLive = false
        state = .idle
        if configuration.mode == .always {
            runValidation()
        }
    }
}

// MARK: - Conformances

extension Validated: Equatable {
    /// Fields are equal when their values are equal, so forms that synthesise
    /// `Equatable` compare what the user entered.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value == rhs.value
    }
}

extension Validated: Hashable where T: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

extension Validated: Encodable where T: Encodable {
    /// Encodes the value alone, so a form encodes as the data the user entered.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension Validated: CustomStringConvertible {
    public var description: String {
        "\(value) (\(state))"
    }
}
