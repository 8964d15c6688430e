@_spi(FormsKitAdapter) import FormsKitWeb
import Hummingbird

extension WebFormRequest {
    /// Hummingbird's `request` as the web core reads it: its body streamed
    /// as it arrives, not read first.
    init(_ request: Request) {
        self.init(
            method: request.method, path: request.uri.path, query: request.uri.query, authority: request.head.authority,
            headers: request.headers, body: WebFormRequestBody(request.body) { Array($0.readableBytesView) })
    }
}
