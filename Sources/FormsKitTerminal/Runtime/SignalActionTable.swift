#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signal handlers FormsKit installs and the ones they replaced, kept
/// by signal number in storage that is allocated once and never resized.
///
/// ``install(_:for:flags:)`` runs before a handler can fire and is the only
/// writer while handlers are installed; every other method reads or writes
/// one slot with async-signal-safe calls (`sigaction`), so handlers may call
/// them. Nothing here allocates after ``shared`` is first touched.
struct SignalActionTable {
    /// One slot per signal number, `0 ..< NSIG`.
    static let capacity = Int(NSIG)

    /// The table the terminal's signal handlers use. Touch it before
    /// installing any handler, so that its one-time initialisation never
    /// runs inside one.
    nonisolated(unsafe) static let shared = SignalActionTable()

    /// What was installed for each signal before FormsKit's handler.
    private let previous: UnsafeMutablePointer<sigaction>
    /// FormsKit's handler for each signal, to install again after a stop.
    private let ours: UnsafeMutablePointer<sigaction>
    /// Whether FormsKit's handler is installed for each signal.
    private let installed: UnsafeMutablePointer<Bool>

    private init() {
        previous = .allocate(capacity: Self.capacity)
        previous.initialize(repeating: sigaction(), count: Self.capacity)
        ours = .allocate(capacity: Self.capacity)
        ours.initialize(repeating: sigaction(), count: Self.capacity)
        installed = .allocate(capacity: Self.capacity)
        installed.initialize(repeating: false, count: Self.capacity)
    }

    /// Installs `handler` for `signal` and remembers what it replaces.
    /// Installing again keeps the first remembered action, so a handler is
    /// never passed on to itself. Not async-signal-safe.
    ///
    /// - Parameter unlessIgnored: leaves the signal alone when it is ignored
    ///   (as `nohup` ignores SIGHUP), so that it stays ignored.
    /// - Returns: whether the handler is installed.
    @discardableResult
    func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32, unlessIgnored: Bool = false) -> Bool {
        guard let slot = Self.slot(signal) else { return false }
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        if !installed[slot] {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0 else { return false }
            if unlessIgnored, Self.isIgnored(current) { return false }
            previous[slot] = current
        }
        ours[slot] = action
        guard sigaction(signal, &action, nil) == 0 else { return false }
        installed[slot] = true
        return true
    }

    /// Whether FormsKit's handler is installed for `signal`. Async-signal-safe.
    func isInstalled(_ signal: Int32) -> Bool {
        guard let slot = Self.slot(signal) else { return false }
        return installed[slot]
    }

    /// Installs FormsKit's handler for `signal` again, after it was reset
    /// to the default to stop the process. Async-signal-safe.
    func reinstall(_ signal: Int32) {
        guard let slot = Self.slot(signal), installed[slot] else { return }
        _ = sigaction(signal, ours + slot, nil)
    }

    /// Puts back the action `signal` had before FormsKit's handler, or the
    /// default action when FormsKit installed none. Async-signal-safe.
    func restorePrevious(_ signal: Int32) {
        guard let slot = Self.slot(signal), installed[slot] else {
            Self.resetToDefault(signal)
            return
        }
        installed[slot] = false
        _ = sigaction(signal, previous + slot, nil)
    }

    /// Puts back every action FormsKit replaced. Async-signal-safe.
    func restoreAll() {
        for slot in 1..<Self.capacity where installed[slot] {
            restorePrevious(Int32(slot))
        }
    }

    /// Sets `signal`'s action to the default one. Async-signal-safe.
    static func resetToDefault(_ signal: Int32) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, nil)
    }

    private static func slot(_ signal: Int32) -> Int? {
        signal > 0 && Int(signal) < capacity ? Int(signal) : nil
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        guard let handler, action.sa_flags & SA_SIGINFO == 0 else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
