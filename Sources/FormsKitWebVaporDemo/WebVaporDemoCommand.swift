import ArgumentParser
import FormsKitWebDemoSupport
import Foundation
import NIOCore
import Vapor

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `formskit-web-vapor`: the demo forms as web pages, served by Vapor: the
/// same forms, options and database as `formskit-web`.
@main
struct WebVaporDemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formskit-web-vapor",
        abstract: "FormsKit's example forms, served as web pages by Vapor.",
        discussion: """
            The web demo of formskit-web on Vapor 4, through FormsKitVapor: the same forms at the same \
            paths, the same database (--database-url) and the same signing key (--secret-file or \
            FORMSKIT_WEB_SECRET). Ctrl-C (SIGINT) or SIGTERM stops the server.

            Exit status: 0 stopped, 64 a wrong command line, 65 a database file it cannot \
            use, 66 a database folder that does not exist, 69 a database server it cannot \
            use, 74 a database file or folder that cannot be read or written, 78 a signing \
            key that cannot be used, 1 a server that could not start.
            """,
        version: "0.1.0"
    )

    @OptionGroup var options: WebDemoOptions

    func run() async throws {
        // Ctrl-\ (SIGQUIT) quits at once, as its default action does.
        signal(SIGQUIT, SIG_DFL)
        let (plans, configuration) = try await WebDemoStart.prepare(options)
        // Vapor reads its own command line from the environment: it is
        // given one, so that it does not read this program's.
        let environment = Environment(
            name: "production", arguments: ["formskit-web-vapor", "serve", "--hostname", options.hostname, "--port", String(options.port)])
        let app = try await Application.make(environment)
        // One line per request, as formskit-web logs them.
        app.logger.logLevel = .info
        app.webForms.configuration = configuration
        WebVaporDemo.configure(app, plans: plans)
        do {
            try await app.execute()
        } catch let error as IOError {
            // Shutting down after a failed start: the start's error is the one to tell.
            try? await app.asyncShutdown()
            guard let (sentence, status) = WebDemoStart.listeningProblem(error.errnoCode, hostname: options.hostname, port: options.port)
            else { throw error }
            WebDemoStart.say("formskit-web-vapor: \(sentence)")
            throw ExitCode(status)
        }
        try await app.asyncShutdown()
    }
}
