import FormsKitTestSupport
import Foundation
import Testing

@testable import FormsKit

/// The URL rule reads plain addresses itself and leaves the rest to
/// `URLComponents`: whatever it reads as a URL with a host, so does
/// `URLComponents`.
@Suite("URL shapes")
struct URLShapeTests {
    /// Addresses made of pieces that URLs have, and pieces they must not.
    private static func addresses(count: Int, using generator: inout SeededGenerator) -> [String] {
        let pieces = [
            "http", "https", "ftp", "h", "h2+x", ":", "//", "//", "/", "/", "a", "b.c", "ex-ample.com", "x_y~z", "[::1]", "@", "user:pw@", ":80",
            ":65535", ":123456", ":", "?", "?q=1&r=2", "#", "#top", "%20", "%2", "%zz", "%C3%A9", "!", "$", "'", "(", ")", "*", "+", ",", ";", "=",
            "é", " ", "\"", "<", ">", "{", "}", "|", "\\", "^", "`", "[", "]", "\t", "..", "-", "0", "1.2.3.4",
        ]
        // Half the addresses start with a host, so that many are plain.
        let hosts = ["a", "b.c", "ex-ample.com", "x_y~z", "1.2.3.4", "..", "-", "0", "xn--", "a.xn--b", "XN--bcher-kva"]
        return (0..<count).map { number in
            let scheme = ["http://", "https://", "HTTP://", "ftp://", "http:/", "http:"].randomElement(using: &generator)!
            let host = number % 2 == 0 ? hosts.randomElement(using: &generator)! : ""
            let rest = (0..<Int.random(in: 1...7, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            return scheme + host + rest
        }
    }

    @Test("Every address read without Foundation has the host URLComponents finds")
    func plainAddressesAgreeWithURLComponents() {
        var generator = SeededGenerator(defaultSeed: 0x5EED)
        let replay = generator.replay
        let addresses = Self.addresses(count: 20_000, using: &generator)
        var plain = 0
        for address in addresses + ["http://example.com", "https://a.b/c?d#e", "http://x:8080/", "http://x:/", "http://@x/"] {
            guard URLShape.isPlainURLWithHost(address) else { continue }
            plain += 1
            let host = URLComponents(string: address)?.host
            #expect(host?.isEmpty == false, "\(address); \(replay)")
        }
        #expect(plain > 900, "the generator makes plain addresses too; \(replay)")
    }

    @Test("Plain addresses and the ones left to URLComponents")
    func examples() {
        for address in ["https://example.com", "http://example.com:8080/a/b?c=d&e#f", "https://a.b/%C3%A9t%C3%A9", "http://1.2.3.4", "HTTPS://X.Y"] {
            #expect(URLShape.isPlainURLWithHost(address), "\(address)")
            #expect(URLShape.hasHost(address))
        }
        for address in [
            "https://", "https:example.com", "https:///path", "https://exa mple.com", "http://user@x", "http://[::1]/", "http://x:123456",
            "http://x/%zz", "http://x/a#b#c", "http://é.com",
        ] {
            #expect(!URLShape.isPlainURLWithHost(address), "\(address)")
        }
        // Punycode labels are left to URLComponents, which decodes them and
        // finds no host in those that are not valid (regression: the fast
        // path took `https://xn--` for a URL with a host).
        for address in ["https://xn--", "http://xn--abc", "http://XN--a.com", "http://a.xn--", "http://xn--.com", "http://Xn--u"] {
            #expect(!URLShape.isPlainURLWithHost(address), "\(address)")
            #expect(!URLShape.hasHost(address), "\(address)")
        }
        #expect(URLShape.hasHost("http://xn--bcher-kva.ch"), "valid punycode has a host")
        #expect(URLShape.isPlainURLWithHost("http://axn--b.com"), "xn-- inside a label is plain")
        #expect(URLShape.hasHost("http://user@x"), "left to URLComponents, which finds the host")
        #expect(URLShape.hasHost("http://[::1]/"))
        #expect(!URLShape.hasHost("https://exa mple.com"))
        // The live script's verdicts are these too (Tests/Browser/live_validation.py).
        #expect(!URLShape.hasHost("https:example.com"))
        #expect(URLShape.hasHost("https://\u{4F8B}\u{3048}.jp") && URLShape.hasHost("http://\u{E9}.com"), "hosts in any script")
    }
}
