import FormsKitTestSupport
import FormsKitWebTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormsKitHummingbird
@_spi(FormsKitAdapter) @testable import FormsKitWeb

/// The pieces under the security headers, tokens and cookies, written over
/// bytes: each checked against Foundation, against the Foundation-based
/// versions they replace (kept below as references), and against values
/// worked out elsewhere (Python's `hashlib`, `hmac` and `base64`).
@Suite("Web forms: Base64, style hashes, signing")
struct SecurityPrimitiveTests {
    // MARK: Base64

    /// Random bytes of every length from 0 to 64, then longer ones.
    private static func samples(seed: UInt64) -> [[UInt8]] {
        var random = SeededGenerator(seed: seed)
        let lengths = Array(0...64) + (0..<200).map { _ in Int.random(in: 65...300, using: &random) }
        return lengths.map { count in (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &random) } }
    }

    /// `bytes` in standard Base64, appended to nothing.
    private static func standard(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        Base64URL.appendStandard(bytes, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    @Test("Encoding writes what Foundation writes, in the URL alphabet without padding, and in the standard one")
    func encodingMatchesFoundation() {
        let seed: UInt64 = 0x6236_3475_726C
        print("Base64 encoding: seed \(seed)")
        for bytes in Self.samples(seed: seed) {
            let foundation = Data(bytes).base64EncodedString()
            #expect(Base64URL.encode(bytes) == Reference.encode(bytes), "seed \(seed), \(bytes.count) bytes")
            #expect(Base64URL.encode(bytes) == String(foundation.filter { $0 != "=" }.map { $0 == "+" ? "-" : $0 == "/" ? "_" : $0 }))
            #expect(Self.standard(bytes) == foundation, "seed \(seed), \(bytes.count) bytes")
        }
        #expect(Base64URL.encode([]) == "" && Self.standard([]) == "")
        #expect(Base64URL.encode([0xFB, 0xFF]) == "-_8" && Self.standard([0xFB, 0xFF]) == "+/8=")
        var text = Array("sha256-".utf8)
        Base64URL.appendStandard([0xFB, 0xFF], to: &text)
        #expect(String(decoding: text, as: UTF8.self) == "sha256-+/8=", "appended after what the text holds")
        #expect(Base64URL.encode(Array("any carnal pleas".utf8)) == "YW55IGNhcm5hbCBwbGVhcw")
    }

    @Test("What is encoded decodes to the same bytes, canonically and leniently, padded or not")
    func roundTrips() {
        let seed: UInt64 = 0x726F_756E_6474
        print("Base64 round trips: seed \(seed)")
        for bytes in Self.samples(seed: seed) {
            let encoded = Base64URL.encode(bytes)
            let standard = Data(bytes).base64EncodedString()
            #expect(Base64URL.decodeCanonical(encoded) == bytes, "seed \(seed), \(bytes.count) bytes")
            #expect(Base64URL.decode(encoded) == bytes, "seed \(seed), \(bytes.count) bytes")
            #expect(Base64URL.decode(standard) == bytes, "seed \(seed), \(bytes.count) bytes")
        }
    }

    @Test("Only the spelling encode writes reads canonically: no padding, no standard alphabet, unused bits zero")
    func canonicalSpellingOnly() {
        #expect(Base64URL.decodeCanonical("") == [])
        #expect(Base64URL.decodeCanonical("QQ") == [0x41])
        #expect(Base64URL.decodeCanonical("QR") == nil, "the last character's unused bits are not zero")
        #expect(Base64URL.decodeCanonical("QQ==") == nil, "padded")
        #expect(Base64URL.decodeCanonical("-_8") == [0xFB, 0xFF])
        #expect(Base64URL.decodeCanonical("+/8") == nil, "standard alphabet")
        #expect(Base64URL.decodeCanonical("QUJDR") == nil, "one character over a group holds less than a byte")
        #expect(Base64URL.decodeCanonical("QUJ D") == nil && Base64URL.decodeCanonical("QUJD\n") == nil)
        #expect(Base64URL.decodeCanonical("QUJ\u{212A}") == nil, "a Kelvin sign is not K")
        #expect(Base64URL.decodeCanonical("QUJD"[...]) == [0x41, 0x42, 0x43], "substrings read too")
    }

    @Test("Spellings of every kind decode as the Foundation-based decoders did")
    func decodingMatchesTheFoundationBasedDecoders() {
        let seed: UInt64 = 0x6465_636F_6465
        print("Base64 decoding: seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let characters: [String] = ["A", "Q", "z", "0", "9", "-", "_", "+", "/", "=", "==", " ", "\n", "\r\n", "é", "\u{301}", "\u{212A}", "*", "."]
        var texts: [String] = ["", "=", "==", "===", "====", "QQ", "QR", "QQ=", "QQ==", "QR==", "QQ==QQ==", "QUJD", "QUJD====", "QUJDRA", "QUJDRA=="]
        for bytes in Self.samples(seed: seed).prefix(80) {
            let encoded = Array(Base64URL.encode(bytes))
            texts.append(String(encoded))
            texts.append(Data(bytes).base64EncodedString())
            // One character changed, inserted or removed.
            for _ in 0..<6 {
                var changed = encoded.map(String.init)
                let position = Int.random(in: 0...changed.count, using: &random)
                let character = characters.randomElement(using: &random)!
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where position < changed.count: changed[position] = character
                case 1 where position < changed.count: changed.remove(at: position)
                default: changed.insert(character, at: position)
                }
                texts.append(changed.joined())
            }
        }
        for _ in 0..<2_000 {
            texts.append((0..<Int.random(in: 0...9, using: &random)).map { _ in characters.randomElement(using: &random)! }.joined())
        }
        for text in texts {
            #expect(Base64URL.decodeCanonical(text) == Reference.decodeCanonical(text), "seed \(seed): \(text.debugDescription)")
            #expect(Base64URL.decode(text) == Reference.decode(text), "seed \(seed): \(text.debugDescription)")
        }
    }

    @Test("Random values have as many bytes as asked, every byte drawn")
    func randomValues() {
        for count in 0...64 {
            let value = Base64URL.random(byteCount: count)
            #expect(Base64URL.decodeCanonical(value)?.count == count, "\(count) bytes: \(value)")
        }
        // 16 values of 32 bytes: no byte position is the same in all of
        // them (by chance, one time in 256^15 per position).
        let values = (0..<16).map { _ in Base64URL.decodeCanonical(Base64URL.random(byteCount: 32)) ?? [] }
        #expect(values.allSatisfy { $0.count == 32 })
        for position in 0..<32 {
            #expect(Set(values.map { $0[position] }).count > 1, "byte \(position) is drawn")
        }
        #expect(CSRFTokens.isWellFormedCookieValue(CSRFTokens.makeCookieValue()))
    }

    // MARK: Style attribute hashes

    /// Pages the old and the new reading must agree on.
    private static let pages: [String] = [
        "",
        "<p>No style at all.</p>",
        #"<div class="fk-page" style="background:var(--fk-secondary-background)"><p>One.</p></div>"#,
        #"<div style="gap:0.5rem"><a style="gap:0.5rem">same</a><b style="padding:2rem">other</b><i style="">empty</i></div>"#,
        #"<div style="font-family:&quot;Fira Sans&quot;;content:&#39;&lt;&gt;&#39;">escaped</div>"#,
        #"<div style="a&amp;quot;b &amp;amp; &amp;lt;c">escaped ampersands</div><p style="a&quot;b">"#,
        #"<div style="a&b &quo;t &quot &#39 &;x">lone ampersands</div>"#,
        #"<div style="content:'é界👍🇫🇷'">non-ASCII</div><p>é style="not an attribute"</p>"#,
        #"<div style="x" style="y"><a style=" style="z">"#,
        #"<div style="unterminated"#,
        #"<div style="ok"><a style="unterminated"#,
        #"<div\#tstyle="tab"><div style='single'><div STYLE="upper"><div data-style="data"><div style=noquote><div  style="two spaces">"#,
        #"<div style="a"style="b"><p style="c"></p><p style="a"></p>"#,
    ]

    @Test("The scan finds the attributes the Foundation-based one found: none, one, several, repeated, escaped, non-ASCII, unterminated")
    func scanMatchesTheFoundationBasedOne() {
        for page in Self.pages {
            let values = ContentSecurityPolicy.styleAttributeValues(in: page).map { String(decoding: $0, as: UTF8.self) }
            #expect(values == Reference.styleAttributeValues(in: page), "\(page)")
            #expect(ContentSecurityPolicy.styleAttributeHashes(in: page).count == values.count)
        }
        #expect(ContentSecurityPolicy.styleAttributeValues(in: Self.pages[3]).count == 3, "gap, padding and the empty value")
        #expect(ContentSecurityPolicy.styleAttributeValues(in: Self.pages[4]) == [Array(#"font-family:"Fira Sans";content:'<>'"#.utf8)])
        #expect(ContentSecurityPolicy.styleAttributeValues(in: Self.pages[11]) == [Array("two spaces".utf8)])
        // Many values: past the first few, a set tells which are new.
        let many = (0..<20).map { #"<p style="gap:\#($0)px">"# }
        let page = (many + many.reversed() + many.shuffled()).joined()
        let values = ContentSecurityPolicy.styleAttributeValues(in: page).map { String(decoding: $0, as: UTF8.self) }
        #expect(values == (0..<20).map { "gap:\($0)px" })
        #expect(values == Reference.styleAttributeValues(in: page))
    }

    @Test("The scan agrees with the Foundation-based one on random pages")
    func scanMatchesOnRandomPages() {
        let seed: UInt64 = 0x7374_796C_6573
        print("Style attribute scan: seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let pieces = [
            " style=\"", " style=\"", "\"", "\"", "<div", ">", " ", "a", "gap:1rem", ";", "=", "style", "&quot;", "&#39;", "&lt;", "&gt;", "&amp;",
            "&", "&quot", "é", "界", "👍", "🇫🇷", "\n",
        ]
        for round in 0..<1_000 {
            let page = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let values = ContentSecurityPolicy.styleAttributeValues(in: page).map { String(decoding: $0, as: UTF8.self) }
            #expect(values == Reference.styleAttributeValues(in: page), "seed \(seed), round \(round): \(page.debugDescription)")
        }
    }

    @Test("Values are read as the browser hashes them, byte for byte, where Swift's characters would join or equate them")
    func scanReadsBytes() {
        // A combining accent right after the opening quote joins it in one
        // Swift Character, but the browser still applies the attribute.
        #expect(ContentSecurityPolicy.styleAttributeValues(in: "<a style=\"\u{301}x\">") == [[0xCC, 0x81, 0x78]])
        // "é" precomposed and decomposed are equal Swift Strings but not
        // the same bytes: the browser needs the hash of each.
        #expect(ContentSecurityPolicy.styleAttributeValues(in: "<a style=\"\u{E9}\"><b style=\"e\u{301}\">") == [[0xC3, 0xA9], [0x65, 0xCC, 0x81]])
        #expect(ContentSecurityPolicy.styleAttributeValues(in: "<a style=\"&quot;\u{301}\">") == [[0x22, 0xCC, 0x81]])
    }

    @Test("The policy lists each value's SHA-256, in order, after the fixed directives")
    func policy() {
        let fixed =
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; "
        #expect(ContentSecurityPolicy.header(forHTML: nil) == fixed + "style-src-attr 'none'")
        #expect(ContentSecurityPolicy.header(forHTML: "<p>plain</p>") == fixed + "style-src-attr 'none'")
        // Hashes from Python: base64.b64encode(hashlib.sha256(value.encode()).digest()).
        let page = #"<div style="background:var(--fk-secondary-background)"><div style="gap:0.5rem"><p style="gap:0.5rem">"#
        #expect(
            ContentSecurityPolicy.header(forHTML: page)
                == fixed
                + "style-src-attr 'unsafe-hashes' 'sha256-HquUKwiUlQvrRfNqDyJ6OCTNXjZATkzuA7zvj0rXykM='"
                + " 'sha256-mbNrpF53FzQAtxyO68j2fncWNayS9mbnwRaz8+WH3pc='")
        let emptyStyleHash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
        #expect(ContentSecurityPolicy.styleAttributeHashes(in: #"<a style="">"#) == [emptyStyleHash])
        #expect(
            ContentSecurityPolicy.styleAttributeHashes(in: #"<a style="font-family:&quot;Fira Sans&quot;">"#) == [
                "'sha256-9dqx2DuHpYnldC1pNHjGrGbkNAGBMAQrv7D5jQ5slio='"
            ])
        #expect(
            ContentSecurityPolicy.styleAttributeHashes(in: #"<a style="content:&#39;é界&#39;">"#) == ["'sha256-7ZKDc4Qg8inc1Wz6YlClarYZJqwcdGnfPUL8whVYrYM='"])
    }

    @Test("Rendered pages: the policy hashes the values the Foundation-based scan found")
    func renderedPages() async throws {
        try await makeTestApp().test(.router) { client in
            var browser = WebFormTestBrowser(client)
            let pages = [
                try await browser.get("/card"), try await browser.get("/create-plan"), try await browser.post("/create-plan", [("name", "Personal")]),
            ]
            for page in pages {
                let policy = try #require(page.headers[.contentSecurityPolicy])
                let values = Reference.styleAttributeValues(in: page.text)
                #expect(!values.isEmpty)
                #expect(ContentSecurityPolicy.styleAttributeValues(in: page.text).map { String(decoding: $0, as: UTF8.self) } == values)
                #expect(policy.hasSuffix(" " + ContentSecurityPolicy.styleAttributeHashes(in: page.text).joined(separator: " ")))
                #expect(policy.components(separatedBy: "'sha256-").count - 1 == values.count)
            }
        }
    }

    // MARK: Signing

    /// A key of the bytes 0, 7, 14, … and a cookie of the bytes 11, 48, 85, ….
    private static let keyBytes = (0..<32).map { UInt8($0 * 7 % 256) }
    private static let cookie = Base64URL.encode((0..<32).map { UInt8(($0 * 37 + 11) % 256) })

    @Test("Signatures are HMAC-SHA256 of the purpose, a zero byte and the message, as before")
    func signatures() throws {
        let key = try SigningKey(bytes: Self.keyBytes)
        // From Python: hmac.new(key, b"formskit-flash\x00hello", hashlib.sha256).hexdigest().
        let expected = "48d12ad1975b51ee4f14e4205a1c71410b867a1769b7bbe631ca542654f52bcb"
        let signature = key.signature(of: "hello", purpose: "formskit-flash")
        #expect(signature.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined() == expected)
        #expect(key.isSignature(signature, of: "hello", purpose: "formskit-flash"))
        #expect(!key.isSignature(signature, of: "hello", purpose: "formskit-csrf"), "another purpose")
        #expect(!key.isSignature(signature, of: "hellp", purpose: "formskit-flash"), "another message")
        #expect(!key.isSignature(Array(signature.dropLast()), of: "hello", purpose: "formskit-flash"), "shorter")
        #expect(!key.isSignature(signature + [0], of: "hello", purpose: "formskit-flash"), "longer")
        for index in signature.indices {
            var tampered = signature
            tampered[index] ^= 0x01
            #expect(!key.isSignature(tampered, of: "hello", purpose: "formskit-flash"), "byte \(index) changed")
        }
        #expect(try SigningKey(bytes: Self.keyBytes.map { $0 ^ 1 }).signature(of: "hello", purpose: "formskit-flash") != signature, "another key")
    }

    @Test("A token issued before this change is the same token, and checks")
    func tokensAsBefore() throws {
        let tokens = CSRFTokens(key: try SigningKey(bytes: Self.keyBytes))
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(Self.cookie == "CzBVep_E6Q4zWH2ix-wRNluApcrvFDleg6jN8hc8YYY")
        // From Python: hmac over b"formskit-csrf\x00" + cookie + b".1800000000", base64url without padding.
        let token = "1800000000.VSSsdbS0C0Hml-AxYwPLYYRCKSwU-wNNwlUoVIrovyM"
        #expect(tokens.token(forCookie: Self.cookie, issuedAt: date) == token)
        #expect(tokens.check(token: token, cookie: Self.cookie, at: date) == .valid)
        #expect(tokens.check(token: token + "A", cookie: Self.cookie, at: date) == .invalid)
        #expect(tokens.check(token: token, cookie: CSRFTokens.makeCookieValue(), at: date) == .invalid)
        let flash = FlashMessage.seal("Saved.", key: try SigningKey(bytes: Self.keyBytes), at: date)
        #expect(FlashMessage.open(flash, key: try SigningKey(bytes: Self.keyBytes), at: date) == "Saved.")
        #expect(FlashMessage.open(flash, key: .random(), at: date) == nil)
    }

    @Test("Tokens changed here and there check as the split-based check found")
    func mangledTokens() throws {
        let seed: UInt64 = 0x746F_6B65_6E73
        print("Token check: seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let tokens = CSRFTokens(key: try SigningKey(bytes: Self.keyBytes))
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let token = tokens.token(forCookie: Self.cookie, issuedAt: date)
        let characters = [".", "..", "1", "0", "+", "-", "_", "A", "é", "\u{301}", "\u{600}", "\u{661}", " ", "\r\n"]
        var mangled = ["", ".", "..", "1800000000", "1800000000.", ".VSSs", token + ".", "." + token, "+" + token, "-" + token, "01" + token]
        for _ in 0..<2_000 {
            var changed = token.map(String.init)
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let position = Int.random(in: 0...changed.count, using: &random)
                let character = characters.randomElement(using: &random)!
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where position < changed.count: changed[position] = character
                case 1 where position < changed.count: changed.remove(at: position)
                default: changed.insert(character, at: position)
                }
            }
            mangled.append(changed.joined())
        }
        var outcomes: [CSRFTokenCheck: Int] = [:]
        for text in mangled {
            let outcome = tokens.check(token: text, cookie: Self.cookie, at: date)
            #expect(outcome == Reference.check(token: text, cookie: Self.cookie, at: date, tokens: tokens), "seed \(seed): \(text.debugDescription)")
            outcomes[outcome, default: 0] += 1
        }
        #expect(outcomes[.invalid, default: 0] > 1_000, "most changes break the token")
        #expect(tokens.check(token: token, cookie: Self.cookie, at: date) == .valid)
    }

    @Test("One key signs from many tasks at once, each signature as if alone")
    func concurrentSigning() async throws {
        let tokens = CSRFTokens(key: try SigningKey(bytes: Self.keyBytes))
        let cookies = (0..<64).map { _ in CSRFTokens.makeCookieValue() }
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let alone = cookies.map { tokens.token(forCookie: $0, issuedAt: date) }
        let together = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask { cookies.map { tokens.token(forCookie: $0, issuedAt: date) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(together.count == 8)
        #expect(together.allSatisfy { $0 == alone })
        #expect(zip(cookies, alone).allSatisfy { tokens.check(token: $1, cookie: $0, at: date) == .valid })
    }
}

/// The Foundation-based versions that the byte-level ones replace, as they
/// were, to compare with.
private enum Reference {
    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func decode(_ text: some StringProtocol) -> [UInt8]? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard !standard.contains("=") || standard.count % 4 == 0 else { return nil }
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard).map(Array.init)
    }

    static func decodeCanonical(_ text: some StringProtocol) -> [UInt8]? {
        guard let bytes = decode(text), encode(bytes) == text else { return nil }
        return bytes
    }

    /// What ``CSRFTokens/check(token:cookie:at:)`` found, as it found it:
    /// the token split with `split(separator:)`.
    static func check(token: String, cookie: String, at date: Date, tokens: CSRFTokens) -> CSRFTokenCheck {
        guard !cookie.isEmpty else { return .missingCookie }
        guard !token.isEmpty else { return .missingToken }
        let parts = token.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count <= 19, parts[0].allSatisfy(\.isASCII), let seconds = Int64(parts[0]),
            let signature = decodeCanonical(parts[1])
        else { return .invalid }
        guard tokens.key.isSignature(signature, of: cookie + "." + String(parts[0]), purpose: "formskit-csrf") else { return .invalid }
        let age = date.timeIntervalSince1970 - TimeInterval(seconds)
        guard age >= -CSRFTokens.allowedClockSkew else { return .invalid }
        let limit = TimeInterval(tokens.lifetime.components.seconds) + TimeInterval(tokens.lifetime.components.attoseconds) / 1e18
        return age > limit ? .expired : .valid
    }

    /// Each distinct `style` attribute value, unescaped, in order of first
    /// appearance (what was hashed).
    static func styleAttributeValues(in html: String) -> [String] {
        var values: [String] = []
        var seen: Set<String> = []
        var rest = html[...]
        while let start = rest.range(of: " style=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let value = unescaped(rest[..<end])
            rest = rest[rest.index(after: end)...]
            guard seen.insert(value).inserted else { continue }
            values.append(value)
        }
        return values
    }

    private static func unescaped(_ value: Substring) -> String {
        guard value.contains("&") else { return String(value) }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
