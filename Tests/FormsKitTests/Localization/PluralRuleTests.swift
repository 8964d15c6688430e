import FormsKit
import Testing

/// The plural categories of the shipped languages, checked against the
/// sample numbers Unicode CLDR (version 46) gives for each category of each
/// language. Ranges (`2~16`) are written out; samples in compact notation
/// (`1c6`) are left out, as FormsKit never writes numbers that way.
@Suite("Plural rules: CLDR's samples")
struct PluralRuleTests {
    struct Samples: Sendable, CustomTestStringConvertible {
        var language: FormLanguage
        var categories: [PluralCategory: [String]]
        var testDescription: String { language.tag }
    }

    /// `"2~4"` is "2", "3", "4"; `"0.0~1.5"` steps by the last digit.
    private static func expand(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "…" }.flatMap { item -> [String] in
            let ends = item.split(separator: "~").map(String.init)
            guard ends.count == 2 else { return [item] }
            let decimals = ends[0].split(separator: ".").dropFirst().first?.count ?? 0
            let scale = decimals == 0 ? 1 : Int(pow10(decimals))
            let start = Int((Double(ends[0])! * Double(scale)).rounded())
            let end = Int((Double(ends[1])! * Double(scale)).rounded())
            return (start...end).map { value in
                guard decimals > 0 else { return String(value) }
                let whole = value / scale
                let fraction = String(value % scale)
                return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
            }
        }
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    static let shipped: [Samples] = [
        Samples(
            language: .english,
            categories: [
                .one: expand("1"),
                .other: expand("0, 2~16, 100, 1000, 10000, 100000, 1000000, 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0"),
            ]),
        Samples(
            language: .german,
            categories: [
                .one: expand("1"),
                .other: expand("0, 2~16, 100, 1000, 10000, 100000, 1000000, 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0"),
            ]),
        Samples(
            language: .french,
            categories: [
                .one: expand("0, 1, 0.0~1.5"),
                .many: expand("1000000"),
                .other: expand("2~17, 100, 1000, 10000, 100000, 2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0"),
            ]),
        Samples(
            language: .spanish,
            categories: [
                .one: expand("1, 1.0, 1.00, 1.000, 1.0000"),
                .many: expand("1000000"),
                .other: expand("0, 2~16, 100, 1000, 10000, 100000, 0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0"),
            ]),
        Samples(
            language: .japanese,
            categories: [
                .other: expand("0~15, 100, 1000, 10000, 100000, 1000000, 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0")
            ]),
        Samples(
            language: .russian,
            categories: [
                .one: expand("1, 21, 31, 41, 51, 61, 71, 81, 101, 1001"),
                .few: expand("2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002"),
                .many: expand("0, 5~19, 100, 1000, 10000, 100000, 1000000"),
                .other: expand("0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0"),
            ]),
        Samples(
            language: .arabic,
            categories: [
                .zero: expand("0, 0.0, 0.00, 0.000, 0.0000"),
                .one: expand("1, 1.0, 1.00, 1.000, 1.0000"),
                .two: expand("2, 2.0, 2.00, 2.000, 2.0000"),
                .few: expand("3~10, 103~110, 1003, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0"),
                .many: expand("11~26, 111, 1011, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 111.0, 1011.0"),
                .other: expand(
                    "100~102, 200~202, 300~302, 400~402, 500~502, 600, 1000, 10000, 100000, 1000000, 0.1~0.9, 1.1~1.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0"
                ),
            ]),
    ]

    @Test("Every sample of every category of every shipped language", arguments: shipped)
    func samples(_ samples: Samples) {
        #expect(Set(Self.shipped.map(\.language)) == Set(FormLanguage.shipped), "every shipped language has samples")
        for (category, numbers) in samples.categories {
            #expect(!numbers.isEmpty)
            for number in numbers {
                #expect(samples.language.pluralCategory(for: number) == category, "\(samples.language.tag) \(number)")
                if let whole = Int(number) {
                    #expect(samples.language.pluralCategory(for: whole) == category, "\(samples.language.tag) \(whole) as an integer")
                }
            }
        }
    }

    @Test("A number written with a decimal comma reads as with a point; words are not numbers")
    func writtenNumbers() {
        #expect(FormLanguage.russian.pluralCategory(for: "1,5") == .other)
        #expect(FormLanguage.french.pluralCategory(for: "1,5") == .one)
        #expect(FormLanguage.english.pluralCategory(for: "-1") == .one)
        #expect(FormLanguage.english.pluralCategory(for: "one") == .other)
        #expect(FormLanguage.english.pluralCategory(for: "1.") == .other)
        #expect(FormLanguage("pt-BR").pluralCategory(for: 0) == .one)
        #expect(FormLanguage("pt-PT").pluralCategory(for: 0) == .other)
    }

    @Test("Languages are chosen from preferences and from a terminal's environment")
    func choosing() {
        #expect(FormLanguage.best(for: ["fr-CA", "en"])?.tag == "fr-CA")
        #expect(FormLanguage.best(for: ["fr-CA", "en"])?.language == .french)
        #expect(FormLanguage.best(for: ["it", "de"]) == .german)
        #expect(FormLanguage.best(for: ["it"]) == nil)
        #expect(FormLanguage.preferred(environment: ["LANG": "ru_RU.UTF-8"]) == .russian.withRegion("RU"))
        #expect(FormLanguage.preferred(environment: ["LANG": "C.UTF-8"]) == .english)
        #expect(FormLanguage.preferred(environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "ja_JP.UTF-8"]).language == .japanese)
        #expect(FormLanguage.preferred(environment: ["LANG": "en_GB.UTF-8", "LC_MESSAGES": "ar_EG.UTF-8"]).language == .arabic)
        #expect(FormLanguage.preferred(environment: ["LANG": "it_IT.UTF-8", "LANGUAGE": "it:es"]).language == .spanish)
        #expect(FormLanguage.preferred(environment: [:]) == .english)
        #expect(FormLanguage("PT_br").tag == "pt-BR")
        #expect(FormLanguage.arabic.isRightToLeft && !FormLanguage.russian.isRightToLeft)
    }
}

extension FormLanguage {
    fileprivate func withRegion(_ region: String) -> FormLanguage { FormLanguage(tag + "-" + region) }
}
