import FormsKitHummingbird
import Foundation

/// Where `formskit-web`'s signing key comes from: a file (`--secret-file`),
/// else the `FORMSKIT_WEB_SECRET` environment variable, else a random key for
/// this run. Instances behind one name need the same key, or a page one
/// rendered is refused by another.
enum SigningKeySource {
    /// The environment variable read when no file is given.
    static let environmentVariable = "FORMSKIT_WEB_SECRET"

    /// The key, and a sentence saying where it came from, for the log.
    static func key(secretFile: String?, environment: [String: String]) throws(SigningKeySourceError) -> (key: SigningKey, origin: String) {
        if let secretFile {
            let text: String
            do {
                text = try String(contentsOfFile: secretFile, encoding: .utf8)
            } catch {
                throw .unreadableFile(path: secretFile, reason: (error as NSError).localizedDescription)
            }
            do {
                return (try SigningKey(base64: text), "Signing key: from \(secretFile).")
            } catch {
                throw .invalidKey(origin: secretFile, error)
            }
        }
        if let text = environment[environmentVariable], !text.isEmpty {
            do {
                return (try SigningKey(base64: text), "Signing key: from \(environmentVariable).")
            } catch {
                throw .invalidKey(origin: environmentVariable, error)
            }
        }
        return (
            .random(),
            "Signing key: random, for this run only (pages rendered before a restart are refused); "
                + "give every instance the same key with --secret-file or \(environmentVariable)."
        )
    }
}

/// Why the signing key given to `formskit-web` cannot be used.
enum SigningKeySourceError: Error, CustomStringConvertible {
    case unreadableFile(path: String, reason: String)
    case invalidKey(origin: String, SigningKeyError)

    var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "The secret file \(path) cannot be read: \(reason). Give a file holding a Base64 key (openssl rand -base64 32 > \(path))."
        case .invalidKey(let origin, let error):
            return "The key in \(origin) cannot be used. \(error.description)"
        }
    }
}
