import FormsKit
import FormsKitExamples
import FormsKitHTML
import FormsKitModel
import FormsKitWeb

/// The web demo's routes: the index and every demo form.
public enum WebDemo {
    /// A demo form: its path, the title its links use, and what it shows.
    public struct Page: Sendable {
        public let path: String
        public let title: String
        public let summary: String
    }

    /// The forms formskit-demo opens, in its order.
    public static let pages = [
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

    /// What the demos' OpenAPI document says of them.
    public static let apiInfo = WebFormsOpenAPI.Info(
        title: "FormsKit demo forms", version: "1",
        description: "The forms of formskit-demo, each a page for browsers and a JSON endpoint for programs.")

    /// The demo's configuration: link rows open the other forms' pages.
    public static func configuration(
        signingKey: SigningKey, drafts: (any FormDraftStore)? = nil, tokenLifetime: Duration = .seconds(2 * 60 * 60)
    ) -> WebFormConfiguration {
        var configuration = WebFormConfiguration(signingKey: signingKey)
        configuration.drafts = drafts
        configuration.tokenLifetime = tokenLifetime
        let paths = Dictionary(uniqueKeysWithValues: pages.map { ($0.title, $0.path) })
        configuration.pageURL = { paths[$0] }
        return configuration
    }
}
