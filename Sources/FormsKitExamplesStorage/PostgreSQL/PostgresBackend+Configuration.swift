import Foundation
import PostgresNIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PostgresBackend {
    /// TLS as `sslmode` asks: `prefer` and `require` do not check the
    /// server's certificate (as libpq does not), `verify-full` does.
    private static func tlsConfiguration(_ mode: PostgresAddress.TLSMode) -> TLSConfiguration? {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch mode {
        case .disable: return nil
        case .prefer, .require: configuration.certificateVerification = .none
        case .verifyFull: break
        }
        return configuration
    }

    /// The settings sent when connecting: libpq's `options`, if given.
    private static func startupParameters(_ address: PostgresAddress) -> [(String, String)] {
        address.options.map { [("options", $0)] } ?? []
    }

    /// The set-up connection's configuration.
    static func connectionConfiguration(_ address: PostgresAddress) throws(DemoStoreError) -> PostgresConnection.Configuration {
        var tls = PostgresConnection.Configuration.TLS.disable
        if let configuration = tlsConfiguration(address.tls) {
            let context: NIOSSLContext
            do {
                context = try NIOSSLContext(configuration: configuration)
            } catch {
                throw .refused(database: address.description, reason: "TLS could not be set up: \(error)", fix: "try sslmode=disable in --database-url")
            }
            tls = address.tls == .prefer ? .prefer(context) : .require(context)
        }
        var configuration = PostgresConnection.Configuration(
            host: address.host, port: address.port, username: address.username, password: address.password, database: address.database, tls: tls)
        configuration.options.connectTimeout = .seconds(Int64(connectTimeout))
        configuration.options.additionalStartupParameters = startupParameters(address)
        return configuration
    }

    /// The connection pool's configuration.
    static func clientConfiguration(_ address: PostgresAddress) -> PostgresClient.Configuration {
        var tls = PostgresClient.Configuration.TLS.disable
        if let configuration = tlsConfiguration(address.tls) {
            tls = address.tls == .prefer ? .prefer(configuration) : .require(configuration)
        }
        var configuration = PostgresClient.Configuration(
            host: address.host, port: address.port, username: address.username, password: address.password, database: address.database, tls: tls)
        configuration.options.connectTimeout = .seconds(connectTimeout)
        configuration.options.additionalStartupParameters = startupParameters(address)
        configuration.options.maximumConnections = 10
        return configuration
    }

    /// What a failed connection attempt means to a person.
    static func connectionFailure(_ error: any Error, address: PostgresAddress) -> DemoStoreError {
        let database = address.description
        guard let error = error as? PSQLError else { return .unreachable(database: database, reason: describe(error)) }
        switch error.code {
        case .server:
            let message = error.serverInfo?[.message] ?? "the server said no"
            switch error.serverInfo?[.sqlState] {
            case "28P01", "28000":
                return .refused(database: database, reason: message, fix: "check the user and password in --database-url")
            case "3D000":
                return .refused(
                    database: database, reason: message,
                    fix: "create it (createdb -h \(address.host) -p \(address.port) -U \(address.username) \(address.database)), "
                        + "or name another database in --database-url")
            case "53300", "57P03":
                return .unreachable(database: database, reason: message)
            default:
                return .refused(database: database, reason: message, fix: "check --database-url, and the server's log")
            }
        case .authMechanismRequiresPassword:
            return .refused(
                database: database, reason: "the server asks for a password",
                fix: "give it in --database-url, as in postgres://\(address.username):password@\(address.host):\(address.port)/\(address.database)")
        case .sslUnsupported:
            return .refused(
                database: database, reason: "the server does not offer TLS, which sslmode=\(address.tls.rawValue) asks for",
                fix: "use sslmode=prefer or sslmode=disable in --database-url")
        case .connectionError:
            return .unreachable(database: database, reason: error.underlying.map(describe) ?? "the connection failed")
        default:
            return .unreachable(database: database, reason: describe(error))
        }
    }

    /// What a failed statement means to a person.
    static func failure(_ error: any Error, database: String, action: String) -> DemoStoreError {
        if let error = error as? DemoStoreError { return error }
        guard let error = error as? PSQLError else { return .failed(database: database, action: action, reason: describe(error)) }
        if error.code == .server, let message = error.serverInfo?[.message] {
            // 22: a data exception; 23: an integrity rule; 54: a program
            // limit (an index row too large). Each is about the values sent.
            let refusesValue = ["22", "23", "54"].contains(error.serverInfo?[.sqlState]?.prefix(2) ?? "")
            return refusesValue
                ? .valueRefused(database: database, action: action, reason: message) : .failed(database: database, action: action, reason: message)
        }
        return .failed(database: database, action: action, reason: error.underlying.map(describe) ?? "\(error.code)")
    }

    /// A connection error in a person's words: "Connection refused", "no
    /// answer within 5 seconds", a host name that is not known.
    static func describe(_ error: any Error) -> String {
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)) }
        if let error = error as? NIOConnectionError {
            if let first = error.connectionErrors.first { return describe(first.error) }
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "the host \(error.host) is not known" }
            return "no address for \(error.host)"
        }
        if let error = error as? ChannelError, case .connectTimeout = error {
            return "no answer within \(connectTimeout) seconds"
        }
        if let error = error as? PSQLError { return error.underlying.map(describe) ?? "\(error.code)" }
        return "\(error)"
    }
}
