import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import HTTPTypes

/// Answers one request to a form's address: renders the form, reads what
/// was sent, applies the button that sent it, submits, and answers with a
/// page, a redirect or JSON. Made for the request, in its task, with the
/// request's own way to make the session and to say where a submission
/// leads; one session is made per request.
struct WebFormResponder<Form: ValidatableForm & SendableMetatype> {
    let endpoint: WebFormEndpoint<Form>
    /// The path of the form's page: the request's.
    let path: String
    /// Makes the request's session.
    let makeSession: WebFormEndpoint<Form>.SessionMaker
    /// Where a submission leads, given the form's output.
    let whenSubmitted: WebFormEndpoint<Form>.SubmissionHook
    /// What the server's log should say of the request.
    let log: RequestLog

    var configuration: WebFormConfiguration { endpoint.configuration }
    var options: WebFormOptions { endpoint.options }
    /// The pages of this form that were submitted, so that each is
    /// submitted once.
    var submissions: SubmissionLedger { endpoint.submissions }
    /// The room a page with files needs in its body for them.
    var uploadAllowance: UploadAllowance { endpoint.uploadAllowance }

    /// The URL the page posts to.
    var action: String { options.publicPath ?? path }

    /// An answer, and what to log when something failed on the server.
    struct LoggedResponse: Sendable {
        var response: WebFormResponse
        /// What went wrong on the server, for the log only.
        var failure: String?
        /// Whether the form was submitted: a sending of it again gets this
        /// answer rather than submitting again.
        var submitted = false
    }

    // MARK: GET

    /// The form, empty (as `makeSession` makes it), with a flash message
    /// when the request carries one, and a new CSRF cookie when the browser
    /// has none.
    nonisolated(nonsending) func page(for request: WebFormRequest) async -> WebFormResponse {
        let language = language(of: request)
        return await language.speaking { await page(for: request, language: language) }
    }

    func language(of request: WebFormRequest) -> WebFormLanguage {
        configuration.language(of: request)
    }

    func languageCookie(_ language: WebFormLanguage) -> WebFormCookie {
        configuration.languageCookie(language)
    }

    /// The confirmation of a form in steps that was submitted: its success
    /// message in a panel (GOV.UK's confirmation panel), and a link to fill
    /// the form in again.
    private func confirmationPage(of session: FormSession<Form>, flash: String?, language: WebFormLanguage) -> WebFormResponse {
        let wording = configuration.wording(in: language)
        let page = ConfirmationPage(
            title: session.layout.title ?? "", message: flash ?? wording.formSent, again: (wording.fillInAgain, action),
            language: language.formLanguage, styleSheetPath: configuration.styleSheetPath)
        return WebResponse.html(.ok, page.html, language: language.tag)
    }

    nonisolated(nonsending) private func page(for request: WebFormRequest, language: WebFormLanguage) async -> WebFormResponse {
        let browser = BrowserCookie(request: request, configuration: configuration)
        let flash = FlashMessage.read(from: request, configuration: configuration)
        let token = configuration.requiresCSRFToken ? configuration.csrfTokens.token(forCookie: browser.value) : nil
        let banner = flash.map { PageBanner(kind: .success, message: $0) }
        let query = request.query
        // One session for the request, whichever page it shows.
        let session: FormSession<Form>
        do { session = try await makeSession() } catch { return finish(sessionFailure(error, language: language), browser: browser) }
        if query["sent"] != nil, session.hasSteps {
            var response = confirmationPage(of: session, flash: flash, language: language)
            if request.cookies[configuration.flashCookieName] != nil { FlashMessage.clear(in: &response, configuration: configuration) }
            return finish(LoggedResponse(response: response), browser: nil)
        }
        let flowID = query["flow"]
        let flowCookie = await sealedFlow(inCookie: flowID.flatMap { request.cookies[StepFlow.cookieName(flow: $0)] })
        // A tab is a flow of a form in steps, or the tab a page of a form
        // shown whole names in its address (a page opened anew is a new one).
        let drafts = BrowserDrafts(request: request, path: path, tab: flowID ?? query[BrowserDrafts.tabQueryName], configuration: configuration, log: log)
        var outcome: LoggedResponse
        if let stepPage = await stepPage(
            of: session, flow: flowID, cookie: flowCookie, step: query["step"].flatMap { Int(String($0)) }, token: token, banner: banner,
            drafts: drafts, language: language)
        {
            outcome = stepPage
        } else {
            outcome = await freshPage(of: session, token: token, banner: banner, drafts: drafts, language: language)
        }
        // A redirect (to a new flow's first page) leaves the message to the
        // page it leads to.
        if request.cookies[configuration.flashCookieName] != nil, outcome.response.status != .seeOther {
            FlashMessage.clear(in: &outcome.response, configuration: configuration)
        }
        return finish(outcome, browser: browser)
    }

    /// 405 for a method the form's path does not take, with the methods it
    /// does.
    func methodNotAllowed(_ request: WebFormRequest) -> WebFormResponse {
        let language = language(of: request)
        let wording = configuration.wording(in: language)
        return notice(.methodNotAllowed, title: wording.methodNotAllowedTitle, message: wording.methodNotAllowed, language: language)
    }

    /// The form of `session`, just made, as new; or, for a tab with a
    /// draft of it, as the draft left it, with a notice and a button that
    /// discards it. A new tab of a browser that kept a draft in another is
    /// offered that draft, with a notice and buttons to restore or discard
    /// it.
    nonisolated(nonsending) private func freshPage(
        of session: FormSession<Form>, token: String?, banner: PageBanner?, drafts: BrowserDrafts?, language: WebFormLanguage
    ) async -> LoggedResponse {
        let saved = savedValuesField(of: session)
        var banner = banner
        // The person's own words come before a message about an
        // earlier submission.
        if let draft = await drafts?.load() {
            session.restore(draft)
            banner = draftKeptBanner(configuration.wording(in: language).draftKept, token: token, fields: tabField(drafts, of: session), language: language)
        } else if banner == nil, let drafts, let offered = await drafts.offered() {
            // A message about a submission just made goes first: the draft
            // is offered again on the next page.
            banner = draftOfferBanner(from: offered.tab, token: token, fields: tabField(drafts, of: session), language: language)
        }
        let html = render(session, token: token, banner: banner, extraHiddenFields: saved + tabField(drafts, of: session), language: language)
        return LoggedResponse(response: WebResponse.html(.ok, html, language: language.tag))
    }

    /// The notice above a page restored from its tab's draft, saying
    /// `message`, with its Discard button, which posts `fields` (the page's
    /// tab or flow) with the CSRF token.
    func draftKeptBanner(_ message: String, token: String?, fields: [(name: String, value: String)], language: WebFormLanguage) -> PageBanner {
        let wording = configuration.wording(in: language)
        let csrf = token.map { [(name: configuration.csrfFieldName, value: $0)] } ?? []
        return PageBanner(
            kind: .success, message: message, buttons: (action, csrf + fields, [(wording.discardDraft, HTMLFormAction.discardDraftValue)]))
    }

    /// The notice above a new tab's page when the tab `other` kept a draft:
    /// its Restore and Discard buttons post `fields` (the page's tab or
    /// flow), the CSRF token and the tab whose draft it is.
    func draftOfferBanner(from other: String, token: String?, fields: [(name: String, value: String)], language: WebFormLanguage) -> PageBanner {
        let wording = configuration.wording(in: language)
        let csrf = token.map { [(name: configuration.csrfFieldName, value: $0)] } ?? []
        return PageBanner(
            kind: .success, message: wording.draftOffered,
            buttons: (
                action, csrf + fields + [(name: BrowserDrafts.offeredFieldName, value: other)],
                [(wording.restoreDraft, HTMLFormAction.restoreDraftValue), (wording.discardOfferedDraft, HTMLFormAction.discardDraftValue)]
            ))
    }

    /// The hidden field that names the tab of a page of a form shown whole,
    /// when the server keeps drafts; none for a form in steps, whose flow
    /// is its tab.
    func tabField(_ drafts: BrowserDrafts?, of session: FormSession<Form>) -> [(name: String, value: String)] {
        guard let drafts, !session.hasSteps else { return [] }
        return [(name: BrowserDrafts.tabFieldName, value: drafts.tab)]
    }

    /// The address of the tab of a form shown whole: a page opened there
    /// shows the tab's draft.
    func tabURL(_ drafts: BrowserDrafts?) -> String {
        guard let drafts else { return action }
        return action + (action.contains("?") ? "&" : "?") + BrowserDrafts.tabQueryName + "=" + drafts.tab
    }

    /// The hidden field that says which values a page shows, as saved
    /// (``SavedValuesCheck``), for a session just made; none for a form in
    /// steps, whose flow keeps its answers.
    func savedValuesField(of session: FormSession<Form>) -> [(name: String, value: String)] {
        session.hasSteps ? [] : savedValuesField(SavedValuesCheck(savedIn: session))
    }

    /// The hidden field of `check`, made already.
    func savedValuesField(_ check: SavedValuesCheck) -> [(name: String, value: String)] {
        [(name: SavedValuesCheck.fieldName, value: check.fingerprint)]
    }

    // MARK: Shared

    /// The page for `session`, with the CSRF token, in `language`; call it
    /// inside the language's provider.
    func render(
        _ session: FormSession<Form>, token: String?, banner: PageBanner? = nil, showsErrors: Bool = false, decodingProblems: [String: String] = [:],
        asksToStartOver: Bool = false, focusesFocusedRow: Bool = false, submissionID: String = Base64URL.random(byteCount: 16),
        extraHiddenFields: [(name: String, value: String)] = [], keepsSecrets: Bool = false, answersAreKept: Bool = false, language: WebFormLanguage
    ) -> String {
        var renderer = self.renderer
        renderer.keepsSecretsLeftEmpty = keepsSecrets
        renderer.answersAreKept = answersAreKept
        renderer.savesDrafts = configuration.drafts != nil
        if configuration.languages.all.count > 1 {
            renderer.languageChoice = LanguageChoice(
                label: configuration.wording(in: language).languages,
                options: configuration.languages.all.map { LanguageChoice.Option(tag: $0.tag, name: $0.formLanguage.name) }, current: language.tag)
        }
        renderer.showsErrors = showsErrors
        renderer.asksToStartOver = asksToStartOver
        renderer.focusesFocusedRow = focusesFocusedRow
        renderer.decodingProblems = decodingProblems
        // The token first: browsers send fields in page order, and a
        // multipart body is refused at a first part that is not a token.
        if let token { renderer.hiddenFields = [(name: configuration.csrfFieldName, value: token)] }
        renderer.hiddenFields.append((name: configuration.submissionFieldName, value: submissionID))
        renderer.hiddenFields += extraHiddenFields
        let page = renderer.renderPage(session, language: language.tag, styleSheet: .external(url: configuration.styleSheetPath))
        return banner?.inserted(into: page) ?? page
    }

    /// The renderer of this form's pages, before what a request adds.
    var renderer: HTMLFormRenderer<Form> {
        var renderer = HTMLFormRenderer<Form>(action: action)
        renderer.pageURL = configuration.pageURL
        renderer.liveValidation = configuration.validatesLive ? .external(url: configuration.scriptPath) : .off
        return renderer
    }

    /// The answer when no session could be made: a page that says nothing
    /// about why.
    func sessionFailure(_ error: any Error, language: WebFormLanguage) -> LoggedResponse {
        LoggedResponse(
            response: notice(
                .internalServerError, title: configuration.wording(in: language).serverFailureTitle, message: configuration.wording(in: language).serverFailure,
                language: language),
            failure: "The form could not be made: \(String(reflecting: error))")
    }

    /// A notice page (400, 403, 413, 415, 500) linking back to the form.
    func notice(_ status: HTTPResponse.Status, title: String, message: String, detail: String? = nil, language: WebFormLanguage) -> WebFormResponse {
        let page = NoticePage(
            title: title, message: message, link: (configuration.wording(in: language).backToForm, action), detail: detail,
            language: language.formLanguage, styleSheetPath: configuration.styleSheetPath)
        return WebResponse.html(status, page.html, language: language.tag)
    }

    /// The sealed flow `cookie` holds or names (a flow kept on the server,
    /// ``FlowsKeptOnServer``); `nil` for none, or one that is gone.
    nonisolated(nonsending) func sealedFlow(inCookie cookie: String?) async -> String? {
        guard let cookie else { return nil }
        do {
            return try await FlowsKeptOnServer(store: configuration.sharedState).sealedFlow(inCookie: cookie)
        } catch {
            log.error("A form's answers kept on the server could not be read from the shared state: \(error)")
            return nil
        }
    }

    /// The response, with the browser's new CSRF cookie if it was given
    /// one, after logging a failure.
    func finish(_ outcome: LoggedResponse, browser: BrowserCookie?, drafts: BrowserDrafts? = nil) -> WebFormResponse {
        if let failure = outcome.failure {
            log.error("Form \(path) failed: \(failure)")
        }
        var response = outcome.response
        if let browser, browser.isNew, configuration.requiresCSRFToken {
            response.setCookie(browser.cookie(configuration: configuration))
        }
        if let drafts, drafts.isNew { response.setCookie(drafts.cookie(configuration: configuration)) }
        return response
    }
}
