/// A field's status and validation state, read together: what a ledger
/// counts from.
struct FieldOutcome {
    let status: FieldStatus
    let state: ValidationState
}
