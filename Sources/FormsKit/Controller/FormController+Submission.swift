import Observation

extension FormController where T: ValidatableForm & SubmittableForm {
    /// Validates the form and, when it is valid, submits it.
    ///
    /// 1. Every field validates (``validate()``), and running asynchronous
    ///    checks are awaited. If the form is invalid, ``state`` becomes
    ///    ``State/failure(_:)`` with ``ValidationError/invalid(errors:)``, focus
    ///    moves to the first invalid field (see
    ///    ``shouldFocusFirstInvalidFieldOnSubmit``) and that error is thrown.
    /// 2. ``state`` is ``State/loading`` while the form's
    ///    ``SubmittableForm/submit()`` runs, on a snapshot of the form: edits
    ///    made meanwhile are kept and stay dirty.
    /// 3. On success, the submitted values become the baseline (the form is
    ///    now an edit form: ``isPopulated``) and ``state`` becomes
    ///    ``State/success``.
    /// 4. If `submit()` throws ``ValidationError/invalid(errors:)``, each
    ///    message goes to the field of that name; messages for
    ///    ``ValidationError/formWideKey`` go to ``formErrors``, and those for
    ///    unknown names to ``unmatchedErrors``. Focus moves to the first
    ///    invalid field. Other errors leave the fields alone. Either way
    ///    ``state`` becomes ``State/failure(_:)`` and the error is rethrown.
    ///
    /// Nothing the user typed is changed by a failure. A call made while a
    /// submission is running throws ``FormSubmissionError/alreadySubmitting``
    /// and changes nothing. If the calling task is cancelled, the controller
    /// returns to the state it had before the call and `CancellationError` is
    /// thrown.
    ///
    /// Runs where it is called: on the main actor in an app, in a request's
    /// task on a server.
    @discardableResult
    nonisolated(nonsending) public func submit() async throws -> T.Output {
        guard !isLoading else { throw FormSubmissionError.alreadySubmitting }
        let before = (state: state, formErrors: formErrors, unmatchedErrors: unmatchedErrors)
        func restoreAfterCancellation() -> CancellationError {
            state = before.state
            formErrors = before.formErrors
            unmatchedErrors = before.unmatchedErrors
            return CancellationError()
        }

        state = .loading
        formErrors = []
        unmatchedErrors = [:]
        validate()
        await waitForPendingValidations()
        if Task.isCancelled { throw restoreAfterCancellation() }

        guard isValid else {
            let error = ValidationError.invalid(errors: validationErrors)
            state = .failure(error)
            if shouldFocusFirstInvalidFieldOnSubmit { focusFirstInvalidField() }
            throw error
        }

        let snapshot = storage
        do {
            let output = try await snapshot.submit()
            adoptBaseline(from: snapshot)
            hasSavedBaseline = true
            state = .success
            return output
        } catch {
            if error is CancellationError || Task.isCancelled { throw restoreAfterCancellation() }
            state = .failure(error)
            if case .invalid(let errors) = error as? ValidationError {
                showServerErrors(errors)
                if shouldFocusFirstInvalidFieldOnSubmit { focusFirstInvalidField() }
            }
            throw error
        }
    }

    /// Makes the submitted values the baseline; later edits stay dirty.
    private func adoptBaseline(from snapshot: T) {
        let schema = validatableSchema
        withFormMutation {
            // Each field gives its status as it adopts its baseline: the
            // counts are made from those, not by reading every field again.
            ledger.recount(schema.fields.map { $0.adoptBaseline(&storage, from: snapshot) })
        }
    }
}

/// Why ``FormController/submit()`` refused to start.
public enum FormSubmissionError: Error, Equatable, CustomStringConvertible {
    /// A submission is already running; wait for it to finish (or watch
    /// ``FormController/isLoading``) before submitting again.
    case alreadySubmitting

    public var description: String {
        switch self {
        case .alreadySubmitting:
            return "The form is already being submitted. Wait for that submission to finish before submitting again."
        }
    }
}

extension FormController where T: ValidatableForm {
    /// Puts messages a server returned onto the fields they name, as a
    /// refused ``submit()`` does: for a surface that shows the refusal again
    /// on a later request (a web page after its redirect).
    package func showServerErrors(_ errors: [String: [String]]) {
        let schema = validatableSchema
        var unmatched: [String: [String]] = [:]
        var formWide: [String] = []
        mutateFields { form in
            for (name, messages) in errors.sorted(by: { $0.key < $1.key }) {
                if name == ValidationError.formWideKey {
                    formWide.append(contentsOf: messages)
                } else if let index = schema.index(ofName: name, in: form) {
                    schema.fields[index].markInvalid(&form, messages: messages)
                } else {
                    unmatched[name] = messages
                }
            }
        }
        formErrors = formWide
        unmatchedErrors = unmatched
    }
}
