import FormsKit
import FormsKitExamples
import FormsKitHTML
@_spi(FormsKitSurface) import FormsKitModel
import Testing

/// Sessions made from a ``FormSessionTemplate`` render and decode exactly as
/// sessions made from the form, and share nothing a request changes.
@MainActor
@Suite("HTML forms from session templates")
struct TemplateSessionTests {
    private func render<F: ValidatableForm>(_ session: FormSession<F>, errors: Bool = false) -> String {
        var renderer = HTMLFormRenderer<F>(action: "/form")
        renderer.showsErrors = errors
        return renderer.render(session)
    }

    private func post<F: ValidatableForm>(_ body: String, to session: FormSession<F>) throws {
        let decoding = HTMLFormDecoder.decode(try SubmittedForm(parsing: body), into: session)
        if decoding.action == .submit { _ = session.controller.validate() }
    }

    @Test("Every demo form's page is the same from a template's session as from a new one")
    func samePages() {
        let store = PlanStore()
        #expect(render(FormSessionTemplate(form: ProfileForm()).makeSession()) == render(FormSession(form: ProfileForm())))
        #expect(render(FormSessionTemplate(form: PollForm()).makeSession()) == render(FormSession(form: PollForm())))
        #expect(render(FormSessionTemplate(form: AddServerForm()).makeSession()) == render(FormSession(form: AddServerForm())))
        #expect(render(FormSessionTemplate(form: EditTagForm()).makeSession()) == render(FormSession(form: EditTagForm())))
        #expect(render(FormSessionTemplate(form: CardSettingsForm()).makeSession()) == render(FormSession(form: CardSettingsForm())))
        #expect(render(FormSessionTemplate(form: DisplaySettingsForm()).makeSession()) == render(FormSession(form: DisplaySettingsForm())))
        #expect(render(FormSessionTemplate(form: SettingsForm(plans: store)).makeSession()) == render(FormSession(form: SettingsForm(plans: store))))
        #expect(render(FormSessionTemplate(form: CreatePlanForm(store: store)).makeSession()) == render(FormSession(form: CreatePlanForm(store: store))))
    }

    @Test("Requests to sessions of one template: each page shows its own request; names follow each session's own elements")
    func requestsStayApart() throws {
        let template = FormSessionTemplate(form: PollForm())
        let body = "question=Lunch%3F&options.0=Pizza&options.1=pizza&_fk_group=options%3A2&_fk_action=add%3Aoptions"
        let first = template.makeSession()
        let fresh = FormSession(form: PollForm())
        try post(body, to: first)
        try post(body, to: fresh)
        let firstPage = render(first)
        #expect(firstPage == render(fresh))
        #expect(firstPage.contains(#"name="options.2""#))

        // A second session from the template renders the names of its own two options.
        let second = template.makeSession()
        let secondPage = render(second)
        #expect(!secondPage.contains(#"name="options.2""#))
        #expect(secondPage == render(FormSession(form: PollForm())))

        // And a failed submission shows its own messages only.
        try post("question=&options.0=Same&options.1=same&_fk_group=options%3A2&_fk_action=submit", to: second)
        let failed = render(second, errors: true)
        #expect(failed.contains("Ask a question"))
        #expect(!render(first, errors: true).contains("Ask a question"))
        #expect(!render(template.makeSession(), errors: true).contains("There is a problem"))
    }
}
