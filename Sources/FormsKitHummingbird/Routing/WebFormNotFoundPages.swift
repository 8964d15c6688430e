@_spi(FormsKitAdapter) public import FormsKitWeb
public import Hummingbird

/// Answers a request no route takes (404) with a short page of its own, in
/// the person's language, with the headers every answer of the form routes
/// carries (the Content Security Policy, `nosniff`, `Referrer-Policy`),
/// rather than an empty body without them.
///
/// ```swift
/// router.add(middleware: WebFormNotFoundPages(configuration))
/// router.addWebFormAssets(configuration)
/// router.addWebForm(at: "/signup", configuration: configuration, form: SignUpForm())
/// ```
///
/// A router's middleware also runs for the requests none of its routes
/// match, so this one sees them; other errors pass through as they are.
public struct WebFormNotFoundPages<Context: RequestContext>: RouterMiddleware {
    let configuration: WebFormConfiguration

    /// Not-found pages in `configuration`'s words, languages and styles.
    public init(_ configuration: WebFormConfiguration) {
        self.configuration = configuration
    }

    /// What the rest of the chain answers, or the 404 page for what no route takes.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return Response(configuration.notFoundResponse(to: WebFormRequest(request)), logger: context.logger)
        }
    }
}
