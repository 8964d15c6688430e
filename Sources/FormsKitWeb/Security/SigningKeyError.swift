/// Why a ``SigningKey`` could not be made.
public enum SigningKeyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key has fewer bytes than ``SigningKey/minimumByteCount``.
    case tooShort(byteCount: Int)
    /// The text is not Base64.
    case notBase64

    public var description: String {
        switch self {
        case .tooShort(let count):
            return "The signing key has \(count) bytes, fewer than \(SigningKey.minimumByteCount); use at least 32 random bytes (openssl rand -base64 32)."
        case .notBase64:
            return "The signing key is not Base64 text; make one with openssl rand -base64 32."
        }
    }
}
