import FormsKit
public import Foundation

/// Shared state kept in this server's memory: enough for one server, or
/// several behind a balancer that keeps each browser to one of them. At
/// most ``maximumByteCount`` bytes are kept at once; past that, the values
/// that expire first go first.
public final class InMemoryWebFormStateStore: WebFormStateStore {
    /// The most bytes kept at once.
    public let maximumByteCount: Int
    private let entries = LockedValue<[String: (value: [UInt8], expiry: Date)]>([:])
    private let clock: @Sendable () -> Date

    /// A store of at most `maximumByteCount` bytes (64 MiB by default);
    /// `clock` says what time it is (tests give their own).
    public init(maximumByteCount: Int = 64 << 20, clock: @escaping @Sendable () -> Date = Date.init) {
        self.maximumByteCount = maximumByteCount
        self.clock = clock
    }

    public func claim(_ key: String, value: [UInt8], until expiry: Date) async throws -> Bool {
        let now = clock()
        return entries.withLock { entries in
            if let kept = entries[key], kept.expiry > now { return false }
            keep(value, as: key, until: expiry, in: &entries, now: now)
            return true
        }
    }

    public func put(_ key: String, value: [UInt8], until expiry: Date) async throws {
        let now = clock()
        entries.withLock { keep(value, as: key, until: expiry, in: &$0, now: now) }
    }

    public func value(_ key: String) async throws -> [UInt8]? {
        let now = clock()
        return entries.withLock { entries in
            guard let kept = entries[key], kept.expiry > now else { return nil }
            return kept.value
        }
    }

    public func remove(_ key: String) async throws {
        _ = entries.withLock { $0.removeValue(forKey: key) }
    }

    /// Keeps the value, then drops what expired and, past the capacity,
    /// what expires first.
    private func keep(_ value: [UInt8], as key: String, until expiry: Date, in entries: inout [String: (value: [UInt8], expiry: Date)], now: Date) {
        entries[key] = (value, expiry)
        entries = entries.filter { $0.value.expiry > now }
        var total = entries.values.reduce(0) { $0 + $1.value.count }
        guard total > maximumByteCount else { return }
        for (soonest, entry) in entries.sorted(by: { $0.value.expiry < $1.value.expiry }) where total > maximumByteCount {
            entries[soonest] = nil
            total -= entry.value.count
        }
    }
}
