#if canImport(Glibc)
import FormsKit
import Foundation

/// The browser scripts in `Tests/Browser` (headless Chromium under
/// selenium, pages checked with axe), as the Swift tests run them.
///
/// A machine without them (no python3, selenium, Chromium or chromedriver)
/// skips every browser test, saying so once; under `CI=true` (`.ci/run`,
/// which installs them) a missing browser fails instead.
public enum BrowserScripts {
    /// The path of the script `name`.
    public static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Browser").appendingPathComponent(name).path
    }

    /// Runs the script `name` with `arguments` to its end.
    public static func run(_ name: String, arguments: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run(
            executable: "/usr/bin/env", arguments: ["python3", path(name)] + arguments, environment: ProcessInfo.processInfo.environment)
    }

    /// `outcome`, unless it says no browser is here and none is required:
    /// then `nil`, and the first time, one line that says how to run them.
    public static func unlessSkipped(_ outcome: ChildProcess.Outcome) -> ChildProcess.Outcome? {
        // 77: a script found no selenium, Chromium or chromedriver; 127: no python3.
        guard outcome.status == 77 || outcome.status == 127, ProcessInfo.processInfo.environment["CI"] != "true" else { return outcome }
        let reason = outcome.status == 127 ? "python3 is not installed" : outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        reasons.withLock { said in
            guard said.isEmpty else { return }
            said = reason
            print(
                "Browser tests skipped: \(reason). To run them, install python3, Chromium and chromedriver "
                    + "(apt-get install chromium chromium-driver) and `pip install selenium axe-selenium-python`.")
        }
        return nil
    }

    private static let reasons = LockedValue("")
}
#endif
