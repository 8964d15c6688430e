/// A line for the server's log about one request, which the adapter writes
/// with its framework's logger.
@_spi(FormsKitAdapter) public struct WebFormLogEntry: Sendable, Hashable {
    /// How much it matters.
    @_spi(FormsKitAdapter) public enum Level: Sendable, Hashable {
        /// Something a client sent that could not be read.
        case notice
        /// Something that failed on the server.
        case error
    }

    /// How much it matters.
    @_spi(FormsKitAdapter) public var level: Level
    /// What to log, for the people who run the server.
    @_spi(FormsKitAdapter) public var message: String

    /// A line of `level` saying `message`.
    @_spi(FormsKitAdapter) public init(_ level: Level, _ message: String) {
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
