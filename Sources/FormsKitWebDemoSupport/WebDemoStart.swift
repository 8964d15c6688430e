import ArgumentParser
import FormsKit
public import FormsKitExamples
import FormsKitExamplesStorage
public import FormsKitWeb
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a web demo does before it listens, whichever framework serves it:
/// opens the plans' database, finds the signing key, and makes the forms'
/// configuration, with drafts and the shared state in the database. A
/// problem is said in one sentence on standard error, and ends the
/// program with its exit status (sysexits.h).
public enum WebDemoStart {
    /// The plan store and the forms' configuration for `options`.
    public static func prepare(_ options: WebDemoOptions) async throws -> (plans: PlanStore, configuration: WebFormConfiguration) {
        // Pages are in each browser's language: say at once when only
        // English can be served.
        if let notice = FormLanguage.translationsMissingNotice { say(notice) }
        let (plans, database) = try await openStore(options.databaseURL)
        let signingKey: SigningKey
        do {
            let (key, origin) = try SigningKeySource.key(
                secretFile: options.secretFile, environment: ProcessInfo.processInfo.environment, keptIn: DatabaseLocation.dataFolder)
            say(origin)
            signingKey = key
        } catch {
            say(error.description)
            throw ExitCode(78)
        }
        // What a browser typed is kept in the database, for that browser:
        // every instance on the database can restore it.
        let drafts = DatabaseDraftStore(database)
        // What the instances share about pages submitted and files held
        // between steps is in the database too: a balancer may send a
        // browser's requests to any of them. Expired rows of both go; a
        // failure leaves them for the next start, and says so.
        do {
            _ = try await drafts.removeExpired()
            _ = try await database.sharedState.removeExpired()
        } catch {
            say("Expired drafts and shared state were not removed (\(error)); the next start tries again.")
        }
        var configuration = WebDemo.configuration(signingKey: signingKey, drafts: drafts, tokenLifetime: .seconds(options.tokenLifetime))
        configuration.sharedState = DatabaseStateStore(database)
        return (plans, configuration)
    }

    /// Opens the store as formskit-demo does; when it cannot be used, says
    /// why in one sentence and exits with the error's status (65, 69, 74).
    /// Says so once when it imported an earlier plans.json.
    private static func openStore(_ databaseURL: String?) async throws -> (plans: PlanStore, database: DemoDatabase) {
        do {
            let location = try databaseURL.map { url throws(DemoStoreError) in try DatabaseLocation(parsing: url) } ?? .default
            let database = try await DemoDatabase.open(location, importing: location.legacyPlansFile)
            if let report = database.importReport { say(report.description) }
            return (try await PlanStore(storage: database), database)
        } catch let error as DemoStoreError {
            say(error.description)
            throw ExitCode(error.exitStatus)
        }
    }

    /// Writes `sentence` on a line of standard error.
    public static func say(_ sentence: String) {
        // Standard error closed: there is no one left to tell.
        try? FileHandle.standardError.write(contentsOf: Data((sentence + "\n").utf8))
    }

    /// What to tell the person who started the server when it cannot
    /// listen at `hostname`:`port`, and the exit status (sysexits.h).
    public static func listeningProblem(_ code: Int32, hostname: String, port: Int) -> (sentence: String, status: Int32)? {
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
}
