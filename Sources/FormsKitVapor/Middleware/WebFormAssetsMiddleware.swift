@_spi(FormsKitAdapter) import FormsKitWeb
public import Vapor

/// Serves the stylesheet and the live-validation script every form page
/// links to, at the paths `app.webForms.configuration` names
/// (`/formskit/forms.css` and `/formskit/live.js` by default), as files
/// are served: before the routes.
///
/// ```swift
/// app.middleware.use(WebFormAssetsMiddleware())
/// ```
public struct WebFormAssetsMiddleware: AsyncMiddleware {
    /// The assets, at the paths `app.webForms.configuration` names.
    public init() {}

    /// The asset `request` asks for, or what the rest of the chain answers.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard let configuration = request.application.webForms.configuration else { return try await next.respond(to: request) }
        let assets = WebFormAssetsEndpoint(configuration: configuration)
        guard assets.paths.contains(request.url.path) else { return try await next.respond(to: request) }
        return Response(assets.respond(to: WebFormRequest(request)), logger: request.logger)
    }
}
