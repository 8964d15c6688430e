public import FormsKit
import FormsKitHTML
@_spi(FormsKitSurface) public import FormsKitModel

/// A form route as the server's OpenAPI document lists it: its path, and
/// how to make a session that describes its form for a request.
///
/// An adapter makes one for each form route it serves
/// (`FormsKitHummingbird`, `FormsKitVapor`), so that the document lists
/// every form without a list of its own: see ``WebFormsOpenAPI``.
@_spi(FormsKitAdapter) public struct WebFormAPIEntry: Sendable {
    /// The route's path as OpenAPI writes it: `/create-plan`,
    /// `/accounts/{id}`.
    @_spi(FormsKitAdapter) public let path: String
    /// Describes the form for the request for the document.
    let describe: @Sendable (_ frameworkRequest: any Sendable, _ limits: SubmittedFormLimits, _ wording: WebFormWording) async -> WebFormAPIForm?

    /// An entry for the route at `path` (OpenAPI's syntax: parameters in
    /// braces), whose form is described with a session from
    /// `makeSession`, given the framework's own request for the document
    /// (`(Request, Context)` on Hummingbird, `Request` on Vapor). It
    /// answers `nil` for a request of another framework; a form whose
    /// session cannot be made for the request (it throws: the visitor is
    /// not signed in) is left out of the document.
    @_spi(FormsKitAdapter) public init<Form: ValidatableForm & SendableMetatype>(
        path: String, session makeSession: nonisolated(nonsending) @escaping @Sendable (_ frameworkRequest: any Sendable) async throws -> FormSession<Form>?
    ) {
        self.path = path
        self.describe = { frameworkRequest, limits, wording in
            // A session the request cannot have (the closure throws: a
            // visitor, for a signed-in user's form) is the expected answer
            // that leaves the form out of this request's document.
            guard let session = try? await makeSession(frameworkRequest) else { return nil }
            return WebFormAPIForm(session: session, limits: limits, wording: wording)
        }
    }

    /// An entry for the route at `route`, written as a server framework
    /// writes routes (`/accounts/:id`, or `/accounts/{id}`), as
    /// ``init(path:session:)`` makes one; `nil` for a route with wildcards
    /// (`*`, `**`), which OpenAPI cannot write.
    @_spi(FormsKitAdapter) public init?<Form: ValidatableForm & SendableMetatype>(
        route: String, session makeSession: nonisolated(nonsending) @escaping @Sendable (_ frameworkRequest: any Sendable) async throws -> FormSession<Form>?
    ) {
        var path = ""
        for segment in route.split(separator: "/") {
            if segment.hasPrefix(":"), segment.count > 1, !segment.contains("*") {
                path += "/{" + segment.dropFirst() + "}"
            } else if segment.hasPrefix("{"), segment.hasSuffix("}"), segment.count > 2 {
                path += "/" + segment
            } else if segment.contains("*") || segment.contains("{") || segment.contains("}") {
                return nil
            } else {
                path += "/" + segment
            }
        }
        self.init(path: path.isEmpty ? "/" : path, session: makeSession)
    }

    /// The names of the path's parameters, in order: `id` in
    /// `/accounts/{id}`.
    var pathParameters: [String] {
        path.split(separator: "/").compactMap { segment in
            guard segment.hasPrefix("{"), segment.hasSuffix("}"), segment.count > 2 else { return nil }
            return String(segment.dropFirst().dropLast())
        }
    }
}
