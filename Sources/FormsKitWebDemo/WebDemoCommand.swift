import ArgumentParser
import FormsKit
import FormsKitExamples
import FormsKitExamplesStorage
import FormsKitHummingbird
import FormsKitModel
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

    @Option(help: "The address to listen on.")
    var hostname = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(
        help: ArgumentHelp(
            "Seconds a connection may send nothing, between requests or in the middle of one, before it is closed.",
            valueName: "seconds"))
    var idleTimeout = 30

    @Option(help: ArgumentHelp("Seconds a request's headers may take to arrive.", valueName: "seconds"))
    var headerTimeout = 20

    @Option(help: ArgumentHelp("Seconds a whole request, its body included, may take to arrive.", valueName: "seconds"))
    var requestTimeout = 120

    @Option(
        help: ArgumentHelp(
            "Where plans and saved forms are kept (shared with formskit-demo): an SQLite file (a path, or sqlite:///path) or "
                + "postgres://user:password@host:port/database (default: formskit.sqlite in your data directory).",
            valueName: "url"))
    var databaseURL: String?

    @Option(
        help: ArgumentHelp(
            "Seconds a page may stay open before it is sent: a page sent later is shown again with its answers, to be sent once more.",
            valueName: "seconds"))
    var tokenLifetime = 2 * 60 * 60

    @Option(
        help: ArgumentHelp(
            "A file holding the Base64 key that signs CSRF tokens and flash messages (default: $FORMSKIT_WEB_SECRET, else a key kept in the data folder).",
            valueName: "path"))
    var secretFile: String?

    func validate() throws {
        // Hummingbird would take the port modulo 65,536 and listen elsewhere.
        guard (0...65_535).contains(port) else {
            throw ValidationError("\(port) is not a port: give a number from 0 to 65535 (0 picks a free one).")
        }
        if let databaseURL {
            do {
                _ = try DatabaseLocation(parsing: databaseURL)
            } catch {
                throw ValidationError(error.description)
            }
        }
        guard tokenLifetime > 0 else {
            throw ValidationError("--token-lifetime \(tokenLifetime) would find every page sent too old: give a number of seconds above 0.")
        }
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
        // Pages are in each browser's language: say at once when only
        // English can be served.
        if let notice = FormLanguage.translationsMissingNotice {
            try? FileHandle.standardError.write(contentsOf: Data((notice + "\n").utf8))
        }
        let (plans, database) = try await openStore()
        let signingKey: SigningKey
        do {
            let (key, origin) = try SigningKeySource.key(
                secretFile: secretFile, environment: ProcessInfo.processInfo.environment, keptIn: DatabaseLocation.dataFolder)
            try? FileHandle.standardError.write(contentsOf: Data((origin + "\n").utf8))
            signingKey = key
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("\(error.description)\n".utf8))
            throw ExitCode(78)
        }
        // What a browser typed is kept in the database, for that browser:
        // every instance on the database can restore it.
        let drafts = DatabaseDraftStore(database)
        _ = try? await drafts.removeExpired()
        // What the instances share about pages submitted and files held
        // between steps is in the database too: a balancer may send a
        // browser's requests to any of them.
        _ = try? await database.sharedState.removeExpired()
        var configuration = WebDemo.configuration(signingKey: signingKey, drafts: drafts, tokenLifetime: .seconds(tokenLifetime))
        configuration.sharedState = DatabaseStateStore(database)
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
            configuration: .init(address: .hostname(hostname, port: port), serverName: "formskit-web")
        )
        do {
            try await app.runService()
        } catch let error as IOError {
            // The system's words ("bind(descriptor:ptr:bytes:): Address
            // already in use (errno: 98)") say neither which address nor
            // what to do.
            guard let (sentence, status) = Self.listeningProblem(error.errnoCode, hostname: hostname, port: port) else { throw error }
            try? FileHandle.standardError.write(contentsOf: Data("formskit-web: \(sentence)\n".utf8))
            throw ExitCode(status)
        }
    }

    /// What to tell the person who started the server when it cannot
    /// listen at `hostname`:`port`, and the exit status (sysexits.h).
    static func listeningProblem(_ code: Int32, hostname: String, port: Int) -> (sentence: String, status: Int32)? {
        switch code {
        case EADDRINUSE:
            return (
                "another program is already listening on port \(port) of \(hostname): stop it, or pass --port with another number (0 picks a free one).", 69
            )
        case EACCES:
            return ("port \(port) is reserved for the system's own services: pass --port with a number from 1024 up (0 picks a free one).", 77)
        case EADDRNOTAVAIL:
            return ("\(hostname) is not an address of this machine: pass --hostname with one of its addresses, such as 127.0.0.1.", 68)
        default:
            return nil
        }
    }

    /// Opens the store as formskit-demo does; when it cannot be used, says
    /// why in one sentence and exits with the error's status (65, 69, 74).
    /// Says so once when it imported an earlier plans.json.
    private func openStore() async throws -> (plans: PlanStore, database: DemoDatabase) {
        do {
            let location = try databaseURL.map { url throws(DemoStoreError) in try DatabaseLocation(parsing: url) } ?? .default
            let database = try await DemoDatabase.open(location, importing: location.legacyPlansFile)
            if let report = database.importReport { try? FileHandle.standardError.write(contentsOf: Data("\(report)\n".utf8)) }
            return (try await PlanStore(storage: database), database)
        } catch let error as DemoStoreError {
            try? FileHandle.standardError.write(contentsOf: Data("\(error.description)\n".utf8))
            throw ExitCode(error.exitStatus)
        }
    }
}
