import Foundation
import HTTPTypes

/// The responses these routes answer with, each with ``SecurityHeaders``.
enum WebResponse {
    /// A page in `language`.
    static func html(_ status: HTTPResponse.Status, _ html: String, language: String) -> WebFormResponse {
        var headers = SecurityHeaders.fields(contentType: "text/html; charset=utf-8", html: html)
        headers[.contentLanguage] = language
        headers[.vary] = "Accept-Language, Cookie"
        return WebFormResponse(status: status, headers: headers, body: Array(html.utf8))
    }

    /// A JSON answer; `body` is already encoded.
    static func json(_ status: HTTPResponse.Status, _ body: Data, language: String) -> WebFormResponse {
        var headers = SecurityHeaders.fields(contentType: "application/json; charset=utf-8")
        headers[.contentLanguage] = language
        headers[.vary] = "Accept-Language"
        return WebFormResponse(status: status, headers: headers, body: Array(body))
    }

    /// `{"error": message}`: for a JSON request that could not be read or
    /// was refused.
    static func jsonError(_ status: HTTPResponse.Status, _ message: String, language: String) -> WebFormResponse {
        json(status, JSONAnswers.encode(["error": message]), language: language)
    }

    /// 303 See Other to `location`: after a post, the browser gets the
    /// next page (post/redirect/get).
    static func seeOther(_ location: String) -> WebFormResponse {
        var headers = SecurityHeaders.fields(contentType: "text/plain; charset=utf-8")
        headers[.location] = location
        return WebFormResponse(status: .seeOther, headers: headers)
    }

    /// A static asset, cacheable for an hour.
    static func asset(_ text: String, contentType: String) -> WebFormResponse {
        WebFormResponse(
            status: .ok, headers: SecurityHeaders.fields(contentType: contentType, cacheable: true),
            body: Array(text.utf8))
    }
}
