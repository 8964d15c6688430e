import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a terminal on a thread of its own while a submission runs, until
/// stopped: Ctrl-C calls `interrupt` once; other bytes are kept for the
/// next question.
///
/// `@unchecked Sendable`: the thread and the caller share `state`, and
/// only under `lock`; the rest is immutable.
final class InterruptWatch: @unchecked Sendable {
    private let descriptor: Int32
    private let interrupt: @Sendable () -> Void
    private let lock = NSLock()
    private var state = (stopped: false, interrupted: false, typedAhead: [UInt8]())
    private let done = DispatchSemaphore(value: 0)

    init(descriptor: Int32, interrupt: @escaping @Sendable () -> Void) {
        self.descriptor = descriptor
        self.interrupt = interrupt
    }

    func start() {
        let thread = Thread { [self] in
            defer { done.signal() }
            var buffer = [UInt8](repeating: 0, count: 1024)
            while !lock.withLock({ state.stopped || state.interrupted }) {
                // In the background the terminal is the shell's: not read.
                guard TerminalRestoration.isInteractive else {
                    usleep(50_000)
                    continue
                }
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 50) > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                let bytes = buffer[..<count]
                if let control = bytes.firstIndex(of: 0x03) {
                    lock.withLock {
                        state.typedAhead += bytes[..<control]
                        state.interrupted = true
                    }
                    interrupt()
                    return
                }
                lock.withLock { state.typedAhead += bytes }
            }
        }
        thread.name = "FormsKit plain interrupt watch"
        thread.start()
    }

    /// Stops the thread and waits for it; whether Ctrl-C came, and the
    /// bytes typed before it.
    func stop() -> (interrupted: Bool, typedAhead: [UInt8]) {
        lock.withLock { state.stopped = true }
        done.wait()
        return lock.withLock { (state.interrupted, state.typedAhead) }
    }
}

#if canImport(Glibc)
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Glibc.read(descriptor, buffer, count) }
#elseif canImport(Darwin)
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Darwin.read(descriptor, buffer, count) }
#endif
