import Crypto
import Foundation

/// The secret that signs what this server hands a browser and wants back
/// unchanged: CSRF tokens and flash messages (HMAC-SHA256).
///
/// Keep it out of source control and the same across restarts and across the
/// servers behind one name, or pages rendered before a restart or by another
/// server are refused (403) when they are sent. ``random()`` suits a
/// development server.
///
/// ```swift
/// let key = try SigningKey(base64: ProcessInfo.processInfo.environment["FORMS_SIGNING_KEY"] ?? "")
/// ```
public struct SigningKey: Sendable {
    let key: SymmetricKey

    /// The fewest bytes a key may have: 32, as many as SHA-256 gives.
    public static let minimumByteCount = 32

    /// A key of these bytes.
    ///
    /// - Throws: ``SigningKeyError/tooShort(byteCount:)`` when there are
    ///   fewer than ``minimumByteCount`` bytes.
    public init(bytes: some Sequence<UInt8>) throws(SigningKeyError) {
        let bytes = Array(bytes)
        guard bytes.count >= Self.minimumByteCount else { throw .tooShort(byteCount: bytes.count) }
        key = SymmetricKey(data: bytes)
    }

    /// A key from its Base64 text (standard or URL-safe alphabet).
    ///
    /// - Throws: ``SigningKeyError/notBase64`` or
    ///   ``SigningKeyError/tooShort(byteCount:)``.
    public init(base64: String) throws(SigningKeyError) {
        guard let bytes = Base64URL.decode(base64.trimmingCharacters(in: .whitespacesAndNewlines)) else { throw .notBase64 }
        try self.init(bytes: bytes)
    }

    /// A new random key of 32 bytes: pages rendered with it are refused
    /// once the process that made it stops.
    public static func random() -> SigningKey {
        SigningKey(key: SymmetricKey(size: .bits256))
    }

    private init(key: SymmetricKey) {
        self.key = key
    }

    /// The HMAC-SHA256 of `message` under this key, for `purpose` (each
    /// purpose signs in its own domain, so a flash message's signature is
    /// never a valid token).
    func signature(of message: String, purpose: String) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: Array((purpose + "\u{0}" + message).utf8), using: key))
    }

    /// Whether `signature` is the signature of `message` for `purpose`,
    /// compared in constant time.
    func isSignature(_ signature: [UInt8], of message: String, purpose: String) -> Bool {
        HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Array((purpose + "\u{0}" + message).utf8), using: key)
    }
}
