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
    /// HMAC-SHA256 keyed with this key and fed nothing yet. Each signature
    /// starts from a copy, so the key's inner and outer blocks are worked
    /// out once, when the key is made, not for every token and cookie.
    private let keyedHMAC: HMAC<SHA256>

    /// The fewest bytes a key may have: 32, as many as SHA-256 gives.
    public static let minimumByteCount = 32

    /// A key of these bytes.
    ///
    /// - Throws: ``SigningKeyError/tooShort(byteCount:)`` when there are
    ///   fewer than ``minimumByteCount`` bytes.
    public init(bytes: some Sequence<UInt8>) throws(SigningKeyError) {
        let bytes = Array(bytes)
        guard bytes.count >= Self.minimumByteCount else { throw .tooShort(byteCount: bytes.count) }
        self.init(key: SymmetricKey(data: bytes))
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
        keyedHMAC = HMAC(key: key)
    }

    /// The HMAC-SHA256 of `message` under this key, for `purpose` (each
    /// purpose signs in its own domain, so a flash message's signature is
    /// never a valid token).
    func signature(of message: String, purpose: String) -> [UInt8] {
        var signature: [UInt8] = []
        signature.reserveCapacity(SHA256.Digest.byteCount)
        signature.append(contentsOf: authenticationCode(of: message, purpose: purpose))
        return signature
    }

    /// A key for `purpose` alone, worked out from this key (its HMAC of the
    /// purpose): to encrypt what only this server may read, such as the
    /// answers a form in steps carries from page to page.
    func derivedKey(for purpose: String) -> SymmetricKey {
        SymmetricKey(data: Array(authenticationCode(of: "", purpose: purpose)))
    }

    /// Whether `signature` is the signature of `message` for `purpose`,
    /// compared in constant time (swift-crypto's comparison of an
    /// authentication code with bytes, as `isValidAuthenticationCode` does).
    func isSignature(_ signature: [UInt8], of message: String, purpose: String) -> Bool {
        authenticationCode(of: message, purpose: purpose) == signature
    }

    /// The HMAC-SHA256 of `purpose`, a zero byte and `message`.
    private func authenticationCode(of message: String, purpose: String) -> HMAC<SHA256>.MAC {
        var signed: [UInt8] = []
        signed.reserveCapacity(purpose.utf8.count + 1 + message.utf8.count)
        signed.append(contentsOf: purpose.utf8)
        signed.append(0)
        signed.append(contentsOf: message.utf8)
        var hmac = keyedHMAC
        hmac.update(data: signed)
        return hmac.finalize()
    }
}
