import Foundation

/// Runs `body`, which blocks (it waits for a program, or works for seconds),
/// on a thread of its own and waits for it without blocking a thread of
/// Swift's cooperative pool: that pool has a thread a core, and a test that
/// held one for a minute would stall every other test meanwhile.
public func offThePool<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Swift.Result { try body() }) }
    }
}
