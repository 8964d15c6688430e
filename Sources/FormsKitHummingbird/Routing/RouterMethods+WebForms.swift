public import FormsKit
public import FormsKitModel
public import FormsKitWeb
public import Hummingbird

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
    /// request pays only for its values. A form whose layout depends on the
    /// request (a title with the signed-in user's name) is served with a
    /// session made for each request instead.
    @discardableResult
    public func addWebForm<Form: PresentableForm & SendableMetatype>(
        at path: String, configuration: WebFormConfiguration, options: WebFormOptions = WebFormOptions(), form: Form
    ) -> Self {
        let template = FormSessionTemplate(form: form)
        return addWebForm(at: path, configuration: configuration, options: options) { _, _ in template.makeSession() }
    }

    /// Serves a form at `path`: GET renders it (HEAD too, without the
    /// body), POST reads a browser's form (`application/x-www-form-urlencoded`,
    /// or `multipart/form-data` when it has a file row) or JSON
    /// (`application/json`) into a fresh session from `makeSession` and acts
    /// on it.
    ///
    /// ```swift
    /// router.addWebFormAssets(configuration)
    /// router.addWebForm(at: "/account", configuration: configuration) { request, context in
    ///     FormSession(form: AccountForm(user: try context.requireIdentity()))   // its layout names the user
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
    ///   - makeSession: Makes the form's session for a request, given the
    ///     request and its context (where an authenticated user is);
    ///     called once per request, in the request's task.
    @discardableResult
    public func addWebForm<Form: ValidatableForm & SendableMetatype>(
        at path: String, configuration: WebFormConfiguration, options: WebFormOptions = WebFormOptions(),
        session makeSession: nonisolated(nonsending) @escaping @Sendable (Request, Context) async throws -> FormSession<Form>
    ) -> Self {
        let endpoint = WebFormEndpoint<Form>(configuration: configuration, options: options)
        return addWebForm(at: path) { request, context, formRequest, refusal in
            await endpoint.respond(to: formRequest) { try await refusal.noting { try await makeSession(request, context) } }
        }
    }

    /// Serves a form at `path`, as
    /// ``addWebForm(at:configuration:options:session:)`` does, and sends a
    /// browser whose form was submitted where `whenSubmitted` says, given
    /// the form's output, the request and its context.
    ///
    /// ```swift
    /// router.addWebForm(at: "/account", configuration: configuration) { request, context in
    ///     FormSession(form: AccountForm(user: try context.requireIdentity()))
    /// } whenSubmitted: { account, request, context in
    ///     .redirect(to: "/", message: "Saved, \(account.name).")
    /// }
    /// ```
    ///
    /// A JSON client gets the output (200) unless the hook answers with a
    /// response of its own (``FormsKitWeb/WebFormNextPage/response(_:)``).
    @discardableResult
    public func addWebForm<Form: SubmittableForm & ValidatableForm & SendableMetatype>(
        at path: String, configuration: WebFormConfiguration, options: WebFormOptions = WebFormOptions(),
        session makeSession: nonisolated(nonsending) @escaping @Sendable (Request, Context) async throws -> FormSession<Form>,
        whenSubmitted: nonisolated(nonsending) @escaping @Sendable (Form.Output, Request, Context) async throws -> WebFormNextPage
    ) -> Self {
        let endpoint = WebFormEndpoint<Form>(configuration: configuration, options: options)
        return addWebForm(at: path) { request, context, formRequest, refusal in
            await endpoint.respond(to: formRequest) {
                try await refusal.noting { try await makeSession(request, context) }
            } whenSubmitted: { output in
                try await whenSubmitted(output, request, context)
            }
        }
    }

    /// Routes every method at `path` to `respond`. An HTTP error the
    /// session's closure throws (`HTTPError(.unauthorized)` for a visitor
    /// who is not signed in) is Hummingbird's to answer, as from any route.
    private func addWebForm(
        at path: String, _ respond: @escaping @Sendable (Request, Context, WebFormRequest, SessionRefusal) async -> WebFormResponse
    ) -> Self {
        for method in Self.formMethods {
            on(RouterPath(path), method: method) { request, context in
                let refusal = SessionRefusal()
                let response = await respond(request, context, WebFormRequest(request), refusal)
                if let error = refusal.error {
                    WebFormLogEntry.write(response.logEntries, to: context.logger)
                    throw error
                }
                return Response(response, logger: context.logger)
            }
        }
        return self
    }

    /// Serves the stylesheet and the live-validation script every form page
    /// links to, at ``FormsKitWeb/WebFormConfiguration/styleSheetPath`` and
    /// ``FormsKitWeb/WebFormConfiguration/scriptPath``.
    @discardableResult
    public func addWebFormAssets(_ configuration: WebFormConfiguration) -> Self {
        let assets = WebFormAssetsEndpoint(configuration: configuration)
        for path in assets.paths {
            for method in Self.formMethods {
                on(RouterPath(path), method: method) { request, context in
                    Response(assets.respond(to: WebFormRequest(request)), logger: context.logger)
                }
            }
        }
        return self
    }

    /// The methods a form's path answers (those it does not serve with 405
    /// and `Allow`, rather than the router's 404, as if the page did not
    /// exist).
    private static var formMethods: [HTTPRequest.Method] { [.get, .head, .post, .options, .put, .delete, .patch, .trace] }

    /// Answers the methods `path` does not take with
    /// ``FormsKitWeb/WebFormResponse/otherMethod(_:allowing:)``: for a
    /// page of your own served for `allowed` already.
    @discardableResult
    package func answerOtherMethods(at path: String, allowing allowed: [HTTPRequest.Method]) -> Self {
        for method in Self.formMethods where !allowed.contains(method) {
            on(RouterPath(path), method: method) { _, context in
                Response(WebFormResponse.otherMethod(method, allowing: allowed), logger: context.logger)
            }
        }
        return self
    }
}
