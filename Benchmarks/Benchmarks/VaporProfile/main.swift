import Foundation
import HTMLBenchmarkForms
import VaporSignUp

/// Vapor's decode + validate of the sign-up body, `count` times (the second
/// argument; 1,000 by default), for callgrind: run it with two counts and
/// divide the difference, as with `HTMLProfile`. The first argument is
/// `failing` (the 14-error body) or `valid`.
@MainActor
func run() async throws {
    let arguments = CommandLine.arguments.dropFirst()
    let values = arguments.first == "valid" ? SignUpSubmission.passing : SignUpSubmission.failing
    let count = Int(arguments.dropFirst().first ?? "") ?? 1_000
    let request = try await VaporSignUp.request(body: VaporSignUp.body(values))
    var outcomes = 0
    let start = Date()
    for _ in 0..<count {
        if case .invalid(let failures) = VaporSignUp.decodeAndValidate(request) { outcomes &+= failures } else { outcomes &+= 1 }
    }
    print(arguments.first ?? "failing", outcomes, Date().timeIntervalSince(start))
}

try await run()
exit(0)
