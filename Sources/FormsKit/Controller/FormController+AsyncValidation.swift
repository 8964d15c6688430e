import Observation

extension FormController {
    /// Starts the asynchronous checks of `field` if its value passes its own
    /// rules and has not been checked yet.
    func startAsyncChecksIfNeeded(of field: Int, schema: FormSchema<T>, immediately: Bool) {
        guard let checks = schema.asyncChecks[field],
            asyncTasks[field] == nil,
            withStorage({ schema.fields[field].state(in: $0).isValid && !schema.hasCurrentAsyncResult(for: field, in: $0) })
        else { return }

        schema.fields[field].markPending(&storage)
        pendingValidations.insert(schema.keyPaths[field])
        let captured = withStorage { form in checks.map { $0.capture(form) } }
        let isCurrent = captured[0].isCurrent
        let runs = captured.map { $0.run }
        let debounce = immediately ? .zero : checks.map { $0.debounce }.max() ?? .zero
        let clock = self.clock
        let id = nextAsyncTaskID
        nextAsyncTaskID += 1
        let answers = asyncAnswers
        // The task holds only what is `Sendable`: the checks, the clock and
        // the mailbox. Its answer is taken where the controller lives.
        let task = Task {
            func answer(_ messages: [String]?) { answers.deliver(.init(field: field, id: id, messages: messages)) }
            if debounce > .zero {
                do { try await clock.sleep(for: debounce) } catch { return answer(nil) }
            }
            var messages: [String] = []
            for run in runs {
                if Task.isCancelled { return answer(nil) }
                if let message = await run() { messages.append(message) }
            }
            answer(Task.isCancelled ? nil : messages)
        }
        asyncTasks[field] = (id, task, isCurrent)
    }

    /// Takes the answers of the checks that have finished and shows those
    /// still wanted: for a surface that draws the form regularly while
    /// checks run (a terminal's spinner).
    package func takeAsyncCheckAnswers() {
        // An answer of a check cancelled since (its value changed) finds
        // another run, or none, in `asyncTasks`, and is dropped.
        for answer in asyncAnswers.take() {
            guard let messages = answer.messages else { continue }
            finishAsyncCheck(of: answer.field, id: answer.id, messages: messages)
        }
    }

    private func finishAsyncCheck(of field: Int, id: Int, messages: [String]) {
        guard let schema, let running = asyncTasks[field], running.id == id else { return }
        asyncTasks[field] = nil
        let isCurrent = running.isCurrent
        pendingValidations.remove(schema.keyPaths[field])
        guard withStorage({ isCurrent($0) }) else { return }
        mutateFields { form in
            schema.setAsyncResult(for: field, isCurrent: isCurrent, messages: messages, in: &form)
            if schema.fields[field].isLive(in: form) { schema.fields[field].validate(&form) }
        }
    }

    /// Stops the running check of `field`, whose value changed.
    func cancelAsyncChecks(of field: Int) {
        guard let running = asyncTasks.removeValue(forKey: field) else { return }
        running.task.cancel()
        if let schema { pendingValidations.remove(schema.keyPaths[field]) }
    }

    func cancelAllAsyncChecks() {
        for field in Array(asyncTasks.keys) { cancelAsyncChecks(of: field) }
    }

    /// Waits until no asynchronous check (``FormRule/asyncCheck(for:debounce:check:)``)
    /// is running, including checks that start while waiting, and shows
    /// their answers. Returns early if the calling task is cancelled. Runs
    /// where it is called.
    nonisolated(nonsending) public func waitForPendingValidations() async {
        takeAsyncCheckAnswers()
        while !asyncTasks.isEmpty {
            await asyncAnswers.waitForAnswer()
            takeAsyncCheckAnswers()
            if Task.isCancelled { return }
        }
    }

    /// Shows the answers of asynchronous checks as they arrive, for as long
    /// as the calling task runs: a view that shows the form runs it while it
    /// is on screen, so that "this name is taken" appears while the person
    /// types. `formToolbar(controller:…)` and FormsKitSwiftUI's screens run
    /// it; a view of your own without them adds
    /// `.task { await controller.applyAsyncCheckAnswers() }`. Runs where it
    /// is called (the main actor, in a view).
    ///
    /// Without it, answers are shown when something waits for them:
    /// ``waitForPendingValidations()`` and ``submit()``.
    nonisolated(nonsending) public func applyAsyncCheckAnswers() async {
        while !Task.isCancelled {
            takeAsyncCheckAnswers()
            await asyncAnswers.waitForAnswer()
        }
    }
}
