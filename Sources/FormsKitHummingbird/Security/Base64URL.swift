import Foundation

/// Base64 with the URL- and cookie-safe alphabet (`-` and `_`, no padding),
/// so tokens go in cookies and form fields unescaped.
enum Base64URL {
    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The bytes of `text` in either alphabet, padded or not; `nil` when it
    /// is not Base64.
    static func decode(_ text: some StringProtocol) -> [UInt8]? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard !standard.contains("=") || standard.count % 4 == 0 else { return nil }
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard).map(Array.init)
    }

    /// The bytes of `text` only when `text` is exactly how ``encode(_:)``
    /// writes them: URL alphabet, no padding, and the unused low bits of the
    /// last character zero. For what is signed or compared (tokens,
    /// signatures), so that one value has one spelling: a lenient decoder
    /// reads several spellings as the same bytes.
    static func decodeCanonical(_ text: some StringProtocol) -> [UInt8]? {
        guard let bytes = decode(text), encode(bytes) == text else { return nil }
        return bytes
    }

    /// `count` random bytes from the system's secure generator, encoded.
    static func random(byteCount count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return encode((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}
