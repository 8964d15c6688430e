@_spi(FormsKitAdapter) import FormsKitWeb
import Hummingbird
import Logging

extension Response {
    /// The web core's `response` as Hummingbird sends it, after writing
    /// its log lines to `logger`.
    init(_ response: WebFormResponse, logger: Logger) {
        WebFormLogEntry.write(response.logEntries, to: logger)
        let body = response.body.isEmpty ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: response.body))
        self.init(status: response.status, headers: response.headers, body: body)
    }

    /// A page of your own with the security headers of the form routes
    /// (`WebFormResponse.securePage(_:status:language:)`).
    /// Write `html` with `FormsKitHTML`'s `HTMLWriter`, so it is escaped.
    public static func securePage(_ html: String, status: HTTPResponse.Status = .ok, language: String = "en") -> Response {
        let page = WebFormResponse.securePage(html, status: status, language: language)
        return Response(status: page.status, headers: page.headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: page.body)))
    }
}
