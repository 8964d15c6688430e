import Observation

/// What a session's observers track: one version of everything the session
/// holds itself (text kept as typed, notices, the step, the layout), read
/// wherever the session reads that state and moved on at each change.
///
/// It is a class of its own, not generic, because observation names what
/// it tracks by key path, and a key path into a generic class is made anew,
/// on the heap, each time it is used: `@Observable` on `FormSession` itself
/// made a keystroke through the terminal 2.7 times slower. A key path into
/// this class is a constant.
@Observable
final class SessionObservation {
    private var version = 0

    /// Notes that an observer read the session's state.
    func read() {
        _ = version
    }

    /// Tells the session's observers that its state changed.
    func changed() {
        version &+= 1
    }
}
