import Benchmark
import FormsKit
import Foundation

// A pattern rule on long text, as a web form's value can be (the web
// surface takes values of up to 64 KiB by default): FormsKit's own matcher
// (`SimplePattern`, for the patterns it reads) against ICU's, which
// `PatternRule` used for text over 256 bytes until the twelfth session of
// 2026-11-26. The unanchored `[0-9]+x` on digits is ICU's worst case among
// form-like patterns: each start position runs to the end of the text.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions],
        timeUnits: .microseconds,
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )

    let unanchored: PatternRule<String> = .pattern("[0-9]+x")
    for kibibytes in [1, 4, 64, 1_024] {
        let digits = String(String(repeating: "0123456789", count: kibibytes * 103).prefix(kibibytes * 1_024))
        Benchmark("PatternRule [0-9]+x, \(kibibytes) KiB of digits (no match)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(unanchored.validate(value: digits)) }
        }
        // ICU, as the rule used it for text over 256 bytes before: time
        // quadratic in the length (64 KiB took 32 s, so only the small sizes).
        if kibibytes <= 4 {
            let expression = try! NSRegularExpression(pattern: "[0-9]+x")
            Benchmark("NSRegularExpression [0-9]+x, \(kibibytes) KiB of digits (no match)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(expression.firstMatch(in: digits, range: NSRange(digits.startIndex..., in: digits)))
                }
            }
        }
    }
    let word: PatternRule<String> = .pattern(#"^\w+$"#)
    let accented = String(repeating: "été", count: 65_536 / 5)
    Benchmark("PatternRule ^\\w+$, 64 KiB of accented letters (matches)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(word.validate(value: accented)) }
    }
    let phone: PatternRule<String> = .pattern(#"^\+?[0-9 ]{7,15}$"#)
    Benchmark("PatternRule ^\\+?[0-9 ]{7,15}$, a phone number (the sign-up form's rule)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(phone.validate(value: "+44 1632 960001")) }
    }
}
