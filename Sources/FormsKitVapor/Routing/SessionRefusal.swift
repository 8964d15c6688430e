import Vapor

/// An error a route's session closure threw that Vapor answers itself
/// (`Abort(.unauthorized)` for a visitor not signed in): kept, to be thrown
/// from the route, as from any Vapor route. The web core answers any other
/// error in making a session with its own 500 page.
final class SessionRefusal {
    private(set) var error: (any AbortError)?

    /// What `make` makes, noting the `AbortError` it throws.
    nonisolated(nonsending) func noting<Value>(_ make: nonisolated(nonsending) () async throws -> Value) async throws -> Value {
        do {
            return try await make()
        } catch let error as any AbortError {
            self.error = error
            throw error
        }
    }
}
