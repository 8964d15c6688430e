import Hummingbird

/// An HTTP error a route's session closure threw, kept to be thrown from the
/// route: the web core answers any error in making a session with its own
/// 500 page, while an `HTTPResponseError` (401 for a visitor not signed in,
/// 404 for an account that does not exist) is the app's answer, which
/// Hummingbird gives as for any route.
final class SessionRefusal {
    private(set) var error: (any HTTPResponseError)?

    /// What `make` makes, noting the HTTP error it throws.
    nonisolated(nonsending) func noting<Value>(_ make: nonisolated(nonsending) () async throws -> Value) async throws -> Value {
        do {
            return try await make()
        } catch let error as any HTTPResponseError {
            self.error = error
            throw error
        }
    }
}
