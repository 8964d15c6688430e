#if canImport(Glibc)
import FormsKitTestSupport
import Foundation
import Glibc
import Testing

/// `formskit-web` run from a terminal, as a person runs it, and stopped by
/// the keys and signals that stop a server.
@Suite("The web demo in a terminal: signals", .serialized)
struct WebDemoSignalTests {
    private func start() throws -> PseudoTerminalProcess {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-web-\(UUID().uuidString).json").path
        let process = try PseudoTerminalProcess(
            executable: DemoProcess.productPath("formskit-web"), arguments: ["--port", "0", "--store", store],
            width: 100, height: 20,
            environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        )
        var output: [UInt8] = []
        #expect(process.readScreen(until: { $0.contains("listening on") }, into: &output), "the server started")
        return process
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
