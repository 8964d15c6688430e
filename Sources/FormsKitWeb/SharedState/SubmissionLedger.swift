import Crypto
import Foundation
import HTTPTypes

/// What became of the submissions of a form's pages, by the page: so that a
/// page sent twice (a double click, a second click while the first is
/// still on its way, a POST sent again from the browser's history) is
/// submitted once, and every later sending gets the first one's answer,
/// whichever server of the site each sending reaches.
///
/// Each page carries an id of its own (``WebFormConfiguration/submissionFieldName``),
/// kept with the browser's CSRF cookie so that one browser's id means
/// nothing in another's. The sending that claims the id in the shared
/// state (``WebFormConfiguration/sharedState``) submits; one on another
/// server waits for its answer there, and one on this server waits for it
/// here. Only submissions that succeeded are remembered, for
/// ``answerLifetime``: a page that came back with errors is submitted
/// again once it is fixed.
actor SubmissionLedger {
    /// What a submission answered, and whether it succeeded.
    typealias Answer = (response: WebFormResponse, succeeded: Bool)

    /// How long a submitted page's answer is kept: as long as its token.
    static let answerLifetime: TimeInterval = 2 * 60 * 60
    /// How long a claim holds while its submission runs: a server that
    /// stops mid-submission frees the page after this.
    static let claimLifetime: TimeInterval = 120
    /// How long a sending waits for another server's answer before saying
    /// the page is still being sent.
    static let waitLimit: Duration = .seconds(30)

    /// The id of a page in the ledger: its own id with the browser's CSRF
    /// cookie, hashed, so that the shared state holds neither.
    static func pageID(browser: String, page: String) -> String {
        Base64URL.encode(Array(SHA256.hash(data: Array((browser + " " + page).utf8))))
    }

    /// The sendings on this server waiting for one that runs here.
    private var running: [String: [CheckedContinuation<Answer, Never>]] = [:]

    /// What a sending of a page does, as this server sees it.
    private enum Turn {
        /// Go on to claim the page in the shared state.
        case claim
        /// Answer with this, the answer of a sending here that succeeded.
        case answer(WebFormResponse)
    }

    /// The answer to the page `id`'s submission: `submit`'s, run only when
    /// no sending of the page has succeeded or is running, here or on
    /// another server; otherwise the answer of the one that did. `submit`
    /// runs where the caller runs (the request's own task), never on the
    /// ledger. `stillSending` answers a sending that waited
    /// ``waitLimit`` for another server's; a shared state that fails is
    /// logged to `log`, and the page is then submitted as if it were alone.
    nonisolated(nonsending) func once(
        id: String, state: SealedState, log: RequestLog, stillSending: () -> WebFormResponse,
        submit: nonisolated(nonsending) () async -> Answer
    ) async -> WebFormResponse {
        let key = "submission:" + id
        while true {
            if case .answer(let response) = await turn(of: id) { return response }
            let claim: Claim
            do {
                claim = try await claimOrWait(key, state: state)
            } catch {
                // Only the claim itself failed: nobody is known to hold the
                // page, and a person's submission is not refused for it.
                log.error("The shared state could not be asked whether a page was submitted; it is submitted as if sent once: \(error)")
                let answer = await submit()
                await settle(id, with: answer)
                return answer.response
            }
            switch claim {
            case .answered(let response):
                await settle(id, with: (response, true))
                return response
            case .freed:
                // The sending that held it failed; a moment for the store's
                // readers to see it free, then this one claims it.
                await settle(id, with: nil)
                // Cancelled: the loop checks and ends.
                try? await Task.sleep(for: .milliseconds(20))
                continue
            case .stillRunning:
                // Those waiting here are told the same, rather than each
                // waiting as long again.
                let response = stillSending()
                await settle(id, with: (response, true))
                return response
            case .claimed:
                let answer = await submit()
                do {
                    if answer.succeeded {
                        try await state.put(key, value: try StoredResponse(answer.response).encoded(), until: Date().addingTimeInterval(Self.answerLifetime))
                    } else {
                        try await state.store.remove(key)
                    }
                } catch {
                    log.error("The submission of a page could not be recorded in the shared state: \(error)")
                }
                await settle(id, with: answer)
                return answer.response
            }
        }
    }

    /// What the shared state says of a page.
    private enum Claim {
        /// This sending holds the page: it submits.
        case claimed
        /// Another sending submitted it, and answered this.
        case answered(WebFormResponse)
        /// Another sending's submission failed: the page is free again.
        case freed
        /// Another sending has held it for longer than this one waits, or
        /// the store could not be read while waiting, or the request was
        /// cancelled: this sending does not submit.
        case stillRunning
    }

    /// Claims the page's key, or waits for the answer of the sending that
    /// holds it, looking again every 50 ms. Throws only when the claim
    /// itself fails.
    private nonisolated func claimOrWait(_ key: String, state: SealedState) async throws -> Claim {
        let claimed = try await state.store.claim(key, value: StoredResponse.runningMark, until: Date().addingTimeInterval(Self.claimLifetime))
        if claimed { return .claimed }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.waitLimit)
        do {
            while true {
                guard let value = try await state.store.value(key) else { return .freed }
                if value != StoredResponse.runningMark {
                    // An answer not sealed by this site is no answer: wait
                    // for it to expire, as for a running one.
                    if let opened = state.opened(value, for: key), let response = StoredResponse(decoding: opened)?.response { return .answered(response) }
                }
                guard clock.now < deadline else { return .stillRunning }
                try await Task.sleep(for: .milliseconds(50))
            }
        } catch {
            return .stillRunning
        }
    }

    /// Whether this sending goes on to the shared state; a sending while
    /// another runs here waits for it, and goes on itself when that one
    /// failed (errors on the page: it did nothing).
    private func turn(of id: String) async -> Turn {
        guard let waiting = running[id] else {
            running[id] = []
            return .claim
        }
        let answer = await withCheckedContinuation { continuation in
            running[id] = waiting + [continuation]
        }
        return answer.succeeded ? .answer(answer.response) : await turn(of: id)
    }

    /// Ends this server's sending of `id`, giving its answer (`nil`: it did
    /// not submit, and those waiting try for themselves) to those waiting.
    private func settle(_ id: String, with answer: Answer?) {
        let waiting = running.removeValue(forKey: id) ?? []
        for continuation in waiting { continuation.resume(returning: answer ?? (WebFormResponse(status: .internalServerError), false)) }
    }
}

/// A submitted page's answer, as the shared state keeps it.
private struct StoredResponse: Codable {
    /// What a page's key holds while its submission runs.
    static let runningMark = Array("running".utf8)

    var status: Int
    var reasonPhrase: String
    var fields: [[String]]
    var body: Data

    init(_ response: WebFormResponse) {
        status = response.status.code
        reasonPhrase = response.status.reasonPhrase
        fields = response.headers.map { [$0.name.rawName, $0.value] }
        body = Data(response.body)
    }

    init?(decoding bytes: [UInt8]) {
        // An entry another version wrote is no entry.
        guard let stored = try? JSONDecoder().decode(Self.self, from: Data(bytes)) else { return nil }
        self = stored
    }

    func encoded() throws -> [UInt8] {
        Array(try JSONEncoder().encode(self))
    }

    var response: WebFormResponse {
        var headers = HTTPFields()
        for field in fields where field.count == 2 {
            if let name = HTTPField.Name(field[0]) { headers.append(HTTPField(name: name, value: field[1])) }
        }
        return WebFormResponse(status: HTTPResponse.Status(code: status, reasonPhrase: reasonPhrase), headers: headers, body: Array(body))
    }
}
