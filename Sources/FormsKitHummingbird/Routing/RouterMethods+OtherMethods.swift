import Hummingbird

extension RouterMethods {
    /// Answers the methods `path` does not serve, which a router would
    /// answer 404 as if the page did not exist: OPTIONS with 204 and the
    /// methods it serves in `Allow`, any other with 405 and the same header
    /// (RFC 9110, 15.5.6).
    ///
    /// - Parameters:
    ///   - path: The path, served already for `allowed`.
    ///   - allowed: The methods it serves, as `Allow` lists them.
    ///   - refusal: The 405 response, before its `Allow` header; a short
    ///     text by default.
    @discardableResult
    package func answerOtherMethods(
        at path: String, allowing allowed: [HTTPRequest.Method],
        refusal: @escaping @Sendable (Request) -> Response = { _ in
            Response(
                status: .methodNotAllowed, headers: SecurityHeaders.fields(contentType: "text/plain; charset=utf-8"),
                body: ResponseBody(byteBuffer: ByteBuffer(string: "This address does not take that method.\n")))
        }
    ) -> Self {
        let allow = (allowed + [.options]).map(\.rawValue).joined(separator: ", ")
        on(RouterPath(path), method: .options) { _, _ in
            var headers = SecurityHeaders.fields(contentType: "text/plain; charset=utf-8")
            headers[.allow] = allow
            return Response(status: .noContent, headers: headers)
        }
        for method in [HTTPRequest.Method.get, .post, .put, .delete, .patch, .trace] where !allowed.contains(method) {
            on(RouterPath(path), method: method) { request, _ in
                var response = refusal(request)
                response.headers[.allow] = allow
                return response
            }
        }
        return self
    }
}
