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
    /// Problems found while decoding the submission (a choice not offered),
    /// by field name, shown as the field's first message.
    public var decodingProblems: [String: String] = [:]
    /// Whether the page validates as the user types (``HTMLLiveValidation``):
    /// off by default, so the page needs no script at all.
    public var liveValidation: LiveValidation = .off
    /// Hidden inputs written first in the form, in order, each name and
    /// value escaped: what a server adds to every submission, such as a
    /// CSRF token. None by default.
    public var hiddenFields: [(name: String, value: String)] = []

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

    /// The page title: "Error: " before the form's title when errors show.
    @MainActor
    public func pageTitle(for session: FormSession<Form>) -> String {
        let title = session.layout.title ?? ""
        guard showsErrors else { return title }
        return !errorEntries(RenderPlan(self, session: session, outline: session.outline), session: session).isEmpty
            ? ValidationMessages.text(for: .errorPrefix) + " " + title : title
    }

    /// The form, with its error summary when errors show, in a `.fk-page`
    /// element that carries the appearance (`fk-appearance-grouped`) and
    /// the layout's theme; style it with ``HTMLFormStyleSheet``.
    @MainActor
    public func render(_ session: FormSession<Form>) -> String {
        // Room is made once the page's size is known (that of its last render).
        var html = HTMLWriter(capacity: 0)
        write(session, into: &html)
        return html.html
    }

    /// Writes the form, with its reads of the form registered with
    /// observers once, not per row.
    @MainActor
    private func write(_ session: FormSession<Form>, into html: inout HTMLWriter) {
        session.controller.readingForm { writeForm(session, into: &html) }
    }

    @MainActor
    private func writeForm(_ session: FormSession<Form>, into html: inout HTMLWriter) {
        let layout = session.layout
        let outline = session.outline
        let plan = RenderPlan(self, session: session, outline: outline)
        // Room for the page as big as it was last time, and a little more:
        // no copy as it grows (the first render starts at 8 KiB).
        let start = html.byteCount
        html.reserveCapacity(plan.outlineFacts.pageSize > 0 ? plan.outlineFacts.pageSize + plan.outlineFacts.pageSize / 8 : 8192)
        defer { plan.outlineFacts.pageSize = html.byteCount - start }
        // The page's words come from one provider, found once.
        let messages = ValidationMessages.inEffect
        let entries = showsErrors ? errorEntries(plan, session: session) : []
        // The page element's attributes depend on the layout alone: worked
        // out once per outline.
        if plan.outlineFacts.pageAttributes == nil { plan.outlineFacts.pageAttributes = Self.pageAttributes(layout) }
        html.open("div", attributes: plan.outlineFacts.pageAttributes ?? [])
        if !entries.isEmpty {
            writeSummary(entries, messages: messages, into: &html)
        }
        // Attributes one by one, not a list made per page.
        html.startTag("form")
        html.attribute("method", "post")
        html.urlAttribute("action", action)
        html.attribute("accept-charset", "UTF-8")
        if plan.hasFileRow { html.attribute("enctype", "multipart/form-data") }
        html.flag("novalidate", !validatesInBrowser)
        html.flag("data-fk-live", liveValidation != .off)
        if liveValidation != .off { html.attribute("data-fk-error-prefix", ValidationMessages.text(for: .errorPrefix, from: messages)) }
        html.endOpen()
        for field in hiddenFields {
            html.void("input", .init("type", "hidden"), .init("name", field.name), .init("value", field.value))
        }
        // The first submit button is the one Enter in a field presses: make it
        // Submit, not a group's Add. Hidden by the stylesheet, not with
        // `hidden`: WebKit before 2023 pressed the first submit button that
        // is drawn, which would be the Add. A page read without any
        // stylesheet shows it, a Submit at the top of the form.
        html.startTag("button")
        html.attribute("type", "submit")
        html.attribute("name", HTMLFormAction.key)
        html.attribute("value", HTMLFormAction.submitValue)
        html.raw(" class=\"fk-visually-hidden\" tabindex=\"-1\" aria-hidden=\"true\">")
        html.text(layout.submitTitle)
        html.close("button")
        let chrome: HTMLRowTemplate
        if let recorded = plan.outlineFacts.chrome {
            chrome = recorded
        } else {
            let body = layout.appearance.makeBody(configuration: FormAppearanceConfiguration(title: layout.title))
            var recorder = HTMLWriter(recordingTemplate: ())
            ChromeHTML.write(body, into: &recorder) { $0.hole(.content) }
            chrome = recorder.template
            plan.outlineFacts.chrome = chrome
        }
        // Rows show messages only with errors on.
        let errorPrefix = showsErrors ? ValidationMessages.text(for: .errorPrefix, from: messages) : ""
        // The sections go in the appearance's content holes (one, as a
        // rule), written without a closure: one that captured the renderer
        // looked its type up for each section.
        var written = 0
        for hole in chrome.holes {
            html.write(chrome, bytesFrom: written, to: hole.offset)
            writeContent(
                plan, session: session, outline: outline, errorPrefix: errorPrefix, messages: messages, submitTitle: layout.submitTitle,
                into: &html)
            written = hole.offset
        }
        html.write(chrome, bytesFrom: written, to: chrome.bytes.count)
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

    /// The sections and, unless a row submits the form, a Submit button.
    @MainActor
    private func writeContent(
        _ plan: RenderPlan, session: FormSession<Form>, outline: [OutlineRow<Form>], errorPrefix: String,
        messages: any ValidationMessageProvider, submitTitle: String, into html: inout HTMLWriter
    ) {
        for index in plan.sections.indices {
            writeSection(
                plan.sections[index], groups: plan.outlineFacts.groups, session: session, outline: outline, errorPrefix: errorPrefix,
                messages: messages, into: &html)
        }
        if !plan.hasSubmitRow {
            html.open("div", .init("class", "fk-actions"))
            html.element(
                "button", .init("type", "submit"), .init("class", "fk-button"), .init("name", HTMLFormAction.key),
                .init("value", HTMLFormAction.submitValue), text: submitTitle
            )
            html.close("div")
        }
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
    @MainActor
    public func renderPage(_ session: FormSession<Form>, language: String = "en", styleSheet: StyleSheet = .inline) -> String {
        var html = HTMLWriter()
        html.raw("<!doctype html>\n")
        html.open("html", .init("lang", language))
        html.open("head")
        html.void("meta", .init("charset", "utf-8"))
        html.void("meta", .init("name", "viewport"), .init("content", "width=device-width, initial-scale=1"))
        html.element("title", text: pageTitle(for: session))
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
        html.open("body")
        html.open("main")
        write(session, into: &html)
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
            if let background = theme.primaryBackground.rgb ?? theme.secondaryBackground.rgb {
                classes += Self.isDark(background) ? " fk-scheme-dark" : " fk-scheme-light"
            } else if let foreground = ownForeground {
                classes += Self.isDark(foreground) ? " fk-scheme-light" : " fk-scheme-dark"
            }
        }
        return [.init("class", classes), style.isEmpty ? nil : .init("style", style)]
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
    @MainActor
    func errorEntries(_ plan: RenderPlan, session: FormSession<Form>) -> [HTMLErrorEntry] {
        var entries: [HTMLErrorEntry] = []
        entries.reserveCapacity(plan.rowCount + 1)
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
                for index in section.rows.indices { rowNames.insert(section.rows[index].facts.name) }
            }
            formWide += decodingProblems.keys.sorted().filter { !rowNames.contains($0) }.map { decodingProblems[$0, default: ""] }
        }
        return formWide.isEmpty ? entries : [HTMLErrorEntry(id: nil, messages: formWide)] + entries
    }

    private func writeSummary(_ entries: [HTMLErrorEntry], messages: any ValidationMessageProvider, into html: inout HTMLWriter) {
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

    @MainActor
    private func writeSection(
        _ section: RenderPlan.Section, groups: [String: HTMLOutlineFacts.GroupFacts], session: FormSession<Form>,
        outline: [OutlineRow<Form>], errorPrefix: String, messages: any ValidationMessageProvider, into html: inout HTMLWriter
    ) {
        html.raw("<fieldset class=\"fk-section\">")
        if let header = section.headerText {
            html.element("legend", text: header)
        }
        html.raw("<div class=\"fk-section__rows\">")
        let rows = section.rows
        // The repeated group whose rows are being written, looked up once.
        // (No generic members: nothing to look up per element.)
        var group: (name: String, item: String, minimum: Int, count: Int)?
        var markedGroups: Set<String> = []
        for position in rows.indices {
            let row = rows[position]
            let place = row.facts.place
            switch place {
            case .element(let name, _), .add(let name):
                if group?.name != name {
                    let count = session.elementCount(ofGroup: name)
                    group = groups[name].map { (name, $0.itemName, $0.minimum, count) }
                    // One count per group, however its rows fall.
                    if markedGroups.insert(name).inserted {
                        html.startTag("input")
                        html.attribute("type", "hidden")
                        html.attribute("name", HTMLFormKeys.groupCount)
                        html.attribute("value", name + ":" + String(count))
                        html.endVoid()
                    }
                }
            case .header, .row, .footer:
                break
            }
            switch place {
            case .header, .footer:
                continue
            case .row, .add:
                writeRow(row, session: session, outline: outline, errorPrefix: errorPrefix, into: &html)
            case .element(let name, let index):
                writeRow(row, session: session, outline: outline, errorPrefix: errorPrefix, into: &html)
                let next = position + 1 < rows.endIndex ? rows[position + 1].facts.place : nil
                if next != place, let group, group.name == name {
                    writeElementButtons(
                        group: name, index: index, item: group.item, minimum: group.minimum, count: group.count, facts: row.facts,
                        messages: messages, into: &html)
                }
            }
        }
        html.close("div")
        if let footer = section.footerText {
            html.element("p", .init("class", "fk-section__footer"), text: footer)
        }
        html.close("fieldset")
    }

    /// Remove, and move up and down, for one element of a repeated group:
    /// submit buttons of their own, so they work without JavaScript.
    ///
    /// The markup is recorded once per outline with holes for the buttons'
    /// words (kept with the facts of the element's last row: the group's
    /// count is the outline's), and the words looked up on every render,
    /// as they may be localized per request.
    private func writeElementButtons(
        group: String, index: Int, item: String, minimum: Int, count: Int, facts: HTMLRowFacts,
        messages: any ValidationMessageProvider, into html: inout HTMLWriter
    ) {
        let template: HTMLRowTemplate
        if let recorded = facts.elementButtons {
            template = recorded
        } else {
            var recorder = HTMLWriter(recordingTemplate: ())
            recordElementButtons(group: group, index: index, minimum: minimum, count: count, into: &recorder)
            template = recorder.template
            facts.elementButtons = template
        }
        // FormsKit's English words are the same on every render: written
        // into the markup once, when they are the words in effect.
        // (The provider's type compared, not cast: a cast runs the
        // runtime's general casting code.)
        guard type(of: messages) == EnglishValidationMessages.self else {
            fillElementButtons(template, index: index, item: item, messages: messages, into: &html)
            return
        }
        let inEnglish: HTMLRowTemplate
        if let recorded = facts.elementButtonsInEnglish {
            inEnglish = recorded
        } else {
            var recorder = HTMLWriter(recordingTemplate: ())
            fillElementButtons(template, index: index, item: item, messages: messages, into: &recorder)
            inEnglish = recorder.template
            facts.elementButtonsInEnglish = inEnglish
        }
        html.write(inEnglish)
    }

    /// Writes the element buttons' `template` with their words from `messages`.
    private func fillElementButtons(
        _ template: HTMLRowTemplate, index: Int, item: String, messages: any ValidationMessageProvider, into html: inout HTMLWriter
    ) {
        html.write(template) { hole, html in
            switch hole {
            case .removeTitle: html.text(ValidationMessages.text(for: .removeElement(item: item, position: index + 1), from: messages))
            case .moveUpTitle: html.text(ValidationMessages.text(for: .moveElementUp(item: item, position: index + 1), from: messages))
            case .moveDownTitle:
                html.text(ValidationMessages.text(for: .moveElementDown(item: item, position: index + 1), from: messages))
            case .errorPrefix, .messages, .liveValidation, .inputType, .value, .content, .checked, .options, .control: break
            }
        }
    }

    /// The element's buttons with holes for their words.
    private func recordElementButtons(group: String, index: Int, minimum: Int, count: Int, into html: inout HTMLWriter) {
        html.raw("<div class=\"fk-element-actions\">")
        // The buttons' values written straight into the markup.
        writeElementButtonStart(into: &html)
        HTMLFormAction.writeRemoveValue(group: group, index: index, into: &html)
        writeElementButtonEnd(isDisabled: count <= minimum, title: .removeTitle, into: &html)
        if index > 0 {
            writeElementButtonStart(into: &html)
            HTMLFormAction.writeMoveValue(group: group, index: index, offset: -1, into: &html)
            writeElementButtonEnd(isDisabled: false, title: .moveUpTitle, into: &html)
        }
        if index < count - 1 {
            writeElementButtonStart(into: &html)
            HTMLFormAction.writeMoveValue(group: group, index: index, offset: 1, into: &html)
            writeElementButtonEnd(isDisabled: false, title: .moveDownTitle, into: &html)
        }
        html.close("div")
    }

    /// An element button up to its value: `<button … value="`.
    private func writeElementButtonStart(into html: inout HTMLWriter) {
        html.raw("<button type=\"submit\" class=\"fk-button fk-button--link\"")
        html.attribute("name", HTMLFormAction.key)
        html.raw(" value=\"")
    }

    /// An element button from the end of its value.
    private func writeElementButtonEnd(isDisabled: Bool, title: HTMLRowHole, into html: inout HTMLWriter) {
        html.raw("\"")
        html.flag("disabled", isDisabled)
        html.endOpen()
        html.hole(title)
        html.close("button")
    }

    /// Writes a row from its template, recorded the first time a render
    /// needs it, filling the holes from the session.
    @MainActor
    private func writeRow(
        _ planned: RenderPlan.Row, session: FormSession<Form>, outline: [OutlineRow<Form>], errorPrefix: String, into html: inout HTMLWriter
    ) {
        let facts = planned.facts
        // The row as kept with its facts, which were made for this
        // session's form: no copy of it out of the outline.
        let reader = unsafeDowncast(facts.reader, to: HTMLRowReader<Form>.self)
        let isInvalid = !planned.messages.isEmpty
        let variant = HTMLRowFacts.variant(isInvalid: isInvalid, isDisabled: !planned.isEnabled)
        let context = facts.context(
            isInvalid: isInvalid, isDisabled: !planned.isEnabled, validatesLive: liveValidation != .off, controller: session.controller)
        let controls = HTMLControlWriter(session: session, pageURL: pageURL, showsErrors: showsErrors)
        let template: HTMLRowTemplate
        if let recorded = facts.templates[variant] {
            template = recorded
        } else {
            var recorder = HTMLWriter(recordingTemplate: ())
            recordRow(reader.row, facts: facts, context: context, controls: controls, into: &recorder)
            template = recorder.template
            facts.templates[variant] = template
        }
        let messages = planned.messages
        html.write(template) { hole, html in
            switch hole {
            case .errorPrefix:
                html.text(errorPrefix)
                html.raw(" ")
            case .messages:
                // Several messages go one to a line, not run together.
                if messages.count == 1 {
                    html.text(messages[0])
                } else {
                    for index in messages.indices {
                        html.raw("<span class=\"fk-error-message__line\">")
                        html.text(messages[index])
                        html.raw("</span>")
                    }
                }
            default:
                controls.fill(hole, reader: reader, text: planned.text, facts: facts, context: context, into: &html)
            }
        }
    }

    /// Records a row's template: label, hint, messages and control, with
    /// holes for what the session holds.
    @MainActor
    private func recordRow(
        _ row: FormRow<Form>, facts: HTMLRowFacts, context: HTMLControlContext, controls: HTMLControlWriter<Form>, into html: inout HTMLWriter
    ) {
        html.raw(context.isInvalid ? "<div class=\"fk-row fk-row--error\">" : "<div class=\"fk-row\">")
        // Groups are labelled by their legend, and a checkbox by the label
        // after it: one label each, so the name is said once.
        let labelled = !row.control.titleIsContent
        if labelled, !isGroup(row.control), !isCheckbox(row.control) {
            html.startTag("label")
            html.attribute("for", context.id)
            html.attribute("class", "fk-label")
            html.endOpen()
            html.text(row.anatomy.title)
            html.close("label")
        }
        // A group's hint and message go inside its fieldset, after the
        // legend that names it (GOV.UK's radios and checkboxes): the
        // control writer calls back for them there.
        if !isGroup(row.control) { recordHintAndError(row, facts: facts, context: context, into: &html) }
        controls.record(row, facts: facts, context: context, into: &html) { html in
            recordHintAndError(row, facts: facts, context: context, into: &html)
        }
        html.close("div")
    }

    /// The row's hint (its subtitle) and, when it has messages, the inline
    /// message with its visually hidden "Error:" prefix: after the label,
    /// or a group's legend, and before the control.
    private func recordHintAndError(_ row: FormRow<Form>, facts: HTMLRowFacts, context: HTMLControlContext, into html: inout HTMLWriter) {
        if let subtitle = row.anatomy.subtitle, let hintID = facts.hintID {
            html.startTag("div")
            html.attribute("id", hintID)
            html.attribute("class", "fk-hint")
            html.endOpen()
            html.text(subtitle)
            html.close("div")
        }
        if context.isInvalid {
            html.startTag("p")
            html.attribute("id", facts.errorID)
            html.attribute("class", "fk-error-message")
            html.endOpen()
            html.raw("<span class=\"fk-visually-hidden\">")
            html.hole(.errorPrefix)
            html.raw("</span>")
            html.hole(.messages)
            html.close("p")
        }
    }

    private func isCheckbox(_ control: RowControl<Form>) -> Bool {
        if case .toggle = control { return true }
        return false
    }

    private func isGroup(_ control: RowControl<Form>) -> Bool {
        switch control {
        case .choice(let choice): return choice.style == .segmented
        case .multipleChoice: return true
        default: return false
        }
    }
}

/// What every control of a row is written with. A class: a row's contexts
/// are made once per outline and kept with its facts, and passing one is
/// a single reference.
final class HTMLControlContext {
    let name: String
    let id: String
    let describedBy: String?
    let isInvalid: Bool
    let isDisabled: Bool
    /// Whether the page's script validates as the user types.
    let validatesLive: Bool
    /// What the field's rules let the browser check.
    let constraints: BrowserConstraints

    init(
        name: String, id: String, describedBy: String?, isInvalid: Bool, isDisabled: Bool, validatesLive: Bool,
        constraints: BrowserConstraints
    ) {
        self.name = name
        self.id = id
        self.describedBy = describedBy
        self.isInvalid = isInvalid
        self.isDisabled = isDisabled
        self.validatesLive = validatesLive
        self.constraints = constraints
    }

    /// The checks and mode the live-validation script reads, when it runs.
    func writeLiveValidation(checks: [ClientCheck], mode: ValidationMode?, into html: inout HTMLWriter) {
        guard validatesLive, !checks.isEmpty, let mode, mode != .onSubmit else { return }
        html.attribute("data-fk-checks", LiveValidationData.json(checks))
        html.attribute("data-fk-mode", mode == .onBlur ? "blur" : "change")
    }

    /// `id`, `name`, `aria-describedby`, `aria-invalid` and `disabled`.
    func writeCommon(into html: inout HTMLWriter) {
        html.attribute("id", id)
        html.attribute("name", name)
        html.attribute("aria-describedby", describedBy)
        if isInvalid { html.attribute("aria-invalid", "true") }
        html.flag("disabled", isDisabled)
    }
}
