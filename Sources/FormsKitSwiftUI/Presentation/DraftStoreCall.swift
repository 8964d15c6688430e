import Foundation

#if canImport(os)
import os
#endif

/// A call a screen makes to its draft store, and what is said when it fails.
enum DraftStoreCall {
    case read, save, remove

    /// What failed, and why, in the person's language.
    func failure(_ error: any Error) -> String {
        ScreenWords.text(key, ["reason": String(describing: error)])
    }

    /// What failed, and why, in English, for the log.
    func logLine(_ error: any Error) -> String {
        ScreenWords.catalog.text(key, in: .english, ["reason": String(describing: error)])
    }

    private var key: String {
        switch self {
        case .read: return "draft.readFailed"
        case .save: return "draft.saveFailed"
        case .remove: return "draft.removeFailed"
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
