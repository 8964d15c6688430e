import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
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
    package var focusesFocusedRow = false
    /// Whether the page asks "Start over?" at its Start over button, with a
    /// button that confirms: after Start over was pressed on a form with
    /// changes (``HTMLFormAction/reset``). Nothing is put back until the
    /// person says yes; what they typed stays on the page meanwhile.
    package var asksToStartOver = false
    /// Whether the server keeps the values the page shows, as a form in
    /// steps keeps each step's answers in its flow: leaving the page then
    /// asks first only once something is typed on it, and the form is
    /// `autocomplete="off"`, so that the browser's Back and Forward do not
    /// put back the choices and text it held when it was last left over
    /// the answers as the server keeps them (fields with a purpose of their
    /// own, such as `email`, keep their autofill). `false` by default:
    /// values that differ from the form's own were not saved (a page sent
    /// back with errors).
    package var answersAreKept = false
    /// Whether the server keeps what the page holds as a draft: the live
    /// script then sends it (``HTMLFormAction/saveDraft``) a few seconds
    /// after a change and when the page is hidden, and leaving asks first
    /// only while a change is not saved yet.
    package var savesDrafts = false
    /// Problems found while decoding the submission (a choice not offered),
    /// by field name, shown as the field's first message.
    public var decodingProblems: [String: String] = [:]
    /// Whether the page validates as the user types (``HTMLLiveValidation``):
    /// off by default, so the page needs no script at all.
    public var liveValidation: LiveValidation = .off
    /// The languages the page can be shown in, offered at the top of its
    /// form (a button each, which sends the page with what it holds as
    /// ``HTMLFormAction/language(_:)``); `nil`, the default, offers none.
    package var languageChoice: LanguageChoice?
    /// Hidden inputs written first in the form, in order, each name and
    /// value escaped: what a server adds to every submission, such as a
    /// CSRF token. None by default.
    public var hiddenFields: [(name: String, value: String)] = []
    /// Whether the server keeps what was typed into a masked field (a
    /// password) when the field comes back empty, as a form in steps does:
    /// the note under such a field on a page shown again says to leave it
    /// empty, rather than to type it again.
    package var keepsSecretsLeftEmpty = false

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
    func pageTitle(for session: FormSession<Form>, entries: [HTMLErrorEntry]) -> String {
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
    func write(_ session: FormSession<Form>, into html: inout HTMLWriter) {
        session.controller.readingForm {
            let plan = RenderPlan(self, session: session)
            writeForm(session, plan: plan, entries: showsErrors ? errorEntries(plan, session: session) : [], into: &html)
        }
    }

    func writeForm(_ session: FormSession<Form>, plan: RenderPlan, entries: [HTMLErrorEntry], into html: inout HTMLWriter) {
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
    struct Actions {
        var back: String?
        /// The confirming button's value and title.
        var confirm: (value: String, title: String)
    }

    static func actions(of session: FormSession<Form>) -> Actions {
        let layout = session.layout
        guard let progress = session.stepProgress else { return Actions(confirm: (HTMLFormAction.submitValue, layout.submitTitle)) }
        return Actions(
            back: progress.isFirst ? nil : layout.backTitle,
            confirm: progress.isLast ? (HTMLFormAction.submitValue, layout.submitTitle) : (HTMLFormAction.nextStepValue, layout.continueTitle))
    }

    /// The sections and the buttons under them: Back (in steps), and,
    /// unless a row submits the form, Continue or Submit.
    static func writeContent(
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
}
