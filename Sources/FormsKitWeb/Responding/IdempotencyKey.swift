import Crypto
import Foundation
import HTTPTypes

/// A JSON client's `Idempotency-Key` (as the IETF HTTPAPI draft of that
/// name describes it): a POST retried with the same key and body gets the
/// first answer again and submits nothing twice, whichever server of the
/// site each sending reaches; the same key with another body is refused.
///
/// A key is the client's: it is scoped to the form's path and to the
/// request's `Authorization`, so that one client's key means nothing to
/// another. The body's fingerprint and the answer are kept where the
/// submission ledger keeps its pages (``WebFormConfiguration/sharedState``),
/// for as long.
struct IdempotencyKey {
    /// The header's name.
    static let header = HTTPField.Name(WebFormsOpenAPI.idempotencyKeyHeader)!
    /// The longest key taken, in bytes.
    static let maximumLength = 255

    /// The id of the key in the ledger and the shared state: hashed, so
    /// the store holds neither the key nor the credentials.
    let id: String
    /// The body's SHA-256, to tell a retry from another request.
    let fingerprint: [UInt8]

    /// What a request's header says: no key, a key, or one that cannot be.
    enum Reading {
        case none
        case key(IdempotencyKey)
        case malformed
    }

    /// The key `request` sends for `body` at `path`. A key is 1 to 255
    /// visible ASCII characters, quoted as a structured field's string or
    /// not; one sent twice, or otherwise, is malformed.
    static func reading(_ request: WebFormRequest, body: [UInt8], path: String) -> Reading {
        let values = request.headers[values: header]
        guard let value = values.first else { return .none }
        var key = Substring(value.trimmingHTTPWhitespace())
        if key.count >= 2, key.first == "\"", key.last == "\"" { key = key.dropFirst().dropLast() }
        guard values.count == 1, !key.isEmpty, key.utf8.count <= maximumLength, key.utf8.allSatisfy({ (0x21...0x7E).contains($0) && $0 != UInt8(ascii: "\"") })
        else { return .malformed }
        let scope = [path, request.headers[.authorization] ?? "", String(key)].joined(separator: "\n")
        return .key(
            IdempotencyKey(
                id: Base64URL.encode(Array(SHA256.hash(data: Array(("idempotency\n" + scope).utf8)))),
                fingerprint: Array(SHA256.hash(data: body))))
    }

    /// Whether this key was first sent with this body: the first sending
    /// records its body's fingerprint, and later ones must match it.
    nonisolated(nonsending) func matchesFirstBody(in state: SealedState) async throws -> Bool {
        let key = "idempotency-body:" + id
        let expiry = Date().addingTimeInterval(SubmissionLedger.answerLifetime)
        if try await state.store.claim(key, value: try state.sealed(fingerprint, for: key), until: expiry) { return true }
        guard let first = try await state.value(key) else { return true }
        return first == fingerprint
    }
}
