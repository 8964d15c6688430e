import FormsKit
import Foundation
import Testing

@Suite("Text rules")
struct TextRuleTests {
    @Test("isNotEmpty trims whitespace and works on String, String?, collections")
    func isNotEmpty() {
        let text: NotEmptyRule<String> = .isNotEmpty()
        #expect(text.validate(value: "") == "This field is required")
        #expect(text.validate(value: " \n\t ") == "This field is required")
        #expect(text.validate(value: " a ") == nil)

        let optional: NotEmptyRule<String?> = .isNotEmpty(message: "Nickname?")
        #expect(optional.validate(value: nil) == "Nickname?")
        #expect(optional.validate(value: "  ") == "Nickname?")
        #expect(optional.validate(value: "Ada") == nil)

        let tags: NotEmptyRule<[String]> = .isNotEmpty()
        #expect(tags.validate(value: []) != nil)
        #expect(tags.validate(value: ["swift"]) == nil)
    }

    @Test("minLength and maxLength count characters as users see them")
    func lengths() {
        let min: MinLengthRule<String> = .minLength(3)
        #expect(min.validate(value: "ab") == "Must be at least 3 characters")
        #expect(min.validate(value: "abc") == nil)
        #expect(min.validate(value: "👍🏽é!") == nil, "three characters, many code points")

        let max: MaxLengthRule<String> = .maxLength(2)
        #expect(max.validate(value: "👍🏽é") == nil)
        #expect(max.validate(value: "abc") == "Must be no more than 2 characters")

        let one: MinLengthRule<String> = .minLength(1)
        #expect(one.validate(value: "") == "Must be at least 1 character")
    }

    @Test("Lengths count grapheme clusters, exactly at the limits, on values of any length")
    func lengthSemantics() {
        let decomposed = "e\u{301}"  // e + combining acute: one character
        let family = "👨‍👩‍👧‍👦"  // seven code points: one character
        let flag = "🇫🇷"  // two regional indicators: one character
        for character in [decomposed, family, flag, "👍🏽", "\r\n"] {
            #expect(MinLengthRule<String>(1).validate(value: character) == nil, "\(character.unicodeScalars.count) scalars")
            #expect(MaxLengthRule<String>(1).validate(value: character) == nil, "\(character.unicodeScalars.count) scalars")
            #expect(MinLengthRule<String>(2).validate(value: character) != nil)
        }

        // A combining mark after the limit joins the last character: still within it.
        let max2: MaxLengthRule<String> = .maxLength(2)
        #expect(max2.validate(value: "ab\u{301}") == nil)
        #expect(max2.validate(value: "ab\u{301}c") == "Must be no more than 2 characters")
        #expect(max2.validate(value: family + flag) == nil)
        #expect(max2.validate(value: family + flag + decomposed) != nil)

        let min3: MinLengthRule<String> = .minLength(3)
        #expect(min3.validate(value: decomposed + decomposed) == "Must be at least 3 characters")
        #expect(min3.validate(value: decomposed + decomposed + flag) == nil)

        let zero: MaxLengthRule<String> = .maxLength(0)
        #expect(zero.validate(value: "") == nil)
        #expect(zero.validate(value: "a") != nil)
        #expect(MinLengthRule<String>(0).validate(value: "") == nil)

        // Long values: the rules stop counting at the limit, with the same answers.
        let long = String(repeating: "ab\u{301}", count: 50_000)  // 100,000 characters
        #expect(MaxLengthRule<String>(99_999).validate(value: long) != nil)
        #expect(MaxLengthRule<String>(100_000).validate(value: long) == nil)
        #expect(MinLengthRule<String>(100_000).validate(value: long) == nil)
        #expect(MinLengthRule<String>(100_001).validate(value: long) != nil)
        #expect(MinLengthRule<Substring>(3).validate(value: long.dropFirst(99_998)) == "Must be at least 3 characters")

        let required: NotEmptyRule<String> = .isNotEmpty()
        #expect(required.validate(value: String(repeating: " ", count: 100_000) + "\u{2003}x") == nil)
        #expect(required.validate(value: "\u{2003}\u{00A0} \n") == "This field is required", "Unicode whitespace only")
        #expect(required.validate(value: " \u{2003}é") == nil)
    }

    @Test("Text rules apply to String? fields; nil passes all but isNotEmpty")
    func optionalStrings() {
        let min: MinLengthRule<String?> = .minLength(3)
        #expect(min.validate(value: nil) == nil)
        #expect(min.validate(value: "ab") != nil)
        let pattern: PatternRule<String?> = .pattern("^[a-z]+$")
        #expect(pattern.validate(value: nil) == nil)
        #expect(pattern.validate(value: "ABC") != nil)
        let email: EmailRule<String?> = .email()
        #expect(email.validate(value: nil) == nil)
        #expect(email.validate(value: "nope") != nil)
    }

    @Test("pattern matches anywhere unless anchored")
    func patternAnywhere() {
        let upper: PatternRule<String> = .pattern("[A-Z]", message: "Needs an uppercase letter")
        #expect(upper.validate(value: "abcDef") == nil)
        #expect(upper.validate(value: "abcdef") == "Needs an uppercase letter")

        let whole: PatternRule<String> = .pattern("^[0-9]{4}$")
        #expect(whole.validate(value: "2026") == nil)
        #expect(whole.validate(value: "x2026") == "Has an invalid format")
    }

    @Test(
        "An unanchored pattern that repeats a class checks a mebibyte of text at once (ICU took 32 s at 64 KiB)",
        .timeLimit(.minutes(1)))
    func patternOnLongText() {
        let code: PatternRule<String> = .pattern("[0-9]+x", message: "Add an x after the digits")
        let digits = String(repeating: "0123456789", count: 104_858)
        #expect(code.validate(value: digits) == "Add an x after the digits")
        #expect(code.validate(value: digits + "x") == nil)
        // Text other than ASCII and a final line end, matched as ICU does.
        let word: PatternRule<String> = .pattern(#"^\w+$"#)
        #expect(word.validate(value: String(repeating: "été", count: 20_000)) == nil)
        #expect(word.validate(value: String(repeating: "été", count: 20_000) + "\n") == nil, "ICU's `$` matches before a final line end")
        #expect(word.validate(value: String(repeating: "été", count: 20_000) + " ") != nil)
    }

    @Test("pattern accepts a Swift Regex literal")
    func regexLiteral() {
        let digit: PatternRule<String> = .pattern(/[0-9]/, message: "Add a digit")
        #expect(digit.validate(value: "abc") == "Add a digit")
        #expect(digit.validate(value: "abc1") == nil)
    }

    @Test("An invalid pattern from outside the code throws a clear error")
    func invalidPatternThrows() {
        #expect {
            _ = try PatternRule<String>(validating: "[unclosed")
        } throws: { error in
            "\(error)".contains("\"[unclosed\" is not valid")
        }
    }

    @Test("An invalid pattern written in code stops the program where it is declared")
    func invalidPatternTraps() async {
        await #expect(processExitsWith: .failure) {
            let rule: PatternRule<String> = .pattern("[unclosed")
            _ = rule.validate(value: "anything")
        }
    }

    @Test(
        "email accepts address shapes and rejects the rest",
        arguments: [
            ("ada@example.com", true),
            ("first.last+tag@sub.example.co.uk", true),
            ("x_y%z@a-b.io", true),
            ("", true),  // empty passes: combine with isNotEmpty to require
            ("plainaddress", false),
            ("@example.com", false),
            ("ada@", false),
            ("ada@example", false),
            ("ada@example.c", false),
            ("ada@example.c0m", false),
            ("ada@@example.com", false),
            ("a..b@example.com", false),
            (".ada@example.com", false),
            ("ada@example..com", false),
            ("ada @example.com", false),
            ("ädä@example.com", false),
        ])
    func email(address: String, accepted: Bool) {
        let rule: EmailRule<String> = .email()
        #expect((rule.validate(value: address) == nil) == accepted)
    }

    @Test("url requires an allowed scheme and a host")
    func url() {
        let web: URLRule<String> = .url()
        #expect(web.validate(value: "https://example.com/path?q=1") == nil)
        #expect(web.validate(value: "HTTP://EXAMPLE.COM") == nil)
        #expect(web.validate(value: "") == nil)
        #expect(web.validate(value: "example.com") == "Enter a URL starting with https:// or http://")
        #expect(web.validate(value: "ftp://example.com") == "Enter a URL starting with https:// or http://")
        #expect(web.validate(value: "https://") == "Enter a full URL, such as https://example.com")
        #expect(web.validate(value: "HTTP://") == "Enter a full URL, such as http://example.com")
        #expect(web.validate(value: "https:example.com") == "Enter a full URL, such as https://example.com")
        #expect(web.validate(value: "https:///path") == "Enter a full URL, such as https://example.com")
        #expect(web.validate(value: "https://exa mple.com") == "Enter a full URL, such as https://example.com")
        #expect(web.validate(value: " https://example.com") == "Enter a URL starting with https:// or http://")

        let any: URLRule<String> = .url(schemes: [])
        #expect(any.validate(value: "example.com") == "Enter a valid URL")
        #expect(any.validate(value: "ftp://") == "Enter a full URL, such as ftp://example.com")
        #expect(any.validate(value: "ftp://example.com") == nil)

        let ssh: URLRule<String?> = .url(schemes: ["ssh"], message: "Use an ssh:// address")
        #expect(ssh.validate(value: "ssh://git@host.example") == nil)
        #expect(ssh.validate(value: "https://host") == "Use an ssh:// address")
    }

    @Test(
        "url requires a host a browser can reach and a port up to 65535",
        arguments: [
            ("https://x.org:99999", "Enter a port from 1 to 65535 after the colon, or none"),
            ("https://x.org:65536/path", "Enter a port from 1 to 65535 after the colon, or none"),
            ("https://x.org:0", "Enter a port from 1 to 65535 after the colon, or none"),
            ("https://user@x.org:70000", "Enter a port from 1 to 65535 after the colon, or none"),
            ("https://.com", "Enter a full URL, such as https://example.com"),
            ("https://a", "Enter a full URL, such as https://example.com"),
            ("https://a.", "Enter a full URL, such as https://example.com"),
            ("https://a..com", "Enter a full URL, such as https://example.com"),
            ("https://-a.com", "Enter a full URL, such as https://example.com"),
            ("https://a-.com", "Enter a full URL, such as https://example.com"),
            ("https://x.99", "Enter a full URL, such as https://example.com"),
            ("https://x.c", "Enter a full URL, such as https://example.com"),
            ("https://x_y.com", "Enter a full URL, such as https://example.com"),
            ("https://999.1.1.1", "Enter a full URL, such as https://example.com"),
            ("https://user@a/", "Enter a full URL, such as https://example.com"),
            ("https://x.org:65535", nil), ("https://x.org:1/a", nil), ("https://example.com.", nil), ("http://localhost:8080", nil),
            ("http://LOCALHOST", nil), ("http://127.0.0.1:8080/x", nil), ("http://[::1]:8080/", nil), ("https://a-b.co.uk", nil),
            ("https://xn--bcher-kva.ch", nil), ("https://b\u{FC}cher.de", nil), ("https://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}", nil),
            ("https://example.xn--p1ai", nil), ("https://user:pw@example.com", nil), ("https://1.2.3.4", nil),
        ] as [(String, String?)])
    func urlHostAndPort(address: String, message: String?) {
        let rule: URLRule<String> = .url()
        #expect(rule.validate(value: address) == message, "\(address)")
    }

    @Test("isTrue for consent boxes")
    func isTrue() {
        let rule: IsTrueRule = .isTrue()
        #expect(rule.validate(value: false) == "Must be accepted")
        #expect(rule.validate(value: true) == nil)
    }

    @Test("isNotEmpty finds text empty exactly when every character is whitespace, whatever its first byte")
    func emptinessByFirstByte() {
        let required: NotEmptyRule<String> = .isNotEmpty()
        // Every ASCII character first, and Unicode whitespace and other
        // characters: a first byte decides most texts at once.
        var firsts = (0..<0x80).compactMap(Unicode.Scalar.init).map { String(Character($0)) }
        firsts += ["\u{00A0}", "\u{2003}", "\u{3000}", "\u{2028}", "\u{0085}", "\u{200B}", "é", "漢", "😀"]
        for first in firsts {
            for text in [first, first + " ", first + "x", first + "\u{3000}", " " + first] {
                let isBlank = text.allSatisfy(\.isWhitespace)
                #expect((required.validate(value: text) != nil) == isBlank, "\(text.debugDescription)")
            }
        }
    }
}
