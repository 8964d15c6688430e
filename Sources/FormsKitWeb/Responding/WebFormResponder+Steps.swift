import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import HTTPTypes

/// A form in steps on the web: each step a page of its own at
/// `path?flow=ID&step=N`, reached by continuing from the one before, its
/// earlier answers in the flow's sealed cookie (``StepFlow``).
///
/// Continue, Back and the review's Change answer with a redirect to the
/// step to show (post/redirect/get), so reloading a page, and the browser's
/// Back and Forward, show that step again with the answers as they are;
/// so does Continue with wrong answers, whose step then shows their
/// messages until it is sent again. A step past the furthest one reached
/// is never shown, and the fields of a step other than the one a page
/// shows are not taken from it.
extension WebFormResponder {
    /// The hidden field that names a page's flow.
    static var flowFieldName: String { "_fk_flow" }
    /// The hidden field that says which step a page shows.
    static var stepFieldName: String { "_fk_step" }
    /// The key of the form-wide problem that a flow's answers are too long
    /// to keep: a name no field has, so the summary lists it with the form's.
    static var answersTooLongProblem: String { "_fk_answers" }
    /// The hidden field of a flow's last page that names the answers it
    /// showed (``StepFlow/answersDigest(before:)``).
    static var answersFieldName: String { "_fk_shown" }

    /// The address of the confirmation a form in steps without a result
    /// path shows once it is submitted.
    var sentURL: String {
        action + (action.contains("?") ? "&" : "?") + "sent"
    }

    /// The address of step `step` of the flow `id`.
    /// Without a step, the address of a new flow's first page, which has
    /// not been sent yet.
    func stepURL(flow id: String, step: Int?) -> String {
        action + (action.contains("?") ? "&" : "?") + "flow=\(id)" + (step.map { "&step=\($0)" } ?? "")
    }

    // MARK: GET

    /// The page of a form in steps, or `nil` for a form shown whole. A flow
    /// the request names and still has shows step `step` (at most the
    /// furthest reached); otherwise a new flow starts, and the answer is a
    /// redirect to its first step's address, so that the browser's history
    /// holds the flow from its first page on (the browser's Back to a page
    /// at the form's own address would start yet another flow).
    nonisolated(nonsending) func stepPage(
        of session: FormSession<Form>, flow id: String?, cookie: String?, step: Int?, token: String?, banner: PageBanner?, drafts: BrowserDrafts?,
        language: WebFormLanguage
    ) async -> LoggedResponse? {
        guard session.hasSteps else { return nil }
        // An address without a step is a new flow's first page, whose
        // cookie waits for it to be sent; with one, the flow's cookie
        // must be there.
        let opened = cookie.flatMap { StepFlow.open($0, path: path, flow: id ?? "", key: configuration.signingKey, at: Date()) }
        if let id, StepFlow.isFlowID(id), var flow = opened ?? (cookie == nil && step == nil ? StepFlow(step: firstStep(of: session), at: Date()) : nil) {
            if flow.sent == true { return LoggedResponse(response: WebResponse.seeOther(sentURL)) }
            let shown = step ?? firstStep(of: session)
            guard shown >= 0, shown <= flow.reached, session.layout.steps.indices.contains(shown) else {
                return LoggedResponse(response: WebResponse.seeOther(stepURL(flow: id, step: min(flow.step, flow.reached))))
            }
            let draft = await drafts?.load()
            var problems = await restore(flow, into: session, showing: shown, base: flow.fromDraft == true ? draft : nil)
            // What this flow's page typed since it was last sent, saved in
            // the background, is back: the page was reloaded, or opened
            // again from the browser's history.
            let typingIsBack = takeBackTyping(of: draft, flow: id, into: session)
            if typingIsBack { problems = [:] }
            // A step sent with wrong answers shows their messages, found
            // again as Continue found them, until it is sent again.
            var showsErrors = false
            if let refusal = flow.refusal, shown == flow.step {
                // What submit() refused cannot be found again: it was kept.
                session.controller.showServerErrors(refusal)
                showsErrors = true
            } else if flow.showsProblems == true, shown == flow.step {
                if await session.continueToNextStep() == .invalid {
                    showsErrors = true
                } else {
                    session.restoreStep(shown, returningToReview: flow.returnsToReview)
                }
            }
            if !showsErrors { session.focusFirst() }
            // A flow begun because the one an address named was gone
            // says so on its first page, once; so does one that goes on
            // from the browser's draft, with a button that discards it,
            // and a page whose typing is back, each time it is.
            let (saysRestarted, offersDraftOnce) = (flow.restarted == true, flow.offersDraft == true)
            let offersDraft = offersDraftOnce || typingIsBack
            flow.restarted = nil
            flow.offersDraft = nil
            let wording = configuration.wording(in: language)
            var shownBanner = saysRestarted ? PageBanner(kind: .problem, message: wording.flowRestarted) : banner
            if offersDraft {
                // Passwords are never kept: a form that has them says so,
                // rather than sending the person back a step at the end.
                let message = Self.hasMaskedRows(session) ? wording.draftKeptButPasswords : wording.draftKept
                shownBanner = draftKeptBanner(message, token: token, fields: hiddenFields(flow: id, answers: flow, session: session), language: language)
            } else if draft == nil, banner == nil, let offered = await drafts?.offered() {
                // A flow with no draft of its own (a new tab) is offered
                // the one another tab kept; it takes it only if told to.
                shownBanner = draftOfferBanner(
                    from: offered.tab, token: token, fields: hiddenFields(flow: id, answers: flow, session: session), language: language)
            }
            let html = render(
                session, token: token, banner: shownBanner, showsErrors: showsErrors, decodingProblems: showsErrors ? problems : [:],
                extraHiddenFields: hiddenFields(flow: id, answers: flow, session: session), keepsSecrets: true, answersAreKept: true,
                language: language)
            var response = WebResponse.html(.ok, html, language: language.tag)
            if saysRestarted || offersDraftOnce, let cookie = flow.cookie(path: path, flow: id, configuration: configuration) {
                response.setCookie(cookie)
            }
            return LoggedResponse(response: response)
        }
        let newID = Base64URL.random(byteCount: 12)
        // The flow the address named is gone (two hours later, ended by
        // newer flows, its cookie lost): its draft, when it has one, goes
        // on in a new flow, at the step the person was on. A form opened
        // anew starts a flow of its own, which offers another tab's draft.
        if id != nil, let draft = await drafts?.move(to: newID) {
            let flow = StepFlow(restoring: draft, firstStep: firstStep(of: session), stepCount: session.layout.steps.count, at: Date())
            if let cookie = flow.cookie(path: path, flow: newID, configuration: configuration) {
                var response = WebResponse.seeOther(stepURL(flow: newID, step: flow.step))
                response.setCookie(cookie)
                return LoggedResponse(response: response)
            }
        }
        // A new flow, at its own address. Its cookie waits for its first
        // page to be sent, so that pages opened and left leave none; a
        // flow the address named that is gone starts again, and its
        // first page says so.
        var response = WebResponse.seeOther(stepURL(flow: newID, step: id == nil ? nil : firstStep(of: session)))
        if id != nil {
            var flow = StepFlow(step: firstStep(of: session), at: Date())
            flow.restarted = true
            if let cookie = flow.cookie(path: path, flow: newID, configuration: configuration) { response.setCookie(cookie) }
        }
        return LoggedResponse(response: response)
    }

    // MARK: POST

    /// A page of a form in steps, sent, with the request's session.
    nonisolated(nonsending) func stepSubmission(
        _ submission: SubmittedForm, session: FormSession<Form>, flowCookie: String?, token: String?, drafts: BrowserDrafts?,
        language: WebFormLanguage
    ) async -> LoggedResponse {
        let wording = configuration.wording(in: language)
        let sentAction = HTMLFormAction(value: submission.value(for: HTMLFormAction.key))
        // The buttons of a draft another tab kept, offered: restored, it
        // is this flow's, at the step it was on; discarded, this flow's
        // page is shown again.
        if sentAction == .discardDraft || sentAction == .restoreDraft, let other = submission.value(for: BrowserDrafts.offeredFieldName) {
            guard let drafts, let id = submission.value(for: Self.flowFieldName), StepFlow.isFlowID(id) else { return unknownButton(language) }
            guard sentAction == .restoreDraft else {
                await drafts.discard(other)
                return LoggedResponse(response: WebResponse.seeOther(stepURL(flow: id, step: submission.value(for: Self.stepFieldName).flatMap { Int($0) })))
            }
            guard let draft = await drafts.take(from: other) else { return LoggedResponse(response: WebResponse.seeOther(stepURL(flow: id, step: nil))) }
            let flow = StepFlow(restoring: draft, firstStep: firstStep(of: session), stepCount: session.layout.steps.count, at: Date())
            var response = WebResponse.seeOther(stepURL(flow: id, step: flow.step))
            if let cookie = flow.cookie(path: path, flow: id, configuration: configuration) { response.setCookie(cookie) }
            return LoggedResponse(response: response)
        }
        // Discarding the draft a flow went on from starts the form
        // afresh, whether or not that flow is still there.
        if sentAction == .discardDraft {
            await drafts?.drop()
            var response = WebResponse.seeOther(action)
            if let id = submission.value(for: Self.flowFieldName), StepFlow.isFlowID(id) {
                response.setCookie(StepFlow.clearingCookie(path: path, flow: id, configuration: configuration))
            }
            return LoggedResponse(response: response)
        }
        let (id, shown): (String, Int)
        var flow: StepFlow
        switch postedFlow(of: submission, flowCookie: flowCookie, session: session, language: language) {
        case .opened(let openedID, let opened, let step): (id, flow, shown) = (openedID, opened, step)
        case .refused(let outcome): return outcome
        }
        // A page of a flow already submitted (sent again from the
        // browser's history): the confirmation, nothing sent twice.
        if flow.sent == true { return LoggedResponse(response: WebResponse.seeOther(sentURL)) }
        // What a page showed once is not shown again after this.
        flow.showsProblems = nil
        flow.refusal = nil
        flow.restarted = nil
        await restore(flow, into: session, showing: shown, base: flow.fromDraft == true ? await drafts?.load() : nil)
        // A masked field is never written back into a page: sent empty,
        // it keeps what was typed before (the page says so).
        let (sent, keptSecrets) = keepingSecrets(of: submission, stored: flow.pages[String(shown)]?.pairs ?? [], in: session)
        let decoding = HTMLFormDecoder.decode(sent, into: session, limits: configuration.limits)
        if let refusal = repeatedNameRefusal(decoding, language: language) { return refusal }
        // A review sent after the answers changed elsewhere (another tab
        // of this flow) would send what it did not show: it is shown again,
        // with the answers as they are now, saying so.
        let reviewChanged =
            session.isOnLastStep && (decoding.action == .submit || decoding.action == .nextStep)
            && submission.value(for: Self.answersFieldName).map { $0 != flow.answersDigest(before: shown) } == true
        flow.pages[String(shown)] = SentPage(
            pairs: storedPairs(of: sent) + keptSecrets, files: await keepingFiles(of: sent, kept: flow.pages[String(shown)]?.files ?? [], in: session))
        flow.step = shown

        // Each page answered, and each move, keeps the browser's draft:
        // the answers outlive the flow.
        nonisolated(nonsending) func page(
            _ status: HTTPResponse.Status, showsErrors: Bool = true, asksToStartOver: Bool = false, focusesFocusedRow: Bool = false,
            banner: PageBanner? = nil
        ) async -> LoggedResponse {
            await drafts?.keep(session)
            flow.step = session.stepIndex
            // Answers too long to keep are not kept (the browser keeps
            // the cookie it has), and the page says so where errors are
            // said: in its summary, with "Error:" in its title.
            let cookie = flow.cookie(path: path, flow: id, configuration: configuration)
            var problems = decoding.problems
            if cookie == nil { problems[Self.answersTooLongProblem] = wording.answersTooLong }
            let html = render(
                session, token: token, banner: banner, showsErrors: showsErrors || cookie == nil, decodingProblems: problems,
                asksToStartOver: asksToStartOver,
                focusesFocusedRow: focusesFocusedRow,
                submissionID: pageID(of: submission), extraHiddenFields: hiddenFields(flow: id, answers: flow, session: session), keepsSecrets: true,
                answersAreKept: cookie != nil,
                language: language)
            var response = WebResponse.html(cookie == nil && status.code < 400 ? .unprocessableContent : status, html, language: language.tag)
            if let cookie { response.setCookie(cookie) }
            return LoggedResponse(response: response)
        }
        /// To the step the session shows now, its answers kept (and its
        /// messages, when Continue found answers wrong).
        nonisolated(nonsending) func redirectToShownStep() async -> LoggedResponse {
            var moved = flow
            moved.step = session.stepIndex
            moved.reached = max(flow.reached, moved.step)
            moved.returnsToReview = session.continuesToReview
            guard let cookie = moved.cookie(path: path, flow: id, configuration: configuration) else {
                // More than the browser would keep: a redirect would lose
                // the answers without a word. This step stays, as sent.
                if session.stepIndex != shown {
                    session.restoreStep(shown, returningToReview: flow.returnsToReview)
                    session.focusFirst()
                }
                return await page(.unprocessableContent, showsErrors: moved.showsProblems == true || moved.refusal != nil)
            }
            await drafts?.keep(session)
            flow = moved
            var response = WebResponse.seeOther(stepURL(flow: id, step: flow.step))
            response.setCookie(cookie)
            return LoggedResponse(response: response)
        }
        if decoding.groupEdit == .notAGroup { return unknownButton(language) }
        switch decoding.action {
        case .unknown:
            return unknownButton(language)
        case .cancel:
            // Left on purpose: what was typed is let go.
            await drafts?.drop()
            var response = WebResponse.seeOther(options.cancelURL)
            response.setCookie(StepFlow.clearingCookie(path: path, flow: id, configuration: configuration))
            return LoggedResponse(response: response)
        case .refresh:
            return LoggedResponse(response: WebResponse.html(.ok, renderer.renderDerivedRows(session), language: language.tag))
        case .discardDraft, .restoreDraft:
            return unknownButton(language)
        case .language(let tag):
            // The step again, at its address, in the language chosen
            // (which the browser keeps), with what it holds.
            guard let chosen = configuration.languages.language(tagged: tag) else { return unknownButton(language) }
            var outcome = await redirectToShownStep()
            outcome.response.setCookie(languageCookie(chosen))
            return outcome
        case .saveDraft:
            // The live script's background save: the step's answers as
            // they are, in the draft; nothing is checked. The flow's cookie
            // is left as it is: a save landing after a Continue would put
            // the flow back where it was.
            guard let drafts else { return unknownButton(language) }
            await drafts.keep(session)
            return LoggedResponse(response: WebFormResponse(status: .noContent))
        case .add, .remove, .move:
            return await page(.ok, showsErrors: false, focusesFocusedRow: true)
        case .activate:
            // The review's Change goes to its step; another button acts
            // on this one.
            return session.stepIndex == shown ? await page(.ok, showsErrors: false) : await redirectToShownStep()
        case .reset:
            guard !session.controller.isDirty else { return await page(.ok, showsErrors: false, asksToStartOver: true) }
            await drafts?.drop()
            return startAgain(flow: id)
        case .confirmReset:
            await drafts?.drop()
            return startAgain(flow: id)
        case .previousStep:
            session.goBackAStep()
            return await redirectToShownStep()
        case .nextStep, .submit:
            break
        }
        if reviewChanged { return await page(.conflict, showsErrors: false, banner: PageBanner(kind: .problem, message: wording.answersChanged)) }
        // A value that could not be taken (a choice not offered) stays on
        // its step with its message: going on would go on with another.
        if !decoding.problems.isEmpty {
            _ = session.controller.validate()
            return await page(.unprocessableContent)
        }
        if !session.isOnLastStep {
            switch await session.continueToNextStep() {
            case .moved: return await redirectToShownStep()
            case .invalid:
                flow.showsProblems = true
                return await redirectToShownStep()
            case .lastStep: return await page(.unprocessableContent)
            }
        }
        switch await session.submit() {
        case .submitted(let output):
            await drafts?.drop()
            for page in flow.pages.values {
                for file in page.files ?? [] where file.count == 2 {
                    do { try await stepFiles.forget(file[1]) } catch {
                        log.error("A submitted form's file could not be removed from the shared state: \(error)")
                    }
                }
            }
            // To the result page, or this form's confirmation; the flow
            // keeps no answer, only that it was sent, so that its pages
            // lead there too.
            var (outcome, isStandard) = await nextPage(after: output, of: session, standardLocation: options.resultPath ?? sentURL, language: language)
            var sentFlow = StepFlow(step: flow.step, at: Date(timeIntervalSince1970: flow.created))
            sentFlow.sent = true
            if isStandard, options.resultPath == nil, let cookie = sentFlow.cookie(path: path, flow: id, configuration: configuration) {
                outcome.response.setCookie(cookie)
            } else {
                outcome.response.setCookie(StepFlow.clearingCookie(path: path, flow: id, configuration: configuration))
            }
            return outcome
        case .invalid:
            // To the step of the first wrong field, which the session
            // shows, with what was refused: a page answered to the POST
            // would ask to be sent again on the browser's Back.
            if case .failure(let error) = session.controller.state, case .invalid(let errors) = error as? ValidationError {
                flow.refusal = errors
            } else {
                flow.showsProblems = true
            }
            return await redirectToShownStep()
        case .unavailable:
            return await page(.unprocessableContent)
        case .failed(let message):
            var outcome = await page(.internalServerError, showsErrors: false)
            outcome.failure = "The form's submit() threw: \(message)"
            return outcome
        case .cancelled:
            var outcome = await page(.internalServerError, showsErrors: false)
            outcome.failure = "The submission was cancelled"
            return outcome
        }
    }

    // MARK: JSON

    /// Where a JSON client is in a form in steps, after a move.
    private struct StepAnswer: Encodable {
        /// The flow's id, to send back as `_fk_flow` with its cookie.
        var flow: String
        /// The step shown now, to send back as `_fk_step`.
        var step: Int
        /// The step's title.
        var title: String
        /// "Step 2 of 3: About you".
        var progress: String
    }

    /// A JSON client's step of a form in steps, or `nil` for a whole form
    /// at once (a body that names no flow and asks for no move). A body
    /// with `"_fk_action": "continue"` and no flow starts one at the first
    /// step; with `"_fk_flow"`, `"_fk_step"` (and the flow's cookie) it
    /// goes on: continue, back, or submit from the last step. Each answer
    /// says where the client is (or what is wrong, 422) and sets the
    /// flow's cookie.
    nonisolated(nonsending) func jsonStep(_ body: [UInt8], session: FormSession<Form>, flowCookie: String?, language: WebFormLanguage) async -> LoggedResponse?
    {
        guard session.hasSteps else { return nil }
        // Decoded once for the three members a step's body names.
        let members = JSONValue.members(of: body, limits: configuration.limits)
        let flowID = StepFlow.jsonMember(Self.flowFieldName, in: members)
        let action = HTMLFormAction(value: StepFlow.jsonMember(HTMLFormAction.key, in: members))
        guard flowID != nil || action == .nextStep || action == .previousStep else { return nil }
        let wording = configuration.wording(in: language)
        let id: String
        var flow: StepFlow
        let shown: Int
        if let flowID {
            // Well-formed JSON naming a flow (or below, a step) the server
            // cannot take: a refusal of what was said, not of how (422).
            guard StepFlow.isFlowID(flowID), let flowCookie,
                let opened = StepFlow.open(flowCookie, path: path, flow: flowID, key: configuration.signingKey, at: Date())
            else { return LoggedResponse(response: WebResponse.jsonError(.unprocessableContent, wording.flowExpired, language: language.tag)) }
            guard let step = StepFlow.jsonMember(Self.stepFieldName, in: members).flatMap({ Int($0) }), step >= 0,
                step <= opened.reached,
                session.layout.steps.indices.contains(step)
            else {
                let message = "Send \(Self.stepFieldName) with the step the last answer gave (at most \(opened.reached))."
                return LoggedResponse(response: WebResponse.jsonError(.unprocessableContent, message, language: language.tag))
            }
            (id, flow, shown) = (flowID, opened, step)
            await restore(flow, into: session, showing: shown)
        } else {
            session.appear()
            (id, flow, shown) = (Base64URL.random(byteCount: 12), StepFlow(step: session.stepIndex, at: Date()), session.stepIndex)
        }
        let decoding: HTMLFormDecoding
        do throws(SubmittedFormError) {
            decoding = try HTMLFormDecoder.decode(json: body, into: session, limits: configuration.limits)
        } catch {
            return LoggedResponse(response: unreadable(error, format: .json, language: language))
        }
        flow.pages[String(shown)] = SentPage(json: String(decoding: body, as: UTF8.self))

        func answer(_ status: HTTPResponse.Status, _ json: Data) -> LoggedResponse {
            flow.step = session.stepIndex
            flow.reached = max(flow.reached, flow.step)
            flow.returnsToReview = session.continuesToReview
            // Answers too long to keep: the client keeps the cookie it has.
            guard let cookie = flow.cookie(path: path, flow: id, configuration: configuration) else {
                return LoggedResponse(response: WebResponse.jsonError(.unprocessableContent, wording.answersTooLong, language: language.tag))
            }
            var response = WebResponse.json(status, json, language: language.tag)
            response.setCookie(cookie)
            return LoggedResponse(response: response)
        }
        func currentStep() -> LoggedResponse {
            let progress = session.stepProgress
            let step = StepAnswer(flow: id, step: session.stepIndex, title: progress?.title ?? "", progress: progress?.text ?? "")
            return answer(.ok, JSONAnswers.encode(step))
        }
        func problems(formErrors: [String] = []) -> LoggedResponse {
            answer(.unprocessableContent, JSONAnswers.encode(SubmissionProblems(session: session, decodingProblems: decoding.problems, formErrors: formErrors)))
        }
        switch decoding.action {
        case .previousStep:
            session.goBackAStep()
            return currentStep()
        case .nextStep, .submit:
            break
        case .cancel, .reset, .confirmReset, .activate, .add, .remove, .move, .refresh, .discardDraft, .restoreDraft, .saveDraft, .language, .unknown:
            let message = "A JSON body in a form in steps can continue, go back or submit: set \(HTMLFormAction.key) to \"continue\", \"back\" or \"submit\"."
            return LoggedResponse(response: WebResponse.jsonError(.badRequest, message, language: language.tag))
        }
        if !decoding.problems.isEmpty {
            _ = session.controller.validate()
            return problems()
        }
        if !session.isOnLastStep {
            switch await session.continueToNextStep() {
            case .moved: return currentStep()
            case .invalid, .lastStep: return problems()
            }
        }
        var outcome = await jsonAnswer(to: await session.submit(), problems: { problems(formErrors: $0) }, language: language)
        // Submitted (whatever it answered): the flow ends.
        if outcome.submitted {
            outcome.response.setCookie(StepFlow.clearingCookie(path: path, flow: id, configuration: configuration))
        }
        return outcome
    }

    /// A step sent with an expired token: the step again, in its flow, with
    /// the answers as sent and `banner`; nothing is submitted and the flow's
    /// cookie stays as it was (403), but the answers are the browser's
    /// draft. A flow that is gone says so (400).
    nonisolated(nonsending) func expiredStepPage(
        _ session: FormSession<Form>, submission: SubmittedForm, flowCookie: String?, token: String?, banner: PageBanner,
        drafts: BrowserDrafts?, language: WebFormLanguage
    ) async -> LoggedResponse {
        let (id, flow, shown): (String, StepFlow, Int)
        switch postedFlow(of: submission, flowCookie: flowCookie, session: session, language: language) {
        case .opened(let openedID, let opened, let step): (id, flow, shown) = (openedID, opened, step)
        case .refused(let outcome): return outcome
        }
        await restore(flow, into: session, showing: shown, base: flow.fromDraft == true ? await drafts?.load() : nil)
        let decoding = HTMLFormDecoder.decode(submission, into: session, limits: configuration.limits)
        // The page sent, whatever its button would have done; nothing typed
        // is lost, so it is the browser's draft too.
        session.restoreStep(shown, returningToReview: flow.returnsToReview)
        await drafts?.keep(session)
        // The passwords sent with the refused page were not kept (the
        // flow's cookie stays as it was): the page asks for them again.
        let html = render(
            session, token: token, banner: banner, decodingProblems: decoding.problems, submissionID: pageID(of: submission),
            extraHiddenFields: hiddenFields(flow: id, answers: flow, session: session), keepsSecrets: false, language: language)
        return LoggedResponse(response: WebResponse.html(.forbidden, html, language: language.tag))
    }

    // MARK: Shared

    /// The flow a posted page names, opened from its cookie, and the step
    /// the page shows; or the answer when there is none.
    private enum PostedFlow {
        case opened(id: String, flow: StepFlow, step: Int)
        case refused(LoggedResponse)
    }

    /// Opens the flow a page was posted in: a flow that is gone is a 400
    /// that says so; a step it has not reached (the page says which step
    /// it shows) cannot be sent.
    private func postedFlow(
        of submission: SubmittedForm, flowCookie: String?, session: FormSession<Form>, language: WebFormLanguage
    ) -> PostedFlow {
        let wording = configuration.wording(in: language)
        let shown = submission.value(for: Self.stepFieldName).flatMap { Int($0) }
        // A flow without a cookie is new when its first page is sent.
        guard let id = submission.value(for: Self.flowFieldName), StepFlow.isFlowID(id),
            let flow = flowCookie.flatMap({ StepFlow.open($0, path: path, flow: id, key: configuration.signingKey, at: Date()) })
                ?? (flowCookie == nil && shown == firstStep(of: session) ? StepFlow(step: firstStep(of: session), at: Date()) : nil)
        else {
            return .refused(LoggedResponse(response: notice(.badRequest, title: wording.flowExpiredTitle, message: wording.flowExpired, language: language)))
        }
        guard let shown, shown >= 0, shown <= flow.reached, session.layout.steps.indices.contains(shown)
        else { return .refused(unknownButton(language)) }
        return .opened(id: id, flow: flow, step: shown)
    }

    /// Puts back what the browser's draft holds of the step shown beyond
    /// its answers sent, when the draft was saved in the flow `id` (another
    /// tab's flow keeps its own): whether anything changed.
    private func takeBackTyping(of draft: FormDraft?, flow id: String, into session: FormSession<Form>) -> Bool {
        guard let draft, draft.origin == id else { return false }
        return session.restoreShownStep(from: draft)
    }

    /// The first step the answers of a new form call for.
    private func firstStep(of session: FormSession<Form>) -> Int {
        session.shownSteps.first ?? 0
    }

    /// Whether any step of the form has a masked field (a password), which
    /// a draft never keeps.
    static func hasMaskedRows(_ session: FormSession<Form>) -> Bool {
        session.layout.sections.contains { section in
            section.items.contains { item in
                guard case .row(let row) = item else { return false }
                return row.control.textEntry?.isSecure == true
            }
        }
    }

    /// A page's own hidden fields: its flow and the step it shows.
    private func hiddenFields(flow id: String, answers flow: StepFlow, session: FormSession<Form>) -> [(name: String, value: String)] {
        var fields = [(name: Self.flowFieldName, value: id), (name: Self.stepFieldName, value: String(session.stepIndex))]
        // The last step (a review) says which answers it showed, so that
        // what it sends is what it showed.
        if session.isOnLastStep { fields.append((Self.answersFieldName, flow.answersDigest(before: session.stepIndex))) }
        return fields
    }

    /// Applies each step's answers as they were last sent, in step order,
    /// then shows `step`; answers the problems of its answers that could
    /// not be applied (a choice not offered).
    @discardableResult
    nonisolated(nonsending) func restore(_ flow: StepFlow, into session: FormSession<Form>, showing step: Int, base: FormDraft? = nil) async -> [String: String]
    {
        var problems: [String: String] = [:]
        if flow.fromDraft == true, var draft = base {
            // The steps the draft saw count as seen, as pages sent would.
            for seen in draft.seenSteps ?? [] where session.layout.steps.indices.contains(seen) {
                session.restoreStep(seen, returningToReview: false)
            }
            draft.step = nil
            session.restore(draft)
        }
        for (key, page) in flow.pages.compactMap({ key, page in Int(key).map { ($0, page) } }).sorted(by: { $0.0 < $1.0 }) {
            guard session.layout.steps.indices.contains(key) else { continue }
            session.restoreStep(key, returningToReview: false)
            if let pairs = page.pairs,
                // A step's answers were within the limits when sent; ones that no longer are stay unanswered.
                let form = try? SubmittedForm(pairs: pairs.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }, files: [])
            {
                let decoding = HTMLFormDecoder.decode(form, into: session, limits: configuration.limits)
                if key == step { problems = decoding.problems }
            }
            // A step's answers were read when sent; ones that no longer are stay unanswered.
            if let json = page.json { _ = try? HTMLFormDecoder.decode(json: Array(json.utf8), into: session, limits: configuration.limits) }
            await restoreFiles(page.files ?? [], into: session)
        }
        session.restoreStep(step, returningToReview: flow.returnsToReview)
        return problems
    }

    /// The files of the step shown: each one sent kept in the file store
    /// under a new key, and for a file input left empty, the file kept
    /// before; as field names and keys.
    nonisolated(nonsending) private func keepingFiles(
        of submission: SubmittedForm, kept: [[String]], in session: FormSession<Form>
    ) async -> [[String]]? {
        let names = fileRowNames(in: session)
        guard !names.isEmpty else { return nil }
        var files = kept.filter { $0.count == 2 && names.keys.contains($0[0]) }
        for (name, file) in submission.files where names.keys.contains(name) {
            let key = Base64URL.random(byteCount: 16)
            do {
                try await stepFiles.keep(file, as: key)
            } catch {
                // The file is asked for again on the last step, as one that
                // was never sent.
                log.error("A file of a form in steps could not be kept in the shared state: \(error)")
                continue
            }
            files.removeAll { $0[0] == name }
            files.append([name, key])
        }
        return files
    }

    /// The step's files, from the file store, into the session's file rows.
    nonisolated(nonsending) private func restoreFiles(_ files: [[String]], into session: FormSession<Form>) async {
        guard !files.isEmpty else { return }
        let rows = fileRowNames(in: session)
        for entry in files where entry.count == 2 {
            guard let row = rows[entry[0]] else { continue }
            do {
                guard let file = try await stepFiles.file(entry[1]) else { continue }
                session.setFile(file, for: row)
            } catch {
                log.error("A file of a form in steps could not be read from the shared state: \(error)")
            }
        }
    }

    /// Where the files of forms in steps wait for their last step.
    var stepFiles: StepFiles {
        StepFiles(state: SealedState(store: configuration.sharedState, key: configuration.signingKey))
    }

    /// The file rows of the step shown, by their field names.
    private func fileRowNames(in session: FormSession<Form>) -> [String: PartialKeyPath<Form>] {
        let outline = session.outline
        let version = session.structureVersion
        var names: [String: PartialKeyPath<Form>] = [:]
        for section in session.layout.steps[session.stepIndex].sections {
            for index in session.outlineRange(ofSection: section) where outline[index].row.control.isFile {
                names[session.htmlName(ofRowAt: index, in: outline, version: version)] = outline[index].id
            }
        }
        return names
    }

    /// `submission` without the masked fields of the step shown that came
    /// back empty while a value was kept for them, and those kept values.
    private func keepingSecrets(
        of submission: SubmittedForm, stored: [[String]], in session: FormSession<Form>
    ) -> (SubmittedForm, kept: [[String]]) {
        let outline = session.outline
        let version = session.structureVersion
        var secrets: Set<String> = []
        for section in session.layout.steps[session.stepIndex].sections {
            for index in session.outlineRange(ofSection: section) where outline[index].row.control.textEntry?.isSecure == true {
                secrets.insert(session.htmlName(ofRowAt: index, in: outline, version: version))
            }
        }
        let kept = stored.filter { $0.count == 2 && secrets.contains($0[0]) && !$0[1].isEmpty && submission.value(for: $0[0])?.isEmpty != false }
        guard !kept.isEmpty else { return (submission, []) }
        let keptNames = Set(kept.map { $0[0] })
        let pairs = submission.pairs.filter { !keptNames.contains($0.name) }
        // The pairs were within the limits when read; fewer of them still are.
        guard let form = try? SubmittedForm(pairs: pairs, files: submission.files.map { ($0.key, $0.value) }, limits: configuration.limits)
        else { return (submission, []) }
        return (form, kept)
    }

    /// The pairs of a step's page to keep: its fields, without the page's
    /// own hidden fields and the button that sent it.
    private func storedPairs(of submission: SubmittedForm) -> [[String]] {
        let pageOwn: Set<String> = [
            configuration.csrfFieldName, configuration.submissionFieldName, HTMLFormAction.key, Self.flowFieldName, Self.stepFieldName,
        ]
        return submission.pairs.filter { !pageOwn.contains($0.name) }.map { [$0.name, $0.value] }
    }

    /// Starting over: the flow ends, and the form's first page starts a
    /// new one.
    private func startAgain(flow id: String) -> LoggedResponse {
        var response = WebResponse.seeOther(action)
        response.setCookie(StepFlow.clearingCookie(path: path, flow: id, configuration: configuration))
        return LoggedResponse(response: response)
    }
}
