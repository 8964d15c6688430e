/// Where the tasks running a controller's asynchronous checks leave their
/// answers, for the controller to take in its own isolation domain.
///
/// A check runs in a task of its own (its `await`s must not hold up the
/// form), but the controller is not `Sendable`: the task cannot touch it.
/// It leaves its answer here instead, and whoever uses the controller takes
/// it, where the controller lives (``FormController/waitForPendingValidations()``,
/// ``FormController/applyAsyncCheckAnswers()``).
final class AsyncCheckAnswers: Sendable {
    /// One check's answer: its field, the run it belongs to, and its
    /// messages (`nil` when the run was cancelled).
    struct CheckAnswer: Sendable {
        let field: Int
        let id: Int
        let messages: [String]?
    }

    private struct State: Sendable {
        var answers: [CheckAnswer] = []
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
    }

    private let state = LockedValue(State())

    /// Leaves `answer` and wakes whoever waits for one.
    func deliver(_ answer: CheckAnswer) {
        let waiters = state.withLock { state in
            state.answers.append(answer)
            defer { state.waiters = [:] }
            return state.waiters.values
        }
        for waiter in waiters { waiter.resume() }
    }

    /// The answers left so far, oldest first; they are taken.
    func take() -> [CheckAnswer] {
        state.withLock { state in
            defer { state.answers = [] }
            return state.answers
        }
    }

    /// Returns once an answer is waiting, or the calling task is cancelled.
    func waitForAnswer() async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state in
                    if !state.answers.isEmpty || Task.isCancelled { return true }
                    state.waiters[id] = waiter
                    return false
                }
                if resumeNow { waiter.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}
