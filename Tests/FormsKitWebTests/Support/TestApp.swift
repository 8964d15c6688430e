import FormsKitExamples
import FormsKitHummingbird
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitVapor
import Hummingbird
import Vapor

/// An app with the forms the tests post to, each route as a user adds it,
/// on `adapter`'s framework.
func makeTestApp(
    on adapter: WebAdapter = .hummingbird, configuration: WebFormConfiguration = testConfiguration(), store: PlanStore = PlanStore(),
    logs: LogRecorder = LogRecorder()
) -> WebTestApp {
    switch adapter {
    case .hummingbird: WebTestApp(makeHummingbirdApp(configuration: configuration, store: store, logs: logs))
    case .vapor: WebTestApp(vapor: { app in configureVaporApp(app, configuration: configuration, store: store, logs: logs) })
    }
}

/// The test app on Hummingbird.
private func makeHummingbirdApp(configuration: WebFormConfiguration, store: PlanStore, logs: LogRecorder) -> some ApplicationProtocol {
    let router = Router()
    router.addWebFormAssets(configuration)
    router.addWebForm(at: "/create-plan", configuration: configuration, options: WebFormOptions(cancelURL: "/plans")) { _, _ in
        FormSession(form: CreatePlanForm(store: store))
    }
    // Laid out once (a template), as most servers serve a form.
    router.addWebForm(at: "/poll", configuration: configuration, options: WebFormOptions(resultPath: "/thanks"), form: PollForm())
    router.addWebForm(at: "/card", configuration: configuration, form: CardSettingsForm())
    router.addWebForm(at: "/failing", configuration: configuration) { _, _ in FormSession(form: FailingForm()) }
    router.addWebForm(at: "/closed", configuration: configuration, options: WebFormOptions(cancelURL: "/plans")) { _, _ in FormSession(form: ClosedForm()) }
    router.addWebForm(at: "/avatar", configuration: configuration) { _, _ in FormSession(form: AvatarForm()) }
    router.addWebForm(at: "/avatar-steps", configuration: configuration) { _, _ in FormSession(form: StepsAvatarForm()) }
    router.addWebForm(at: "/signup", configuration: configuration, options: WebFormOptions(resultPath: "/welcome"), form: SignUpForm())
    router.addWebForm(at: "/profile", configuration: configuration) { _, _ in store.session(for: ProfileForm(store: store)) }
    router.addWebForm(at: "/where", configuration: configuration, form: WhereForm())
    router.addWebFormsOpenAPI(at: "/openapi.json", configuration: configuration, info: WebFormsOpenAPI.Info(title: "Test forms", version: "2"))
    return Application(router: router, logger: logs.logger)
}

/// The same test app on Vapor: the same forms at the same paths, with the
/// same options.
private func configureVaporApp(_ app: Vapor.Application, configuration: WebFormConfiguration, store: PlanStore, logs: LogRecorder) {
    app.logger = logs.logger
    app.webForms.configuration = configuration
    app.middleware.use(WebFormAssetsMiddleware())
    app.webForm("create-plan", options: WebFormOptions(cancelURL: "/plans")) { _ in FormSession(form: CreatePlanForm(store: store)) }
    app.webForm("poll", options: WebFormOptions(resultPath: "/thanks"), form: PollForm())
    app.webForm("card", form: CardSettingsForm())
    app.webForm("failing") { _ in FormSession(form: FailingForm()) }
    app.webForm("closed", options: WebFormOptions(cancelURL: "/plans")) { _ in FormSession(form: ClosedForm()) }
    app.webForm("avatar") { _ in FormSession(form: AvatarForm()) }
    app.webForm("avatar-steps") { _ in FormSession(form: StepsAvatarForm()) }
    app.webForm("signup", options: WebFormOptions(resultPath: "/welcome"), form: SignUpForm())
    app.webForm("profile") { _ in store.session(for: ProfileForm(store: store)) }
    app.webForm("where", form: WhereForm())
    app.webFormsOpenAPI("openapi.json", info: WebFormsOpenAPI.Info(title: "Test forms", version: "2"))
}
