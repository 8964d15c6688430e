public import ArgumentParser
import FormsKitExamplesStorage

/// The options every web demo takes, whichever server framework serves it:
/// where to listen, where the plans are, how long a page may stay open, and
/// the signing key.
public struct WebDemoOptions: ParsableArguments {
    @Option(help: "The address to listen on.")
    public var hostname = "127.0.0.1"

    @Option(help: "The port to listen on.")
    public var port = 8080

    @Option(
        help: ArgumentHelp(
            "Where plans and saved forms are kept (shared with formskit-demo): an SQLite file (a path, or sqlite:///path) or "
                + "postgres://user:password@host:port/database (default: formskit.sqlite in your data directory).",
            valueName: "url"))
    public var databaseURL: String?

    @Option(
        help: ArgumentHelp(
            "Seconds a page may stay open before it is sent: a page sent later is shown again with its answers, to be sent once more.",
            valueName: "seconds"))
    public var tokenLifetime = 2 * 60 * 60

    @Option(
        help: ArgumentHelp(
            "A file holding the Base64 key that signs CSRF tokens and flash messages (default: $FORMSKIT_WEB_SECRET, else a key kept in the data folder).",
            valueName: "path"))
    public var secretFile: String?

    public init() {}

    public func validate() throws {
        // A server would take the port modulo 65,536 and listen elsewhere.
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
    }
}
