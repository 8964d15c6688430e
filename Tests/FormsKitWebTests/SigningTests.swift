import FormsKitHummingbird
@_spi(FormsKitAdapter) import FormsKitWeb
import FormsKitWebTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The signing key, and what it signs besides tokens: flash messages.
@Suite("Web forms: signing")
struct SigningTests {
    @Test("A key needs 32 bytes; Base64 in either alphabet reads")
    func keys() throws {
        #expect(throws: SigningKeyError.tooShort(byteCount: 16)) { try SigningKey(bytes: Array(repeating: 1, count: 16)) }
        #expect(throws: SigningKeyError.notBase64) { try SigningKey(base64: "not base64!") }
        let bytes = (0..<32).map { UInt8($0 * 7 % 256) }
        let standard = Data(bytes).base64EncodedString()
        let urlSafe = standard.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        let cookie = CSRFTokens.makeCookieValue()
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let fromStandard = CSRFTokens(key: try SigningKey(base64: standard + "\n")).token(forCookie: cookie, issuedAt: date)
        let fromURLSafe = CSRFTokens(key: try SigningKey(base64: urlSafe)).token(forCookie: cookie, issuedAt: date)
        let fromBytes = CSRFTokens(key: try SigningKey(bytes: bytes)).token(forCookie: cookie, issuedAt: date)
        #expect(fromStandard == fromBytes && fromURLSafe == fromBytes)
        #expect(SigningKeyError.tooShort(byteCount: 3).description.contains("openssl rand -base64 32"))
    }

    @Test("A flash message older than its lifetime, or signed with another key, is not shown")
    func staleFlash() async throws {
        var old = WebFormResponse(status: .seeOther)
        FlashMessage.send("Stale.", in: &old, configuration: testConfiguration(), at: Date().addingTimeInterval(-FlashMessage.lifetime - 5))
        var foreign = WebFormResponse(status: .seeOther)
        FlashMessage.send("Foreign.", in: &foreign, configuration: WebFormConfiguration(signingKey: .random()))
        var fresh = WebFormResponse(status: .seeOther)
        FlashMessage.send("Fresh.", in: &fresh, configuration: testConfiguration())
        func value(_ response: WebFormResponse) -> String {
            let header = response.headers[values: .setCookie].first ?? ""
            return String(header.dropFirst("fk_flash=".count).prefix { $0 != ";" })
        }
        let cookies = [(value(old), "Stale.", false), (value(foreign), "Foreign.", false), (value(fresh), "Fresh.", true)]
        try await makeTestApp().test(.router) { client in
            for (cookie, message, shown) in cookies {
                var browser = WebFormTestBrowser(client)
                browser.cookies["fk_flash"] = cookie
                let page = try await browser.get("/create-plan")
                #expect(page.text.contains("<p>\(message)</p>") == shown, "\(message)")
            }
        }
    }
}
