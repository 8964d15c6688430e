import FormsKit

/// The document around every page FormsKit writes: a form's page, a
/// server's notice, a demo's index. One place says what each has: its
/// language and direction, the viewport, its title, the style sheet, and
/// the `fk-body` body with the content in `<main>`.
package struct HTMLPageShell {
    /// Where a page's style sheet comes from.
    package enum StyleSheet {
        /// ``HTMLFormStyleSheet/css`` in a `<style>` element.
        case inline
        /// A `<link rel="stylesheet">` to a URL.
        case external(url: String)
        /// None: the caller styles the page.
        case none
    }

    package var title: String
    package var language: FormLanguage
    package var styleSheet: StyleSheet
    /// Classes the body takes after `fk-body`: a colour scheme a theme fixes.
    package var bodyClasses: String?

    package init(title: String, language: FormLanguage, styleSheet: StyleSheet, bodyClasses: String? = nil) {
        self.title = title
        self.language = language
        self.styleSheet = styleSheet
        self.bodyClasses = bodyClasses
    }

    /// The whole document, with `content` written in its `<main>`.
    package func html(content: (inout HTMLWriter) -> Void) -> String {
        var html = HTMLWriter()
        html.raw("<!doctype html>\n")
        html.open("html", .init("lang", language.tag), .init("dir", language.isRightToLeft ? "rtl" : "ltr"))
        html.open("head")
        html.void("meta", .init("charset", "utf-8"))
        html.void("meta", .init("name", "viewport"), .init("content", "width=device-width, initial-scale=1"))
        html.element("title", text: title)
        switch styleSheet {
        case .inline:
            html.open("style")
            html.raw(HTMLFormStyleSheet.css)
            html.close("style")
        case .external(let url):
            html.void("link", .init("rel", "stylesheet"), .url("href", url))
        case .none:
            break
        }
        html.close("head")
        // The body takes the page's background, so a dark page is not a
        // dark column on white.
        html.open("body", .init("class", "fk-body" + (bodyClasses.map { " " + $0 } ?? "")))
        html.open("main")
        content(&html)
        html.close("main")
        html.close("body")
        html.close("html")
        return html.html
    }
}
