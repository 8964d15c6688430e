/// Running counts of dirty, valid and invalid fields, and each field's state,
/// so a controller answers `isDirty`, `isValid` and a field's state without
/// looking at the form.
///
/// Each field of a form owned by a ``FormController`` holds a ``FieldLink`` to
/// its controller's ledger and reports every change of its status. Reports are
/// only counted while the controller itself is mutating its form (between
/// ``beginRecording()`` and ``endRecording()``): a copy of the form changed
/// elsewhere shares the link but must not move the counts.
///
/// What the ledger keeps is one value (``Tally``), so that a report, made on
/// every keystroke, changes it in one access.
///
/// The one property is not checked for exclusive access at run time. The
/// checks (a thread-local lookup and a record of each access) doubled the
/// cost of a keystroke, which reads or changes the tally eight times. They
/// are not needed because of this invariant: every access to `tally` is in
/// one of this class's methods, which run on the controller's actor and,
/// while the access lasts, call nothing but `Tally`'s own methods and the
/// standard library's; so no access can begin while another is under way.
/// Keep it so: a method that must call out (a closure, a lazy sequence)
/// copies what it needs out of `tally` first, as ``recount(_:)`` takes an
/// array rather than a sequence.
final class FieldLedger {
    @exclusivity(unchecked) private var tally = Tally()

    var dirtyCount: Int { tally.dirtyCount }
    var validCount: Int { tally.validCount }
    var invalidCount: Int { tally.invalidCount }
    var fieldCount: Int { tally.states.count }
    /// Whether every field is valid.
    var allValid: Bool { tally.validCount == tally.states.count }
    /// Each field's current state, by its position in `validatedFields`.
    var states: [ValidationState] { tally.states }
    /// How many changes were recorded and not yet reacted to.
    var changeCount: Int { tally.changes.count }

    /// The state of the field at `index`.
    func state(at index: Int) -> ValidationState {
        tally.states[index]
    }

    /// The change recorded at `position`: the field, and whether its value
    /// changed (not only its state).
    func change(at position: Int) -> (field: Int, valueChanged: Bool) {
        tally.changes[position]
    }

    func beginRecording() {
        tally.recordingDepth += 1
    }

    func endRecording() {
        tally.recordingDepth -= 1
    }

    /// Counts a field's change from `old` to `new` and notes its new state.
    func record(field: Int, from old: FieldStatus, to new: FieldStatus, state: ValidationState, valueChanged: Bool) {
        tally.record(field: field, from: old, to: new, state: state, valueChanged: valueChanged)
    }

    /// Forgets the changes recorded so far, once they have been reacted to.
    func clearChanges() {
        tally.changes.removeAll(keepingCapacity: true)
    }

    /// Replaces every count and state, after an operation that touched all fields.
    func recount(_ fields: [FieldOutcome]) {
        tally.recount(fields)
    }

    /// Takes `source`'s counts and states: this ledger's fields are a copy
    /// of `source`'s, in the same states.
    func takeCounts(of source: FieldLedger) {
        let recordingDepth = tally.recordingDepth
        tally = source.tally
        tally.recordingDepth = recordingDepth
        tally.changes = []
    }

    /// The counts, the states and the changes recorded.
    struct Tally {
        var dirtyCount = 0
        var validCount = 0
        var invalidCount = 0
        var states: [ValidationState] = []
        var recordingDepth = 0
        /// Fields whose value or state changed while recording, in order,
        /// with whether the value changed; the controller reacts to them
        /// afterwards.
        var changes: [(field: Int, valueChanged: Bool)] = []

        mutating func record(field: Int, from old: FieldStatus, to new: FieldStatus, state: ValidationState, valueChanged: Bool) {
            guard recordingDepth > 0 else { return }
            apply(old, -1)
            apply(new, +1)
            states[field] = state
            changes.append((field, valueChanged))
        }

        mutating func recount(_ fields: [FieldOutcome]) {
            dirtyCount = 0
            validCount = 0
            invalidCount = 0
            states.removeAll(keepingCapacity: true)
            for field in fields {
                apply(field.status, +1)
                states.append(field.state)
            }
        }

        private mutating func apply(_ status: FieldStatus, _ sign: Int) {
            if status.contains(.dirty) { dirtyCount += sign }
            if status.contains(.valid) { validCount += sign }
            if status.contains(.invalid) { invalidCount += sign }
        }
    }
}

/// A field's connection to the ledger of the controller that owns its form.
struct FieldLink {
    let ledger: FieldLedger
    /// The field's position in the form's `validatedFields`.
    let index: Int
}
