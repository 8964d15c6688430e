import FormsKit
import FormsKitExamples
import FormsKitHTML
import FormsKitHummingbird
import FormsKitModel
import FormsKitWebDemoSupport
import Hummingbird

extension WebDemo {
    /// Every demo form at its path, the index at `/`, and the assets, each
    /// request logged in one line.
    static func router(plans: PlanStore, configuration: WebFormConfiguration) -> Router<BasicRequestContext> {
        // HEAD answers as GET without a body on every page, the index included.
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLogMiddleware())
        // The forms that open with what they saved read it afresh first:
        // another process sharing the database may have saved since.
        router.add(middleware: SavedFormsRefresh(store: plans, paths: ["/settings", "/profile", "/display"]))
        router.add(middleware: WebFormNotFoundPages(configuration))
        router.addWebFormAssets(configuration)
        router.get("/") { request, _ in
            let language = configuration.language(of: request)
            var response = Response.securePage(
                DemoIndexPage.html(pages: pages, styleSheetPath: configuration.styleSheetPath, language: language.formLanguage))
            response.headers[.contentLanguage] = language.tag
            return response
        }
        router.answerOtherMethods(at: "/", allowing: [.get, .head])
        // Every demo form's layout is the same for every request (the plan
        // store is one object, shared): each is laid out once, here.
        // The forms the demo keeps open with what they saved last.
        let settings = SavedFormTemplate(form: SettingsForm(plans: plans))
        let profile = SavedFormTemplate(form: ProfileForm(store: plans))
        let display = SavedFormTemplate(form: DisplaySettingsForm(store: plans))
        router.addWebForm(at: "/settings", configuration: configuration) { _, _ in settings.makeSession() }
        router.addWebForm(at: "/create-plan", configuration: configuration, form: CreatePlanForm(store: plans))
        router.addWebForm(at: "/add-server", configuration: configuration, form: AddServerForm())
        router.addWebForm(at: "/edit-tag", configuration: configuration, form: EditTagForm())
        router.addWebForm(at: "/poll", configuration: configuration, form: PollForm())
        router.addWebForm(at: "/card", configuration: configuration, form: CardSettingsForm())
        router.addWebForm(at: "/profile", configuration: configuration) { _, _ in profile.makeSession() }
        router.addWebForm(at: "/display", configuration: configuration) { _, _ in display.makeSession() }
        router.addWebForm(at: "/signup", configuration: configuration, form: SignUpForm())
        router.addWebFormsOpenAPI(at: DemoIndexPage.openAPIPath, configuration: configuration, info: apiInfo)
        return router
    }
}
