import FormsKit
import FormsKitHTML

/// The page a form in steps shows once it is submitted, when it has no
/// result page of its own: what happened in a panel that says it is done
/// (GOV.UK's confirmation panel), and a link to fill the form in again.
/// Everything in it is escaped.
struct ConfirmationPage {
    /// The form's title, for the browser's tab and history.
    let title: String
    /// What was done: the form's success message.
    let message: String
    /// The link to a new flow of the form.
    let again: (text: String, url: String)
    let language: FormLanguage
    let styleSheetPath: String

    var html: String {
        NoticePage.page(title: title.isEmpty ? message : message + " – " + title, language: language, styleSheetPath: styleSheetPath) { html in
            html.open("div", .init("class", "fk-panel"))
            html.element("h1", .init("class", "fk-panel__title"), text: message)
            html.close("div")
            html.open("p")
            html.element("a", .init("class", "fk-link"), .url("href", again.url), text: again.text)
            html.close("p")
        }
    }
}
