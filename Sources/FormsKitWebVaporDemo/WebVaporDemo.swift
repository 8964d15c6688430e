import FormsKit
import FormsKitExamples
import FormsKitModel
import FormsKitVapor
import FormsKitWebDemoSupport
import Vapor

/// The web demo's routes on Vapor: the index and every demo form, as
/// formskit-web serves them.
enum WebVaporDemo {
    static func configure(_ app: Application, plans: PlanStore) {
        // Outermost first: the log sees every answer, Vapor's error
        // middleware turns what is still thrown into one, and FormsKit's
        // 404 page is made before it.
        app.middleware = Middlewares()
        app.middleware.use(RequestLog())
        app.middleware.use(ErrorMiddleware.default(environment: app.environment))
        app.middleware.use(WebFormNotFoundPages())
        app.middleware.use(WebFormAssetsMiddleware())
        // The forms that open with what they saved read it afresh first:
        // another process sharing the database may have saved since.
        app.middleware.use(SavedFormsRefresh(store: plans, paths: ["/settings", "/profile", "/display"]))
        app.get { request async throws -> Response in
            let configuration = try request.application.webForms.configuration.orThrow()
            let language = configuration.language(of: request)
            let response = Response.securePage(
                DemoIndexPage.html(pages: WebDemo.pages, styleSheetPath: configuration.styleSheetPath, language: language.formLanguage),
                language: language.tag, logger: request.logger)
            return response
        }
        // Every demo form's layout is the same for every request: each is
        // laid out once, here; the forms the demo keeps open with what they
        // saved last.
        let settings = SavedFormTemplate(form: SettingsForm(plans: plans))
        let profile = SavedFormTemplate(form: ProfileForm(store: plans))
        let display = SavedFormTemplate(form: DisplaySettingsForm(store: plans))
        app.webForm("settings") { _ in settings.makeSession() }
        app.webForm("create-plan", form: CreatePlanForm(store: plans))
        app.webForm("add-server", form: AddServerForm())
        app.webForm("edit-tag", form: EditTagForm())
        app.webForm("poll", form: PollForm())
        app.webForm("card", form: CardSettingsForm())
        app.webForm("profile") { _ in profile.makeSession() }
        app.webForm("display") { _ in display.makeSession() }
        app.webForm("signup", form: SignUpForm())
        app.webFormsOpenAPI(.constant(String(DemoIndexPage.openAPIPath.dropFirst())), info: WebDemo.apiInfo)
    }
}

extension Optional where Wrapped == WebFormConfiguration {
    /// The configuration, or 500.
    fileprivate func orThrow() throws -> WebFormConfiguration {
        guard let self else { throw Abort(.internalServerError) }
        return self
    }
}

/// One log line per request, once it is answered: method, path, status and
/// time taken (`POST /create-plan 422 4 ms`), as formskit-web logs.
struct RequestLog: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next.respond(to: request)
            log(request, status: response.status.code, since: start)
            return response
        } catch {
            log(request, status: (error as? any AbortError)?.status.code ?? 500, since: start)
            throw error
        }
    }

    private func log(_ request: Request, status: UInt, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        request.logger.info("\(request.method) \(request.url.path) \(status) \(milliseconds) ms")
    }
}

/// Reads the saved forms from the store's database again before a request
/// for a page that opens with them, as formskit-web does.
struct SavedFormsRefresh: AsyncMiddleware {
    let store: PlanStore
    let paths: Set<String>

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if paths.contains(request.url.path) {
            do {
                try await store.refreshSavedForms()
            } catch {
                request.logger.error("The saved forms could not be read again: \(error)")
            }
        }
        return try await next.respond(to: request)
    }
}
