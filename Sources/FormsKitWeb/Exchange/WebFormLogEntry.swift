/// A line for the server's log about one request, which the adapter writes
/// with its framework's logger.
public struct WebFormLogEntry: Sendable, Hashable {
    /// How much it matters.
    public enum Level: Sendable, Hashable {
        /// Something a client sent that could not be read.
        case notice
        /// Something that failed on the server.
        case error
    }

    public var level: Level
    public var message: String

    public init(_ level: Level, _ message: String) {
        self.level = level
        self.message = message
    }
}

/// The log lines of the request being answered, gathered as it is.
final class RequestLog {
    private(set) var entries: [WebFormLogEntry] = []

    func notice(_ message: String) {
        entries.append(WebFormLogEntry(.notice, message))
    }

    func error(_ message: String) {
        entries.append(WebFormLogEntry(.error, message))
    }
}
