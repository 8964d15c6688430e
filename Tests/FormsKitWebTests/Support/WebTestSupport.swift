import FormsKitHummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOConcurrencyHelpers

/// The signing key every test app uses, so a test can mint tokens (an
/// expired one) as the server would.
let testSigningKey = try! SigningKey(bytes: Array(repeating: UInt8(7), count: 32))

/// A configuration with the test key.
func testConfiguration(_ change: (inout WebFormConfiguration) -> Void = { _ in }) -> WebFormConfiguration {
    var configuration = WebFormConfiguration(signingKey: testSigningKey)
    change(&configuration)
    return configuration
}

/// What an app logged, to check that failures are logged.
final class LogRecorder: Sendable {
    private let lines = NIOLockedValueBox<[(level: Logger.Level, message: String)]>([])

    var entries: [(level: Logger.Level, message: String)] { lines.withLockedValue { $0 } }

    func record(_ level: Logger.Level, _ message: String) {
        lines.withLockedValue { $0.append((level, message)) }
    }

    /// A logger that records here.
    var logger: Logger {
        Logger(label: "test") { _ in RecordingLogHandler(recorder: self) }
    }
}

private struct RecordingLogHandler: LogHandler {
    let recorder: LogRecorder
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        recorder.record(event.level, event.message.description)
    }
}

extension WebTestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }

    /// The value a `Set-Cookie` header of this response gives `name`.
    func cookie(_ name: String) -> String? {
        setCookie(name).map { header in String(header.dropFirst(name.count + 1).prefix { $0 != ";" }) }
    }

    /// The whole `Set-Cookie` header for `name`, attributes included.
    func setCookie(_ name: String) -> String? {
        headers[values: .setCookie].first { $0.hasPrefix(name + "=") }
    }

    /// The value of the page's first hidden field named `name`.
    func hidden(_ name: String) -> String? {
        guard let start = text.range(of: "name=\"\(name)\" value=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The id of the page, which its form sends so that it is submitted once.
    var pageID: String? { hidden("_fk_submission") }

    /// The CSRF token the page's form holds.
    var csrfToken: String? { hidden("_fk_csrf") }
}

/// A browser's view of a test app: its cookie jar and the last form's token.
struct Browser: Sendable {
    let client: any WebTestClient
    var cookies: [String: String] = [:]
    var token: String?
    var acceptLanguage: String?

    init(_ client: any WebTestClient) {
        self.client = client
    }

    var cookieHeader: String {
        cookies.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: "; ")
    }

    /// GET `path`, keeping cookies and the page's token.
    @discardableResult
    mutating func get(_ path: String) async throws -> WebTestResponse {
        var headers = HTTPFields()
        if !cookies.isEmpty { headers[.cookie] = cookieHeader }
        if let acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
        let response = try await client.execute(uri: path, method: .get, headers: headers)
        keep(response)
        return response
    }

    /// POST a browser's form to `path`: `fields` and the page's token (or
    /// `token`, when given; `.some(nil)` sends none), as a same-origin page
    /// sends it; `origin` `nil` leaves the header out.
    @discardableResult
    mutating func post(_ path: String, _ fields: [(String, String)], token: String?? = nil, origin: String? = "http://localhost") async throws
        -> WebTestResponse
    {
        let sentToken = token ?? self.token
        let pairs = (sentToken.map { [("_fk_csrf", $0)] } ?? []) + fields
        var headers = HTTPFields()
        headers[.contentType] = "application/x-www-form-urlencoded"
        if let origin { headers[.origin] = origin }
        if !cookies.isEmpty { headers[.cookie] = cookieHeader }
        if let acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
        let response = try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: formBody(pairs)))
        keep(response)
        return response
    }

    /// POST a browser's form with a file input to `path` as
    /// `multipart/form-data`: `fields`, `files` (field, file name, type,
    /// bytes) and the page's token; `body` replaces the whole body when
    /// given, `contentType` the content type.
    @discardableResult
    mutating func postMultipart(
        _ path: String, _ fields: [(String, String)], files: [(String, String, String, [UInt8])] = [], token: String?? = nil,
        body: [UInt8]? = nil, contentType: String? = nil
    ) async throws -> WebTestResponse {
        let sentToken = token ?? self.token
        let pairs = (sentToken.map { [("_fk_csrf", $0)] } ?? []) + fields
        let boundary = "----FormsKitBoundary7MA4YWxkTrZu0gW"
        var headers = HTTPFields()
        headers[.contentType] = contentType ?? "multipart/form-data; boundary=\(boundary)"
        headers[.origin] = "http://localhost"
        if !cookies.isEmpty { headers[.cookie] = cookieHeader }
        let bytes = body ?? multipartBody(pairs, files: files, boundary: boundary)
        let response = try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(bytes: bytes))
        keep(response)
        return response
    }

    /// POST JSON to `path`, as a script on the same site does (with the
    /// browser's cookies when `sendsCookies`).
    func postJSON(_ path: String, _ json: String, origin: String? = "http://localhost", sendsCookies: Bool = false) async throws -> WebTestResponse {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        if let origin { headers[.origin] = origin }
        if sendsCookies, !cookies.isEmpty { headers[.cookie] = cookieHeader }
        if let acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
        return try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: json))
    }

    /// Keeps the cookies a response sets (and forgets those it clears),
    /// and the token of a page's form.
    private mutating func keep(_ response: WebTestResponse) {
        for header in response.headers[values: .setCookie] {
            let pair = header.prefix { $0 != ";" }
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals])
            let value = String(pair[pair.index(after: equals)...])
            if header.contains("Max-Age=0") || value.isEmpty { cookies[name] = nil } else { cookies[name] = value }
        }
        if let token = response.csrfToken { self.token = token }
    }
}

/// `application/x-www-form-urlencoded`, as a browser encodes it.
func formBody(_ pairs: [(String, String)]) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    func encode(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
    return pairs.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&")
}

/// `multipart/form-data`, as a browser encodes it (names and file names
/// with `"` written `%22`).
func multipartBody(_ pairs: [(String, String)], files: [(String, String, String, [UInt8])], boundary: String) -> [UInt8] {
    func quoted(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "%22") }
    var body: [UInt8] = []
    for (name, value) in pairs {
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(quoted(name))\"\r\n\r\n\(value)\r\n".utf8)
    }
    for (name, filename, type, bytes) in files {
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(quoted(name))\"; filename=\"\(quoted(filename))\"\r\n".utf8)
        body += Array("Content-Type: \(type)\r\n\r\n".utf8) + bytes + Array("\r\n".utf8)
    }
    body += Array("--\(boundary)--\r\n".utf8)
    return body
}
