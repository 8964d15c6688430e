import Foundation
import Testing

@testable import FormsKit

/// `SimplePattern` stands in for `NSRegularExpression` where it can: on
/// patterns it reads and ASCII text without line ends, it must find a match
/// exactly when ICU does.
@Suite("Patterns matched without ICU")
struct SimplePatternTests {
    /// Whether ICU finds a match of `pattern` in `text`.
    private func icuMatches(_ pattern: String, _ text: String) -> Bool? {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test("Form patterns are read, and match as ICU matches them")
    func formPatterns() {
        let cases: [(String, [String])] = [
            (#"^\+?[0-9 ]{7,15}$"#, ["+44 1632 960001", "01632 960 001", "call me", "123", "+441632960001234567", ""]),
            (#"^[A-Z]{2}[0-9]+$"#, ["GB123", "gb123", "GB", "GB12a"]),
            (#"^\d{5}(-\d{4})?$"#, ["12345"]),
            (#"[aeiou]"#, ["rhythm", "vowel"]),
            (#"^[\w.-]+@[\w-]+\.[a-z]{2,}$"#, ["ada@example.com", "ada@example", "a b@example.com"]),
            (#"^$"#, ["", " "]),
            (#"colou?r"#, ["color", "colour", "colr"]),
        ]
        #expect(SimplePattern(#"^\+?[0-9 ]{7,15}$"#) != nil)
        #expect(SimplePattern(#"^\d{5}(-\d{4})?$"#) == nil, "groups are ICU's")
        for (pattern, texts) in cases {
            for text in texts {
                guard let simple = SimplePattern(pattern), let matched = simple.matches(Substring(text)) else { continue }
                #expect(matched == icuMatches(pattern, text), "\(pattern) on \(text)")
            }
        }
    }

    @Test("Text with characters other than ASCII, or line ends, is left to ICU")
    func otherText() {
        let pattern = SimplePattern(#"^\w+$"#)
        #expect(pattern?.matches("abc") == true)
        #expect(pattern?.matches("café") == nil)
        #expect(pattern?.matches("abc\n") == nil)
    }

    @Test("Random patterns and texts: wherever the pattern is read, the same answer as ICU")
    func randomPatterns() {
        var random = SystemRandomNumberGenerator()
        let atoms = [
            "a", "b", "z", "0", "9", " ", "-", "_", "@", ".", "\\.", "\\+", "\\-", "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "[abc]", "[^abc]",
            "[a-c]", "[0-9 ]", "[-a]", "[a-]", "[\\d.]", "[^\\s]", "[+*?]", "[a-c-e]", "[]a]", "(a)", "a|b", "\\b", "[[:alpha:]]", "\\p{L}",
            "[a&&b]", "{", "]", "\\Q", "#", "%",
        ]
        let quantifiers = ["", "", "", "?", "*", "+", "{2}", "{1,3}", "{2,}", "{0,1}", "+?", "*+", "{3,1}"]
        let alphabet = Array("ab z09 -_@.+\tAB")
        var read = 0
        var differences: [String] = []
        let rounds = ProcessInfo.processInfo.environment["FORMSKIT_PATTERN_ROUNDS"].flatMap(Int.init) ?? 4_000
        for _ in 0..<rounds {
            var pattern = Bool.random(using: &random) ? "^" : ""
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                pattern += atoms.randomElement(using: &random)! + quantifiers.randomElement(using: &random)!
            }
            if Bool.random(using: &random) { pattern += "$" }
            // A pattern ICU refuses never reaches a rule (`PatternRule` compiles it first).
            guard let simple = SimplePattern(pattern), (try? NSRegularExpression(pattern: pattern)) != nil else { continue }
            read += 1
            for _ in 0..<12 {
                let text = String((0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
                guard let matched = simple.matches(Substring(text)) else { continue }
                if matched != icuMatches(pattern, text) { differences.append("\(pattern) on \"\(text)\": \(matched)") }
            }
        }
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(30))")
        #expect(read > rounds / 4, "most random patterns are read: \(read)")
    }

    @Test("A pattern that backtracks much still answers at once")
    func backtracking() {
        let pattern = SimplePattern("^a*a*a*a*a*b$")
        #expect(pattern?.matches(Substring(String(repeating: "a", count: SimplePattern.longestText))) == false)
        #expect(pattern?.matches(Substring(String(repeating: "a", count: SimplePattern.longestText + 1))) == nil, "longer text is ICU's")
    }
}
