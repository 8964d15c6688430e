public import HTTPTypes

extension WebFormResponse {
    /// The answer to a method a path does not take, which a router would
    /// answer 404 as if the page did not exist: 204 for `OPTIONS`, 405
    /// with a short text for any other; both list the methods it does take
    /// in `Allow` (RFC 9110, 15.5.6).
    @_spi(FormsKitAdapter) public static func otherMethod(_ method: HTTPRequest.Method, allowing allowed: [HTTPRequest.Method]) -> WebFormResponse {
        var response =
            method == .options
            ? WebFormResponse(status: .noContent, headers: SecurityHeaders.fields(contentType: "text/plain; charset=utf-8"))
            : WebFormResponse(
                status: .methodNotAllowed, headers: SecurityHeaders.fields(contentType: "text/plain; charset=utf-8"),
                body: Array("This address does not take that method.\n".utf8))
        var methods = allowed
        if !methods.contains(.options) { methods.append(.options) }
        response.headers[.allow] = methods.map(\.rawValue).joined(separator: ", ")
        return response
    }
}
