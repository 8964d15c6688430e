import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Foundation
import Testing

/// Appearances, the theme and whole pages.
@MainActor
@Suite("HTML appearances, theme and pages")
struct AppearanceTests {
    private func layout(_ appearance: some FormAppearance, theme: FormTheme = .standard) -> FormLayout<ConstrainedForm> {
        FormLayout(title: "Sign up", appearance: appearance, theme: theme) {
            FormSection("You") { TextRow("Name", \.name) }
        }
    }

    private func render(_ layout: FormLayout<ConstrainedForm>) -> String {
        HTMLFormRenderer<ConstrainedForm>(action: "/signup").render(FormSession(form: ConstrainedForm(), layout: layout))
    }

    @Test("Each appearance names itself on the page; columns carry their label width")
    func appearances() {
        #expect(render(layout(.grouped)).hasPrefix(#"<div class="fk-page fk-appearance-grouped fk-labels-leading">"#))
        #expect(render(layout(.columns)).hasPrefix(#"<div class="fk-page fk-appearance-columns fk-labels-column" style="--fk-label-width:18ch;">"#))
        let card = render(layout(.card))
        #expect(card.hasPrefix(#"<div class="fk-page fk-appearance-card fk-labels-leading">"#))
        #expect(
            card.contains(#"<h1 class="fk-chrome-headline">Sign up</h1>"#),
            "the card's title, from its own chrome, is the page's one h1 (regression: an h2, and no h1 on the page)")
        #expect(card.contains("border-radius:1.5rem"))
        #expect(render(layout(.grouped)).contains(#"<h1 class="fk-chrome-title">Sign up</h1>"#))
    }

    @Test(
        "Every page has one h1 and the error summary's heading after it; a custom row's headline is not a heading of the page (regression: /card had no h1, the profile an h2 \"(?)\")"
    )
    func headings() async {
        let layouts = [layout(.grouped), layout(.columns), layout(.card)]
        for layout in layouts {
            let appearance = layout.appearance
            var renderer = HTMLFormRenderer<ConstrainedForm>(action: "/signup")
            renderer.showsErrors = true
            let session = FormSession(form: ConstrainedForm(), layout: layout)
            _ = await session.submit()
            let page = renderer.render(session)
            let headings = page.matches(of: /<h([1-6])/).map { String($0.1) }
            #expect(headings.first == "1" && headings.filter { $0 == "1" }.count == 1, "\(appearance.name): \(headings)")
            #expect(headings.dropFirst().allSatisfy { $0 == "2" }, "\(appearance.name): \(headings)")
        }
        let profile = HTMLFormRenderer<ProfileForm>(action: "/profile").render(FormSession(form: ProfileForm()))
        #expect(profile.contains(#"<span class="fk-chrome-headline">(?)</span>"#))
        #expect(profile.matches(of: /<h1/).count == 1 && !profile.contains("<h2 class=\"fk-chrome-headline\">(?)"))
    }

    @Test(
        "A theme sets the colours where it differs from the standard one as custom properties (regression: the standard's terminal red, 3.3:1 on white, replaced the page's error colour)"
    )
    func theme() {
        #expect(!render(layout(.grouped)).contains("--fk-accent"), "the standard theme leaves light and dark to the stylesheet")
        #expect(!render(layout(.grouped)).contains("fk-scheme-"), "the standard theme follows the reader's scheme")
        var theme = FormTheme.standard
        theme.accent = ThemeColor(red: 0x12, green: 0x34, blue: 0x56, ansi: 4)
        theme.secondaryText = .default
        let html = render(layout(.grouped, theme: theme))
        #expect(
            html.hasPrefix(
                #"<div class="fk-page fk-appearance-grouped fk-labels-leading fk-scheme-light" style="--fk-accent:#123456;--fk-on-accent:#ffffff;">"#),
            "a dark accent gets white text on its buttons")
        #expect(!html.contains("--fk-error:"), "the standard's colours are left to the stylesheet")
        #expect(!html.contains("--fk-secondary-text:"), "a default colour is left to the stylesheet")
        var bright = FormTheme.standard
        bright.text = ThemeColor(red: 0xEE, green: 0xEE, blue: 0xEE, ansi: 15)
        #expect(render(layout(.grouped, theme: bright)).contains(#"fk-labels-leading fk-scheme-dark""#), "light text of its own reads on dark")
    }

    @Test(
        "A theme with a background of its own fixes the page's scheme to that background's (regression: a white theme in a dark browser had light text on white)"
    )
    func themeScheme() {
        var light = FormTheme.standard
        light.primaryBackground = ThemeColor(red: 0xFF, green: 0xFF, blue: 0xFF, ansi: 15)
        #expect(
            render(layout(.grouped, theme: light)).hasPrefix(
                #"<div class="fk-page fk-appearance-grouped fk-labels-leading fk-scheme-light" style="--fk-primary-background:#ffffff;">"#))
        var dark = FormTheme.standard
        dark.secondaryBackground = ThemeColor(red: 0x10, green: 0x18, blue: 0x20, ansi: 0)
        #expect(render(layout(.grouped, theme: dark)).contains(#"fk-labels-leading fk-scheme-dark""#))
        // Mid grey: text reads better in black on it.
        var grey = FormTheme.standard
        grey.primaryBackground = ThemeColor(red: 0x80, green: 0x80, blue: 0x80, ansi: 8)
        #expect(render(layout(.grouped, theme: grey)).contains("fk-scheme-light"))
        let css = HTMLFormStyleSheet.cssText
        #expect(css.contains(".fk-page:not(.fk-scheme-light) {"), "a light theme's page is not darkened")
        #expect(css.contains(".fk-page.fk-scheme-dark {"))
    }

    @Test("The stylesheet defines every role, light and dark, and hides only what is visually hidden")
    func styleSheet() {
        let css = HTMLFormStyleSheet.cssText
        for role in ThemeColorRole.allCases {
            let property = "--fk-" + role.rawValue.reduce(into: "") { $0 += $1.isUppercase ? "-" + $1.lowercased() : String($1) }
            #expect(css.contains(property + ":"), "\(property)")
        }
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        #expect(css.contains(".fk-appearance-grouped") && css.contains(".fk-appearance-columns") && css.contains(".fk-appearance-card"))
        #expect(css.contains(":focus-visible"))
    }

    @Test("A whole page: lang, viewport, the error title, the stylesheet, the form in main; a Submit when no row submits")
    func page() {
        let session = FormSession(form: ConstrainedForm(), layout: layout(.grouped))
        var renderer = HTMLFormRenderer<ConstrainedForm>(action: "/signup")
        _ = session.controller.validate()
        renderer.showsErrors = true
        let page = renderer.renderPage(session, language: "en-GB")
        #expect(page.hasPrefix("<!doctype html>\n<html lang=\"en-GB\" dir=\"ltr\">"))
        #expect(page.contains("<title>Error: Sign up</title>"))
        #expect(page.contains("<style>") && page.contains("prefers-color-scheme"))
        #expect(page.contains("<main><div class=\"fk-page"))
        #expect(page.contains(#"<div class="fk-actions"><button type="submit" class="fk-button" name="_fk_action" value="submit">"#))
        let linked = renderer.renderPage(session, styleSheet: .external(url: "/forms.css"))
        #expect(linked.contains(#"<link rel="stylesheet" href="/forms.css">"#) && !linked.contains("<style>"))
    }
}
