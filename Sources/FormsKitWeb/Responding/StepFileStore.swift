import FormsKit
import Foundation

/// Where the files of a form in steps wait while later steps are answered:
/// a file is too large for the flow's cookie, which holds only the key a
/// file is kept under (a random key, sealed with the rest of the flow).
///
/// The default, ``InMemoryStepFileStore``, keeps files in the server's
/// memory. Servers behind one name that share a signing key share flows,
/// but not this memory: give them a store of their own that they share (a
/// database, a bucket) when a form in steps asks for a file before its
/// last step.
public protocol StepFileStore: Sendable {
    /// Keeps `file` under `key` for at least ``StepFlow`` 's lifetime (two
    /// hours), or as long as the store can.
    func keep(_ file: UploadedFile, as key: String)
    /// The file kept under `key`, if it still is.
    func file(_ key: String) -> UploadedFile?
    /// Forgets the file kept under `key`, once its form was submitted.
    func forget(_ key: String)
}

/// Files of forms in steps kept in memory for two hours, at most
/// ``maximumByteCount`` bytes of them at once: when more arrive, the
/// oldest go first.
public final class InMemoryStepFileStore: StepFileStore {
    /// The most bytes kept at once.
    public let maximumByteCount: Int
    private let entries = LockedValue<[String: (file: UploadedFile, kept: Date)]>([:])
    private let clock: @Sendable () -> Date

    /// A store of at most `maximumByteCount` bytes (64 MiB by default);
    /// `clock` says what time it is (tests give their own).
    public init(maximumByteCount: Int = 64 << 20, clock: @escaping @Sendable () -> Date = Date.init) {
        self.maximumByteCount = maximumByteCount
        self.clock = clock
    }

    public func keep(_ file: UploadedFile, as key: String) {
        let now = clock()
        entries.withLock { entries in
            entries = entries.filter { now.timeIntervalSince($0.value.kept) < StepFlow.lifetime }
            entries[key] = (file, now)
            var total = entries.values.reduce(0) { $0 + $1.file.data.count }
            for (oldest, entry) in entries.sorted(by: { $0.value.kept < $1.value.kept }) where total > maximumByteCount {
                entries[oldest] = nil
                total -= entry.file.data.count
            }
        }
    }

    public func file(_ key: String) -> UploadedFile? {
        let now = clock()
        return entries.withLock { entries in
            guard let entry = entries[key], now.timeIntervalSince(entry.kept) < StepFlow.lifetime else { return nil }
            return entry.file
        }
    }

    public func forget(_ key: String) {
        _ = entries.withLock { $0.removeValue(forKey: key) }
    }
}
