#if canImport(Glibc)
import Foundation
import Glibc

/// A program run to its end with `posix_spawn`, its standard input given
/// and its output collected.
///
/// The tests start many programs at once (demos on pipes, demos on
/// pseudo-terminals, `swift format`) from one test process. Every descriptor
/// made here is close-on-exec, so a program started by one test never holds
/// another test's pipe or terminal open, and nothing here closes a
/// descriptor twice. Foundation's `Process` gives neither guarantee on
/// Linux: under load, a pseudo-terminal test found its terminal's descriptor
/// closed under it (CI read nothing from a form that was running).
public enum ChildProcess {
    /// How a run ended.
    public struct Outcome: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// What could not be done to start the program.
    public struct SpawnError: Error, CustomStringConvertible {
        public var step: String
        public var code: Int32
        public var description: String { "\(step) failed: \(String(cString: strerror(code)))" }
    }

    /// Runs `executable` with `arguments`, `input` as its whole standard
    /// input, and waits for it.
    /// Standard output and standard error are read together, so a program
    /// that fills one while the other is read never blocks.
    public static func run(
        executable: String, arguments: [String], environment: [String: String], input: [UInt8] = []
    ) throws(SpawnError) -> Outcome {
        let standardInput = try pipe()
        let standardOutput = try pipe()
        let standardError = try pipe()

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies the program keeps.
        posix_spawn_file_actions_adddup2(&actions, standardInput.read, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput.write, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError.write, 2)
        let pid = try spawn(executable, arguments: arguments, environment: environment, actions: &actions)
        close(standardInput.read)
        close(standardOutput.write)
        close(standardError.write)

        // Written beside the reading: a program that answers as it reads
        // (swift-demangle) would otherwise fill its output pipe and wait for
        // us while we wait for it to take the rest of its input.
        let written = DispatchGroup()
        DispatchQueue.global().async(group: written) {
            writeAll(input, to: standardInput.write)
            close(standardInput.write)
        }
        let (output, error) = readBoth(standardOutput.read, standardError.read)
        written.wait()
        close(standardOutput.read)
        close(standardError.read)
        return Outcome(
            status: waitForExit(pid),
            standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: error, as: UTF8.self)
        )
    }

    /// Starts `executable`; the caller owns the process and waits for it.
    public static func spawn(
        _ executable: String, arguments: [String], environment: [String: String],
        actions: inout posix_spawn_file_actions_t, attributes: posix_spawnattr_t? = nil
    ) throws(SpawnError) -> pid_t {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        var attributes = attributes
        let status: Int32
        descriptorLock.lock()
        defer { descriptorLock.unlock() }
        if attributes != nil {
            status = posix_spawn(&pid, executable, &actions, &attributes!, argv, envp)
        } else {
            status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        }
        guard status == 0 else { throw SpawnError(step: "posix_spawn \(executable)", code: status) }
        return pid
    }

    /// Held while a pipe is made close-on-exec and while a program starts,
    /// so that no program starts between a pipe's creation and its flags
    /// (the Glibc module offers no `pipe2`).
    private static let descriptorLock = NSLock()

    /// Runs `body`, which makes descriptors and marks them close-on-exec
    /// (or closes them), while no program can start.
    public static func makingDescriptors<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        descriptorLock.lock()
        defer { descriptorLock.unlock() }
        return try body()
    }

    /// A pipe whose both ends are close-on-exec.
    public static func pipe() throws(SpawnError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        descriptorLock.lock()
        defer { descriptorLock.unlock() }
        guard Glibc.pipe(&ends) == 0 else { throw SpawnError(step: "pipe", code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Waits for `pid` to end: its exit status, or 128 + the signal.
    public static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        if status & 0x7F == 0 { return (status >> 8) & 0xFF }
        return 128 + (status & 0x7F)
    }

    /// A program that exits without reading its input must not end the
    /// test process with SIGPIPE: writing to it fails with EPIPE instead.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        _ = ignoreBrokenPipes
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var results: [[UInt8]] = [[], []]
        var open = [first, second]
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while open.contains(where: { $0 >= 0 }) {
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where open[index] >= 0 && descriptors[index].revents != 0 {
                let count = read(open[index], &buffer, buffer.count)
                if count > 0 {
                    results[index] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    open[index] = -1
                }
            }
        }
        return (results[0], results[1])
    }
}
#endif
