import Foundation

/// Which database the demos keep their data in: an SQLite file (the
/// default, which needs nothing installed) or a PostgreSQL server (for
/// several instances of the web demo). Written on the command line as
/// `--database-url`.
public enum DatabaseLocation: Equatable, Sendable, CustomStringConvertible {
    /// The SQLite file at an absolute path.
    case sqlite(path: String)
    /// A database on a PostgreSQL server.
    case postgres(PostgresAddress)

    /// The name of the default SQLite file in ``dataFolder``.
    public static let defaultFileName = "formskit.sqlite"

    /// The JSON file earlier versions kept the demos' plans in: imported
    /// once, when a database is first set up, and then left as it was.
    public static let legacyFileName = "plans.json"

    /// Where the demos keep their data unless told otherwise: `formskit-demo`
    /// in the user's data directory (such as `~/.local/share/formskit-demo`),
    /// so that the terminal and web demos share one store.
    public static var dataFolder: URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
        return base.appendingPathComponent("formskit-demo")
    }

    /// The default: the SQLite file ``defaultFileName`` in ``dataFolder``.
    public static var `default`: DatabaseLocation {
        .sqlite(path: dataFolder.appendingPathComponent(defaultFileName).path)
    }

    /// The `plans.json` an earlier version may have left, imported when this
    /// database is first set up: the one beside an SQLite file, or the one
    /// in ``dataFolder`` for PostgreSQL.
    public var legacyPlansFile: URL {
        switch self {
        case .sqlite(let path):
            return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(Self.legacyFileName)
        case .postgres:
            return Self.dataFolder.appendingPathComponent(Self.legacyFileName)
        }
    }

    /// The database for messages: the SQLite file's path, or the
    /// PostgreSQL URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): return path
        case .postgres(let address): return address.description
        }
    }

    /// The location `text` names:
    ///
    /// - `postgres://user:password@host:port/database` (or `postgresql://`),
    ///   with the query parameters `sslmode` (`disable`, `prefer`, the
    ///   default, `require` or `verify-full`) and `options` (as libpq reads
    ///   them, such as `-c search_path=demo`). The port defaults to 5432, the
    ///   database to the user's name.
    /// - `sqlite:///absolute/path.sqlite`, or a plain path (`~` expanded;
    ///   relative to `currentFolder`).
    ///
    /// - Throws: ``DemoStoreError/invalidURL(_:reason:)`` saying what is
    ///   wrong with `text`.
    public init(parsing text: String, currentFolder: String = FileManager.default.currentDirectoryPath) throws(DemoStoreError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .invalidURL(text, reason: "it is empty") }
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
            do {
                self = .postgres(try PostgresAddress(parsing: trimmed))
            } catch {
                // A message never shows the password.
                guard case .invalidURL(_, let reason) = error else { throw error }
                throw .invalidURL(PostgresAddress.redacting(trimmed), reason: reason)
            }
            return
        }
        var path = trimmed
        if lowered.hasPrefix("sqlite:") {
            path = String(trimmed.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path.removeFirst(2) }
            guard !path.isEmpty else { throw .invalidURL(text, reason: "there is no path after sqlite://") }
            guard let decoded = path.removingPercentEncoding else { throw .invalidURL(text, reason: "its path has a broken %-escape") }
            path = decoded
        } else if let scheme = trimmed.firstMatch(of: /^([A-Za-z][A-Za-z0-9+.\-]*):\/\//) {
            throw .invalidURL(text, reason: "\(scheme.1) is not a database this program can use; it uses SQLite and PostgreSQL")
        }
        path = (path as NSString).expandingTildeInPath
        if !path.hasPrefix("/") { path = (currentFolder as NSString).appendingPathComponent(path) }
        self = .sqlite(path: (path as NSString).standardizingPath)
    }
}

/// A database on a PostgreSQL server, as a `postgres://` URL names it.
public struct PostgresAddress: Equatable, Sendable, CustomStringConvertible {
    /// Whether the connection is encrypted, as libpq's `sslmode` says.
    public enum TLSMode: String, Equatable, Sendable, CaseIterable {
        /// Never.
        case disable
        /// When the server offers it, without checking its certificate (libpq's default).
        case prefer
        /// Always, without checking the server's certificate.
        case require
        /// Always, with the server's certificate checked against its host name.
        case verifyFull = "verify-full"
    }

    /// The server's host name or address.
    public var host: String
    /// The server's port (5432 unless the URL says).
    public var port: Int
    /// The user to log in as.
    public var username: String
    /// The user's password; `nil` for a server that asks for none.
    public var password: String?
    /// The database's name (the user's name unless the URL says).
    public var database: String
    /// Whether the connection is encrypted (`sslmode`).
    public var tls: TLSMode
    /// Server settings sent when connecting (libpq's `options`), such as
    /// `-c search_path=demo`.
    public var options: String?

    /// An address from its parts.
    public init(
        host: String, port: Int = 5432, username: String, password: String? = nil, database: String, tls: TLSMode = .prefer, options: String? = nil
    ) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
        self.tls = tls
        self.options = options
    }

    /// The address `url` names; see ``DatabaseLocation/init(parsing:currentFolder:)``.
    public init(parsing url: String) throws(DemoStoreError) {
        guard let components = URLComponents(string: url) else {
            throw .invalidURL(
                url, reason: "it is not a URL: the port must be a number, and @, : and / in a user or password are written %40, %3A and %2F")
        }
        guard let host = components.host?.removingPercentEncoding, !host.isEmpty else {
            throw .invalidURL(url, reason: "it names no host, as in postgres://user:password@localhost:5432/database")
        }
        guard let user = components.user?.removingPercentEncoding, !user.isEmpty else {
            throw .invalidURL(url, reason: "it names no user, as in postgres://user:password@\(host)/database")
        }
        let port = components.port ?? 5432
        guard (1...65_535).contains(port) else { throw .invalidURL(url, reason: "\(port) is not a port: give a number from 1 to 65535") }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        let database = path.removingPercentEncoding ?? path
        guard !database.contains("/") else { throw .invalidURL(url, reason: "\(database) is not a database name") }
        var tls = TLSMode.prefer
        var options: String?
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                let modes = TLSMode.allCases.map(\.rawValue)
                guard let mode = item.value.flatMap(TLSMode.init(rawValue:)) else {
                    throw .invalidURL(url, reason: "sslmode=\(item.value ?? "") is not one of \(modes.joined(separator: ", "))")
                }
                tls = mode
            case "options":
                options = item.value
            default:
                throw .invalidURL(url, reason: "\(item.name) is not a parameter this program reads; it reads sslmode and options")
            }
        }
        self.init(
            host: host, port: port, username: user, password: components.password?.removingPercentEncoding,
            database: database.isEmpty ? user : database, tls: tls, options: options)
    }

    /// `url` with its password, if any, written `***`.
    static func redacting(_ url: String) -> String {
        url.replacing(/(?<head>:\/\/[^\/@:]*:)[^\/@]*@/) { "\($0.head)***@" }
    }

    /// The URL without the password.
    public var description: String {
        let host = self.host.contains(":") ? "[\(self.host)]" : self.host
        return "postgres://\(username)@\(host):\(port)/\(database)"
    }
}
