import Foundation

/// How often `withObservationTracking` reported a change: its `onChange`
/// runs on any thread.
///
/// ```swift
/// let told = ObservedChanges()
/// withObservationTracking { _ = session.notice } onChange: { told.add() }
/// ```
public final class ObservedChanges: @unchecked Sendable {
    // `@unchecked Sendable`: `reports` is read and written under `lock` only.
    private let lock = NSLock()
    private var reports = 0

    public init() {}

    /// Counts one report.
    public func add() { lock.withLock { reports += 1 } }

    /// The reports so far.
    public var count: Int { lock.withLock { reports } }
}
