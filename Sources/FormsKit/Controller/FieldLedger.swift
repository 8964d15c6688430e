/// Running counts of dirty, valid and invalid fields, and each field's state,
/// so a controller answers `isDirty`, `isValid` and a field's state without
/// looking at the form.
///
/// Each field of a form owned by a ``FormController`` holds a ``FieldLink`` to
/// its controller's ledger and reports every change of its status. Reports are
/// only counted while the controller itself is mutating its form (between
/// ``beginRecording()`` and ``endRecording()``): a copy of the form changed
/// elsewhere shares the link but must not move the counts.
final class FieldLedger {
    private(set) var dirtyCount = 0
    private(set) var validCount = 0
    private(set) var invalidCount = 0
    private(set) var fieldCount = 0
    /// Each field's current state, by its position in `validatedFields`.
    private(set) var states: [ValidationState] = []
    private var recordingDepth = 0

    /// Fields whose value or state changed while recording, in order, with
    /// whether the value changed; the controller reacts to them afterwards.
    private(set) var changes: [(field: Int, valueChanged: Bool)] = []

    func beginRecording() {
        recordingDepth += 1
    }

    func endRecording() {
        recordingDepth -= 1
    }

    /// Counts a field's change from `old` to `new` and notes its new state.
    func record(field: Int, from old: FieldStatus, to new: FieldStatus, state: ValidationState, valueChanged: Bool) {
        guard recordingDepth > 0 else { return }
        apply(old, -1)
        apply(new, +1)
        states[field] = state
        changes.append((field, valueChanged))
    }

    /// Forgets the changes recorded so far, once they have been reacted to.
    func clearChanges() {
        changes.removeAll(keepingCapacity: true)
    }

    /// Replaces every count and state, after an operation that touched all fields.
    func recount(_ fields: some Sequence<FieldOutcome>) {
        dirtyCount = 0
        validCount = 0
        invalidCount = 0
        states.removeAll(keepingCapacity: true)
        for field in fields {
            apply(field.status, +1)
            states.append(field.state)
        }
        fieldCount = states.count
    }

    /// Takes `source`'s counts and states: this ledger's fields are a copy
    /// of `source`'s, in the same states.
    func takeCounts(of source: FieldLedger) {
        dirtyCount = source.dirtyCount
        validCount = source.validCount
        invalidCount = source.invalidCount
        fieldCount = source.fieldCount
        states = source.states
    }

    private func apply(_ status: FieldStatus, _ sign: Int) {
        if status.contains(.dirty) { dirtyCount += sign }
        if status.contains(.valid) { validCount += sign }
        if status.contains(.invalid) { invalidCount += sign }
    }
}

/// A field's connection to the ledger of the controller that owns its form.
struct FieldLink {
    let ledger: FieldLedger
    /// The field's position in the form's `validatedFields`.
    let index: Int
}
