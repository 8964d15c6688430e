#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Applies `settings` to the terminal `descriptor` when `action` says
/// (`TCSANOW`, `TCSADRAIN`, `TCSAFLUSH`), again if a signal interrupts it.
///
/// `TCSADRAIN` and `TCSAFLUSH` wait for output to be sent, and a signal
/// arriving meanwhile (a resize, a child's end) interrupts the call: without
/// the retry the terminal would be left raw. Async-signal-safe.
@discardableResult
func applyTerminalSettings(_ descriptor: Int32, _ action: Int32, _ settings: UnsafePointer<termios>) -> Bool {
    while tcsetattr(descriptor, action, settings) != 0 {
        guard errno == EINTR else { return false }
    }
    return true
}
