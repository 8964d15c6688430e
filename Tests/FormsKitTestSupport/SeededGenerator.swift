/// A small deterministic random number generator (a linear congruential
/// one), so that randomised tests reproduce: the same seed gives the same
/// sequence on every run and every platform.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}
