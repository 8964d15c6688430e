@_spi(FormsKitAdapter) import FormsKitWeb
import Logging

extension WebFormLogEntry {
    /// Writes `entries` to `logger`, each at its level.
    static func write(_ entries: [WebFormLogEntry], to logger: Logger) {
        for entry in entries {
            switch entry.level {
            case .notice: logger.notice("\(entry.message)")
            case .error: logger.error("\(entry.message)")
            }
        }
    }
}
