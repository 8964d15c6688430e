import Foundation

/// Base64 with the URL- and cookie-safe alphabet (`-` and `_`, no padding),
/// so tokens go in cookies and form fields unescaped.
///
/// Encoding and the canonical decoding run on every request (cookies,
/// tokens, signatures, the policy's hashes), so they work on the bytes
/// directly, in one pass, rather than through Foundation's standard
/// alphabet and string replacements.
enum Base64URL {
    /// The URL- and cookie-safe alphabet (RFC 4648, section 5).
    private static let urlAlphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    /// The standard alphabet (RFC 4648, section 4).
    private static let standardAlphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in the URL alphabet, without padding.
    static func encode(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        append(bytes, alphabet: urlAlphabet, padded: false, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends `bytes` in standard Base64, `+` and `/`, padded with `=`
    /// (what `Data.base64EncodedString()` writes), to `text`. For the
    /// policy's hashes, written into the header as it is made.
    static func appendStandard(_ bytes: [UInt8], to text: inout [UInt8]) {
        append(bytes, alphabet: standardAlphabet, padded: true, to: &text)
    }

    /// Each 3 bytes as 4 characters of `alphabet`, 6 bits each; a last 1 or
    /// 2 bytes as 2 or 3 characters (the unused low bits zero), then `=` up
    /// to 4 when `padded`.
    private static func append(_ bytes: [UInt8], alphabet: [UInt8], padded: Bool, to text: inout [UInt8]) {
        text.reserveCapacity(text.count + (bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            text.append(alphabet[Int(group >> 18)])
            text.append(alphabet[Int(group >> 12 & 0x3F)])
            text.append(alphabet[Int(group >> 6 & 0x3F)])
            text.append(alphabet[Int(group & 0x3F)])
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            let group = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            text.append(alphabet[Int(group >> 18)])
            text.append(alphabet[Int(group >> 12 & 0x3F)])
            if rest == 2 { text.append(alphabet[Int(group >> 6 & 0x3F)]) }
            if padded { text.append(contentsOf: repeatElement(UInt8(ascii: "="), count: 3 - rest)) }
        }
    }

    /// The bytes of `text` in either alphabet, padded or not; `nil` when it
    /// is not Base64. For keys, read once: Foundation decodes, after one
    /// pass that turns the URL alphabet into the standard one.
    static func decode(_ text: some StringProtocol) -> [UInt8]? {
        var standard: [UInt8] = []
        standard.reserveCapacity(text.utf8.count + 3)
        var isPadded = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"): standard.append(UInt8(ascii: "+"))
            case UInt8(ascii: "_"): standard.append(UInt8(ascii: "/"))
            case UInt8(ascii: "="):
                isPadded = true
                standard.append(byte)
            default: standard.append(byte)
            }
        }
        guard !isPadded || standard.count % 4 == 0 else { return nil }
        standard.append(contentsOf: repeatElement(UInt8(ascii: "="), count: (4 - standard.count % 4) % 4))
        return Data(base64Encoded: Data(standard)).map(Array.init)
    }

    /// The bytes of `text` only when `text` is exactly how ``encode(_:)``
    /// writes them: URL alphabet, no padding, and the unused low bits of the
    /// last character zero. For what is signed or compared (tokens,
    /// signatures), so that one value has one spelling: a lenient decoder
    /// reads several spellings as the same bytes.
    static func decodeCanonical(_ text: some StringProtocol) -> [UInt8]? {
        let utf8 = text.utf8
        // A last group of one character holds 6 bits, less than a byte.
        guard utf8.count % 4 != 1 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3 / 4)
        // The bits read and not yet written, the oldest first, and how many.
        var pending: UInt32 = 0
        var pendingCount: UInt32 = 0
        for character in utf8 {
            guard let sextet = urlSextet(character) else { return nil }
            pending = pending << 6 | UInt32(sextet)
            pendingCount += 6
            if pendingCount >= 8 {
                pendingCount -= 8
                bytes.append(UInt8(truncatingIfNeeded: pending >> pendingCount))
                pending &= (1 << pendingCount) - 1
            }
        }
        // What is left is the last character's unused bits (0, 2 or 4).
        return pending == 0 ? bytes : nil
    }

    /// The 6 bits `character` stands for in the URL alphabet.
    private static func urlSextet(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0") + 52
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: nil
        }
    }

    /// `count` random bytes from the system's secure generator, encoded.
    /// Each draw gives 8 bytes (one `getrandom` on Linux), not one.
    static func random(byteCount count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            var word = generator.next()
            for _ in 0..<min(8, count - bytes.count) {
                bytes.append(UInt8(truncatingIfNeeded: word))
                word >>= 8
            }
        }
        return encode(bytes)
    }
}
