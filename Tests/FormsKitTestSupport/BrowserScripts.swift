#if canImport(Glibc)
import FormsKit
import Foundation

/// The scripts in `Tests/Browser` (headless Chromium under selenium, pages
/// checked with axe) and `Tests/API` (the OpenAPI document checked by
/// openapi-spec-validator, jsonschema, schemathesis and
/// hypothesis-jsonschema), as the Swift tests run them.
///
/// A machine without their tools skips those tests, saying so once; under
/// `CI=true` (`.ci/run`, which installs them) a missing tool fails instead.
public enum BrowserScripts {
    /// The path of the script `name` in `Tests/<folder>`.
    public static func path(_ name: String, folder: String = "Browser") -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(folder).appendingPathComponent(name).path
    }

    /// Runs the script `name` of `Tests/<folder>` with `arguments` to its end.
    public static func run(_ name: String, folder: String = "Browser", arguments: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run(
            executable: "/usr/bin/env", arguments: ["python3", path(name, folder: folder)] + arguments,
            environment: ProcessInfo.processInfo.environment)
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
                "Browser and API tests skipped: \(reason). To run them, install python3, Chromium and chromedriver "
                    + "(apt-get install chromium chromium-driver) and `pip install selenium axe-selenium-python "
                    + "schemathesis hypothesis-jsonschema openapi-spec-validator jsonschema`.")
        }
        return nil
    }

    private static let reasons = LockedValue("")
}
#endif
