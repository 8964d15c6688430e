import FormsKitTestSupport
import Foundation
import Testing

@testable import FormsKit

/// `SimplePattern` stands in for `NSRegularExpression` where it can: on
/// the patterns it reads it must find a match exactly when ICU does, in any
/// text, and in time linear in the text's length.
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
                guard let simple = SimplePattern(pattern) else { continue }
                #expect(simple.matches(Substring(text)) == icuMatches(pattern, text), "\(pattern) on \(text)")
            }
        }
    }

    @Test("Text with characters other than ASCII, and line ends, matches as ICU matches it")
    func otherText() {
        let cases: [(String, [String])] = [
            (#"^\w+$"#, ["abc", "café", "漢字", "e\u{301}", "a\u{200D}b", "x‿y", "٣٤", "a😀", "a b", "abc\n", "abc\r\n", "abc\n\n", "abc\u{2028}"]),
            (#"^\d+$"#, ["123", "١٢٣", "१२", "12½", "12\u{0085}", "12\r", "12\u{000B}"]),
            (#"^\s*$"#, ["", " ", "\u{00A0}", "\u{2028}", "\u{3000}", "\t\n", "\u{0085}", "\u{000B}", "\u{200B}"]),
            (#"^[^a-z]+$"#, ["ÉÀ", "été", "😀", "\n"]),
            (#"^[\W\d]+$"#, ["1é", "!?", "😀", "a"]),
            (#"^[^\s]+$"#, ["a\u{00A0}b", "ab", "漢"]),
            (#"\S\D"#, ["1é", "11", "é1"]),
            (#"^[A-Z]{2}$"#, ["GB\n", "GB\r\n", "GB\n\r", "GB\u{2029}", "GB\u{0085}", "G\n"]),
            (#"x$"#, ["x\n", "xx\r\n", "x\ny", "\nx", "xŅ", "x\u{2005}", "x\u{2029}", "x\u{0085}", "x😀"]),
            (#"^$"#, ["", "\n", "\r\n", "\n\n", "\r", "\u{000C}"]),
            (#"^.?"#, ["é"]),
        ]
        for (pattern, texts) in cases {
            guard let simple = SimplePattern(pattern) else { continue }
            for text in texts {
                #expect(simple.matches(Substring(text)) == icuMatches(pattern, text), "\(pattern) on \(text.debugDescription)")
            }
        }
        #expect(SimplePattern(#"^\w+$"#) != nil)
        #expect(SimplePattern(#"^.?"#) == nil, "`.` is ICU's")
    }

    @Test("Every Unicode scalar is in ICU's \\d, \\w and \\s exactly when ICU says so, newer characters than ICU's data too")
    func everyScalar() throws {
        // The scalars other than ASCII, as one text each.
        let scalars = (UInt32(0x80)...0x10FFFF).compactMap(Unicode.Scalar.init)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        let all = String(text)
        let kinds = scalars.map(SimplePattern.ScalarKinds.init)
        for (name, kind) in [("d", SimplePattern.ScalarKinds.digit), ("w", .word), ("s", .space)] {
            // What ICU leaves when it removes every character of the class.
            let icu = try NSRegularExpression(pattern: "\\\(name)")
            let left = icu.stringByReplacingMatches(in: all, range: NSRange(all.startIndex..., in: all), withTemplate: "")
            var expected = String.UnicodeScalarView()
            expected.append(contentsOf: zip(scalars, kinds).lazy.filter { !$0.1.contains(kind) }.map(\.0))
            let differences = zip(left.unicodeScalars, expected).first { $0 != $1 }
            #expect(left.unicodeScalars.count == expected.count && differences == nil, "\\\(name): first difference \(String(describing: differences))")
        }
        #expect(SimplePattern.icuUnicodeVersion.major >= 13)
    }

    @Test("Random patterns and texts: wherever the pattern is read, the same answer as ICU")
    func randomPatterns() {
        var random = SeededGenerator(defaultSeed: 0x1C_0000)
        let atoms = [
            "a", "b", "z", "0", "9", " ", "-", "_", "@", ".", "\\.", "\\+", "\\-", "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "[abc]", "[^abc]",
            "[a-c]", "[0-9 ]", "[-a]", "[a-]", "[\\d.]", "[^\\s]", "[+*?]", "[a-c-e]", "[]a]", "(a)", "a|b", "\\b", "[[:alpha:]]", "\\p{L}",
            "[a&&b]", "{", "]", "\\Q", "#", "%",
        ]
        let quantifiers = ["", "", "", "?", "*", "+", "{2}", "{1,3}", "{2,}", "{0,1}", "+?", "*+", "{3,1}"]
        // ASCII, letters, digits, marks and spaces of other scripts, an
        // emoji, and ICU's line terminators.
        let alphabet: [Character] =
            Array("ab z09 -_@.+\tAB") + [
                "é", "e\u{301}", "漢", "٣", "\u{00A0}", "\u{2028}", "😀", "\n", "\r\n", "\r", "\u{0085}", "\u{000B}", "‿", "\u{2029}", "Ņ",
                "\u{2005}",
            ]
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
                let length = Int.random(in: 0...(Bool.random(using: &random) ? 8 : 30), using: &random)
                let text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
                let matched = simple.matches(Substring(text))
                if matched != icuMatches(pattern, text) { differences.append("\(pattern) on \"\(text)\": \(matched)") }
            }
        }
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(30)); \(random.replay)")
        #expect(read > rounds / 4, "most random patterns are read: \(read); \(random.replay)")
    }

    @Test("A pattern that backtracks much still answers at once, on text of any length", .timeLimit(.minutes(1)))
    func backtracking() {
        let pattern = SimplePattern("^a*a*a*a*a*b$")
        #expect(pattern?.matches(Substring(String(repeating: "a", count: 256))) == false)
        #expect(pattern?.matches(Substring(String(repeating: "a", count: 65_536))) == false)
        // ICU takes minutes on this (quadratic: 32 s at 64 KiB), read here
        // once, a character at a time.
        let digits = String(repeating: "0123456789", count: 104_858)
        #expect(SimplePattern("[0-9]+x")?.matches(Substring(digits)) == false)
        #expect(SimplePattern("[0-9]+x")?.matches(Substring(digits + "x")) == true)
        #expect(SimplePattern(#"\d+\s"#)?.matches(Substring(String(repeating: "٣", count: 65_536))) == false)
    }

    @Test("A pattern that would need more states than it may have is left to ICU")
    func manyStates() {
        #expect(SimplePattern("^[0-9]{1,\(SimplePattern.mostStates)}$") != nil)
        #expect(SimplePattern("^[0-9]{1,\(SimplePattern.mostStates + 1)}$") == nil)
        #expect(SimplePattern("^a{300}b{300}$") == nil)
        #expect(SimplePattern("^a{0,}$") != nil)
    }
}
