import Foundation

/// A clock whose time moves only when the test moves it, for code that
/// takes a clock (`FormController.clock`, which times the debounce of
/// asynchronous checks): no test waits on real time.
///
/// A sleeper wakes when ``advance(by:)`` reaches its deadline, or throws
/// `CancellationError` when its task is cancelled. ``waitForSleepers(_:)``
/// returns once the code under test has started to sleep, so that the test
/// advances the clock past a deadline that exists:
///
/// ```swift
/// let clock = TestClock()
/// controller.clock = clock
/// controller.form.username = "grace"    // a check, debounced by 400 ms
/// await clock.waitForSleepers(1)
/// clock.advance(by: .milliseconds(400))  // the check runs
/// ```
public final class TestClock: Clock, @unchecked Sendable {
    /// A moment of a ``TestClock``: how long after its start.
    public struct Instant: InstantProtocol {
        /// The time since the clock started.
        public var offset: Swift.Duration

        public init(offset: Swift.Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Swift.Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Swift.Duration {
            other.offset - offset
        }

        public static func < (left: Instant, right: Instant) -> Bool {
            left.offset < right.offset
        }
    }

    /// A task sleeping until `deadline`.
    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// What a call to `sleep` does once it has looked at the clock.
    private enum Start {
        case cancelled
        case due
        case sleeping(ready: [CheckedContinuation<Void, Never>])
    }

    // Everything below is read and written under `lock`.
    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var lastSleeperID = 0
    /// Tests waiting for at least `count` sleepers.
    private var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// A clock at offset zero, with no sleepers.
    public init() {}

    public var now: Instant {
        locked { current }
    }

    public var minimumResolution: Swift.Duration { .zero }

    /// How many tasks are sleeping on the clock.
    public var sleeperCount: Int {
        locked { sleepers.count }
    }

    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        let id = locked {
            lastSleeperID += 1
            return lastSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let start: Start = locked {
                    // A task cancelled before it slept never sleeps; one
                    // cancelled after is woken by the handler below.
                    if Task.isCancelled { return .cancelled }
                    if deadline <= current { return .due }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return .sleeping(ready: takeSatisfiedWaiters())
                }
                switch start {
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .due: continuation.resume()
                case .sleeping(let ready): for waiter in ready { waiter.resume() }
                }
            }
        } onCancel: {
            let cancelled = locked { () -> Sleeper? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration`, waking, in the order of their
    /// deadlines, the sleepers whose deadline it reaches.
    public func advance(by duration: Swift.Duration) {
        let woken = locked { () -> [Sleeper] in
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }
            sleepers.removeAll { $0.deadline <= current }
            return due.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    /// Returns once at least `count` tasks are sleeping on the clock.
    public func waitForSleepers(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isSatisfied = locked {
                guard sleepers.count < count else { return true }
                sleeperWaiters.append((count, continuation))
                return false
            }
            if isSatisfied { continuation.resume() }
        }
    }

    /// The waiters that enough sleepers satisfy, taken off the list; called
    /// under the lock.
    private func takeSatisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
        let ready = sleeperWaiters.filter { $0.count <= sleepers.count }.map(\.continuation)
        sleeperWaiters.removeAll { $0.count <= sleepers.count }
        return ready
    }

    private func locked<Value>(_ body: () throws -> Value) rethrows -> Value {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
