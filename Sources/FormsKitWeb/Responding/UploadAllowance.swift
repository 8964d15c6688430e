import FormsKit

/// The room a page with files needs in a request's body beyond the
/// configured limit: each file as large as its field's rule allows. Found
/// once per form, from its definition, since a form's rules are the same
/// for every request; not a session per multipart request.
final class UploadAllowance: Sendable {
    private let found = LockedValue<Int?>(nil)

    /// The bytes, found with `find` the first time it finds them (`nil`
    /// when the form could not be made: none, and asked again next time).
    nonisolated(nonsending) func bytes(finding find: nonisolated(nonsending) () async -> Int?) async -> Int {
        if let known = found.withLock({ $0 }) { return known }
        guard let bytes = await find() else { return 0 }
        found.withLock { $0 = bytes }
        return bytes
    }
}
