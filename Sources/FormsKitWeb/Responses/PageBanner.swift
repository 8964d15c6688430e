import FormsKitHTML

/// A message shown at the top of a rendered form's page, outside the form:
/// a flash message after a redirect, or why a submission was not saved.
struct PageBanner {
    enum Kind {
        /// Good news, announced politely (`role="status"`).
        case success
        /// A problem, announced at once (`role="alert"`).
        case problem
    }

    let kind: Kind
    let message: String
    /// Buttons under the message, in a form of their own that posts to
    /// `action` with `fields`: a restored draft's Discard, an offered
    /// draft's Restore and Discard.
    var buttons: (action: String, fields: [(name: String, value: String)], choices: [(label: String, value: String)])?

    /// The banner's markup, escaped.
    var html: String {
        var html = HTMLWriter()
        html.open(
            "div", .init("class", kind == .success ? "fk-banner fk-banner--success" : "fk-banner fk-banner--problem"),
            .init("role", kind == .success ? "status" : "alert"))
        html.element("p", text: message)
        if let buttons {
            html.open("form", .init("method", "post"), .url("action", buttons.action), .init("class", "fk-banner__form"))
            for field in buttons.fields { html.void("input", .init("type", "hidden"), .init("name", field.name), .init("value", field.value)) }
            for (index, choice) in buttons.choices.enumerated() {
                // The first is the one the person most likely wants.
                html.element(
                    "button", .init("type", "submit"), .init("class", index == 0 && buttons.choices.count > 1 ? "fk-button" : "fk-button fk-button--secondary"),
                    .init("name", HTMLFormAction.key), .init("value", choice.value), text: choice.label)
            }
            html.close("form")
        }
        html.close("div")
        return html.html
    }

    /// `page` (from `HTMLFormRenderer.renderPage`) with the banner first in
    /// its `.fk-page` element, so the page's colours and fonts apply.
    ///
    /// The first `<main>` is the renderer's own, and the first `>` after it
    /// ends the page element's start tag: everything the renderer writes
    /// from input before it is escaped, so neither can come from a value.
    func inserted(into page: String) -> String {
        guard let main = page.range(of: "<main>") else { return page }
        let start = page[main.upperBound...].hasPrefix("<div") ? page[main.upperBound...].firstIndex(of: ">").map(page.index(after:)) : nil
        var result = page
        result.insert(contentsOf: html, at: start ?? main.upperBound)
        return result
    }
}
