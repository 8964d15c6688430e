import FormsKit
import Foundation

/// The files of forms in steps, while later steps are answered: a file is
/// too large for the flow's cookie, which holds only the random key it is
/// kept under (sealed with the rest of the flow). Kept, sealed, in the
/// configuration's ``WebFormStateStore``, for a flow's lifetime.
struct StepFiles {
    let state: SealedState

    /// Keeps `file` under `key`.
    nonisolated(nonsending) func keep(_ file: UploadedFile, as key: String) async throws {
        try await state.put(Self.storeKey(key), value: Array(try JSONEncoder().encode(file)), until: Date().addingTimeInterval(StepFlow.lifetime))
    }

    /// The file kept under `key`, if it still is.
    nonisolated(nonsending) func file(_ key: String) async throws -> UploadedFile? {
        guard let bytes = try await state.value(Self.storeKey(key)) else { return nil }
        // A file another version kept is no file: the step asks for it again.
        return try? JSONDecoder().decode(UploadedFile.self, from: Data(bytes))
    }

    /// Forgets the file kept under `key`, once its form was submitted.
    nonisolated(nonsending) func forget(_ key: String) async throws {
        try await state.store.remove(Self.storeKey(key))
    }

    private static func storeKey(_ key: String) -> String {
        "step-file:" + key
    }
}
