import Hummingbird

/// One log line per request, once it is answered: method, path, status and
/// time taken (`POST /create-plan 422 4 ms`).
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: start, context: context)
            return response
        } catch {
            log(request, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: start, context: context)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant, context: Context) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        context.logger.info("\(request.method) \(request.uri.path) \(status) \(milliseconds) ms")
    }
}
