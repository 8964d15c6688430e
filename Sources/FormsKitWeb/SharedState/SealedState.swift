import Crypto
import Foundation

/// What FormsKit keeps in the shared state, sealed with AES-GCM under a key
/// derived from the signing key and bound to the store key it is kept
/// under: whoever reads the store (a database, its backups) can neither
/// read a recorded answer or a file nor put one of their own, nor move one
/// to another key.
struct SealedState {
    let store: any WebFormStateStore
    let key: SigningKey

    private static let purpose = "formskit-shared-state"

    /// Keeps `value` sealed under `storeKey` until `expiry`.
    nonisolated(nonsending) func put(_ storeKey: String, value: [UInt8], until expiry: Date) async throws {
        try await store.put(storeKey, value: try sealed(value, for: storeKey), until: expiry)
    }

    /// The value kept under `storeKey`; `nil` when there is none, or what
    /// is there was not sealed by a server with this key for this key.
    nonisolated(nonsending) func value(_ storeKey: String) async throws -> [UInt8]? {
        guard let bytes = try await store.value(storeKey) else { return nil }
        return opened(bytes, for: storeKey)
    }

    /// `value` sealed for `storeKey`.
    func sealed(_ value: [UInt8], for storeKey: String) throws -> [UInt8] {
        let box = try AES.GCM.seal(value, using: key.derivedKey(for: Self.purpose), authenticating: Data(storeKey.utf8))
        guard let combined = box.combined else { throw CryptoKitError.incorrectParameterSize }
        return Array(combined)
    }

    /// What `bytes` seal for `storeKey`; `nil` when they do not.
    func opened(_ bytes: [UInt8], for storeKey: String) -> [UInt8]? {
        // Bytes that are not sealed by this key for this entry are no entry.
        guard let box = try? AES.GCM.SealedBox(combined: bytes),
            let plain = try? AES.GCM.open(box, using: key.derivedKey(for: Self.purpose), authenticating: Data(storeKey.utf8))
        else { return nil }
        return Array(plain)
    }
}
