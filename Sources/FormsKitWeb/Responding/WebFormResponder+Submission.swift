import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import HTTPTypes

extension WebFormResponder {
    /// The name under which a problem about the whole submission (Submit
    /// unavailable) is given to the renderer: no field has it, so it leads
    /// the error summary.
    static var formProblemKey: String { "_fk_form" }

    // MARK: POST

    /// Whether the sender of `request` reads JSON rather than a page: it
    /// sent a JSON type (`application/vnd.api+json`, JSON with another
    /// charset) or accepts JSON and not HTML.
    static func expectsJSON(_ request: WebFormRequest) -> Bool {
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        if contentType.contains("json") { return true }
        let accept = request.headers[values: .accept].joined(separator: ",").lowercased()
        return accept.contains("json") && !accept.contains("text/html")
    }

    /// A submission: checked (format, origin, size, CSRF token), decoded
    /// into a fresh session, and acted on.
    nonisolated(nonsending) func submission(_ request: WebFormRequest) async -> WebFormResponse {
        let language = language(of: request)
        return await language.speaking { await submission(request, language: language) }
    }

    nonisolated(nonsending) private func submission(_ request: WebFormRequest, language: WebFormLanguage) async -> WebFormResponse {
        let wording = configuration.wording(in: language)
        let format = SubmissionFormat(contentType: request.headers[.contentType])
        if format == .unsupported {
            // A program that reads JSON (a `+json` type, or one it accepts)
            // is answered in JSON, as a JSON submission is.
            if Self.expectsJSON(request) { return WebResponse.jsonError(.unsupportedMediaType, wording.unsupportedFormat, language: language.tag) }
            return notice(.unsupportedMediaType, title: wording.badRequestTitle, message: wording.unsupportedFormat, language: language)
        }
        if let refusal = configuration.originCheck.refusal(of: request) {
            log.notice("Form \(path) refused a cross-site request: \(refusal)")
            return format == .json
                ? WebResponse.jsonError(.forbidden, wording.crossSite, language: language.tag)
                : notice(.forbidden, title: wording.refusedTitle, message: wording.crossSite, language: language)
        }
        if format != .json, configuration.requiresCSRFToken, request.cookies[configuration.csrfCookieName]?.isEmpty ?? true {
            // No token can be valid without the cookie it is signed for:
            // refused before the body is read, however large.
            return missingCookie(language: language)
        }
        if format == .multipart {
            return await multipartSubmission(request, language: language)
        }
        let bytes: [UInt8]
        do {
            switch try await RequestBodyReading.read(request, limit: configuration.limits.maximumBodySize) {
            case .bytes(let read): bytes = read
            case .tooLarge(let size):
                return unreadable(.bodyTooLarge(size: size, limit: configuration.limits.maximumBodySize), format: format, language: language)
            }
        } catch {
            log.notice("Form \(path) could not read a request body: \(error)")
            return format == .json
                ? WebResponse.jsonError(.badRequest, wording.incompleteBody, language: language.tag)
                : notice(.badRequest, title: wording.badRequestTitle, message: wording.incompleteBody, language: language)
        }
        if format == .json {
            // A JSON client going through a form in steps one step at a time
            // names its flow, and sends the flow's cookie.
            let flowCookie = await sealedFlow(
                inCookie: StepFlow.jsonMember("_fk_flow", of: bytes, limits: configuration.limits).flatMap { id in
                    StepFlow.isFlowID(id) ? request.cookies[StepFlow.cookieName(flow: id)] : nil
                })
            switch IdempotencyKey.reading(request, body: bytes, path: path) {
            case .none:
                return finish(await jsonSubmission(bytes, flowCookie: flowCookie, language: language), browser: nil)
            case .malformed:
                let message = "Send one Idempotency-Key of 1 to \(IdempotencyKey.maximumLength) visible ASCII characters, such as a UUID."
                return WebResponse.jsonError(.badRequest, message, language: language.tag)
            case .key(let key):
                return await idempotentSubmission(bytes, key: key, flowCookie: flowCookie, language: language)
            }
        }
        let submission: SubmittedForm
        do throws(SubmittedFormError) {
            submission = try SubmittedForm(parsing: bytes, limits: configuration.limits)
        } catch {
            log.notice("Form \(path) could not read a request body: \(error)")
            return unreadable(error, format: format, language: language)
        }
        return await browserSubmission(submission, request: request, language: language)
    }

    /// The limits of a page with files: the configured ones, with room in
    /// the body for each file as large as its field's rule allows
    /// (`.maxFileSize`), so that the rule is the one limit a person meets: a
    /// file within it is taken, and one over it gets the rule's message with
    /// the other answers kept, up to the body's room for it.
    nonisolated(nonsending) private func uploadLimits() async -> SubmittedFormLimits {
        var limits = configuration.limits
        limits.maximumBodySize += await uploadAllowance.bytes {
            // A session the request cannot have gets no upload allowance; the request is refused where the session is made.
            guard let session = try? await makeSession() else { return nil }
            var bytes = 0
            for entry in session.outline {
                guard case .file = entry.row.control, let field = entry.row.field else { continue }
                for check in session.controller.clientChecks(for: field) {
                    if case .maximumFileSize(let most) = check.kind { bytes += most }
                }
            }
            return bytes
        }
        return limits
    }

    /// A `multipart/form-data` submission: read as it streams in, within
    /// the same limits, then as any browser's form.
    nonisolated(nonsending) private func multipartSubmission(_ request: WebFormRequest, language: WebFormLanguage) async -> WebFormResponse {
        let wording = configuration.wording(in: language)
        let boundary: String
        switch MultipartFormReading.boundary(ofContentType: request.headers[.contentType] ?? "") {
        case .success(let found): boundary = found
        case .failure(let error):
            log.notice("Form \(path) could not read a multipart body: \(error)")
            return notice(.badRequest, title: wording.badRequestTitle, message: damaged(language), language: language)
        }
        // Pages write the CSRF token first, so a browser sends it as the
        // first part: a body whose first part is not a token that can pass
        // is refused there, without reading (and parsing) the rest.
        let cookie = request.cookies[configuration.csrfCookieName]
        let acceptsFirstPart: ((String, String?) -> Bool)? =
            configuration.requiresCSRFToken
            ? { [configuration] name, value in
                guard name == configuration.csrfFieldName else { return false }
                switch configuration.csrfTokens.check(token: value, cookie: cookie) {
                case .valid, .expired: return true
                case .missingCookie, .missingToken, .invalid: return false
                }
            } : nil
        let submission: SubmittedForm
        let limits = await uploadLimits()
        do {
            switch try await MultipartFormReading.read(request, boundary: boundary, limits: limits, acceptsFirstPart: acceptsFirstPart) {
            case .form(let form): submission = form
            case .refusedFirstPart:
                log.notice("Form \(path) refused a multipart post whose first part is not a valid CSRF token")
                return notice(.forbidden, title: wording.refusedTitle, message: wording.invalidToken, language: language)
            case .tooLarge(let size):
                return unreadable(.bodyTooLarge(size: size, limit: limits.maximumBodySize), format: .multipart, language: language)
            case .unreadable(let error):
                log.notice("Form \(path) could not read a multipart body: \(error)")
                return unreadable(error, format: .multipart, language: language)
            case .malformed(let error):
                log.notice("Form \(path) could not read a multipart body: \(error)")
                // A body cut short is most likely a dropped connection.
                let message = error == .truncated ? wording.incompleteBody : damaged(language)
                return notice(.badRequest, title: wording.badRequestTitle, message: message, language: language)
            }
        } catch {
            log.notice("Form \(path) could not read a request body: \(error)")
            return notice(.badRequest, title: wording.badRequestTitle, message: wording.incompleteBody, language: language)
        }
        return await browserSubmission(submission, request: request, language: language)
    }

    /// A browser's form, read: its CSRF token checked, then decoded and
    /// acted on.
    nonisolated(nonsending) private func browserSubmission(
        _ submission: SubmittedForm, request: WebFormRequest, language: WebFormLanguage
    ) async -> WebFormResponse {
        // A button of the page's list of languages: the answer is in that
        // language.
        if case .language(let tag) = HTMLFormAction(value: submission.value(for: HTMLFormAction.key)),
            let chosen = configuration.languages.language(tagged: tag), chosen.tag != language.tag
        {
            return await chosen.speaking { await browserSubmission(submission, request: request, language: chosen) }
        }
        let wording = configuration.wording(in: language)
        let browser = BrowserCookie(request: request, configuration: configuration)
        var banner: PageBanner?
        if configuration.requiresCSRFToken {
            let check = configuration.csrfTokens.check(
                token: submission.value(for: configuration.csrfFieldName), cookie: request.cookies[configuration.csrfCookieName])
            switch check {
            case .valid:
                break
            case .expired:
                banner = PageBanner(kind: .problem, message: wording.expiredToken)
            case .missingCookie:
                return missingCookie(language: language)
            case .missingToken, .invalid:
                log.notice("Form \(path) refused a post whose CSRF token is \(check == .invalid ? "invalid" : "missing")")
                return notice(.forbidden, title: wording.refusedTitle, message: wording.invalidToken, language: language)
            }
        }
        let token = configuration.requiresCSRFToken ? configuration.csrfTokens.token(forCookie: browser.value) : nil
        // The tab a page comes from: its flow, or the tab of a form shown
        // whole.
        let drafts = BrowserDrafts(
            request: request, path: path,
            tab: submission.value(for: Self.flowFieldName) ?? submission.value(for: BrowserDrafts.tabFieldName), configuration: configuration,
            log: log)
        // A form in steps carries its earlier answers in a cookie of the
        // flow the page names.
        let flowCookie = await sealedFlow(
            inCookie: submission.value(for: Self.flowFieldName).flatMap { id in
                StepFlow.isFlowID(id) ? request.cookies[StepFlow.cookieName(flow: id)] : nil
            })
        if let banner {
            return finish(
                await expiredPage(submission, flowCookie: flowCookie, token: token, banner: banner, drafts: drafts, language: language),
                browser: browser, drafts: drafts)
        }
        // A page submitted twice (a double click) is submitted once: the
        // second sending gets the first one's answer. A flow, whose last
        // step submits, is submitted once whatever page sends it (its
        // cookie as it was, saved and sent again, would otherwise submit
        // it again). Other buttons edit the page and may be pressed again.
        if let once = submissionKey(of: submission) {
            let wording = configuration.wording(in: language)
            return await submissions.once(
                id: SubmissionLedger.pageID(browser: browser.value, page: once),
                state: SealedState(store: configuration.sharedState, key: configuration.signingKey), log: log,
                stillSending: { notice(.conflict, title: wording.stillSendingTitle, message: wording.stillSending, language: language) },
                submit: {
                    let outcome = await pageSubmission(submission, flowCookie: flowCookie, token: token, drafts: drafts, language: language)
                    return (finish(outcome, browser: browser, drafts: drafts), outcome.submitted)
                })
        }
        return finish(
            await pageSubmission(submission, flowCookie: flowCookie, token: token, drafts: drafts, language: language), browser: browser, drafts: drafts)
    }

    /// What a sending that may submit is submitted once under: the flow of
    /// a form in steps (Continue on its last step submits too), or the
    /// page; `nil` for a button that only edits the page.
    private func submissionKey(of submission: SubmittedForm) -> String? {
        let action = HTMLFormAction(value: submission.value(for: HTMLFormAction.key))
        if let flow = submission.value(for: Self.flowFieldName), StepFlow.isFlowID(flow) {
            return action == .submit || action == .nextStep ? "flow " + flow : nil
        }
        guard action == .submit, let page = submission.value(for: configuration.submissionFieldName), !page.isEmpty, page.utf8.count <= 64
        else { return nil }
        return "page " + page
    }

    /// A page's submission: a step of a form in steps, or a whole form.
    nonisolated(nonsending) private func pageSubmission(
        _ submission: SubmittedForm, flowCookie: String?, token: String?, drafts: BrowserDrafts?, language: WebFormLanguage
    ) async -> LoggedResponse {
        // One session for the request, whether the form has steps or not.
        let session: FormSession<Form>
        do { session = try await makeSession() } catch { return sessionFailure(error, language: language) }
        if session.hasSteps {
            return await stepSubmission(submission, session: session, flowCookie: flowCookie, token: token, drafts: drafts, language: language)
        }
        return await formSubmission(submission, session: session, token: token, drafts: drafts, language: language)
    }

    /// The id of the page `submission` was sent from, or a new one for a
    /// sending without it.
    func pageID(of submission: SubmittedForm) -> String {
        // Ids are the server's own 22 characters; anything else is replaced.
        submission.value(for: configuration.submissionFieldName).flatMap { $0.isEmpty || $0.utf8.count > 64 ? nil : $0 }
            ?? Base64URL.random(byteCount: 16)
    }

    /// 403 for a browser's post without the CSRF cookie: the page says how
    /// to send the form again.
    private func missingCookie(language: WebFormLanguage) -> WebFormResponse {
        log.notice("Form \(path) refused a post without the CSRF cookie")
        let wording = configuration.wording(in: language)
        return notice(.forbidden, title: wording.refusedTitle, message: wording.missingCookie, language: language)
    }

    /// 400 (413 for a body too large) with what was wrong: a short page, or
    /// `{"error": …}` for JSON.
    func unreadable(_ error: SubmittedFormError, format: SubmissionFormat, language: WebFormLanguage) -> WebFormResponse {
        let status: HTTPResponse.Status
        if case .bodyTooLarge = error { status = .contentTooLarge } else { status = .badRequest }
        // A program is told how to send it, not the server's settings.
        if format == .json { return WebResponse.jsonError(status, error.senderMessage, language: language.tag) }
        // A person in a browser is told what they can do, not the server's
        // limits; what a browser never sends (a name of 300 bytes, a bad
        // escape) is also said exactly, for whoever made the request.
        let detail: String?
        switch error {
        case .nameTooLong, .malformedPercentEncoding, .nameTooDeep, .invalidUTF8, .repeatedName, .invalidJSON: detail = error.senderMessage
        case .bodyTooLarge, .tooManyPairs, .valueTooLong, .indexTooLarge: detail = nil
        }
        return notice(status, title: configuration.wording(in: language).badRequestTitle, message: error.personMessage, detail: detail, language: language)
    }

    // MARK: HTML forms

    /// A form whose token expired: shown again with every value as sent, a
    /// new token and a message; nothing is submitted (403). A form in steps
    /// shows the step that was sent, in its flow.
    nonisolated(nonsending) private func expiredPage(
        _ submission: SubmittedForm, flowCookie: String?, token: String?, banner: PageBanner, drafts: BrowserDrafts?,
        language: WebFormLanguage
    ) async -> LoggedResponse {
        let session: FormSession<Form>
        do { session = try await makeSession() } catch { return sessionFailure(error, language: language) }
        if session.hasSteps {
            return await expiredStepPage(
                session, submission: submission, flowCookie: flowCookie, token: token, banner: banner, drafts: drafts, language: language)
        }
        let saved = savedValuesField(of: session)
        _ = HTMLFormDecoder.decode(submission, into: session, limits: configuration.limits)
        // Nothing is submitted, and nothing typed is lost: the answers
        // as sent are the browser's draft too.
        await drafts?.keep(session)
        let html = render(
            session, token: token, banner: banner, submissionID: pageID(of: submission), extraHiddenFields: saved + tabField(drafts, of: session),
            language: language)
        return LoggedResponse(response: WebResponse.html(.forbidden, html, language: language.tag))
    }

    /// A browser's form: decoded, then the button that sent it is applied.
    nonisolated(nonsending) private func formSubmission(
        _ submission: SubmittedForm, session: FormSession<Form>, token: String?, drafts: BrowserDrafts?, language: WebFormLanguage
    ) async -> LoggedResponse {
        // Read before the submission is applied: the session holds the
        // values saved now.
        let savedCheck = session.hasSteps ? nil : SavedValuesCheck(savedIn: session)
        let saved = savedCheck.map(savedValuesField) ?? []
        let decoding = HTMLFormDecoder.decode(submission, into: session, limits: configuration.limits)
        if let refusal = repeatedNameRefusal(decoding, language: language) { return refusal }
        func page(
            _ status: HTTPResponse.Status, showsErrors: Bool = true, problems: [String: String] = decoding.problems, banner: PageBanner? = nil,
            asksToStartOver: Bool = false, focusesFocusedRow: Bool = false
        ) -> LoggedResponse {
            let html = render(
                session, token: token, banner: banner, showsErrors: showsErrors, decodingProblems: problems, asksToStartOver: asksToStartOver,
                focusesFocusedRow: focusesFocusedRow, submissionID: pageID(of: submission), extraHiddenFields: saved + tabField(drafts, of: session),
                language: language)
            return LoggedResponse(response: WebResponse.html(status, html, language: language.tag))
        }
        // A button the page does not have, or an element it does not
        // show: an altered or out-of-date page, answered without a
        // change rather than taken for a submission.
        if decoding.groupEdit == .notAGroup { return unknownButton(language) }
        switch decoding.action {
        case .unknown:
            return unknownButton(language)
        case .cancel:
            // Left on purpose: what was typed is let go.
            await drafts?.drop()
            return LoggedResponse(response: WebResponse.seeOther(options.cancelURL))
        case .discardDraft:
            // The page's own draft, or the one it offers from another tab;
            // either way the tab goes on, fresh.
            if let other = submission.value(for: BrowserDrafts.offeredFieldName) {
                await drafts?.discard(other)
            } else {
                await drafts?.drop()
            }
            return LoggedResponse(response: WebResponse.seeOther(tabURL(drafts)))
        case .restoreDraft:
            // The draft another tab kept, offered, is this tab's now: its
            // page shows it, with the notice that it is back.
            guard let drafts, let other = submission.value(for: BrowserDrafts.offeredFieldName) else { return unknownButton(language) }
            _ = await drafts.take(from: other)
            return LoggedResponse(response: WebResponse.seeOther(tabURL(drafts)))
        case .saveDraft:
            // The live script's background save: one small request,
            // answered with nothing.
            guard drafts != nil else { return unknownButton(language) }
            await drafts?.keep(session)
            return LoggedResponse(response: WebFormResponse(status: .noContent))
        case .add, .remove, .move:
            // Editing the form, not sending it: shown again as it now is,
            // with focus where the change is.
            await drafts?.keep(session)
            return page(.ok, showsErrors: false, focusesFocusedRow: true)
        case .confirmReset, .activate:
            await drafts?.keep(session)
            return page(.ok, showsErrors: false)
        case .language(let tag):
            // The page again, with what it holds, in the language chosen
            // (the request already speaks it), which the browser keeps.
            guard let chosen = configuration.languages.language(tagged: tag) else { return unknownButton(language) }
            await drafts?.keep(session)
            var outcome = page(.ok, showsErrors: false)
            outcome.response.setCookie(languageCookie(chosen))
            return outcome
        case .refresh:
            // The live script's question as the person types: the rows
            // other fields work out, and nothing else. Nothing is
            // validated, saved or submitted, and the page's id is not
            // used up (only a submission goes to the ledger).
            return LoggedResponse(response: WebResponse.html(.ok, renderer.renderDerivedRows(session), language: language.tag))
        case .reset:
            // A form with changes asks before it loses them.
            await drafts?.keep(session)
            return page(.ok, showsErrors: false, asksToStartOver: session.controller.isDirty)
        case .submit:
            break
        case .nextStep, .previousStep:
            // Only a form in steps has these buttons.
            return unknownButton(language)
        }
        // What another tab or window saved since the page was shown is
        // taken where the person left the page's value; where both changed
        // a field, saving would overwrite it unseen: the page again, what
        // was typed kept, saying which.
        let savedElsewhere = savedCheck?.merge(sent: submission.value(for: SavedValuesCheck.fieldName), into: session) ?? []
        if !savedElsewhere.isEmpty {
            await drafts?.keep(session)
            let wording = configuration.wording(in: language)
            let message = wording.savedElsewhere.replacingOccurrences(
                of: "{fields}", with: savedElsewhere.joined(separator: wording.listSeparator))
            return page(.conflict, showsErrors: false, banner: PageBanner(kind: .problem, message: message))
        }
        if !decoding.problems.isEmpty {
            // A value was not applied (a choice not offered): submitting would
            // send something other than what the browser sent.
            _ = session.controller.validate()
            await drafts?.keep(session)
            return page(.unprocessableContent)
        }
        let result = await session.submit()
        if case .submitted = result { await drafts?.drop() } else { await drafts?.keep(session) }
        switch result {
        case .submitted(let output):
            return await nextPage(after: output, of: session, standardLocation: options.resultPath ?? action, language: language).outcome
        case .invalid:
            return page(.unprocessableContent)
        case .unavailable(let reason):
            return page(.unprocessableContent, problems: decoding.problems.merging([Self.formProblemKey: reason]) { $1 })
        case .failed(let message):
            return LoggedResponse(
                response: page(
                    .internalServerError, showsErrors: false, banner: PageBanner(kind: .problem, message: configuration.wording(in: language).serverFailure)
                )
                .response,
                failure: "The form's submit() threw: \(message)")
        case .cancelled:
            return LoggedResponse(
                response: page(
                    .internalServerError, showsErrors: false, banner: PageBanner(kind: .problem, message: configuration.wording(in: language).serverFailure)
                )
                .response,
                failure: "The submission was cancelled")
        }
    }

    /// What a person is told of a body that arrived damaged; what was wrong
    /// with it is logged.
    private func damaged(_ language: WebFormLanguage) -> String {
        ValidationMessages.text(for: .submissionDamaged)
    }

    /// 400 for a page that sent one value twice (``HTMLFormDecoding/repeatedName``);
    /// `nil` when it did not.
    func repeatedNameRefusal(_ decoding: HTMLFormDecoding, language: WebFormLanguage) -> LoggedResponse? {
        decoding.repeatedName.map { LoggedResponse(response: unreadable(.repeatedName(name: $0), format: .urlEncoded, language: language)) }
    }

    func unknownButton(_ language: WebFormLanguage) -> LoggedResponse {
        let wording = configuration.wording(in: language)
        return LoggedResponse(response: notice(.badRequest, title: wording.badRequestTitle, message: wording.unknownButton, language: language))
    }

    func successMessage(_ session: FormSession<Form>, language: WebFormLanguage) -> String {
        options.successMessage ?? session.successMessage ?? configuration.wording(in: language).submitted
    }

    /// The answer to a browser whose form was submitted, with `output`:
    /// where ``WebFormEndpoint/SubmissionHook`` says, by default a 303 to
    /// `standardLocation` with the success message; and whether it is that
    /// default. A hook that throws gets the page of a failure on the
    /// server, which says nothing of the error; the error is logged.
    nonisolated(nonsending) func nextPage(
        after output: Any, of session: FormSession<Form>, standardLocation: String, language: WebFormLanguage
    ) async -> (outcome: LoggedResponse, isStandard: Bool) {
        let next: WebFormNextPage
        do {
            next = try await whenSubmitted(output)
        } catch {
            let wording = configuration.wording(in: language)
            var outcome = LoggedResponse(
                response: notice(.internalServerError, title: wording.serverFailureTitle, message: wording.serverFailure, language: language),
                failure: "The form was submitted, and what follows it threw: \(String(reflecting: error))")
            outcome.submitted = true
            return (outcome, false)
        }
        switch next {
        case .standard:
            var response = WebResponse.seeOther(standardLocation)
            FlashMessage.send(successMessage(session, language: language), in: &response, configuration: configuration)
            return (LoggedResponse(response: response, submitted: true), true)
        case .redirect(let location, let message):
            var response = WebResponse.seeOther(location)
            FlashMessage.send(message ?? successMessage(session, language: language), in: &response, configuration: configuration)
            return (LoggedResponse(response: response, submitted: true), false)
        case .response(let response):
            return (LoggedResponse(response: response, submitted: true), false)
        }
    }

    // MARK: JSON

    /// A JSON submission sent with an `Idempotency-Key`: submitted once
    /// for the key, whose later sendings get the first answer; the key
    /// with another body is refused (422).
    nonisolated(nonsending) private func idempotentSubmission(
        _ body: [UInt8], key: IdempotencyKey, flowCookie: String?, language: WebFormLanguage
    ) async -> WebFormResponse {
        let state = SealedState(store: configuration.sharedState, key: configuration.signingKey)
        do {
            guard try await key.matchesFirstBody(in: state) else {
                let message = "This Idempotency-Key was sent with another body: send a new key with a new request."
                return WebResponse.jsonError(.unprocessableContent, message, language: language.tag)
            }
        } catch {
            // Nobody is known to have sent the key: the request is answered
            // as if sent once, as the ledger does.
            log.error("The shared state could not be asked about an Idempotency-Key; the request is answered as if sent once: \(error)")
        }
        let stillSending = configuration.wording(in: language).stillSending
        return await submissions.once(
            id: key.id, state: state, log: log,
            stillSending: { WebResponse.jsonError(.conflict, stillSending, language: language.tag) },
            submit: {
                let outcome = await jsonSubmission(body, flowCookie: flowCookie, language: language)
                return (finish(outcome, browser: nil), outcome.submitted)
            })
    }

    /// A JSON submission: decoded through the same mapping as a form, and
    /// submitted; answered with the output (200), the problems (422), or
    /// an error (400, 413, 500).
    nonisolated(nonsending) private func jsonSubmission(_ body: [UInt8], flowCookie: String?, language: WebFormLanguage) async -> LoggedResponse {
        let session: FormSession<Form>
        do { session = try await makeSession() } catch {
            return LoggedResponse(
                response: WebResponse.jsonError(.internalServerError, configuration.wording(in: language).serverFailure, language: language.tag),
                failure: "The form could not be made: \(String(reflecting: error))")
        }
        if let outcome = await jsonStep(body, session: session, flowCookie: flowCookie, language: language) { return outcome }
        let decoding: HTMLFormDecoding
        var decodingProblems: [String: String]
        do throws(SubmittedFormError) {
            decoding = try HTMLFormDecoder.decode(json: body, into: session, limits: configuration.limits)
            decodingProblems = decoding.problems
            // A form in steps takes a whole flow at once: each step the
            // answers call for, in order, takes its fields.
            var decoded: Set<Int> = [session.stepIndex]
            while let step = session.shownSteps.first(where: { !decoded.contains($0) }) {
                decoded.insert(step)
                session.restoreStep(step, returningToReview: false)
                let stepDecoding = try HTMLFormDecoder.decode(json: body, into: session, limits: configuration.limits)
                decodingProblems.merge(stepDecoding.problems) { first, _ in first }
            }
            if let first = session.shownSteps.first { session.restoreStep(first, returningToReview: false) }
        } catch {
            return LoggedResponse(response: unreadable(error, format: .json, language: language))
        }
        guard decoding.action == .submit else {
            let message = "A JSON body can only submit the form: leave out \(HTMLFormAction.key), or set it to \"submit\"."
            return LoggedResponse(response: WebResponse.jsonError(.badRequest, message, language: language.tag))
        }
        func problems(formErrors: [String] = []) -> LoggedResponse {
            let problems = SubmissionProblems(session: session, decodingProblems: decodingProblems, formErrors: formErrors)
            return LoggedResponse(response: WebResponse.json(.unprocessableContent, JSONAnswers.encode(problems), language: language.tag))
        }
        if !decodingProblems.isEmpty {
            _ = session.controller.validate()
            return problems()
        }
        return await jsonAnswer(to: await session.submit(), problems: problems, language: language)
    }

    /// A JSON client's answer to a submission: the output (200), the
    /// problems (422, from `problems`, given the form's own errors), or an
    /// error that says nothing of the server (500). A submission hook that
    /// returns a response of its own answers with it.
    nonisolated(nonsending) func jsonAnswer(
        to result: SubmissionResult, problems: (_ formErrors: [String]) -> LoggedResponse, language: WebFormLanguage
    ) async -> LoggedResponse {
        let serverFailure = configuration.wording(in: language).serverFailure
        switch result {
        case .submitted(let output):
            do {
                if case .response(let response) = try await whenSubmitted(output) { return LoggedResponse(response: response, submitted: true) }
            } catch {
                return LoggedResponse(
                    response: WebResponse.jsonError(.internalServerError, serverFailure, language: language.tag),
                    failure: "The form was submitted, and what follows it threw: \(String(reflecting: error))", submitted: true)
            }
            do {
                return LoggedResponse(response: WebResponse.json(.ok, try JSONAnswers.output(output), language: language.tag), submitted: true)
            } catch {
                return LoggedResponse(
                    response: WebResponse.jsonError(.internalServerError, serverFailure, language: language.tag),
                    failure: "The form's output could not be encoded as JSON: \(error)", submitted: true)
            }
        case .invalid:
            return problems([])
        case .unavailable(let reason):
            return problems([reason])
        case .failed(let message):
            return LoggedResponse(
                response: WebResponse.jsonError(.internalServerError, serverFailure, language: language.tag), failure: "The form's submit() threw: \(message)")
        case .cancelled:
            return LoggedResponse(
                response: WebResponse.jsonError(.internalServerError, serverFailure, language: language.tag), failure: "The submission was cancelled")
        }
    }
}
