import HTTPTypes

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
    typealias Answer = (response: WebFormResponse, succeeded: Bool)

    private enum Entry {
        /// Running: the sending that submits, and the later sendings
        /// waiting for its answer.
        case running(waiting: [CheckedContinuation<Answer, Never>])
        /// Submitted; its answer.
        case done(WebFormResponse)
    }

    /// What a sending of a page does.
    private enum Turn {
        /// Submit it: no sending of it has succeeded or is running.
        case submit
        /// Answer with this, a sending's that succeeded.
        case answer(WebFormResponse)
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
    /// answer of the one that did. `submit` runs where the caller runs (the
    /// request's own task), never on the ledger.
    nonisolated(nonsending) func once(id: String, _ submit: nonisolated(nonsending) () async -> Answer) async -> WebFormResponse {
        while true {
            switch await turn(of: id) {
            case .answer(let response):
                return response
            case .submit:
                let answer = await submit()
                await settle(id, with: answer)
                return answer.response
            }
        }
    }

    /// What a sending of the page `id` does; a sending while another runs
    /// waits for it, and submits itself when that one failed (errors on
    /// the page: it did nothing).
    private func turn(of id: String) async -> Turn {
        switch entries[id] {
        case .done(let response)?:
            return .answer(response)
        case .running(let waiting)?:
            let answer = await withCheckedContinuation { continuation in
                entries[id] = .running(waiting: waiting + [continuation])
            }
            return answer.succeeded ? .answer(answer.response) : await turn(of: id)
        case nil:
            entries[id] = .running(waiting: [])
            return .submit
        }
    }

    /// Keeps the answer of the sending of `id` that ran, and gives it to
    /// those waiting.
    private func settle(_ id: String, with answer: Answer) {
        guard case .running(let waiting)? = entries[id] else { return }
        if answer.succeeded {
            entries[id] = .done(answer.response)
            submitted.append(id)
            if submitted.count > capacity { entries[submitted.removeFirst()] = nil }
        } else {
            entries[id] = nil
        }
        for continuation in waiting { continuation.resume(returning: answer) }
    }
}
