@_spi(FormsKitAdapter) import FormsKitWeb
public import Vapor

/// Answers a request no route takes (404) with a short page of its own, in
/// the person's language, with the headers every answer of the form routes
/// carries (the Content Security Policy, `nosniff`, `Referrer-Policy`),
/// rather than Vapor's JSON error.
///
/// ```swift
/// app.middleware.use(WebFormNotFoundPages())
/// ```
///
/// Other errors pass through as they are.
public struct WebFormNotFoundPages: AsyncMiddleware {
    /// Not-found pages in `app.webForms.configuration`'s words, languages and styles.
    public init() {}

    /// What the rest of the chain answers, or the 404 page for what no route takes.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let error as any AbortError where error.status == .notFound {
            guard let configuration = request.application.webForms.configuration else { throw error }
            return Response(configuration.notFoundResponse(to: WebFormRequest(request)), logger: request.logger)
        }
    }
}
