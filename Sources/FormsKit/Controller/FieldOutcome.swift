/// A field's status and validation state as a check or a recount read them:
/// what a ledger counts from.
///
/// A struct, not a tuple: a list of these in code generic over the form is
/// freed through the struct's own code, where a list of tuples was freed
/// element by element through the runtime's generic tuple code.
struct FieldOutcome {
    let status: FieldStatus
    let state: ValidationState

    init(_ outcome: (status: FieldStatus, state: ValidationState)) {
        status = outcome.status
        state = outcome.state
    }
}
