import FormsKitExamples
import Hummingbird

/// Reads the saved forms from the store's database again before a request
/// for a page that opens with them, so that what another process (the
/// terminal demo, another instance) saved shows at once. The read runs off
/// the event loop and the main actor; when it fails, the page is made from
/// what the store last knew, and the failure is logged.
struct SavedFormsRefresh<Context: RequestContext>: RouterMiddleware {
    let store: PlanStore
    let paths: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if paths.contains(request.uri.path) {
            do {
                try await store.refreshSavedForms()
            } catch {
                context.logger.error("The saved forms could not be read again: \(error)")
            }
        }
        return try await next(request, context)
    }
}
