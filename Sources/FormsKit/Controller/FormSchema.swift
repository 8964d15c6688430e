/// What a ``FormController`` knows about its form's fields and rules, read
/// once from ``ValidatableForm/validatedFields`` and
/// ``ValidatableForm/formRules`` so that no keystroke rebuilds it.
///
/// What depends only on where the fields are (their accessors, key paths,
/// rules and what is worked out from them, in ``FieldFacts``) is shared by
/// the schemas of controllers replicated from one another (``replica()``);
/// what depends on a form's values (the messages of form rules) is each
/// schema's own.
final class FormSchema<Form> {
    let fields: [FieldAccessor<Form>]
    /// ``fields``, as plain references: read with ``field(at:)`` by code
    /// generic over the form, where taking an element of `fields` looks the
    /// type `FieldAccessor<Form>` up in the runtime's tables every time.
    private let fieldReferences: [AnyObject]
    let keyPaths: [PartialKeyPath<Form>]
    private let indexByKeyPath: [AnyKeyPath: Int]
    /// What is worked out once about the fields: shared with replicas.
    private let facts: FieldFacts

    /// Which list of fields positions are in: the same for schemas that
    /// share their fields (a template's replicas), another after the
    /// fields were read anew.
    var fieldListIdentity: ObjectIdentifier { ObjectIdentifier(facts) }

    /// Cross-field rules: their target field and check.
    /// Each cross-field rule's target field, by rule.
    private let crossRuleTargets: [Int]
    /// Each cross-field rule's check, by rule, as plain references to
    /// ``CrossFieldCheck``s (apart from the targets: a list of pairs made
    /// code generic over the form look the pair's type up at run time on
    /// every pass; so did a list of the checks themselves, whose type
    /// names the form).
    private let crossRuleChecks: [AnyObject]
    /// For each field, the cross-field rules to re-check when it changes.
    private let crossRulesWatching: [[Int]]
    /// Cross-field rules re-checked after every change.
    private let crossRulesWatchingAll: [Int]
    /// Messages of failing cross-field rules: target field → rule → message.
    /// Read and written on the main actor, never while another access to
    /// it is open: not checked at run time on every read.
    @exclusivity(unchecked) private var crossMessages: [Int: [Int: String]] = [:]
    /// The number of the last pass of reactions (``beginReactionPass()``).
    private var reactionPass = 0
    /// The pass in which each cross-field rule was last evaluated after a
    /// change (0 for none); made with the first.
    private var evaluatedInPass: [Int] = []

    /// Asynchronous checks by field.
    let asyncChecks: [Int: [AsyncFieldCheck<Form>]]
    /// Whether the form has rules that react to a field's change, so that an
    /// edit of a form without them costs nothing more.
    let hasFormRules: Bool
    /// Whether any field has asynchronous checks: asked after every edit,
    /// and cheaper than asking the dictionary (a generic type's metadata).
    let hasAsyncChecks: Bool
    /// Messages of finished asynchronous checks by field, with the test of
    /// whether they still describe the field's value.
    private var asyncResults: [Int: (isCurrent: (Form) -> Bool, messages: [String])]

    init(fields: [ValidatedField<Form>], rules: [FormRule<Form>], formName: String) {
        self.fields = fields.map { $0.accessor }
        self.fieldReferences = self.fields
        self.keyPaths = fields.map { $0.keyPath }
        var indexByKeyPath: [AnyKeyPath: Int] = [:]
        for (index, field) in fields.enumerated() {
            indexByKeyPath[field.keyPath] = index
            indexByKeyPath[field.accessor.wrapperKeyPath] = index
        }
        self.indexByKeyPath = indexByKeyPath

        func fieldIndex(_ keyPath: PartialKeyPath<Form>, role: String) -> Int {
            guard let index = indexByKeyPath[keyPath] else {
                preconditionFailure(
                    """
                    FormsKit: a form rule of \(formName) \(role) \(keyPath), which is not one of its \
                    validatedFields. Declare that property with @Validated and list it in validatedFields \
                    (or use the @ValidatableForm macro), or point the rule at a validated field.
                    """)
            }
            return index
        }

        var crossRules: [(target: Int, check: CrossFieldCheck<Form>)] = []
        var watching = Array(repeating: [Int](), count: fields.count)
        var watchingAll: [Int] = []
        var asyncChecks: [Int: [AsyncFieldCheck<Form>]] = [:]
        for rule in rules {
            let target = fieldIndex(rule.target, role: "targets")
            switch rule.kind {
            case .crossField(let dependencies, let check):
                let ruleIndex = crossRules.count
                var equality: FieldEquality?
                if let (field, other, message) = rule.equalFields, let fieldPosition = indexByKeyPath[field],
                    let otherPosition = indexByKeyPath[other]
                {
                    equality = FieldEquality(
                        field: self.fields[fieldPosition], other: self.fields[otherPosition], otherIndex: otherPosition, message: message)
                }
                crossRules.append((target, CrossFieldCheck(check, equality: equality)))
                if let dependencies {
                    for dependency in Set(dependencies.map { fieldIndex($0, role: "depends on") }) {
                        watching[dependency].append(ruleIndex)
                    }
                } else {
                    watchingAll.append(ruleIndex)
                }
            case .async(let check):
                asyncChecks[target, default: []].append(check)
            }
        }
        self.crossRuleTargets = crossRules.map(\.target)
        self.crossRuleChecks = crossRules.map(\.check)
        self.crossRulesWatching = watching
        self.crossRulesWatchingAll = watchingAll
        self.asyncChecks = asyncChecks
        self.hasFormRules = !crossRules.isEmpty || !asyncChecks.isEmpty
        self.hasAsyncChecks = !asyncChecks.isEmpty
        self.facts = FieldFacts(fieldCount: fields.count)
        // Set here, not where declared: a replica sets it from its source,
        // and would otherwise make it twice, looking its type up each time.
        self.asyncResults = [:]
    }

    /// A schema for a copy of the form this one describes: the same fields,
    /// rules and facts (shared, not made again), and the messages its form
    /// rules have now.
    private init(replicating source: FormSchema<Form>) {
        fields = source.fields
        fieldReferences = source.fieldReferences
        keyPaths = source.keyPaths
        indexByKeyPath = source.indexByKeyPath
        facts = source.facts
        crossRuleTargets = source.crossRuleTargets
        crossRuleChecks = source.crossRuleChecks
        crossRulesWatching = source.crossRulesWatching
        crossRulesWatchingAll = source.crossRulesWatchingAll
        asyncChecks = source.asyncChecks
        hasFormRules = source.hasFormRules
        hasAsyncChecks = source.hasAsyncChecks
        crossMessages = source.crossMessages
        asyncResults = source.asyncResults
    }

    /// A schema for a copy of this schema's form, made without reading
    /// `validatedFields` again: see ``FormController/init(replicating:)``.
    func replica() -> FormSchema<Form> {
        FormSchema(replicating: self)
    }

    /// A replica whose cross-field rules have `results` (each rule's
    /// message, in rule order), as ``evaluateCrossFieldRulesDetached(in:)``
    /// found them for the form it takes over.
    func replica(crossFieldResults results: [String?]) -> FormSchema<Form> {
        let replica = FormSchema(replicating: self)
        var messages: [Int: [Int: String]] = [:]
        for rule in 0..<crossRuleTargets.count {
            guard let message = results[rule] else { continue }
            messages[crossRuleTargets[rule], default: [:]][rule] = message
        }
        replica.crossMessages = messages
        return replica
    }

    // MARK: Lookup

    /// The last key path looked up, by identity: surfaces look up the same
    /// field (the focused one) on every keystroke, and a key path literal is
    /// one object, so this skips hashing its components. Not checked for
    /// exclusive access at run time: only ``index(of:)`` reads and writes
    /// it, calling nothing while it does, and the check cost as much as the
    /// lookup it saves.
    @exclusivity(unchecked) private var lastLookup: (keyPath: AnyKeyPath, index: Int?)?

    /// Calls `body` with every field's accessor, in order, without
    /// retaining and releasing each (the schema keeps them): for a loop
    /// over every field on every request.
    func forEachField(_ body: (Int, FieldAccessor<Form>) -> Void) {
        fieldReferences.withUnsafeBufferPointer { references in
            guard let base = references.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            for index in 0..<references.count {
                let reference = raw.load(fromByteOffset: index &* MemoryLayout<AnyObject>.stride, as: UnsafeRawPointer.self)
                Unmanaged<FieldAccessor<Form>>.fromOpaque(reference)._withUnsafeGuaranteedRef { body(index, $0) }
            }
        }
    }

    /// How many fields the form has: ``fields``'s count, read from the
    /// list of plain references (the list of accessors, generic over the
    /// form, asked the run time for its element type to be counted).
    var fieldCount: Int { fieldReferences.count }

    /// The accessor of the field at `index` in ``fields``.
    func field(at index: Int) -> FieldAccessor<Form> {
        unsafeDowncast(fieldReferences[index], to: FieldAccessor<Form>.self)
    }

    func index(of keyPath: AnyKeyPath) -> Int? {
        if let lastLookup, lastLookup.keyPath === keyPath { return lastLookup.index }
        let identity = ObjectIdentifier(keyPath)
        let index: Int?
        if let known = facts.indexByIdentity[identity] {
            index = known.index
        } else {
            index = indexByKeyPath[keyPath]
            // Bounded: key paths made anew on every call (in generic code)
            // are looked up by value without filling the table.
            if facts.indexByIdentity.count < 4 * fieldCount + 64 { facts.indexByIdentity[identity] = (keyPath, index) }
        }
        lastLookup = (keyPath, index)
        return index
    }

    // MARK: Attaching and counting

    /// Links every field of `form` to `ledger` and recounts.
    func attach(_ form: inout Form, to ledger: FieldLedger) {
        link(&form, to: ledger)
        recount(form, in: ledger)
    }

    /// Links every field of `form`, a copy of the form counted in `source`,
    /// to `ledger`, which takes `source`'s counts: the fields' states are
    /// the same, so they need not be read again.
    func attach(_ form: inout Form, to ledger: FieldLedger, countsFrom source: FieldLedger) {
        link(&form, to: ledger)
        ledger.takeCounts(of: source)
    }

    /// Links every field of `form` to `ledger`, which takes `counts`, the
    /// fields' statuses and states as a check just read them.
    func attach(_ form: inout Form, to ledger: FieldLedger, counts: [FieldOutcome]) {
        link(&form, to: ledger)
        ledger.recount(counts)
    }

    /// Points every field of `form` at `ledger`.
    private func link(_ form: inout Form, to ledger: FieldLedger) {
        for index in 0..<fieldCount {
            field(at: index).link(&form, to: FieldLink(ledger: ledger, index: index))
        }
    }

    func recount(_ form: Form, in ledger: FieldLedger) {
        var counts: [FieldOutcome] = []
        counts.reserveCapacity(fieldCount)
        for index in 0..<fieldCount { counts.append(FieldOutcome(field(at: index).statusAndState(in: form))) }
        ledger.recount(counts)
    }

    // MARK: Cross-field rules

    /// Re-checks the cross-field rules that watch `field` and updates their
    /// targets' messages.
    func crossFieldRulesAfterChange(of field: Int, in form: inout Form, pass: Int) {
        for rule in crossRulesWatching[field] { evaluate(rule, in: &form, pass: pass) }
        for rule in crossRulesWatchingAll { evaluate(rule, in: &form, pass: pass) }
    }

    /// Starts a pass of reactions to recorded changes, and returns its
    /// number for ``crossFieldRulesAfterChange(of:in:pass:)``. The form's
    /// values do not change during a pass (reactions change messages and
    /// states), so a rule evaluated once in it, for one changed field, has
    /// its answer for every other: a submission that changes both fields of
    /// a rule has it evaluated once.
    func beginReactionPass() -> Int {
        reactionPass &+= 1
        return reactionPass
    }

    /// ``evaluate(_:in:)`` unless the rule was evaluated in `pass` already.
    private func evaluate(_ rule: Int, in form: inout Form, pass: Int) {
        if evaluatedInPass.isEmpty { evaluatedInPass = Array(repeating: 0, count: crossRuleTargets.count) }
        guard evaluatedInPass[rule] != pass else { return }
        evaluatedInPass[rule] = pass
        evaluate(rule, in: &form)
    }

    /// Re-checks every cross-field rule.
    func evaluateAllCrossFieldRules(in form: inout Form) {
        for rule in 0..<crossRuleTargets.count { evaluate(rule, in: &form) }
    }

    /// Checks every cross-field rule on `form`, a detached copy of this
    /// schema's form, and hands each target whose messages change them,
    /// without changing this schema: returns each rule's message, in rule
    /// order, for ``replica(crossFieldResults:)``. The copy's fields show
    /// this schema's results for its own form (a form with asynchronous
    /// rules is not checked detached), so a target is written only when a
    /// rule's message differs from this schema's.
    func evaluateCrossFieldRulesDetached(in form: inout Form) -> [String?] {
        let count = crossRuleTargets.count
        guard count > 0 else { return [] }
        var results: [String?] = []
        results.reserveCapacity(count)
        // The first target whose messages changed, kept apart from the
        // others: a form has few cross-field rules, most one target, and
        // a list was allocated for it on every check.
        var firstChangedTarget: Int?
        var otherChangedTargets: [Int] = []
        let names = fieldNames
        for rule in 0..<count {
            let target = crossRuleTargets[rule]
            let message = crossRuleMessage(rule, in: &form, names: names)
            results.append(message)
            guard crossMessages[target]?[rule] != message, target != firstChangedTarget, !otherChangedTargets.contains(target) else { continue }
            if firstChangedTarget == nil { firstChangedTarget = target } else { otherChangedTargets.append(target) }
        }
        if let firstChangedTarget { publishDetachedMessages(of: firstChangedTarget, results: results, in: &form) }
        for target in otherChangedTargets { publishDetachedMessages(of: target, results: results, in: &form) }
        return results
    }

    /// Gives field `target` of a detached form the messages of its
    /// cross-field rules, `results` (one per rule, in rule order, as
    /// ``publishFormRuleMessages(of:in:)`` orders them). A rule that fails
    /// alone with its declared message gives the list it keeps.
    private func publishDetachedMessages(of target: Int, results: [String?], in form: inout Form) {
        var messages: [String] = []
        var sole: [String]?
        for rule in 0..<results.count where crossRuleTargets[rule] == target {
            guard let message = results[rule] else { continue }
            if messages.isEmpty, sole == nil, let declared = declaredMessages(ofRule: rule), declared[0] == message {
                sole = declared
                continue
            }
            if let kept = sole {
                messages = kept
                sole = nil
            }
            messages.append(message)
        }
        field(at: target).setFormRuleMessages(&form, sole ?? messages)
    }

    /// Cross-field rule `rule`'s declared message as a list of one, if it
    /// has one.
    private func declaredMessages(ofRule rule: Int) -> [String]? {
        crossRuleChecks.withUnsafeBufferPointer { checks in
            Unmanaged<CrossFieldCheck<Form>>.fromOpaque(Unmanaged.passUnretained(checks[rule]).toOpaque())._withUnsafeGuaranteedRef {
                $0.declaredMessages
            }
        }
    }

    private func evaluate(_ rule: Int, in form: inout Form) {
        let target = crossRuleTargets[rule]
        let message = crossRuleMessage(rule, in: &form, names: fieldNames)
        guard crossMessages[target]?[rule] != message else { return }
        crossMessages[target, default: [:]][rule] = message
        publishFormRuleMessages(of: target, in: &form)
    }

    /// The message of cross-field rule `rule` about `form`, if it fails.
    /// (`inout` only to read the fields where they lie: nothing is written.)
    private func crossRuleMessage(_ rule: Int, in form: inout Form, names: FieldNames<Form>) -> String? {
        crossRuleChecks.withUnsafeBufferPointer { checks in
            Unmanaged<CrossFieldCheck<Form>>.fromOpaque(Unmanaged.passUnretained(checks[rule]).toOpaque())._withUnsafeGuaranteedRef { check in
                guard let equality = check.equality else { return check.check(form, names) }
                let isEqual = withUnsafeMutablePointer(to: &form) { equality.valuesAreEqual(inFormAt: UnsafeRawPointer($0)) }
                if isEqual { return nil }
                return equality.message ?? ValidationMessages.text(for: .mismatch(other: equality.otherDisplayName(in: self, form: form)))
            }
        }
    }

    /// Names fields by their property names, for the messages of cross-field
    /// rules: made on first use (not a `lazy` property, whose every read
    /// checked exclusive access at run time).
    private var fieldNames: FieldNames<Form> {
        if let fieldNamesStorage { return fieldNamesStorage }
        let made = FieldNames<Form> { [unowned self] keyPath, form in
            indexByKeyPath[keyPath].map { names(in: form).names[$0].propertyName }
        }
        fieldNamesStorage = made
        return made
    }
    @exclusivity(unchecked) private var fieldNamesStorage: FieldNames<Form>?

    // MARK: Asynchronous results

    /// Whether `field` has an answer from its asynchronous checks for its current value.
    func hasCurrentAsyncResult(for field: Int, in form: Form) -> Bool {
        asyncResults[field]?.isCurrent(form) ?? false
    }

    func setAsyncResult(for field: Int, isCurrent: @escaping (Form) -> Bool, messages: [String], in form: inout Form) {
        asyncResults[field] = (isCurrent, messages)
        publishFormRuleMessages(of: field, in: &form)
    }

    /// Drops an answer that no longer describes the field's value.
    func dropStaleAsyncResult(for field: Int, in form: inout Form) {
        guard let result = asyncResults[field], !result.isCurrent(form) else { return }
        asyncResults[field] = nil
        publishFormRuleMessages(of: field, in: &form)
    }

    func forgetFormRuleResults() {
        crossMessages = [:]
        asyncResults = [:]
    }

    /// Hands a field the messages of every form rule that targets it.
    private func publishFormRuleMessages(of field: Int, in form: inout Form) {
        var messages: [String] = []
        if let cross = crossMessages[field] {
            for rule in cross.keys.sorted() {
                if let message = cross[rule] { messages.append(message) }
            }
        }
        if let result = asyncResults[field] { messages.append(contentsOf: result.messages) }
        fields[field].setFormRuleMessages(&form, messages)
    }

    // MARK: Names

    /// The fields' names, derived from `form` the first time they are needed
    /// and kept: they depend on where the fields are, which is fixed for a
    /// schema, not on their values. See ``FieldNameTable``.
    func names(in form: Form) -> FieldNameTable {
        if let table = facts.nameTable { return table }
        let table = FieldNameTable(fields: fields, form: form)
        facts.nameTable = table
        return table
    }

    /// The checks of field `index` that a client can run, with their
    /// messages in the current language.
    func clientChecks(of index: Int, in form: Form) -> [ClientCheck] {
        clientRules(of: index, in: form).flatMap { $0.clientChecks }
    }

    private func clientRules(of index: Int, in form: Form) -> [any ClientCheckableRule] {
        if let rules = facts.clientRules[index] { return rules }
        let rules = fields[index].clientCheckableRules(in: form)
        facts.clientRules[index] = rules
        return rules
    }

    /// What the checks of field `index` check, without their messages (which
    /// depend on the language): kept once read.
    func clientCheckKinds(of index: Int, in form: Form) -> [ClientCheck.Kind] {
        if let kinds = facts.clientKinds[index] { return kinds }
        let kinds = clientRules(of: index, in: form).flatMap { $0.clientCheckKinds }
        facts.clientKinds[index] = kinds
        return kinds
    }

    /// When field `index` validates.
    func mode(of index: Int, in form: Form) -> ValidationMode {
        if let mode = facts.modes[index] { return mode }
        let mode = fields[index].mode(in: form)
        facts.modes[index] = mode
        return mode
    }

    /// Every field's key in error dictionaries, in field order: worked out
    /// once.
    func allNames(in form: @autoclosure () -> Form) -> [String] {
        if let names = facts.allNames { return names }
        let form = form()
        let names = (0..<fieldCount).map { name(of: $0, in: form) }
        facts.allNames = names
        return names
    }

    /// The key of field `index` in error dictionaries.
    func name(of index: Int, in form: Form) -> String {
        if let name = facts.names[index] { return name }
        let name = names(in: form).name(of: index, configuredName: fields[index].configuredName(in: form))
        facts.names[index] = name
        return name
    }

    /// The name of the array whose element at `elementIndex`, of type
    /// `elementType`, holds field `index`: the field's name up to that
    /// element (`guests` for `guests.1.name`, `event.guests` for
    /// `event.guests.1.name`), when the element's part of the name ends in
    /// its index, as a sub-form's in an array is named by default; `nil`
    /// otherwise.
    func arrayName(ofField index: Int, elementType: Any.Type, elementIndex: Int, in form: Form) -> String? {
        let parts = names(in: form).names[index].parts
        let suffix = "." + String(elementIndex)
        let type = ObjectIdentifier(elementType)
        guard let position = parts.lastIndex(where: { $0.subForm == type && $0.name.hasSuffix(suffix) }) else { return nil }
        let names = parts[..<position].map(\.name) + [String(parts[position].name.dropLast(suffix.count))]
        let joined = names.filter { !$0.isEmpty }.joined(separator: ".")
        return joined.isEmpty ? nil : joined
    }

    /// The field a server error's key names: by its name (`name:`), or else
    /// by its property name.
    func index(ofName name: String, in form: Form) -> Int? {
        if let indexByName = facts.indexByName { return indexByName[name] }
        let table = names(in: form)
        var names: [String: Int] = [:]
        for index in 0..<fieldCount {
            let propertyName = table.names[index].propertyName
            names[propertyName] = names[propertyName] ?? index
        }
        // An explicit `name:` wins over a property name that happens to match it.
        for (index, field) in fields.enumerated() {
            if let name = field.configuredName(in: form) { names[table.names[index].prefixed(name)] = index }
        }
        facts.indexByName = names
        return names[name]
    }

    // MARK: Reading

    /// The messages of the invalid fields among `outcomes` (a detached
    /// check's, one per field in order), by field name, as
    /// ``validationErrors(in:invalidCount:messages:)`` gives them: each
    /// field's state read where the list keeps it, not copied (and its
    /// messages retained) to be asked for them. `form` is read only if the
    /// names have not been worked out yet.
    func validationErrors(in form: @autoclosure () -> Form, outcomes: [FieldOutcome], invalidCount: Int) -> [String: [String]] {
        let names = allNames(in: form())
        var errors = emptyValidationErrors(minimumCapacity: invalidCount)
        outcomes.withUnsafeBufferPointer { outcomes in
            for index in outcomes.indices {
                guard case .invalid(let fieldMessages) = outcomes[index].state, !fieldMessages.isEmpty else { continue }
                // Names are unique but for fields named alike on purpose.
                if let earlier = errors.updateValue(fieldMessages, forKey: names[index]) { errors[names[index]] = earlier + fieldMessages }
            }
        }
        return errors
    }

    /// The messages of every invalid field by field name, the messages of
    /// field `index` given by `messages(index)`; `invalidCount`, when the
    /// caller knows it, saves counting them first.
    func validationErrors(in form: Form, invalidCount: Int? = nil, messages: (Int) -> [String]) -> [String: [String]] {
        let names = allNames(in: form)
        // Made at its size (`count(where:)` is newer than the oldest systems
        // the package runs on): `reserveCapacity`, not specialized, looked
        // the dictionary's storage types up at run time.
        var errors = emptyValidationErrors(minimumCapacity: invalidCount ?? (0..<fieldCount).filter { !messages($0).isEmpty }.count)
        for index in 0..<fieldCount {
            let fieldMessages = messages(index)
            guard !fieldMessages.isEmpty else { continue }
            // Names are unique but for fields named alike on purpose.
            if let earlier = errors.updateValue(fieldMessages, forKey: names[index]) { errors[names[index]] = earlier + fieldMessages }
        }
        return errors
    }
}

/// An empty dictionary of messages by field name with room for
/// `minimumCapacity` fields. Made with room here, a dictionary asked the
/// run time for its storage's type each time (`init(minimumCapacity:)` and
/// `reserveCapacity(_:)` are not specialized); up to
/// ``roomyValidationErrors``'s room, the first message copies that empty
/// dictionary instead, in code specialized for its type.
func emptyValidationErrors(minimumCapacity: Int) -> [String: [String]] {
    minimumCapacity <= roomyValidationErrorsCapacity ? roomyValidationErrors : [String: [String]](minimumCapacity: minimumCapacity)
}

/// How many fields ``roomyValidationErrors`` has room for.
private let roomyValidationErrorsCapacity = 24

/// An empty dictionary of messages with room for
/// ``roomyValidationErrorsCapacity`` fields, never changed: copied when a
/// copy of it is first added to.
private let roomyValidationErrors = [String: [String]](minimumCapacity: roomyValidationErrorsCapacity)

/// A cross-field rule's check, kept as a plain reference by its schema.
final class CrossFieldCheck<Form> {
    let check: (Form, FieldNames<Form>) -> String?
    /// For a `matches` rule between two fields stored in the form itself:
    /// the comparison made where they lie, used instead of `check`.
    let equality: FieldEquality?
    /// The declared message as a list of one, made once: the messages a
    /// field takes when this rule alone fails it, without a list made for
    /// each check.
    let declaredMessages: [String]?

    init(_ check: @escaping (Form, FieldNames<Form>) -> String?, equality: FieldEquality?) {
        self.check = check
        self.equality = equality
        declaredMessages = equality?.message.map { [$0] }
    }
}
