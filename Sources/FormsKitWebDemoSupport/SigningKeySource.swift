import FormsKitWeb
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `formskit-web`'s signing key comes from: a file (`--secret-file`),
/// else the `FORMSKIT_WEB_SECRET` environment variable, else a key made
/// once and kept in the data folder (`signing-key`, mode 600), so that a
/// restart does not refuse the pages that were open. Instances behind one
/// name need the same key, or a page one rendered is refused by another.
public enum SigningKeySource {
    /// The environment variable read when no file is given.
    public static let environmentVariable = "FORMSKIT_WEB_SECRET"

    /// The key, and a sentence saying where it came from, for the log.
    public static func key(secretFile: String?, environment: [String: String], keptIn folder: URL?) throws(SigningKeySourceError) -> (
        key: SigningKey, origin: String
    ) {
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
        if let folder, let kept = keptKey(in: folder) {
            return kept
        }
        return (
            .random(),
            "Signing key: random, for this run only (pages rendered before a restart are refused): "
                + "\(folder.map { "\($0.path) cannot be written; " } ?? "")"
                + "give every instance the same key with --secret-file or \(environmentVariable)."
        )
    }

    /// The key in `folder`'s `signing-key`, made there (readable by the
    /// user only) when there is none; `nil` when the folder cannot keep
    /// one. Two instances starting at once make one key: the file is
    /// created only if it does not exist, and the other reads it.
    private static func keptKey(in folder: URL) -> (key: SigningKey, origin: String)? {
        let file = folder.appendingPathComponent("signing-key")
        let origin = "Signing key: kept in \(file.path)."
        // No key file yet, or one that is not a key: a new key is made below.
        if let text = try? String(contentsOf: file, encoding: .utf8), let key = try? SigningKey(base64: text) {
            return (key, origin)
        }
        // A folder that cannot be made: the caller says the key is not kept, and uses one for this run.
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
        else { return nil }
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let text = Data(bytes).base64EncodedString() + "\n"
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            // Made meanwhile by another instance: its key is the one.
            return (try? String(contentsOf: file, encoding: .utf8)).flatMap { try? SigningKey(base64: $0) }.map { ($0, origin) }
        }
        let written = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
        // Random bytes of the right size always make a key; the check covers a short write.
        guard written == text.utf8.count, let key = try? SigningKey(bytes: bytes) else {
            unlink(file.path)
            return nil
        }
        return (key, origin)
    }
}

/// Why the signing key given to `formskit-web` cannot be used.
public enum SigningKeySourceError: Error, CustomStringConvertible {
    case unreadableFile(path: String, reason: String)
    case invalidKey(origin: String, SigningKeyError)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "The secret file \(path) cannot be read: \(reason). Give a file holding a Base64 key (openssl rand -base64 32 > \(path))."
        case .invalidKey(let origin, let error):
            return "The key in \(origin) cannot be used. \(error.description)"
        }
    }
}
