import Foundation

#if canImport(os)
import os
#endif

/// A call a screen makes to its draft store, and what is said when it fails.
enum DraftStoreCall {
    case read, save, remove

    /// What failed, and why, for the person and the log.
    func failure(_ error: any Error) -> String {
        let reason = String(describing: error)
        switch self {
        case .read: return "The draft could not be read: \(reason)."
        case .save: return "The draft could not be saved: \(reason)."
        case .remove: return "The draft could not be removed: \(reason)."
        }
    }
}

/// Where a screen's draft-store failures are logged: the unified log on
/// Apple platforms (subsystem `FormsKit`, category `drafts`), standard
/// error elsewhere.
enum DraftLog {
    static func error(_ message: String) {
        #if canImport(os)
        Logger(subsystem: "FormsKit", category: "drafts").error("\(message, privacy: .public)")
        #else
        FileHandle.standardError.write(Data(("FormsKit drafts: " + message + "\n").utf8))
        #endif
    }
}
