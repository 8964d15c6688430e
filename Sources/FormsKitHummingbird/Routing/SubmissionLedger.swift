import Hummingbird

/// What became of the submissions of a form's pages, by the page: so that a
/// page sent twice (a double click, a second click while the first is
/// still on its way, a POST sent again from the browser's history) is
/// submitted once, and every later sending gets the first one's answer.
///
/// Each page carries an id of its own (``WebFormConfiguration/submissionFieldName``),
/// kept with the browser's CSRF cookie so that one browser's id means
/// nothing in another's. Only submissions that succeeded are remembered: a
/// page that came back with errors is submitted again once it is fixed. The
/// ledger is kept in memory, per form route and process, for the last
/// ``capacity`` submissions.
actor SubmissionLedger {
    /// What a submission answered, and whether it succeeded.
    typealias Answer = (response: Response, succeeded: Bool)

    private enum Entry {
        /// Running: the sending that submits.
        case running(Task<Answer, Never>)
        /// Submitted; its answer.
        case done(Response)
    }

    /// How many submitted pages are remembered.
    let capacity: Int
    private var entries: [String: Entry] = [:]
    /// The ids of submitted pages, oldest first, to forget beyond the capacity.
    private var submitted: [String] = []

    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    /// The answer to the page `id`'s submission: `submit`'s, run only when
    /// no sending of the page has succeeded or is running; otherwise the
    /// answer of the one that did.
    func once(id: String, _ submit: @escaping @Sendable () async -> Answer) async -> Response {
        switch entries[id] {
        case .done(let response)?:
            return response
        case .running(let first)?:
            let answer = await first.value
            // A first sending that failed (errors on the page) did nothing:
            // this one is submitted on its own.
            return answer.succeeded ? answer.response : await submit().response
        case nil:
            let task = Task { await submit() }
            entries[id] = .running(task)
            let answer = await task.value
            if answer.succeeded {
                entries[id] = .done(answer.response)
                submitted.append(id)
                if submitted.count > capacity { entries[submitted.removeFirst()] = nil }
            } else {
                entries[id] = nil
            }
            return answer.response
        }
    }
}
