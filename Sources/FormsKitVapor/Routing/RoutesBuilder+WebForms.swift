public import FormsKit
@_spi(FormsKitSurface) public import FormsKitModel
@_spi(FormsKitAdapter) public import FormsKitWeb
public import Vapor

extension RoutesBuilder {
    /// Serves `form` at `path`, each request with a session of its own that
    /// starts from `form`'s values, as ``webForm(_:options:session:)``
    /// serves one. The form is laid out once, here.
    ///
    /// ```swift
    /// app.webForm("add-server", form: AddServerForm())
    /// ```
    @discardableResult
    public func webForm<Form: PresentableForm & SendableMetatype>(
        _ path: PathComponent..., options: WebFormOptions = WebFormOptions(), form: Form
    ) -> [Route] {
        let template = FormSessionTemplate(form: form)
        return webForm(path, options: options) { _ in template.makeSession() }
    }

    /// Serves a form at `path`, made for each request by `makeSession`,
    /// given the request (where an authenticated user is), once per
    /// request, in the request's task. GET and HEAD show it, POST reads a
    /// browser's form or JSON, OPTIONS and other methods answer with
    /// `Allow`; what each answers is the web core's (`FormsKitWeb`'s
    /// article "Serving forms").
    /// The body streams in, so the form's limits and early refusals hold
    /// before the rest arrives. An `AbortError` the closure throws is
    /// Vapor's to answer, as from any route.
    ///
    /// ```swift
    /// let signedIn = app.grouped(UserSessionAuthenticator(), User.guardMiddleware())
    /// signedIn.webForm("account") { request in
    ///     FormSession(form: AccountForm(account: try await accounts.account(of: request.auth.require(User.self))))
    /// }
    /// ```
    @discardableResult
    public func webForm<Form: ValidatableForm & SendableMetatype>(
        _ path: PathComponent..., options: WebFormOptions = WebFormOptions(),
        session makeSession: nonisolated(nonsending) @escaping @Sendable (Request) async throws -> FormSession<Form>
    ) -> [Route] {
        webForm(path, options: options, session: makeSession)
    }

    /// Serves a form at `path`, as ``webForm(_:options:session:)`` does,
    /// and sends a browser whose form was submitted where `whenSubmitted`
    /// says, given the form's output and the request.
    ///
    /// ```swift
    /// signedIn.webForm("account") { request in
    ///     FormSession(form: AccountForm(account: try await accounts.account(of: request.auth.require(User.self))))
    /// } whenSubmitted: { account, request in
    ///     .redirect(to: "/accounts/\(account.id)", message: "Saved, \(account.name).")
    /// }
    /// ```
    @discardableResult
    public func webForm<Form: SubmittableForm & ValidatableForm & SendableMetatype>(
        _ path: PathComponent..., options: WebFormOptions = WebFormOptions(),
        session makeSession: nonisolated(nonsending) @escaping @Sendable (Request) async throws -> FormSession<Form>,
        whenSubmitted: nonisolated(nonsending) @escaping @Sendable (Form.Output, Request) async throws -> WebFormNextPage
    ) -> [Route] {
        let route = WebFormRoute<Form>(options: options)
        return webForm(path, listing: makeSession) { request, refusal in
            try await route.endpoint(for: request).respond(to: WebFormRequest(request)) {
                try await refusal.noting { try await makeSession(request) }
            } whenSubmitted: { output in
                try await whenSubmitted(output, request)
            }
        }
    }

    private func webForm<Form: ValidatableForm & SendableMetatype>(
        _ path: [PathComponent], options: WebFormOptions,
        session makeSession: nonisolated(nonsending) @escaping @Sendable (Request) async throws -> FormSession<Form>
    ) -> [Route] {
        let route = WebFormRoute<Form>(options: options)
        return webForm(path, listing: makeSession) { request, refusal in
            try await route.endpoint(for: request).respond(to: WebFormRequest(request)) {
                try await refusal.noting { try await makeSession(request) }
            }
        }
    }

    /// Routes every method at `path` to `respond`, its body streamed; the
    /// POST route lists the form for the OpenAPI document
    /// (``webFormsOpenAPI(_:info:)``), in its `userInfo`.
    private func webForm<Form: ValidatableForm & SendableMetatype>(
        _ path: [PathComponent], listing makeSession: nonisolated(nonsending) @escaping @Sendable (Request) async throws -> FormSession<Form>,
        _ respond: @escaping @Sendable (Request, SessionRefusal) async throws -> WebFormResponse
    ) -> [Route] {
        let routes = webForm(path, respond)
        for route in routes where route.method == .POST {
            route.userInfo[WebFormAPIEntry.userInfoKey] = WebFormAPIEntry(route: route.path.string) { frameworkRequest -> FormSession<Form>? in
                guard let request = frameworkRequest as? Request else { return nil }
                return try await makeSession(request)
            }
        }
        return routes
    }

    /// Serves the OpenAPI document of the app's form routes at `path`
    /// (`WebFormsOpenAPI`): each form's JSON body, from its
    /// definition, and its answers, as the request that asks may see them.
    ///
    /// ```swift
    /// app.webFormsOpenAPI("openapi.json", info: .init(title: "Plans"))
    /// ```
    @discardableResult
    public func webFormsOpenAPI(_ path: PathComponent..., info: WebFormsOpenAPI.Info) -> [Route] {
        Self.formMethods.map { method in
            on(method, path) { request async throws -> Response in
                let configuration = try request.application.webForms.requireConfiguration()
                let entries = request.application.routes.all.compactMap { $0.userInfo[WebFormAPIEntry.userInfoKey] as? WebFormAPIEntry }
                let response = await WebFormsOpenAPI.response(
                    to: WebFormRequest(request), describing: entries, frameworkRequest: request, configuration: configuration, info: info)
                return Response(response, logger: request.logger)
            }
        }
    }

    /// Routes every method at `path` to `respond`, its body streamed.
    private func webForm(
        _ path: [PathComponent], _ respond: @escaping @Sendable (Request, SessionRefusal) async throws -> WebFormResponse
    ) -> [Route] {
        Self.formMethods.map { method in
            on(method, path, body: .stream) { request async throws -> Response in
                let refusal = SessionRefusal()
                let response = try await respond(request, refusal)
                if let error = refusal.error {
                    WebFormLogEntry.write(response.logEntries, to: request.logger)
                    throw error
                }
                return Response(response, logger: request.logger)
            }
        }
    }

    /// The methods a form's path answers (those it does not serve with 405
    /// and `Allow`, rather than Vapor's 404, as if the page did not exist).
    private static var formMethods: [HTTPMethod] { WebFormMethods.routed.map { HTTPMethod(rawValue: $0.rawValue) } }
}

extension WebFormAPIEntry {
    /// Where a form's POST route keeps its entry.
    fileprivate static var userInfoKey: AnySendableHashable { "formskit.webForm" }
}
