@_spi(FormsKitAdapter) import FormsKitWeb
import Vapor

extension Response {
    /// The web core's `response` as Vapor sends it, after writing its log
    /// lines to `logger`.
    convenience init(_ response: WebFormResponse, logger: Logger) {
        WebFormLogEntry.write(response.logEntries, to: logger)
        var headers = HTTPHeaders()
        for field in response.headers { headers.add(name: field.name.rawName, value: field.value) }
        let status = HTTPResponseStatus(statusCode: response.status.code, reasonPhrase: response.status.reasonPhrase)
        let body: Response.Body = response.body.isEmpty ? .empty : .init(buffer: ByteBuffer(bytes: response.body))
        // As given: the answer to HEAD keeps the Content-Length of the body
        // it leaves out, which Vapor's other initializers would set to 0.
        self.init(status: status, version: .http1_1, headersNoUpdate: headers, body: body)
    }

    /// A page of your own with the security headers of the form routes
    /// (`WebFormResponse.securePage(_:status:language:)`).
    /// Write `html` with `FormsKitHTML`'s `HTMLWriter`, so it is escaped.
    public static func securePage(_ html: String, status: HTTPResponseStatus = .ok, language: String = "en", logger: Logger) -> Response {
        Response(WebFormResponse.securePage(html, status: .init(code: Int(status.code)), language: language), logger: logger)
    }
}
