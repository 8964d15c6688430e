import FormsKit
import FormsKitModel
import Hummingbird

extension RouterMethods {
    /// Serves `form` at `path`, each request with a session of its own that
    /// starts from `form`'s values, as
    /// ``addWebForm(at:configuration:options:session:)`` serves one.
    ///
    /// ```swift
    /// router.addWebFormAssets(configuration)
    /// router.addWebForm(at: "/add-server", configuration: configuration, form: AddServerForm())
    /// ```
    ///
    /// The form is laid out once, here (a `FormSessionTemplate`), so that a
    /// request pays only for its values. A form whose layout depends on data
    /// that differs between requests (a title with the signed-in user's
    /// name) is served with a session made for each request instead.
    @discardableResult
    public func addWebForm<Form: PresentableForm & SendableMetatype>(
        at path: String, configuration: WebFormConfiguration, options: WebFormOptions = WebFormOptions(), form: Form
    ) -> Self {
        let template = FormSessionTemplate(form: form)
        return addWebForm(at: path, configuration: configuration, options: options) { template.makeSession() }
    }

    /// Serves a form at `path`: GET renders it (HEAD too, without the
    /// body), POST reads a browser's form (`application/x-www-form-urlencoded`,
    /// or `multipart/form-data` when it has a file row) or JSON
    /// (`application/json`) into a fresh session from `makeSession` and acts
    /// on it.
    ///
    /// ```swift
    /// router.addWebFormAssets(configuration)
    /// router.addWebForm(at: "/account", configuration: configuration) {
    ///     FormSession(form: AccountForm(user: currentUser))   // its layout names the user
    /// }
    /// ```
    ///
    /// A session made from a form lays the form out for the request; a
    /// form whose layout is the same for every request is served faster by
    /// ``addWebForm(at:configuration:options:form:)``, which lays it out
    /// once (or by a `FormSessionTemplate` of your own).
    ///
    /// What a POST answers:
    ///
    /// | What happened | HTML form | JSON |
    /// | --- | --- | --- |
    /// | Add, remove or move a repeated group's element; reset | 200, the form as it now is | 400 |
    /// | Refresh, from the live script as the person types | 200, only the rows other fields work out; nothing validated or saved | 400 |
    /// | Cancel | 303 to ``WebFormOptions/cancelURL`` | 400 |
    /// | Submitted | 303 to ``WebFormOptions/resultPath`` with a ``FlashMessage`` | 200, the output as JSON (`{}` unless `Encodable`) |
    /// | Invalid (rules, or `ValidationError.invalid` from `submit()`) | 422, the form with its errors and every value | 422, ``SubmissionProblems`` |
    /// | `submit()` threw another error | 500, the form with its values and a message that says nothing of the error, which is logged | 500, `{"error": …}` |
    /// | Unreadable (`URLEncodedFormError`, ``MultipartFormError``) | 400 (413 too large), a page saying what was wrong | the same as `{"error": …}` |
    /// | Another content type | 415 | 415 |
    /// | From another site (`Origin`, `Sec-Fetch-Site`) | 403 | 403 |
    /// | CSRF token missing or not this browser's | 403 | (no token: JSON needs its content type and the origin check) |
    /// | CSRF token expired | 403, the form with every value and a message | |
    ///
    /// Every response carries the ``WebFormConfiguration``'s security
    /// headers, and messages are in the language `Accept-Language` picks
    /// from ``WebFormConfiguration/languages``.
    ///
    /// - Parameters:
    ///   - path: The path of the form's page.
    ///   - configuration: What every form route shares.
    ///   - options: Where Cancel and a successful submission go.
    ///   - makeSession: Makes the form's session, afresh for each request.
    @discardableResult
    public func addWebForm<Form: ValidatableForm & SendableMetatype>(
        at path: String, configuration: WebFormConfiguration, options: WebFormOptions = WebFormOptions(),
        session makeSession: @escaping @Sendable () throws -> FormSession<Form>
    ) -> Self {
        let responder = WebFormResponder(path: path, configuration: configuration, options: options, makeSession: makeSession)
        get(RouterPath(path)) { request, context in
            var response = await responder.page(for: request, context: context)
            StepFlow.endOldestFlows(in: &response, request: request, path: path, configuration: configuration)
            return response
        }
        // HEAD answers as GET without a body, whether or not the router
        // generates HEAD routes itself (`.autoGenerateHeadEndpoints`).
        head(RouterPath(path)) { request, context in
            var response = await responder.page(for: request, context: context)
            StepFlow.endOldestFlows(in: &response, request: request, path: path, configuration: configuration)
            return response.createHeadResponse()
        }
        post(RouterPath(path)) { request, context in
            var response = await responder.submission(request, context: context)
            StepFlow.endOldestFlows(in: &response, request: request, path: path, configuration: configuration)
            return response
        }
        answerOtherMethods(at: path, allowing: [.get, .head, .post]) { request in responder.methodNotAllowed(request) }
        return self
    }

    /// Serves the stylesheet and the live-validation script every form page
    /// links to, at ``WebFormConfiguration/styleSheetPath`` and
    /// ``WebFormConfiguration/scriptPath``.
    @discardableResult
    public func addWebFormAssets(_ configuration: WebFormConfiguration) -> Self {
        let styleSheet = WebFormAssets.styleSheet
        let script = WebFormAssets.liveValidationScript
        get(RouterPath(configuration.styleSheetPath)) { _, _ in
            WebResponse.asset(styleSheet, contentType: "text/css; charset=utf-8")
        }
        head(RouterPath(configuration.styleSheetPath)) { _, _ in
            WebResponse.asset(styleSheet, contentType: "text/css; charset=utf-8").createHeadResponse()
        }
        get(RouterPath(configuration.scriptPath)) { _, _ in
            WebResponse.asset(script, contentType: "text/javascript; charset=utf-8")
        }
        head(RouterPath(configuration.scriptPath)) { _, _ in
            WebResponse.asset(script, contentType: "text/javascript; charset=utf-8").createHeadResponse()
        }
        answerOtherMethods(at: configuration.styleSheetPath, allowing: [.get, .head])
        answerOtherMethods(at: configuration.scriptPath, allowing: [.get, .head])
        return self
    }
}
