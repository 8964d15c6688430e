/// A check of a form value that no controller owns, made with what a
/// controller worked out about the form's fields, and handed to a new
/// controller when the checked value is to be shown.
///
/// A server that decodes a request into a copy of a form and validates it
/// needs none of a controller's bookkeeping (counts kept field by field,
/// observers, focus) unless the form must be shown again. This validates the
/// copy as ``FormController/validate()`` validates a controller's form
/// (cross-field rules, then every field), and keeps the results of the
/// cross-field rules, which a controller that takes the value over
/// (``FormController/adopt(_:checkedBy:)``) needs to carry on where the
/// check left off.
///
/// The form value must be detached (``FormController/detachedCopy()``): its
/// fields linked to no controller, so that checking it changes nothing
/// anywhere else.
package struct DetachedFormCheck<Form: ValidatableForm> {
    /// The schema the check used: the source controller's, unchanged.
    let schema: FormSchema<Form>
    /// Each cross-field rule's message for the checked value, in rule
    /// order: what a controller that takes the form over starts from.
    let crossFieldResults: [String?]
    /// Whether every field is valid (none invalid, none waiting for a check).
    package let isValid: Bool
    /// How many fields are invalid.
    let invalidCount: Int
    /// Whether a value differs from its baseline.
    package let isDirty: Bool
    /// Each field's status and state after the check, in field order: what
    /// a controller that takes the form over counts, without reading the
    /// fields again.
    let fields: [FieldOutcome]
}

extension FormController where T: ValidatableForm {
    /// A copy of the form whose fields are linked to no controller: to be
    /// edited and checked away from this controller
    /// (``checkDetached(_:)``), for instance once per request on a server.
    package func detachedCopy() -> T {
        var form = storage
        let schema = validatableSchema
        for index in 0..<schema.fieldCount { schema.field(at: index).link(&form, to: nil) }
        return form
    }

    /// Whether a detached copy of this controller's form can be checked
    /// without a controller: not when the form has asynchronous rules,
    /// whose answers need a controller to wait for them.
    package var canCheckDetached: Bool {
        !validatableSchema.hasAsyncChecks
    }

    /// Validates `form`, a detached copy of this controller's form whose
    /// fields are the same (the same field list), as ``validate()``
    /// validates the controller's own: the cross-field rules, then every
    /// field. This controller is not changed.
    package func checkDetached(_ form: inout T) -> DetachedFormCheck<T> {
        // The rules' results are kept with the check, not in a schema of
        // its own: one is made only if a controller takes the form over.
        let schema = validatableSchema
        let crossFieldResults = schema.evaluateCrossFieldRulesDetached(in: &form)
        var isValid = true
        var isDirty = false
        var invalidCount = 0
        var fields: [FieldOutcome] = []
        fields.reserveCapacity(schema.fieldCount)
        withUnsafeMutablePointer(to: &form) { form in
            let start = UnsafeMutableRawPointer(form)
            schema.forEachField { _, accessor in
                // A field stored in the form itself is checked where it
                // lies, by its wrapper's type; others through the accessor.
                let offset = accessor.inlineWrapperOffset
                let field = offset >= 0 ? accessor.wrapperOperations.checkDetached(at: start + offset) : accessor.checkDetached(&form.pointee)
                if !field.state.isValid { isValid = false }
                if field.status.contains(.invalid) { invalidCount += 1 }
                if field.status.contains(.dirty) { isDirty = true }
                fields.append(FieldOutcome(field))
            }
        }
        return DetachedFormCheck(
            schema: schema, crossFieldResults: crossFieldResults, isValid: isValid, invalidCount: invalidCount, isDirty: isDirty,
            fields: fields)
    }

    /// The messages of every invalid field of a checked detached form, by
    /// field name, as ``validationErrors`` gives a controller's.
    package func validationErrors(checkedBy check: DetachedFormCheck<T>) -> [String: [String]] {
        // The messages the check kept, by the names this controller's
        // schema keeps: no field is read again.
        validatableSchema.validationErrors(in: storage, outcomes: check.fields, invalidCount: check.invalidCount)
    }

    /// Takes over `form`, a detached copy of this controller's form checked
    /// by `check`, in the state a failed ``submit()`` leaves: the form and
    /// the cross-field rules' results replaced, the counts made again, the
    /// state a failure with the form's messages, and the first invalid
    /// field focused when ``shouldFocusFirstInvalidFieldOnSubmit``.
    ///
    /// With `asFailedSubmission` false the state and focus are left as they
    /// are: the form was found wanting before it was submitted (a value that
    /// did not read), as ``validate()`` leaves it.
    package func adopt(_ form: T, checkedBy check: DetachedFormCheck<T>, asFailedSubmission: Bool) {
        cancelAllAsyncChecks()
        withFormMutation {
            storage = form
            let schema = check.schema.replica(crossFieldResults: check.crossFieldResults)
            self.schema = schema
            schema.attach(&storage, to: ledger, counts: check.fields)
        }
        if asFailedSubmission { recordCheckedSubmission() }
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
}
