import Foundation

/// A value that several threads share, read and changed only with a lock
/// held: the package's lock wherever SwiftNIO (and its `NIOLockedValueBox`)
/// is not.
///
/// The standard library's `Mutex` would do, but it exists only from macOS 15
/// and iOS 18, above the package's minimums (macOS 14, iOS 17).
package final class LockedValue<Value> {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held, and answers what it answers.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

// `@unchecked`: `value` is only touched inside `withLock`, with `lock` held,
// and what goes in or out is itself Sendable.
extension LockedValue: @unchecked Sendable where Value: Sendable {}
