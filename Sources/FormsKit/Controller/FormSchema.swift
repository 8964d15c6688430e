/// What a ``FormController`` knows about its form's fields and rules, read
/// once from ``ValidatableForm/validatedFields`` and
/// ``ValidatableForm/formRules`` so that no keystroke rebuilds it.
///
/// What depends only on where the fields are (their names, rules and modes,
/// in ``FieldFacts``) is shared by the schemas of controllers replicated
/// from one another (``replica()``); what depends on a form's values (the
/// messages of form rules) is each schema's own.
final class FormSchema<Form> {
    let fields: [any FieldAccessor<Form>]
    let keyPaths: [PartialKeyPath<Form>]
    private let indexByKeyPath: [AnyKeyPath: Int]
    /// What is worked out once about the fields: shared with replicas.
    private let facts: FieldFacts
    /// What this schema has read of ``facts`` so far, its own: read again
    /// without the lock that guards the shared facts (a keystroke reads a
    /// field's mode and name).
    private var known: Facts

    /// Which list of fields positions are in: the same for schemas that
    /// share their fields (a template's replicas), another after the
    /// fields were read anew.
    var fieldListIdentity: ObjectIdentifier { ObjectIdentifier(facts) }

    /// The cross-field rules, in declaration order.
    private let crossRules: [CrossFieldRule<Form>]
    /// For each field, the cross-field rules to re-check when it changes.
    private let crossRulesWatching: [[Int]]
    /// Cross-field rules re-checked after every change.
    private let crossRulesWatchingAll: [Int]
    /// Messages of failing cross-field rules: target field → rule → message.
    private var crossMessages: [Int: [Int: String]] = [:]
    /// Fields not asked yet (a later step's): a rule that reads one passes
    /// until it is asked.
    private var withheld: Set<Int> = []
    /// The number of the last pass of reactions (``beginReactionPass()``).
    private var reactionPass = 0
    /// The pass in which each cross-field rule was last evaluated after a
    /// change (0 for none).
    private var evaluatedInPass: [Int]

    /// Asynchronous checks by field.
    let asyncChecks: [Int: [AsyncFieldCheck<Form>]]
    /// Whether the form has rules that react to a field's change, so that an
    /// edit of a form without them costs nothing more.
    let hasFormRules: Bool
    /// Messages of finished asynchronous checks by field, with the test of
    /// whether they still describe the field's value.
    private var asyncResults: [Int: (isCurrent: (Form) -> Bool, messages: [String])] = [:]

    init(fields: [ValidatedField<Form>], rules: [FormRule<Form>], formName: String) {
        self.fields = fields.map { $0.accessor }
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

        var crossRules: [CrossFieldRule<Form>] = []
        var watching = Array(repeating: [Int](), count: fields.count)
        var watchingAll: [Int] = []
        var asyncChecks: [Int: [AsyncFieldCheck<Form>]] = [:]
        for rule in rules {
            let target = fieldIndex(rule.target, role: "targets")
            switch rule.kind {
            case .crossField(let dependencies, let check):
                let ruleIndex = crossRules.count
                let client = rule.clientDescription.map { (other: fieldIndex($0.other, role: "compares with"), message: $0.message) }
                let reads = dependencies.map { Set($0.map { fieldIndex($0, role: "depends on") }).union([target]) }
                crossRules.append(CrossFieldRule(target: target, reads: reads, check: check, client: client))
                if let reads {
                    for dependency in reads.sorted() {
                        watching[dependency].append(ruleIndex)
                    }
                } else {
                    watchingAll.append(ruleIndex)
                }
            case .async(let check):
                asyncChecks[target, default: []].append(check)
            }
        }
        self.crossRules = crossRules
        self.crossRulesWatching = watching
        self.crossRulesWatchingAll = watchingAll
        self.evaluatedInPass = Array(repeating: 0, count: crossRules.count)
        self.asyncChecks = asyncChecks
        self.hasFormRules = !crossRules.isEmpty || !asyncChecks.isEmpty
        self.facts = FieldFacts(fieldCount: fields.count)
        self.known = Facts(fieldCount: fields.count)
    }

    /// A schema for a copy of the form this one describes: the same fields,
    /// rules and facts (shared, not made again), and the messages its form
    /// rules have now.
    private init(replicating source: FormSchema<Form>) {
        fields = source.fields
        keyPaths = source.keyPaths
        indexByKeyPath = source.indexByKeyPath
        facts = source.facts
        known = source.facts.withLock { $0 }
        crossRules = source.crossRules
        crossRulesWatching = source.crossRulesWatching
        crossRulesWatchingAll = source.crossRulesWatchingAll
        withheld = source.withheld
        evaluatedInPass = Array(repeating: 0, count: source.crossRules.count)
        asyncChecks = source.asyncChecks
        hasFormRules = source.hasFormRules
        crossMessages = source.crossMessages
        asyncResults = source.asyncResults
    }

    /// A schema for a copy of this schema's form, made without reading
    /// `validatedFields` again: see ``FormController/init(replicating:)``.
    func replica() -> FormSchema<Form> {
        FormSchema(replicating: self)
    }

    // MARK: Lookup

    /// How many fields the form has.
    var fieldCount: Int { fields.count }

    /// The position of the field whose value or wrapper is at `keyPath`.
    ///
    /// Surfaces ask with the same key path objects (their rows' key paths)
    /// on every keystroke and request, and hashing a key path walks its
    /// components: each object's answer is kept by its identity (with the
    /// object, so that the identity is not reused), up to a bound that key
    /// paths made anew on every call cannot pass.
    func index(of keyPath: AnyKeyPath) -> Int? {
        lookUp(keyPath).index
    }

    /// The accessor of the field whose value or wrapper is at `keyPath`:
    /// the field at ``index(of:)``.
    func field(at keyPath: AnyKeyPath) -> (any FieldAccessor<Form>)? {
        lookUp(keyPath).field
    }

    private func lookUp(_ keyPath: AnyKeyPath) -> Lookup {
        // The same key path as last time (the focused field's, keystroke
        // after keystroke): no lookup at all.
        if let lastLookup, lastLookup.keyPath === keyPath { return lastLookup }
        let identity = ObjectIdentifier(keyPath)
        let index: Int?
        if let found = fact({ $0.indexByIdentity[identity] }, { $0.indexByIdentity[identity] = $1 }) {
            index = found.index
        } else {
            index = indexByKeyPath[keyPath]
            let bound = 4 * fieldCount + 64
            if known.indexByIdentity.count < bound { known.indexByIdentity[identity] = (keyPath, index) }
            facts.withLock { if $0.indexByIdentity.count < bound { $0.indexByIdentity[identity] = (keyPath, index) } }
        }
        let lookup = Lookup(keyPath: keyPath, index: index, field: index.map { fields[$0] })
        lastLookup = lookup
        return lookup
    }

    /// The key path last looked up, and its field.
    private var lastLookup: Lookup?

    /// A key path and the field found at it. A class, so that code generic
    /// over the form reads the accessor out of it without looking up the
    /// type of ``fields``' elements at run time, as reading the list does.
    private final class Lookup {
        let keyPath: AnyKeyPath
        let index: Int?
        let field: (any FieldAccessor<Form>)?

        init(keyPath: AnyKeyPath, index: Int?, field: (any FieldAccessor<Form>)?) {
            self.keyPath = keyPath
            self.index = index
            self.field = field
        }
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

    /// Points every field of `form` at `ledger`.
    private func link(_ form: inout Form, to ledger: FieldLedger) {
        for index in fields.indices {
            fields[index].link(&form, to: FieldLink(ledger: ledger, index: index))
        }
    }

    func recount(_ form: Form, in ledger: FieldLedger) {
        ledger.recount(fields.map { $0.outcome(in: form) })
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
        guard evaluatedInPass[rule] != pass else { return }
        evaluatedInPass[rule] = pass
        evaluate(rule, in: &form)
    }

    /// Re-checks every cross-field rule.
    func evaluateAllCrossFieldRules(in form: inout Form) {
        for rule in crossRules.indices { evaluate(rule, in: &form) }
    }

    /// Withholds the rules that read any of `fields` (every rule that may
    /// read any field too) until they are asked, and checks every rule
    /// again.
    func withholdRules(reading fields: Set<Int>, in form: inout Form) {
        guard fields != withheld else { return }
        withheld = fields
        evaluateAllCrossFieldRules(in: &form)
    }

    private func evaluate(_ rule: Int, in form: inout Form) {
        let target = crossRules[rule].target
        let isWithheld = !withheld.isEmpty && (crossRules[rule].reads.map { !$0.isDisjoint(with: withheld) } ?? true)
        let message = isWithheld ? nil : crossRules[rule].check(form, fieldNames)
        guard crossMessages[target]?[rule] != message else { return }
        crossMessages[target, default: [:]][rule] = message
        publishFormRuleMessages(of: target, in: &form)
    }

    /// Names fields by their property names, for the messages of cross-field
    /// rules: made on first use.
    private lazy var fieldNames = FieldNames<Form> { [unowned self] keyPath, form in
        indexByKeyPath[keyPath].map { names(in: form).names[$0].propertyName }
    }

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

    // MARK: Facts

    /// The fact `read` finds: this schema's copy first, then the shared
    /// facts (copied with `write`), else `nil`.
    private func fact<Value>(_ read: (Facts) -> Value?, _ write: (inout Facts, Value) -> Void) -> Value? {
        if let value = read(known) { return value }
        guard let value = facts.withLock({ read($0) }) else { return nil }
        write(&known, value)
        return value
    }

    /// The fact `read` finds, or `make`'s, kept here and in the shared
    /// facts. `make` runs without the lock: two schemas that work a fact
    /// out at once find the same.
    private func fact<Value>(_ read: (Facts) -> Value?, _ write: (inout Facts, Value) -> Void, orMake make: () -> Value) -> Value {
        if let value = fact(read, write) { return value }
        let value = make()
        write(&known, value)
        facts.withLock { write(&$0, value) }
        return value
    }

    // MARK: Names

    /// The fields' names, derived from `form` the first time they are needed
    /// and kept: they depend on where the fields are, which is fixed for a
    /// schema, not on their values. See ``FieldNameTable``.
    func names(in form: Form) -> FieldNameTable {
        fact({ $0.nameTable }, { $0.nameTable = $1 }, orMake: { FieldNameTable(fields: fields, form: form) })
    }

    /// The checks of field `index` that a client can run, with their
    /// messages in the current language: its own rules' and then those of
    /// the cross-field rules it shows the messages of, in declaration order.
    func clientChecks(of index: Int, in form: Form) -> [ClientCheck] {
        var checks = clientRules(of: index, in: form).flatMap { $0.clientChecks }
        for rule in crossRules where rule.target == index {
            guard let client = rule.client else { continue }
            checks.append(ClientCheck(.matches(field: name(of: client.other, in: form)), message: client.message(form, fieldNames)))
        }
        return checks
    }

    /// The rules of field `index` that only the server runs, described:
    /// its own rules without client checks, then the cross-field rules
    /// without client checks and the asynchronous checks that show their
    /// messages on it.
    func serverRuleDescriptions(of index: Int, in form: Form) -> [ServerRuleDescription] {
        var descriptions = fields[index].serverRuleDescriptions(in: form)
        for rule in crossRules where rule.target == index && rule.client == nil {
            descriptions.append(ServerRuleDescription(.crossField))
        }
        for _ in asyncChecks[index] ?? [] {
            descriptions.append(ServerRuleDescription(.asynchronous))
        }
        return descriptions
    }

    private func clientRules(of index: Int, in form: Form) -> [any ClientCheckableRule] {
        fact({ $0.clientRules[index] }, { $0.clientRules[index] = $1 }, orMake: { fields[index].clientCheckableRules(in: form) })
    }

    /// What the checks of field `index` check, without their messages (which
    /// depend on the language): kept once read.
    func clientCheckKinds(of index: Int, in form: Form) -> [ClientCheck.Kind] {
        fact(
            { $0.clientKinds[index] }, { $0.clientKinds[index] = $1 },
            orMake: {
                var kinds = clientRules(of: index, in: form).flatMap { $0.clientCheckKinds }
                for rule in crossRules where rule.target == index {
                    if let client = rule.client { kinds.append(.matches(field: name(of: client.other, in: form))) }
                }
                return kinds
            })
    }

    /// When field `index` validates.
    func mode(of index: Int, in form: Form) -> ValidationMode {
        fact({ $0.modes[index] }, { $0.modes[index] = $1 }, orMake: { fields[index].mode(in: form) })
    }

    /// Every field's key in error dictionaries, in field order: worked out
    /// once.
    func allNames(in form: @autoclosure () -> Form) -> [String] {
        fact(
            { $0.allNames }, { $0.allNames = $1 },
            orMake: {
                let form = form()
                return (0..<fieldCount).map { name(of: $0, in: form) }
            })
    }

    /// The key of field `index` in error dictionaries.
    func name(of index: Int, in form: Form) -> String {
        fact(
            { $0.names[index] }, { $0.names[index] = $1 },
            orMake: {
                names(in: form).name(of: index, configuredName: fields[index].configuredName(in: form))
            })
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
        if let indexByName = fact({ $0.indexByName }, { $0.indexByName = $1 }) { return indexByName[name] }
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
        known.indexByName = names
        facts.withLock { $0.indexByName = names }
        return names[name]
    }

    // MARK: Reading

    /// The messages of every invalid field by field name, the messages of
    /// field `index` given by `messages(index)`.
    func validationErrors(in form: Form, messages: (Int) -> [String]) -> [String: [String]] {
        let names = allNames(in: form)
        var errors: [String: [String]] = [:]
        for index in 0..<fieldCount {
            let fieldMessages = messages(index)
            guard !fieldMessages.isEmpty else { continue }
            // Names are unique but for fields named alike on purpose.
            errors[names[index], default: []] += fieldMessages
        }
        return errors
    }
}

/// A cross-field rule: the field that shows its message, and its check.
struct CrossFieldRule<Form> {
    let target: Int
    /// The fields the rule reads, its target among them; `nil` for any.
    let reads: Set<Int>?
    let check: (Form, FieldNames<Form>) -> String?
    /// The field a client compares the target with, and the message, when
    /// a client can run the rule.
    let client: (other: Int, message: (Form, FieldNames<Form>) -> String)?
}
