import FormsKit
import FormsKitHTML

/// A short page of its own, for answers that are not a form: a refused or
/// unreadable submission, a server failure. Everything in it is escaped.
struct NoticePage {
    let title: String
    let message: String
    /// A link back, such as to the form.
    var link: (text: String, url: String)?
    /// What exactly was wrong, for whoever made the request by hand (a
    /// browser never sends what it describes): shown small, in English, as
    /// a program's messages are.
    var detail: String?
    let language: FormLanguage
    let styleSheetPath: String

    var html: String {
        Self.page(title: title, language: language, styleSheetPath: styleSheetPath) { html in
            html.element("h1", .init("class", "fk-chrome-title"), text: title)
            html.element("p", text: message)
            if let detail { html.element("p", .init("class", "fk-hint"), .init("lang", "en"), .init("dir", "ltr"), text: detail) }
            if let link {
                html.open("p")
                html.element("a", .init("class", "fk-link"), .url("href", link.url), text: link.text)
                html.close("p")
            }
        }
    }

    /// A short page of the server's own (a notice, a confirmation): the
    /// document in `language` with the form's style sheet, and `content`
    /// in its `.fk-page` box.
    static func page(title: String, language: FormLanguage, styleSheetPath: String, content: (inout HTMLWriter) -> Void) -> String {
        HTMLPageShell(title: title, language: language, styleSheet: .external(url: styleSheetPath)).html { html in
            html.open("div", .init("class", "fk-page fk-notice"))
            content(&html)
            html.close("div")
        }
    }
}
