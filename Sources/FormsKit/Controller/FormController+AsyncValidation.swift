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
        let task = Task { [weak self] in
            if debounce > .zero {
                do { try await clock.sleep(for: debounce) } catch { return }
            }
            var messages: [String] = []
            for run in runs {
                if Task.isCancelled { return }
                if let message = await run() { messages.append(message) }
            }
            if Task.isCancelled { return }
            self?.finishAsyncCheck(of: field, id: id, isCurrent: isCurrent, messages: messages)
        }
        asyncTasks[field] = (id, task)
    }

    private func finishAsyncCheck(of field: Int, id: Int, isCurrent: @escaping (T) -> Bool, messages: [String]) {
        guard let schema, let running = asyncTasks[field], running.id == id else { return }
        asyncTasks[field] = nil
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
    /// is running, including checks that start while waiting. Returns early
    /// if the calling task is cancelled.
    public func waitForPendingValidations() async {
        while let running = asyncTasks.values.first {
            await running.task.value
            if Task.isCancelled { return }
        }
    }
}
