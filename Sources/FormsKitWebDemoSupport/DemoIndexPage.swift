import FormsKit
import FormsKitExamples
import FormsKitHTML

/// The page at `/`: a link to every demo form, and to their OpenAPI
/// document, in `language`.
public enum DemoIndexPage {
    /// Where the demos serve the OpenAPI document of their forms.
    public static let openAPIPath = "/openapi.json"

    public static func html(pages: [WebDemo.Page], styleSheetPath: String, language: FormLanguage) -> String {
        func say(_ english: String) -> String { ExampleTexts.catalog.text(english, in: language) }
        let shell = HTMLPageShell(title: say("FormsKit demos"), language: language, styleSheet: .external(url: styleSheetPath))
        return shell.html { html in
            html.open("div", .init("class", "fk-page"))
            html.element("h1", .init("class", "fk-chrome-title"), text: say("FormsKit demos"))
            html.element("p", text: say("One form definition for every surface: these are the forms formskit-demo shows in the terminal."))
            html.open("ul", .init("class", "fk-link-list"))
            for page in pages {
                html.open("li")
                html.element("a", .init("class", "fk-link"), .url("href", page.path), text: say(page.title))
                html.element("div", .init("class", "fk-hint"), text: say(page.summary))
                html.close("li")
            }
            html.close("ul")
            html.open("p")
            html.element("a", .init("class", "fk-link"), .url("href", openAPIPath), .init("type", "application/json"), text: say("OpenAPI document"))
            html.element("span", .init("class", "fk-hint"), text: " " + say("What each form takes and answers as JSON, for programs and tools."))
            html.close("p")
            html.close("div")
        }
    }
}
