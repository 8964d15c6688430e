import Foundation
import HTTPTypes

/// A message for the next page only, such as "Plan created." after a form
/// was submitted and the browser redirected (post/redirect/get).
///
/// It travels in a cookie signed with the configuration's ``SigningKey``,
/// so nothing is stored on the server and no other site can plant one. The
/// page that shows it clears the cookie; a cookie older than ``lifetime`` is
/// ignored. A form's own GET route shows and clears it; a page of your own
/// at a result path does the same with ``read(from:configuration:at:)`` and
/// ``clear(in:configuration:)``.
@_spi(FormsKitAdapter) public enum FlashMessage {
    /// How long a flash message waits for the page that shows it.
    @_spi(FormsKitAdapter) public static let lifetime: TimeInterval = 5 * 60
    private static let purpose = "formskit-flash"

    /// The message the request carries, when its cookie is this server's
    /// and recent.
    @_spi(FormsKitAdapter) public static func read(from request: WebFormRequest, configuration: WebFormConfiguration, at date: Date = Date()) -> String? {
        guard let value = request.cookies[configuration.flashCookieName], !value.isEmpty else { return nil }
        return open(value, key: configuration.signingKey, at: date)
    }

    /// Sets the cookie that carries `message` to the next page.
    @_spi(FormsKitAdapter) public static func send(
        _ message: String, in response: inout WebFormResponse, configuration: WebFormConfiguration, at date: Date = Date()
    ) {
        response.setCookie(
            WebFormCookie(
                name: configuration.flashCookieName, value: seal(message, key: configuration.signingKey, at: date), maxAge: Int(lifetime),
                path: "/", secure: configuration.usesTLS, httpOnly: true, sameSite: .lax))
    }

    /// Clears the flash cookie, once its message was shown.
    @_spi(FormsKitAdapter) public static func clear(in response: inout WebFormResponse, configuration: WebFormConfiguration) {
        response.setCookie(
            WebFormCookie(name: configuration.flashCookieName, value: "", maxAge: 0, path: "/", secure: configuration.usesTLS, httpOnly: true, sameSite: .lax))
    }

    /// `<message>.<seconds>.<signature>`, each part cookie-safe.
    static func seal(_ message: String, key: SigningKey, at date: Date) -> String {
        let payload = Base64URL.encode(Array(message.utf8)) + "." + String(Int64(date.timeIntervalSince1970.rounded(.down)))
        return payload + "." + Base64URL.encode(key.signature(of: payload, purpose: purpose))
    }

    static func open(_ value: String, key: SigningKey, at date: Date) -> String? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let seconds = Int64(parts[1]), let signature = Base64URL.decodeCanonical(parts[2]),
            key.isSignature(signature, of: parts[0] + "." + parts[1], purpose: purpose),
            let bytes = Base64URL.decodeCanonical(parts[0])
        else { return nil }
        let age = date.timeIntervalSince1970 - TimeInterval(seconds)
        guard age >= -CSRFTokens.allowedClockSkew, age <= lifetime else { return nil }
        return String(strictUTF8: bytes)
    }
}
