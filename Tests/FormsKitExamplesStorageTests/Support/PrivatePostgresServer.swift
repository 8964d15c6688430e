#if canImport(Glibc)
import FormsKitTestSupport
import Foundation
import Glibc

/// A PostgreSQL server of the test process's own, started from the
/// PostgreSQL programs on the machine (`initdb` and `pg_ctl`, on `PATH` or
/// under `/usr/lib/postgresql/*/bin`, as Debian installs them), on a free
/// loopback port, in a temporary folder, with nothing to configure.
///
/// It lives as long as the test process: a shell started with it waits on
/// a pipe only this process holds, and when the process ends (however it
/// ends) the pipe closes, the shell stops the server and removes its folder.
enum PrivatePostgresServer {
    /// Where the programs are, and whom they run as: PostgreSQL refuses to
    /// run as root, so root runs them as the `postgres` user.
    struct Programs {
        var folder: String
        var user: String?
    }

    /// The programs, or why there are none.
    static let programs: Result<Programs, NotAvailable> = findPrograms()

    /// The server's URL once it runs; started by the first caller.
    static func url() async throws -> String {
        try await started.value
    }

    private static let started = Task<String, any Error> { try await offThePool { try start() } }

    /// Why no server can be started here.
    struct NotAvailable: Error, CustomStringConvertible {
        var description: String
    }

    private static func findPrograms() -> Result<Programs, NotAvailable> {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let debian = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
            .sorted { $0.compare($1, options: .numeric) == .orderedDescending }
            .map { "/usr/lib/postgresql/\($0)/bin" }
        guard
            let folder = (path + debian).first(where: { folder in
                ["initdb", "pg_ctl"].allSatisfy { FileManager.default.isExecutableFile(atPath: folder + "/" + $0) }
            })
        else {
            return .failure(NotAvailable(description: "PostgreSQL's initdb and pg_ctl are not on PATH nor under /usr/lib/postgresql/*/bin"))
        }
        guard geteuid() == 0 else { return .success(Programs(folder: folder, user: nil)) }
        guard getpwnam("postgres") != nil, FileManager.default.isExecutableFile(atPath: runuser) else {
            return .failure(NotAvailable(description: "PostgreSQL does not run as root, and there is no postgres user (or no runuser) to run it as"))
        }
        return .success(Programs(folder: folder, user: "postgres"))
    }

    private static let runuser = ["/usr/sbin/runuser", "/sbin/runuser"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/sbin/runuser"

    private static func start() throws -> String {
        let programs = try programs.get()
        let folder = try makeFolder(owner: programs.user)
        let port = try freePort()
        // `initdb`, then the server in the background; "ready" once it takes
        // connections; then wait for the test process to end, and clean up.
        let script = """
            set -u
            bin="$1"; dir="$2"; port="$3"
            cleanup() { "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1; rm -rf "$dir"; }
            trap cleanup EXIT
            "$bin/initdb" -D "$dir/data" -A trust -U postgres >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log"; exit 1; }
            "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
                -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null 2>&1 \
                || { cat "$dir/server.log"; exit 1; }
            echo ready
            exec 1>/dev/null
            cat >/dev/null
            """
        let input = try ChildProcess.pipe()
        let output = try ChildProcess.pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input.read, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, output.write, 2)
        // A process group of its own: Ctrl-C in the terminal running the
        // tests ends them, not the shell that cleans up after them.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let shell = ["/bin/sh", "-c", script, "formskit-test-postgres", programs.folder, folder, String(port)]
        let (executable, arguments) =
            programs.user.map { (runuser, ["-u", $0, "--"] + shell) } ?? (shell[0], Array(shell.dropFirst()))
        _ = try ChildProcess.spawn(
            executable, arguments: arguments, environment: ProcessInfo.processInfo.environment, actions: &actions, attributes: attributes)
        close(input.read)
        close(output.write)
        // `input.write` stays open, close-on-exec, for the life of the
        // process: its end is the server's.
        var said: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !said.contains(UInt8(ascii: "\n")) || !String(decoding: said, as: UTF8.self).contains("ready") {
            let count = read(output.read, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            said += buffer[..<count]
        }
        close(output.read)
        let text = String(decoding: said, as: UTF8.self)
        guard text.contains("ready") else {
            throw NotAvailable(description: "the private PostgreSQL server (\(programs.folder)) did not start: \(text)")
        }
        return "postgres://postgres@127.0.0.1:\(port)/postgres"
    }

    /// A new folder under /tmp, owned by `owner` when one is named.
    private static func makeFolder(owner: String?) throws -> String {
        let folder = "/tmp/formskit-test-postgres-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        if let owner { try FileManager.default.setAttributes([.ownerAccountName: owner], ofItemAtPath: folder) }
        return folder
    }

    /// A loopback port nothing listens on now.
    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw NotAvailable(description: "no socket: \(String(cString: strerror(errno)))") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw NotAvailable(description: "no free port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
#endif
