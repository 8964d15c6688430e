import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

// A whole HTML document around the form, in the shared page shell.
extension HTMLFormRenderer {
    /// Where a page's stylesheet comes from.
    public enum StyleSheet: Hashable, Sendable {
        /// ``HTMLFormStyleSheet/css`` in a `<style>` element.
        case inline
        /// A `<link rel="stylesheet">` to `url`, which serves
        /// ``HTMLFormStyleSheet/cssText``.
        case external(url: String)
        /// No stylesheet: the caller styles the page.
        case none
    }

    /// A whole HTML document around ``render(_:)``: `lang`, the viewport,
    /// ``pageTitle(for:)`` as its title (with "Error: " after a failed
    /// submission) and the stylesheet, with the form in `<main>`.
    public func renderPage(_ session: FormSession<Form>, language: String = "en", styleSheet: StyleSheet = .inline) -> String {
        // The page's title and its form from one plan, its reads of the form
        // registered with observers once; values in a browser's wire formats.
        TextConventions.withConventions(.iso) {
            session.controller.readingForm {
                let plan = RenderPlan(self, session: session)
                let entries = showsErrors ? errorEntries(plan, session: session) : []
                return renderPage(session, plan: plan, entries: entries, language: language, styleSheet: styleSheet)
            }
        }
    }

    func renderPage(
        _ session: FormSession<Form>, plan: RenderPlan, entries: [HTMLErrorEntry], language: String, styleSheet: StyleSheet
    ) -> String {
        let shellStyleSheet: HTMLPageShell.StyleSheet
        switch styleSheet {
        case .inline: shellStyleSheet = .inline
        case .external(let url): shellStyleSheet = .external(url: url)
        case .none: shellStyleSheet = .none
        }
        // A theme's scheme fixes the body's background as it fixes the page.
        let shell = HTMLPageShell(
            title: pageTitle(for: session, entries: entries), language: FormLanguage(language), styleSheet: shellStyleSheet,
            bodyClasses: Self.fixedScheme(session.layout))
        return shell.html { html in writeForm(session, plan: plan, entries: entries, into: &html) }
    }
}
