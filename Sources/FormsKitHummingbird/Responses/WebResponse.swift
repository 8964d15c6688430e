import Foundation
import Hummingbird

/// The responses these routes answer with, each with ``SecurityHeaders``.
enum WebResponse {
    /// A page in `language`.
    static func html(_ status: HTTPResponse.Status, _ html: String, language: String) -> Response {
        var headers = SecurityHeaders.fields(contentType: "text/html; charset=utf-8", html: html)
        headers[.contentLanguage] = language
        headers[.vary] = "Accept-Language, Cookie"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    /// A JSON answer; `body` is already encoded.
    static func json(_ status: HTTPResponse.Status, _ body: Data, language: String) -> Response {
        var headers = SecurityHeaders.fields(contentType: "application/json; charset=utf-8")
        headers[.contentLanguage] = language
        headers[.vary] = "Accept-Language"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// `{"error": message}`: for a JSON request that could not be read or
    /// was refused.
    static func jsonError(_ status: HTTPResponse.Status, _ message: String, language: String) -> Response {
        json(status, JSONAnswers.encode(["error": message]), language: language)
    }

    /// 303 See Other to `location`: after a post, the browser gets the
    /// next page (post/redirect/get).
    static func seeOther(_ location: String) -> Response {
        var headers = SecurityHeaders.fields(contentType: "text/plain; charset=utf-8")
        headers[.location] = location
        return Response(status: .seeOther, headers: headers)
    }

    /// A static asset, cacheable for an hour.
    static func asset(_ text: String, contentType: String) -> Response {
        Response(
            status: .ok, headers: SecurityHeaders.fields(contentType: contentType, cacheable: true),
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
