import FormsKitTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormsKitHummingbird

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
}
