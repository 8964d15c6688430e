import FormsKit
import FormsKitExamples
import FormsKitHTML
import FormsKitHummingbird
import FormsKitModel
import Hummingbird

/// The web demo's routes: the index and every demo form.
enum WebDemo {
    /// A demo form: its path, the title its links use, and what it shows.
    struct Page: Sendable {
        let path: String
        let title: String
        let summary: String
    }

    /// The forms formskit-demo opens, in its order.
    static let pages = [
        Page(path: "/settings", title: "Settings", summary: "A settings screen whose links open every other demo."),
        Page(path: "/create-plan", title: "New Plan", summary: "The Create Plan form of upstream FormsKit's README; “Personal” is taken."),
        Page(path: "/add-server", title: "Add Server", summary: "Add a server in a modal sheet."),
        Page(path: "/edit-tag", title: "Edit Tag", summary: "Edit a tag with focus chained field to field."),
        Page(path: "/poll", title: "New Poll", summary: "A poll with a variable list of options."),
        Page(path: "/card", title: "Card", summary: "A form in a custom card style with a headline."),
        Page(path: "/profile", title: "Profile", summary: "A profile with every row kind: the reference form of every surface."),
        Page(path: "/display", title: "Display", summary: "Display settings, built step by step in code."),
        Page(path: "/signup", title: "Sign up", summary: "A sign-up in steps: a company step only for business accounts, then a review of every answer."),
    ]

    /// The demo's configuration: link rows open the other forms' pages.
    static func configuration(
        signingKey: SigningKey, drafts: (any FormDraftStore)? = nil, tokenLifetime: Duration = .seconds(2 * 60 * 60)
    ) -> WebFormConfiguration {
        var configuration = WebFormConfiguration(signingKey: signingKey)
        configuration.drafts = drafts
        configuration.tokenLifetime = tokenLifetime
        let paths = Dictionary(uniqueKeysWithValues: pages.map { ($0.title, $0.path) })
        configuration.pageURL = { paths[$0] }
        return configuration
    }

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
        return router
    }
}
