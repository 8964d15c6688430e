public import FormsKit
@_spi(FormsKitSurface) public import FormsKitModel
@_spi(FormsKitAdapter) public import FormsKitWeb
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
    /// What each request is answered is the web core's: `FormsKitWeb`'s
    /// article "Serving forms" says.
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
        list(at: path, options: options, in: configuration, session: makeSession)
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
    /// response of its own (`WebFormNextPage.response(_:)`).
    @discardableResult
    public func addWebForm<Form: SubmittableForm & ValidatableForm & SendableMetatype>(
        at path: String, configuration: WebFormConfiguration, options: WebFormOptions = WebFormOptions(),
        session makeSession: nonisolated(nonsending) @escaping @Sendable (Request, Context) async throws -> FormSession<Form>,
        whenSubmitted: nonisolated(nonsending) @escaping @Sendable (Form.Output, Request, Context) async throws -> WebFormNextPage
    ) -> Self {
        let endpoint = WebFormEndpoint<Form>(configuration: configuration, options: options)
        list(at: path, options: options, in: configuration, session: makeSession)
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

    /// Lists the form in `configuration`'s directory for the OpenAPI
    /// document, at its `WebFormOptions.publicPath` when it
    /// has one: a route of a `RouterGroup` knows only its path within it.
    private func list<Form: ValidatableForm & SendableMetatype>(
        at path: String, options: WebFormOptions, in configuration: WebFormConfiguration,
        session makeSession: nonisolated(nonsending) @escaping @Sendable (Request, Context) async throws -> FormSession<Form>
    ) {
        let entry = WebFormAPIEntry(route: options.publicPath ?? path) { frameworkRequest -> FormSession<Form>? in
            guard let (request, context) = frameworkRequest as? (Request, Context) else { return nil }
            return try await makeSession(request, context)
        }
        if let entry { configuration.directory.add(entry) }
    }

    /// Serves the OpenAPI document of the forms served with
    /// `configuration` at `path` (`WebFormsOpenAPI`): each
    /// form's JSON body, from its definition, and its answers, for the
    /// request that asks (a form whose session the request cannot have is
    /// left out).
    ///
    /// ```swift
    /// router.addWebForm(at: "/create-plan", configuration: configuration, form: CreatePlanForm())
    /// router.addWebFormsOpenAPI(at: "/openapi.json", configuration: configuration, info: .init(title: "Plans"))
    /// ```
    @discardableResult
    public func addWebFormsOpenAPI(at path: String, configuration: WebFormConfiguration, info: WebFormsOpenAPI.Info) -> Self {
        for method in Self.formMethods {
            on(RouterPath(path), method: method) { request, context in
                let response = await WebFormsOpenAPI.response(
                    to: WebFormRequest(request), describing: configuration.directory.all, frameworkRequest: (request, context),
                    configuration: configuration, info: info)
                return Response(response, logger: context.logger)
            }
        }
        return self
    }

    /// Serves the stylesheet and the live-validation script every form page
    /// links to, at `WebFormConfiguration.styleSheetPath` and
    /// `WebFormConfiguration.scriptPath`.
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
    private static var formMethods: [HTTPRequest.Method] { WebFormMethods.routed }

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
