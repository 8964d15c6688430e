@_spi(FormsKitAdapter) import FormsKitWeb
import HTTPTypes
import Vapor

extension WebFormRequest {
    /// Vapor's `request` as the web core reads it: its body streamed as it
    /// arrives (on a route that streams it), not collected first.
    init(_ request: Request) {
        var fields = HTTPFields()
        for (name, value) in request.headers {
            guard let name = HTTPField.Name(name) else { continue }
            fields.append(HTTPField(name: name, value: value))
        }
        self.init(
            method: HTTPRequest.Method(request.method.rawValue) ?? .get, path: request.url.path, query: request.url.query,
            authority: request.headers.first(name: .host), headers: fields, body: WebFormRequestBody(request.body) { Array($0.readableBytesView) })
    }
}
