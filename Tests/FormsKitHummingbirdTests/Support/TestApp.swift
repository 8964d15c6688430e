import FormsKitExamples
import FormsKitHummingbird
import FormsKitModel
import Hummingbird

/// An app with the forms the tests post to, each route as a user adds it.
func makeTestApp(
    configuration: WebFormConfiguration = testConfiguration(), store: PlanStore = PlanStore(), logs: LogRecorder = LogRecorder()
) -> some ApplicationProtocol {
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
    return Application(router: router, logger: logs.logger)
}
