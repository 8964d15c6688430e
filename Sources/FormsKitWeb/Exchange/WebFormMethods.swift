public import HTTPTypes

/// The methods of a form's address, for an adapter that routes them.
@_spi(FormsKitAdapter) public enum WebFormMethods {
    /// The methods a form's address serves, as its `Allow` header lists them.
    @_spi(FormsKitAdapter) public static let allowed: [HTTPRequest.Method] = [.get, .head, .post, .options]

    /// The methods an adapter routes to a form's address: those it serves,
    /// and the others it answers 405 with `Allow` rather than the
    /// framework's 404, which would say the page does not exist. QUERY is
    /// among them, as tools such as schemathesis try it.
    @_spi(FormsKitAdapter) public static let routed: [HTTPRequest.Method] = allowed + [.put, .delete, .patch, .trace, HTTPRequest.Method("QUERY")!]
}
