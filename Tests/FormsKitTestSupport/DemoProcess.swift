import Foundation

/// One run of the built `formskit-demo`, with its standard input answered
/// from a string and its output collected.
public struct DemoProcess: Sendable {
    /// How the run ended.
    public struct Outcome: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// `formskit-demo`, built next to the test bundle: the folder of the
    /// running test executable.
    public static var executablePath: String {
        productPath("formskit-demo")
    }

    /// The built product `name` (an executable of this package), found in
    /// the folder of the running test executable, which SwiftPM builds them
    /// into: resolved through `/proc/self/exe` on Linux, the main bundle
    /// elsewhere, so it does not depend on the working directory or on how
    /// the tests were started.
    public static func productPath(_ name: String) -> String {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        #if os(Linux)
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folder = URL(fileURLWithPath: resolved).deletingLastPathComponent()
        }
        #else
        folder = Bundle.main.bundleURL.deletingLastPathComponent()
        #endif
        return folder.appendingPathComponent(name).path
    }

    public static var isBuilt: Bool {
        FileManager.default.isExecutableFile(atPath: executablePath)
    }

    /// The demo's arguments.
    public let arguments: [String]

    /// A run of the demo with `arguments`.
    public init(arguments: [String]) {
        self.arguments = arguments
    }

    /// Starts the demo with `input` as its whole standard input and waits for
    /// it to exit; the waiting happens off the cooperative thread pool.
    public func run(input: String) async throws -> Outcome {
        let arguments = self.arguments
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try Self.run(arguments: arguments, input: input) })
            }
        }
    }

    /// Runs the demo to its end, blocking the calling thread.
    private static func run(arguments: [String], input: String) throws -> Outcome {
        let environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "dumb"]
        #if canImport(Glibc)
        let outcome = try ChildProcess.run(
            executable: executablePath, arguments: arguments, environment: environment, input: Array(input.utf8)
        )
        return Outcome(status: outcome.status, standardOutput: outcome.standardOutput, standardError: outcome.standardError)
        #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = arguments
        process.environment = environment
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        try process.run()
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let error = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: error, as: UTF8.self)
        )
        #endif
    }
}
