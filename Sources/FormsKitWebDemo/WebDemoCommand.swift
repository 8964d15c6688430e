import ArgumentParser
import FormsKit
import FormsKitExamples
import FormsKitExamplesStorage
import FormsKitHummingbird
import FormsKitModel
import FormsKitWebDemoSupport
import Foundation
import Hummingbird
import NIOCore

/// `formskit-web`: the demo forms as web pages.
@main
struct WebDemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formskit-web",
        abstract: "FormsKit's example forms, served as web pages.",
        discussion: """
            Serves every form of formskit-demo, from the same definitions: / lists them, \
            and each has its own page (/create-plan, /poll, …). Plans are saved in the same \
            database as formskit-demo's (an SQLite file in your data directory), or the one \
            --database-url names: another SQLite file, or a PostgreSQL server that several \
            instances share. Ctrl-C (SIGINT) or SIGTERM stops the server once the \
            requests in progress are answered.

            CSRF tokens and flash messages are signed with a key: give every instance behind \
            one name the same one, with --secret-file or the FORMSKIT_WEB_SECRET environment \
            variable (Base64 of 32 bytes or more: openssl rand -base64 32); without either, a \
            key is made once and kept in the data folder (signing-key, readable by you only), \
            so that a restart does not refuse the pages that were open.

            Exit status: 0 stopped, 64 a wrong command line, 65 a database file it cannot \
            use, 66 a database folder that does not exist, 69 a database server it cannot \
            use, 74 a database file or folder that cannot be read or written, 78 a signing \
            key that cannot be used, 1 a server that could not start (such as a port in use).
            """,
        version: "0.1.0"
    )

    @OptionGroup var options: WebDemoOptions

    @Option(
        help: ArgumentHelp(
            "Seconds a connection may send nothing, between requests or in the middle of one, before it is closed.",
            valueName: "seconds"))
    var idleTimeout = 30

    @Option(help: ArgumentHelp("Seconds a request's headers may take to arrive.", valueName: "seconds"))
    var headerTimeout = 20

    @Option(help: ArgumentHelp("Seconds a whole request, its body included, may take to arrive.", valueName: "seconds"))
    var requestTimeout = 120

    func validate() throws {
        for (option, seconds) in [("--idle-timeout", idleTimeout), ("--header-timeout", headerTimeout), ("--request-timeout", requestTimeout)] {
            guard seconds > 0 else {
                throw ValidationError("\(option) \(seconds) would close every connection at once: give a number of seconds above 0.")
            }
        }
    }

    func run() async throws {
        // Ctrl-\ (SIGQUIT) quits at once, as its default action does. Swift's
        // backtracer catches it as a crash otherwise: a crash report, and on
        // a terminal a 30-second wait for a key. SIGINT and SIGTERM stop the
        // server gracefully (the service lifecycle handles them).
        signal(SIGQUIT, SIG_DFL)
        let (plans, configuration) = try await WebDemoStart.prepare(options)
        let router = WebDemo.router(plans: plans, configuration: configuration)
        // A connection that stops sending (a request's headers without
        // their end, part of its body), or sends too slowly, is closed, so
        // it cannot hold the server or its graceful stop.
        let (headerTimeout, requestTimeout) = (Duration.seconds(headerTimeout), Duration.seconds(requestTimeout))
        let app = Application(
            router: router,
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [RequestDeadlineHandler(headerTimeout: headerTimeout, requestTimeout: requestTimeout)],
                    idleTimeout: .seconds(Int64(idleTimeout)))),
            configuration: .init(address: .hostname(options.hostname, port: options.port), serverName: "formskit-web")
        )
        do {
            try await app.runService()
        } catch let error as IOError {
            // The system's words ("bind(descriptor:ptr:bytes:): Address
            // already in use (errno: 98)") say neither which address nor
            // what to do.
            guard let (sentence, status) = WebDemoStart.listeningProblem(error.errnoCode, hostname: options.hostname, port: options.port) else { throw error }
            // Standard error closed: the exit status still says it.
            try? FileHandle.standardError.write(contentsOf: Data("formskit-web: \(sentence)\n".utf8))
            throw ExitCode(status)
        }
    }
}
