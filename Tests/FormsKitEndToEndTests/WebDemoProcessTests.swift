#if canImport(Glibc)
import FormsKit
import FormsKitExamplesStorage
import FormsKitTestSupport
import Foundation
import Glibc
import Testing

/// The web demos of each server.
enum WebDemoServer: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case hummingbird = "formskit-web"
    case vapor = "formskit-web-vapor"

    var product: String { rawValue }
    var testDescription: String { rawValue }
}

/// `formskit-web` run from a terminal, as a person runs it: driven in a
/// real browser (`Tests/Browser/web_demo.py` and `signup_steps.py`, headless
/// Chromium, which `.ci/run` installs), and stopped by the keys and signals
/// that stop a server.
@Suite("The web demo in a terminal and a browser", .serialized)
struct WebDemoProcessTests {
    /// Where the test's files go: removed, with everything in it, when the
    /// test is done (the demo keeps its database there).
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test(
        """
        In a real browser, with scripts on and off: errors and focus, values kept, boxes cleared, passwords compared live, a photo uploaded, \
        the poll's buttons and hint, rows refreshed as typed, markup as text, accessible names and axe; then SIGTERM stops it
        """,
        arguments: WebDemoServer.allCases
    )
    func browser(_ server: WebDemoServer) async throws {
        guard let run = try await runInBrowser("web_demo.py", on: server) else { return }
        #expect(run.outcome.status == 0, "\(run.outcome.standardOutput)\(run.outcome.standardError)")
        #expect(run.exitStatus == 0, "SIGTERM stops the server cleanly")
        #expect(run.log.contains("POST /profile 303"), "one line per request")
    }

    @Test(
        """
        The sign-up in steps in a real browser, with scripts on and off, personal and business: each step at its own address, \
        messages that stay on the step, the step's Back, the review's Change, the browser's Back, Forward and reload with the \
        answers and no resubmission, Create account, no password in a page or address, axe at 390 and 1280 px, light and dark
        """,
        arguments: WebDemoServer.allCases
    )
    func signUpInSteps(_ server: WebDemoServer) async throws {
        guard let run = try await runInBrowser("signup_steps.py", on: server) else { return }
        #expect(run.outcome.status == 0, "\(run.outcome.standardOutput)\(run.outcome.standardError)")
        #expect(run.exitStatus == 0, "SIGTERM stops the server cleanly")
        #expect(run.log.contains("GET /signup 303"), "the first page redirects to its flow's address")
        #expect(!run.log.contains("POST /signup 500"))
    }

    @Test(
        """
        The sign-up in Arabic and in Russian in a real browser asking for them: lang and dir, the step, the error summary, \
        the review and the success message in the language, Arabic right to left with addresses left to right, axe at 390 \
        and 1280 px, light and dark
        """,
        arguments: WebDemoServer.allCases
    )
    func signUpInArabicAndRussian(_ server: WebDemoServer) async throws {
        guard let run = try await runInBrowser("signup_languages.py", on: server) else { return }
        #expect(run.outcome.status == 0, "\(run.outcome.standardOutput)\(run.outcome.standardError)")
    }

    @Test(
        """
        Drafts in a real browser: saved in the background and shown again by the server started anew; kept by a page sent \
        after its token expired, for the browser opened again; a sign-up whose flow is gone opens again at its step
        """,
        arguments: WebDemoServer.allCases
    )
    func draftAcrossARestart(_ server: WebDemoServer) async throws {
        let home = folder.file("home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let arguments = [DemoProcess.productPath(server.product), folder.file("formskit-\(UUID().uuidString).sqlite").path, home.path]
        // The script starts and stops the servers itself.
        let outcome = try await offThePool { try BrowserScripts.run("drafts_restart.py", arguments: arguments) }
        guard let outcome = BrowserScripts.unlessSkipped(outcome) else { return }
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    }

    @Test(
        """
        The OpenAPI document, by tools nobody here wrote: openapi-spec-validator accepts it, every form's schema is valid \
        2020-12 (jsonschema), schemathesis finds nothing, and bodies drawn from each schema (hypothesis-jsonschema) are \
        accepted or refused only with a message the form's x-formskit-rules give
        """,
        arguments: WebDemoServer.allCases
    )
    func openAPIContract(_ server: WebDemoServer) async throws {
        guard let run = try await runInBrowser("openapi_contract.py", in: "API", on: server) else { return }
        #expect(run.outcome.status == 0, "\(run.outcome.standardOutput)\(run.outcome.standardError)")
        #expect(run.exitStatus == 0, "SIGTERM stops the server cleanly")
        #expect(!run.log.contains(" 500 "), "no request failed on the server")
    }

    /// What a browser script's run against the web demo left: the script's
    /// outcome, the server's exit status after SIGTERM, and its log.
    private struct BrowserRun: Sendable {
        var outcome: ChildProcess.Outcome
        var exitStatus: Int32?
        var log: String
    }

    /// Starts the web demo, runs the browser script `script` (in
    /// `Tests/Browser`) against it, then stops it with SIGTERM; `nil` when
    /// the script skipped (no Chromium, chromedriver or selenium) and a
    /// browser is not required. The minutes this takes are spent off Swift's
    /// cooperative pool.
    private func runInBrowser(_ script: String, in scripts: String = "Browser", on server: WebDemoServer = .hummingbird) async throws -> BrowserRun? {
        let database = folder.file("formskit-\(UUID().uuidString).sqlite").path
        let run = try await offThePool { () throws -> BrowserRun in
            let process = try Self.start(database: database, executable: server.product)
            defer { kill(process.pid, SIGKILL) }
            let screen = String(decoding: process.transcript, as: UTF8.self)
            guard let port = screen.firstMatch(of: Self.listening).map({ String($0.1) }) else {
                throw NotStarted(output: screen)
            }
            // The script runs on a thread of its own; the server's log is
            // read meanwhile, so a full terminal never stops the server.
            let result = LockedValue<Result<ChildProcess.Outcome, any Error>?>(nil)
            Thread.detachNewThread {
                let outcome = Result { try BrowserScripts.run(script, folder: scripts, arguments: ["http://127.0.0.1:\(port)"]) }
                result.withLock { $0 = outcome }
            }
            var read: [UInt8] = []
            while result.withLock({ $0 == nil }) { process.readScreen(seconds: 0.2, into: &read) }
            let outcome = try result.withLock { $0 }!.get()
            kill(process.pid, SIGTERM)
            let exitStatus = process.waitForExit(seconds: 10)
            process.readScreen(seconds: 0.2, into: &read)
            return BrowserRun(outcome: outcome, exitStatus: exitStatus, log: String(decoding: process.transcript, as: UTF8.self))
        }
        guard BrowserScripts.unlessSkipped(run.outcome) != nil else { return nil }
        return run
    }

    /// The web demo did not say it was listening.
    private struct NotStarted: Error, CustomStringConvertible {
        var output: String
        var description: String { "formskit-web did not start: \(output)" }
    }

    private func start(_ arguments: [String] = [], database: String? = nil) throws -> PseudoTerminalProcess {
        let process = try Self.start(arguments, database: database ?? folder.file("formskit-\(UUID().uuidString).sqlite").path)
        #expect(String(decoding: process.transcript, as: UTF8.self).contains("listening on"), "the server started")
        return process
    }

    /// What each server says once it listens, with its port: Hummingbird's
    /// line, and Vapor's.
    private static var listening: Regex<(Substring, Substring)> { /(?:listening on |Server started on http:\/\/)127\.0\.0\.1:(\d+)/ }

    /// Starts the web demo (`executable`, formskit-web by default) on a free
    /// port with `database`, and waits until it says it listens (or gives up).
    private static func start(_ arguments: [String] = [], database: String, executable: String = "formskit-web") throws -> PseudoTerminalProcess {
        let process = try PseudoTerminalProcess(
            executable: DemoProcess.productPath(executable), arguments: ["--port", "0", "--database-url", database] + arguments,
            width: 100, height: 20,
            environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        )
        var output: [UInt8] = []
        _ = process.readScreen(until: { $0.contains("listening on") || $0.contains("Server started on") }, into: &output)
        return process
    }

    @Test(
        "The terminal demo and the web demo on one SQLite file at once: each sees the other's plans, and a name stays unique across both"
    )
    func sharedWithTerminalDemo() async throws {
        let database = folder.file("shared.sqlite").path
        let process = try start(database: database)
        defer { kill(process.pid, SIGKILL) }
        let screen = String(decoding: process.transcript, as: UTF8.self)
        let port = try #require(screen.firstMatch(of: /listening on 127\.0\.0\.1:(\d+)/).map { String($0.1) })
        // The terminal demo creates a plan while the server runs.
        let terminal = try await DemoProcess(arguments: ["create-plan", "--plain", "--database-url", database]).run(input: "From terminal\n\ny\n")
        #expect(terminal.status == 0, "\(terminal.standardError)")
        // A browser's posts: the token and cookie of the page, then the form.
        let script = #"""
            import http.cookiejar, re, sys, urllib.error, urllib.parse, urllib.request
            base = sys.argv[1]
            class NoRedirect(urllib.request.HTTPRedirectHandler):
                def redirect_request(self, *args): return None
            opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()), NoRedirect())
            for name in sys.argv[2:]:
                page = opener.open(base + "/create-plan").read().decode()
                token = re.search(r'name="_fk_csrf" value="([^"]*)"', page).group(1)
                body = urllib.parse.urlencode({"_fk_csrf": token, "name": name, "email": "", "_fk_action": "submit"}).encode()
                request = urllib.request.Request(base + "/create-plan", data=body, headers={"Origin": base})
                try:
                    answer = opener.open(request)
                    print(name, answer.status)
                except urllib.error.HTTPError as error:
                    text = error.read().decode()
                    print(name, error.code, *(["already exists"] if "already exists" in text else []))
            """#
        let posted = try ChildProcess.run(
            executable: "/usr/bin/env", arguments: ["python3", "-c", script, "http://127.0.0.1:\(port)", "from terminal", "From web"],
            environment: ProcessInfo.processInfo.environment)
        #expect(posted.status == 0, "\(posted.standardError)")
        #expect(posted.standardOutput == "from terminal 422 already exists\nFrom web 303\n", "\(posted.standardOutput)")
        // And the terminal demo sees the web's plan as taken.
        let again = try await DemoProcess(arguments: ["create-plan", "--plain", "--database-url", database]).run(input: "FROM WEB\n\ny\n")
        #expect(again.status == 130)
        #expect(again.standardError.contains("A plan named “From web” already exists."), "\(again.standardError)")
        kill(process.pid, SIGTERM)
        #expect(process.waitForExit(seconds: 10) == 0)
        let stored = try await DemoDatabase.open(.sqlite(path: database))
        #expect(try await stored.plans().map(\.name) == ["Personal", "From terminal", "From web"])
        await stored.close()
    }

    @Test(
        "A database URL that is not one is a wrong command line (64); a server that is not there is 69; each said in one sentence",
        arguments: [("mysql://root@localhost/db", Int32(64)), ("postgres://ada:hunter2@127.0.0.1:1/forms?sslmode=disable", Int32(69))])
    func unusableDatabase(_ url: String, status: Int32) throws {
        let outcome = try ChildProcess.run(
            executable: DemoProcess.productPath("formskit-web"), arguments: ["--port", "0", "--database-url", url],
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        #expect(outcome.status == status, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("--database-url"), "says what to change: \(outcome.standardError)")
        #expect(!outcome.standardError.contains("hunter2"), "no password: \(outcome.standardError)")
        #expect(!outcome.standardError.contains("listening on"))
    }

    @Test(
        "A port outside 0...65535 is a wrong command line: exit 64 with what to give, and nothing listens (regression: 99999 listened on 34463)",
        arguments: ["99999", "65536"])
    func portOutOfRange(_ port: String) throws {
        let outcome = try ChildProcess.run(
            executable: DemoProcess.productPath("formskit-web"), arguments: ["--port", port],
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("\(port) is not a port: give a number from 0 to 65535"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("listening on"))
    }

    @Test("A port another program listens on is one sentence that says what to do, and exit 69 (regression: the raw bind error)")
    func portInUse() throws {
        // A listener of the test's own, on a free port of 127.0.0.1.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 1) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let outcome = try ChildProcess.run(
            executable: DemoProcess.productPath("formskit-web"),
            arguments: ["--port", String(port), "--database-url", folder.file("in-use-\(UUID().uuidString).sqlite").path],
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        #expect(outcome.status == 69, "\(outcome.standardError)")
        #expect(
            outcome.standardError.hasSuffix(
                "formskit-web: another program is already listening on port \(port) of 127.0.0.1: stop it, or pass --port with another number (0 picks a free one).\n"
            ),
            "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("errno") && !outcome.standardError.contains("bind("))
    }

    @Test("A token lifetime of 0 seconds is a wrong command line: exit 64 with what to give")
    func zeroTokenLifetime() throws {
        let outcome = try ChildProcess.run(
            executable: DemoProcess.productPath("formskit-web"), arguments: ["--port", "0", "--token-lifetime", "0"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--token-lifetime 0 would find every page sent too old"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("listening on"))
    }

    @Test(
        """
        A connection that stops sending (headers without their blank line, or 7 of 1,000 body bytes) is closed after the idle \
        timeout, and SIGTERM is not held up by it (regression: held for as long as the client liked)
        """,
        arguments: [
            "POST /create-plan HTTP/1.1\r\nHost: localhost\r\n",
            "POST /create-plan HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n1234567",
        ])
    func idleConnection(_ request: String) throws {
        let process = try start(["--idle-timeout", "1"])
        defer { kill(process.pid, SIGKILL) }
        let screen = String(decoding: process.transcript, as: UTF8.self)
        let port = try #require(screen.firstMatch(of: /listening on 127\.0\.0\.1:(\d+)/).flatMap { UInt16($0.1) })
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        // Waits at most 20 s for the server to close the connection.
        var limit = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        #expect(Array(request.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) } == request.utf8.count)
        var buffer = [UInt8](repeating: 0, count: 4_096)
        var isClosed = false
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { isClosed = true }
            if count <= 0 { break }
        }
        #expect(isClosed, "the server closed the connection within 20 s")
        kill(process.pid, SIGTERM)
        #expect(process.waitForExit(seconds: 10) == 0)
    }

    @Test("Ctrl-C (SIGINT) and SIGTERM stop the server cleanly: exit status 0", arguments: [SIGINT, SIGTERM])
    func gracefulStop(_ signal: Int32) throws {
        let process = try start()
        kill(process.pid, signal)
        #expect(process.waitForExit(seconds: 10) == 0)
    }

    @Test(
        "Ctrl-\\ (SIGQUIT) quits at once, as the signal's default does, with no crash report (regression: Swift's backtracer took it for a crash and waited 30 s for a key)"
    )
    func quit() throws {
        let process = try start()
        kill(process.pid, SIGQUIT)
        #expect(process.waitForExit(seconds: 2) == 128 + SIGQUIT)
        var rest: [UInt8] = []
        process.readScreen(seconds: 0.2, into: &rest)
        let written = String(decoding: process.transcript, as: UTF8.self)
        #expect(!written.contains("Crash") && !written.contains("Backtrace"), "\(written)")
    }
}
#endif
