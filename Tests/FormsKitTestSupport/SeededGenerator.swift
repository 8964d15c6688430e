import Foundation
import Testing

/// A small deterministic random number generator (SplitMix64), so that
/// randomised tests reproduce: the same seed gives the same sequence on
/// every run and every platform.
///
/// A test that draws random cases starts one with
/// ``init(defaultSeed:)`` and says ``replay`` in the message of every
/// expectation about a random case, so that a failure says its seed:
///
/// ```swift
/// var random = SeededGenerator(defaultSeed: 0x5EED)
/// for _ in 0..<1_000 {
///     let text = ...  // drawn with `using: &random`
///     #expect(check(text), "\(text.debugDescription), \(random.replay)")
/// }
/// ```
///
/// The test runs from its default seed, the same cases every time; to run
/// it from another seed (one a failure printed, or a fresh one), set
/// `FORMSKIT_SEED`:
///
/// ```sh
/// FORMSKIT_SEED=12345 swift test --filter "URL-encoded forms"
/// FORMSKIT_SEED=random swift test --filter "URL-encoded forms"
/// ```
public struct SeededGenerator: RandomNumberGenerator {
    /// The environment variable that overrides ``init(defaultSeed:)``'s seed.
    public static let environmentVariable = "FORMSKIT_SEED"

    /// The seed the generator started from.
    public let seed: UInt64
    private var state: UInt64

    /// A generator starting from `seed`, whatever the environment says.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// A generator starting from the seed `FORMSKIT_SEED` gives (decimal,
    /// hexadecimal after `0x`, or `random` for a fresh one), else from
    /// `defaultSeed`.
    ///
    /// A value that is not a seed is reported as an issue of the running
    /// test, which then runs from `defaultSeed`.
    public init(
        defaultSeed: UInt64, environment: [String: String] = ProcessInfo.processInfo.environment, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let text = environment[Self.environmentVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            self.init(seed: defaultSeed)
            return
        }
        if let seed = Self.seed(text) {
            self.init(seed: seed)
        } else {
            Issue.record(
                "\(Self.environmentVariable)=\(text) is not a seed: give a number (such as 42 or 0x5EED) or random", sourceLocation: sourceLocation)
            self.init(seed: defaultSeed)
        }
    }

    /// The seed `text` spells: decimal, hexadecimal after `0x`, or a fresh
    /// one for `random`.
    static func seed(_ text: String) -> UInt64? {
        if text.lowercased() == "random" { return UInt64.random(in: .min ... .max) }
        if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2).filter { $0 != "_" }, radix: 16) }
        return UInt64(text.filter { $0 != "_" })
    }

    /// What a failure's message says to be replayed: the seed, and how to
    /// run from it again.
    public var replay: String {
        "seed \(seed) (replay with \(Self.environmentVariable)=\(seed))"
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
