import FormsKitHummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOConcurrencyHelpers

/// The signing key every test app uses, so a test can mint tokens (an
/// expired one) as the server would.
let testSigningKey = try! SigningKey(bytes: Array(repeating: UInt8(7), count: 32))

/// A configuration with the test key.
func testConfiguration(_ change: (inout WebFormConfiguration) -> Void = { _ in }) -> WebFormConfiguration {
    var configuration = WebFormConfiguration(signingKey: testSigningKey)
    change(&configuration)
    return configuration
}

/// What an app logged, to check that failures are logged.
final class LogRecorder: Sendable {
    private let lines = NIOLockedValueBox<[(level: Logger.Level, message: String)]>([])

    var entries: [(level: Logger.Level, message: String)] { lines.withLockedValue { $0 } }

    func record(_ level: Logger.Level, _ message: String) {
        lines.withLockedValue { $0.append((level, message)) }
    }

    /// A logger that records here.
    var logger: Logger {
        Logger(label: "test") { _ in RecordingLogHandler(recorder: self) }
    }
}

private struct RecordingLogHandler: LogHandler {
    let recorder: LogRecorder
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        recorder.record(event.level, event.message.description)
    }
}
