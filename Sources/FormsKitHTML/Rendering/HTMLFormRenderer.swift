import FormsKit
import FormsKitModel
import Foundation

/// Renders a form session as an accessible HTML `<form>`, escaped by
/// construction, following the GOV.UK Design System's pattern for errors.
///
/// ```swift
/// let session = FormSession(form: AddServerForm())
/// let renderer = HTMLFormRenderer<AddServerForm>(action: "/add-server")
/// let html = renderer.render(session)
/// ```
///
/// Every row gets a `<label for>`, its hint (the row's subtitle) and, when it
/// has messages, an inline message after label and hint with a visually hidden
/// "Error:" prefix; the control lists hint then error in `aria-describedby`
/// and is `aria-invalid="true"`. With ``showsErrors`` on (after a failed
/// submission), an error summary headed "There is a problem" comes first,
/// linking to each field, and ``pageTitle(for:)`` starts with "Error: ".
/// Every value is rendered as the session holds it, including text that did
/// not read as a number or date.
public struct HTMLFormRenderer<Form: ValidatableForm> {
    /// Where the form posts.
    public var action: String
    /// Whether the browser's own validation runs (`novalidate` when `false`,
    /// the default: the server's messages, as GOV.UK does).
    public var validatesInBrowser = false
    /// Whether to show messages and the error summary: after a submission
    /// that failed.
    public var showsErrors = false
    /// The URL of a page a link row opens, by the page's id; `nil` renders
    /// the row as text.
    public var pageURL: (String) -> String? = { "/" + $0 }
    /// Whether the control of the session's focused row takes focus when
    /// the page loads: after an element of a repeated group was added,
    /// moved or removed, so that focus is where the change is, not at the
    /// top of the page. (A fresh page leaves focus to the reader.)
    public var focusesFocusedRow = false
    /// Whether the page asks "Start over?" at its Start over button, with a
    /// button that confirms: after Start over was pressed on a form with
    /// changes (``HTMLFormAction/reset``). Nothing is put back until the
    /// person says yes; what they typed stays on the page meanwhile.
    public var asksToStartOver = false
    /// Whether the server keeps the values the page shows, as a form in
    /// steps keeps each step's answers in its flow: leaving the page then
    /// asks first only once something is typed on it, and the form is
    /// `autocomplete="off"`, so that the browser's Back and Forward do not
    /// put back the choices and text it held when it was last left over
    /// the answers as the server keeps them (fields with a purpose of their
    /// own, such as `email`, keep their autofill). `false` by default:
    /// values that differ from the form's own were not saved (a page sent
    /// back with errors).
    public var answersAreKept = false
    /// Whether the server keeps what the page holds as a draft: the live
    /// script then sends it (``HTMLFormAction/saveDraft``) a few seconds
    /// after a change and when the page is hidden, and leaving asks first
    /// only while a change is not saved yet.
    public var savesDrafts = false
    /// Problems found while decoding the submission (a choice not offered),
    /// by field name, shown as the field's first message.
    public var decodingProblems: [String: String] = [:]
    /// Whether the page validates as the user types (``HTMLLiveValidation``):
    /// off by default, so the page needs no script at all.
    public var liveValidation: LiveValidation = .off
    /// The languages the page can be shown in, offered at the top of its
    /// form (a button each, which sends the page with what it holds as
    /// ``HTMLFormAction/language(_:)``); `nil`, the default, offers none.
    public var languageChoice: LanguageChoice?
    /// Hidden inputs written first in the form, in order, each name and
    /// value escaped: what a server adds to every submission, such as a
    /// CSRF token. None by default.
    public var hiddenFields: [(name: String, value: String)] = []
    /// Whether the server keeps what was typed into a masked field (a
    /// password) when the field comes back empty, as a form in steps does:
    /// the note under such a field on a page shown again says to leave it
    /// empty, rather than to type it again.
    public var keepsSecretsLeftEmpty = false

    /// Where the live-validation script comes from.
    public enum LiveValidation: Hashable, Sendable {
        /// No script; the server's messages after a submission.
        case off
        /// ``HTMLLiveValidation/script`` in a `<script>` after the form.
        case inline
        /// A `<script defer src>` of `url`, which serves
        /// ``HTMLLiveValidation/scriptText`` (for a Content Security Policy
        /// without inline scripts).
        case external(url: String)
    }

    /// A renderer for a form that posts to `action`.
    public init(action: String) {
        self.action = action
    }

    /// "Error:" as it goes before the text it introduces: with a space,
    /// unless it ends in a full-width sign that holds its own ("エラー：").
    static func spaced(_ prefix: String) -> String {
        guard let last = prefix.unicodeScalars.last, !(0xFF00...0xFF60).contains(last.value), !(0x3000...0x303F).contains(last.value)
        else { return prefix }
        return prefix + " "
    }

    /// The page title: "Error: " before the form's title when errors show.
    public func pageTitle(for session: FormSession<Form>) -> String {
        guard showsErrors else { return session.layout.title ?? "" }
        return pageTitle(for: session, entries: errorEntries(RenderPlan(self, session: session), session: session))
    }

    /// The page title, for a page whose error summary has `entries`.
    private func pageTitle(for session: FormSession<Form>, entries: [HTMLErrorEntry]) -> String {
        let title = session.layout.title ?? ""
        return entries.isEmpty ? title : Self.spaced(ValidationMessages.text(for: .errorPrefix)) + title
    }

    /// The form, with its error summary when errors show, in a `.fk-page`
    /// element that carries the appearance (`fk-appearance-grouped`) and
    /// the layout's theme; style it with ``HTMLFormStyleSheet``.
    public func render(_ session: FormSession<Form>) -> String {
        // Values in a browser's wire formats (`2.5`, `2026-11-21`), whatever
        // the language.
        TextConventions.withConventions(.iso) {
            var html = HTMLWriter()
            write(session, into: &html)
            return html.html
        }
    }

    /// Writes the form, with its reads of the form registered with
    /// observers once, not per row.
    private func write(_ session: FormSession<Form>, into html: inout HTMLWriter) {
        session.controller.readingForm {
            let plan = RenderPlan(self, session: session)
            writeForm(session, plan: plan, entries: showsErrors ? errorEntries(plan, session: session) : [], into: &html)
        }
    }

    private func writeForm(_ session: FormSession<Form>, plan: RenderPlan, entries: [HTMLErrorEntry], into html: inout HTMLWriter) {
        let layout = session.layout
        // The page's words come from one provider, found once.
        let messages = ValidationMessages.inEffect
        html.open("div", attributes: Self.pageAttributes(layout))
        html.startTag("form")
        html.attribute("method", "post")
        html.urlAttribute("action", action)
        html.attribute("accept-charset", "UTF-8")
        if plan.hasFileRow { html.attribute("enctype", "multipart/form-data") }
        html.flag("novalidate", !validatesInBrowser)
        if answersAreKept { html.attribute("autocomplete", "off") }
        html.flag("data-fk-live", liveValidation != .off)
        if liveValidation != .off {
            html.attribute("data-fk-error-prefix", Self.spaced(ValidationMessages.text(for: .errorPrefix, from: messages)))
            html.attribute("data-fk-sending", ValidationMessages.text(for: .sending, from: messages))
            // Values that differ from the form's own were not saved (a page
            // sent back with errors), unless the server keeps them: leaving
            // asks first.
            html.flag("data-fk-unsaved", session.controller.isDirty && !answersAreKept && !savesDrafts)
            html.flag("data-fk-drafts", savesDrafts)
            // After a failed submission every field has been checked: a
            // check against another field then runs when either changes.
            html.flag("data-fk-validated", showsErrors)
        }
        html.endOpen()
        for field in hiddenFields {
            html.void("input", .init("type", "hidden"), .init("name", field.name), .init("value", field.value))
        }
        // The first submit button is the one Enter in a field presses: make it
        // Submit, not a group's Add. Hidden by the stylesheet, not with
        // `hidden`: WebKit before 2023 pressed the first submit button that
        // is drawn, which would be the Add. A page read without any
        // stylesheet shows it, a Submit at the top of the form.
        // In a form split into steps, Enter before the last step continues.
        let continues = !session.isOnLastStep
        html.startTag("button")
        html.attribute("type", "submit")
        html.attribute("name", HTMLFormAction.key)
        html.attribute("value", continues ? HTMLFormAction.nextStepValue : HTMLFormAction.submitValue)
        html.raw(" class=\"fk-visually-hidden\" tabindex=\"-1\" aria-hidden=\"true\">")
        html.text(continues ? layout.continueTitle : layout.submitTitle)
        html.close("button")
        languageChoice?.write(into: &html)
        // Rows show messages only with errors on.
        let rows = HTMLRowWriter(
            errorPrefix: showsErrors ? Self.spaced(ValidationMessages.text(for: .errorPrefix, from: messages)) : "",
            retypeNote: ValidationMessages.text(for: keepsSecretsLeftEmpty ? .secretKeptIfEmpty : .typeSecretAgain, from: messages),
            wrongSecretNote: ValidationMessages.text(for: .typeSecretAgain, from: messages),
            showsErrors: showsErrors,
            startOverQuestion: asksToStartOver
                ? (ValidationMessages.text(for: .startOverQuestion, from: messages), ValidationMessages.text(for: .startOverAction, from: messages)) : nil,
            marksDerivedRows: liveValidation != .off)
        // The sections go where the appearance puts its content.
        let body = layout.appearance.makeBody(configuration: FormAppearanceConfiguration(title: layout.title))
        let actions = Self.actions(of: session)
        let progress = session.stepProgress
        ChromeHTML.write(body, into: &html) { html in
            // Which step this is, under the page's title, before anything
            // else the step says.
            if let progress { html.element("p", .init("class", "fk-step"), .init("id", "fk-step"), text: progress.text) }
            // The summary opens the content, under the page's title: its
            // heading comes after the page's `h1`.
            if !entries.isEmpty { Self.writeSummary(entries, messages: messages, into: &html) }
            Self.writeContent(plan, rows: rows, messages: messages, actions: actions, hasScript: liveValidation != .off, into: &html)
        }
        html.close("form")
        switch liveValidation {
        case .off:
            break
        case .inline:
            html.open("script")
            html.raw(HTMLLiveValidation.script)
            html.close("script")
        case .external(let url):
            html.open("script", .flag("defer"), .url("src", url))
            html.close("script")
        }
        html.close("div")
    }

    /// The buttons under a form: Submit; in a form split into steps, Back
    /// after the first step and Continue before the last.
    private struct Actions {
        var back: String?
        /// The confirming button's value and title.
        var confirm: (value: String, title: String)
    }

    private static func actions(of session: FormSession<Form>) -> Actions {
        let layout = session.layout
        guard let progress = session.stepProgress else { return Actions(confirm: (HTMLFormAction.submitValue, layout.submitTitle)) }
        return Actions(
            back: progress.isFirst ? nil : layout.backTitle,
            confirm: progress.isLast ? (HTMLFormAction.submitValue, layout.submitTitle) : (HTMLFormAction.nextStepValue, layout.continueTitle))
    }

    /// The sections and the buttons under them: Back (in steps), and,
    /// unless a row submits the form, Continue or Submit.
    private static func writeContent(
        _ plan: RenderPlan, rows: HTMLRowWriter, messages: any ValidationMessageProvider, actions: Actions, hasScript: Bool,
        into html: inout HTMLWriter
    ) {
        for section in plan.sections {
            writeSection(section, groups: plan.groups, rows: rows, messages: messages, hasScript: hasScript, into: &html)
        }
        let confirms = !plan.hasSubmitRow || actions.confirm.value != HTMLFormAction.submitValue
        guard confirms || actions.back != nil else { return }
        html.open("div", .init("class", "fk-actions"))
        if confirms {
            html.element(
                "button", .init("type", "submit"), .init("class", "fk-button"), .init("name", HTMLFormAction.key),
                .init("value", actions.confirm.value), text: actions.confirm.title
            )
        }
        if let back = actions.back {
            // Going back checks nothing, in the browser either.
            html.element(
                "button", .init("type", "submit"), .init("class", "fk-button fk-button--secondary"), .init("name", HTMLFormAction.key),
                .init("value", HTMLFormAction.previousStepValue), .flag("formnovalidate"), text: back
            )
        }
        html.close("div")
    }

    /// The rows that show what other fields work out (read-only values,
    /// content of their own: a preview, a count of characters), each
    /// written as ``render(_:)`` writes it on a page with the live script,
    /// and nothing else: the answer to ``HTMLFormAction/refresh``.
    ///
    /// The live script posts the form with `_fk_action=refresh` a moment
    /// after the person stops typing, and puts each row of the answer in
    /// place of the page's row with its id (`data-fk-derived`), which says
    /// its new content politely (`aria-live`). Decode the submission into a
    /// session and answer with this, without validating or submitting:
    ///
    /// ```swift
    /// let decoding = HTMLFormDecoder.decode(submission, into: session)
    /// if decoding.action == .refresh { return html(renderer.renderDerivedRows(session)) }
    /// ```
    ///
    /// A row hidden on the page and shown by the values sent (or the other
    /// way round) changes with the next page, not here.
    public func renderDerivedRows(_ session: FormSession<Form>) -> String {
        TextConventions.withConventions(.iso) { writeDerivedRows(session) }
    }

    private func writeDerivedRows(_ session: FormSession<Form>) -> String {
        // Only the rows' values are read: no messages, no live checks.
        var planning = self
        planning.showsErrors = false
        planning.liveValidation = .off
        planning.focusesFocusedRow = false
        var html = HTMLWriter()
        session.controller.readingForm {
            let plan = RenderPlan(planning, session: session)
            let rows = HTMLRowWriter(errorPrefix: "", retypeNote: "", showsErrors: false, marksDerivedRows: true)
            for section in plan.sections {
                for row in section.rows where row.isDerived { rows.write(row, into: &html) }
            }
        }
        return html.html
    }

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

    private func renderPage(
        _ session: FormSession<Form>, plan: RenderPlan, entries: [HTMLErrorEntry], language: String, styleSheet: StyleSheet
    ) -> String {
        var html = HTMLWriter()
        html.raw("<!doctype html>\n")
        html.open("html", .init("lang", language), .init("dir", FormLanguage(language).isRightToLeft ? "rtl" : "ltr"))
        html.open("head")
        html.void("meta", .init("charset", "utf-8"))
        html.void("meta", .init("name", "viewport"), .init("content", "width=device-width, initial-scale=1"))
        html.element("title", text: pageTitle(for: session, entries: entries))
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
        // dark column on white; a theme's scheme fixes it as it fixes the page.
        html.open("body", .init("class", "fk-body" + (Self.fixedScheme(session.layout).map { " " + $0 } ?? "")))
        html.open("main")
        writeForm(session, plan: plan, entries: entries, into: &html)
        html.close("main")
        html.close("body")
        html.close("html")
        return html.html
    }

    /// The page element's classes (appearance, label placement, the colour
    /// scheme a theme's background fixes) and the theme's own colours as
    /// custom properties.
    ///
    /// The stylesheet gives every role a colour for light and for dark
    /// pages, with enough contrast. A theme's colours are written only for
    /// the roles where it differs from ``FormTheme/standard`` (the
    /// standard theme's colours are the terminal's, and the stylesheet's own
    /// read better on a page). A theme's own colours are made for one
    /// scheme, so a theme that sets any fixes the page to it
    /// (`fk-scheme-light` or `fk-scheme-dark`), whatever the reader
    /// prefers: its background's, or, when it sets no background, the one
    /// its text colours read on (dark text, or a dark accent, on light).
    /// The roles it leaves to the stylesheet take the colours of that
    /// scheme.
    static func pageAttributes(_ layout: FormLayout<Form>) -> [HTMLWriter.Attribute?] {
        let (classes, style) = pageClassesAndStyle(layout)
        return [.init("class", classes), style.isEmpty ? nil : .init("style", style)]
    }

    /// The page element's classes and custom properties, as ``pageAttributes(_:)`` writes them.
    private static func pageClassesAndStyle(_ layout: FormLayout<Form>) -> (classes: String, style: String) {
        var classes = "fk-page fk-appearance-" + HTMLIdentifier.encode(layout.appearance.name)
        var style = ""
        switch layout.appearance.labelPlacement {
        case .leading: classes += " fk-labels-leading"
        case .above: classes += " fk-labels-above"
        case .column(let width):
            classes += " fk-labels-column"
            style += "--fk-label-width:" + String(width) + "ch;"
        }
        let theme = layout.theme
        if theme != .standard {
            var ownForeground: (red: UInt8, green: UInt8, blue: UInt8)?
            for role in ThemeColorRole.allCases where theme[role] != FormTheme.standard[role] {
                guard let hex = theme[role].hex else { continue }
                style += ChromeHTML.propertyName(role) + ":" + hex + ";"
                switch role {
                case .primaryBackground, .secondaryBackground, .separator: break
                case .text, .emphasis, .secondaryText, .accent, .error: if ownForeground == nil { ownForeground = theme[role].rgb }
                }
            }
            // Text on the accent (a primary button's) in the colour that reads on it.
            if theme.accent != FormTheme.standard.accent, let accent = theme.accent.rgb {
                style += "--fk-on-accent:" + (Self.isDark(accent) ? "#ffffff" : "#000000") + ";"
            }
            if let background = theme.primaryBackground.rgb ?? theme.secondaryBackground.rgb {
                classes += Self.isDark(background) ? " fk-scheme-dark" : " fk-scheme-light"
            } else if let foreground = ownForeground {
                classes += Self.isDark(foreground) ? " fk-scheme-light" : " fk-scheme-dark"
            }
        }
        return (classes, style)
    }

    /// The colour scheme a layout's theme fixes its page to (`fk-scheme-light`
    /// or `fk-scheme-dark`), if any.
    static func fixedScheme(_ layout: FormLayout<Form>) -> String? {
        // Only a theme of its own fixes a scheme: most pages ask nothing more.
        guard layout.theme != .standard else { return nil }
        return pageClassesAndStyle(layout).classes.split(separator: " ").first { $0.hasPrefix("fk-scheme-") }.map(String.init)
    }

    /// Whether text reads better in white than in black on `color`: its
    /// relative luminance (WCAG) below the point where the two contrasts meet.
    static func isDark(_ color: (red: UInt8, green: UInt8, blue: UInt8)) -> Bool {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        return luminance < 0.179
    }

    // MARK: Messages

    /// The summary's entries: messages about the whole form (a server's
    /// form-wide and unmatched messages, a failed submission's reason, a
    /// problem with a group's submitted size) first, then each row's.
    func errorEntries(_ plan: RenderPlan, session: FormSession<Form>) -> [HTMLErrorEntry] {
        var entries: [HTMLErrorEntry] = []
        var formWide = session.formProblems
        for section in plan.sections {
            for index in section.rows.indices where !section.rows[index].messages.isEmpty {
                entries.append(HTMLErrorEntry(id: section.rows[index].facts.id, messages: section.rows[index].messages))
            }
        }
        if !decodingProblems.isEmpty {
            // Problems no visible row shows (a group's size) go with the form's.
            var rowNames: Set<String> = []
            for section in plan.sections {
                for row in section.rows { rowNames.insert(row.facts.name) }
            }
            formWide += decodingProblems.keys.sorted().filter { !rowNames.contains($0) }.map { decodingProblems[$0, default: ""] }
        }
        return formWide.isEmpty ? entries : [HTMLErrorEntry(id: nil, messages: formWide)] + entries
    }

    private static func writeSummary(_ entries: [HTMLErrorEntry], messages: any ValidationMessageProvider, into html: inout HTMLWriter) {
        // Focused on load, so a screen reader reads it first: `autofocus`
        // works without a script on an element with a tabindex.
        html.raw("<div class=\"fk-error-summary\" data-module=\"fk-error-summary\" tabindex=\"-1\" autofocus>")
        html.raw("<div role=\"alert\"><h2 class=\"fk-error-summary__title\">")
        html.text(ValidationMessages.text(for: .errorSummaryTitle, from: messages))
        html.raw("</h2>\n<ul class=\"fk-error-summary__list\">")
        for entry in entries {
            for message in entry.messages {
                if let id = entry.id {
                    // A fragment is a relative URL: nothing to check.
                    html.raw("<li><a href=\"#")
                    html.attributeValue(id)
                    html.raw("\">")
                    html.text(message)
                    html.raw("</a>\n</li>\n")
                } else {
                    html.element("li", text: message)
                }
            }
        }
        html.close("ul")
        html.close("div")
        html.close("div")
    }

    // MARK: Sections and rows

    private static func writeSection(
        _ section: RenderPlan.Section, groups: [String: RenderPlan.Group], rows writer: HTMLRowWriter, messages: any ValidationMessageProvider,
        hasScript: Bool, into html: inout HTMLWriter
    ) {
        html.raw("<fieldset class=\"fk-section\">")
        if let header = section.headerText {
            html.element("legend", text: header)
        }
        html.raw("<div class=\"fk-section__rows\">")
        let rows = section.rows
        var markedGroups: Set<String> = []
        for position in rows.indices {
            let row = rows[position]
            switch row.place {
            case .header, .footer:
                continue
            case .row:
                writer.write(row, into: &html)
            case .add(let name):
                markGroup(name, groups: groups, marked: &markedGroups, into: &html)
                writer.write(row, into: &html)
            case .element(let name, let index):
                markGroup(name, groups: groups, marked: &markedGroups, into: &html)
                writer.write(row, into: &html)
                // After an element's last row, its buttons.
                let next = position + 1 < rows.endIndex ? rows[position + 1].place : nil
                if next != row.place, let group = groups[name] {
                    writeElementButtons(group: name, index: index, facts: group, messages: messages, into: &html)
                }
            }
        }
        html.close("div")
        if let footer = section.footerText {
            if !section.footerNeedsScript {
                html.element("p", .init("class", "fk-section__footer"), text: footer)
            } else if hasScript {
                // What only the script does is said only when it runs: it
                // shows the footer. Without it (scripts off, or not loaded)
                // Enter sends the form, and the page says nothing else.
                html.element("p", .init("class", "fk-section__footer"), .flag("data-fk-needs-script"), .flag("hidden"), text: footer)
            }
        }
        html.close("fieldset")
    }

    /// The hidden input that gives a repeated group's element count, before
    /// its first row: one per group, however its rows fall.
    private static func markGroup(_ name: String, groups: [String: RenderPlan.Group], marked: inout Set<String>, into html: inout HTMLWriter) {
        guard let group = groups[name], marked.insert(name).inserted else { return }
        html.startTag("input")
        html.attribute("type", "hidden")
        html.attribute("name", HTMLFormKeys.groupCount)
        html.attribute("value", name + ":" + String(group.count))
        html.endVoid()
    }

    /// Remove, and move up and down, for one element of a repeated group:
    /// submit buttons of their own, so they work without JavaScript.
    private static func writeElementButtons(
        group: String, index: Int, facts: RenderPlan.Group, messages: any ValidationMessageProvider, into html: inout HTMLWriter
    ) {
        let (item, minimum, count) = (facts.itemName, facts.minimum, facts.count)
        html.raw("<div class=\"fk-element-actions\">")
        writeElementButtonStart(into: &html)
        HTMLFormAction.writeRemoveValue(group: group, index: index, into: &html)
        writeElementButtonEnd(
            isDisabled: count <= minimum, title: ValidationMessages.text(for: .removeElement(item: item, position: index + 1), from: messages),
            into: &html)
        if index > 0 {
            writeElementButtonStart(into: &html)
            HTMLFormAction.writeMoveValue(group: group, index: index, offset: -1, into: &html)
            writeElementButtonEnd(
                isDisabled: false, title: ValidationMessages.text(for: .moveElementUp(item: item, position: index + 1), from: messages),
                into: &html)
        }
        if index < count - 1 {
            writeElementButtonStart(into: &html)
            HTMLFormAction.writeMoveValue(group: group, index: index, offset: 1, into: &html)
            writeElementButtonEnd(
                isDisabled: false, title: ValidationMessages.text(for: .moveElementDown(item: item, position: index + 1), from: messages),
                into: &html)
        }
        html.close("div")
    }

    /// An element button up to its value: `<button … value="`.
    private static func writeElementButtonStart(into html: inout HTMLWriter) {
        html.raw("<button type=\"submit\" class=\"fk-button fk-button--link\"")
        html.attribute("name", HTMLFormAction.key)
        html.raw(" value=\"")
    }

    /// An element button from the end of its value.
    private static func writeElementButtonEnd(isDisabled: Bool, title: String, into html: inout HTMLWriter) {
        html.raw("\"")
        html.flag("disabled", isDisabled)
        html.endOpen()
        html.text(title)
        html.close("button")
    }
}
