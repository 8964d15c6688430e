@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTestSupport
import Foundation
import Testing

@Suite("Numbers written and read back")
struct NumberFormatTests {
    @Test("Whole numbers are written as printf's %.0f writes them, -0 and halves included")
    func wholeNumbers() {
        let values: [Double] = [0, -0.0, 1, -1, 42, 1e14, -1e14, 999_999_999_999_999, 2.5, 3.5, -2.5, 0.4, 1e15, 1e16, 123.000001]
        for value in values {
            #expect(NumberFormat.integer.string(value) == String(format: "%.0f", value), "\(value)")
        }
        #expect(NumberFormat(fractionDigits: 0, unit: " pt").string(16) == "16 pt")
        #expect(NumberFormat(fractionDigits: 2).string(16) == "16.00")
    }

    @Test("Text is read with the spaces around it and the unit ignored, whatever the spaces")
    func parsing() {
        let points = NumberFormat(fractionDigits: 0, unit: " pt")
        #expect(points.parse("16") == 16)
        #expect(points.parse("16 pt") == 16)
        #expect(points.parse("  16pt ") == 16)
        #expect(points.parse("\t16\u{00A0}pt\u{2003}") == 16)
        #expect(points.parse("pt") == nil)
        #expect(points.parse("") == nil)
        #expect(NumberFormat.automatic.parse(" -2.5 ") == -2.5)
        #expect(NumberFormat.automatic.parse("1e400") == nil)
    }

    @Test("A number is decimal digits with an optional sign and fraction: no hexadecimal, exponent, infinity or NaN")
    func onlyDecimalNotation() {
        for text in [
            "0x1F4", "0x14", "0X10", "20e0", "1e3", "1E-2", "2.5e1", "inf", "-infinity", "nan", "0b101", "1_000", "1,000", "--1", "+-1", ".", "-", "1.2.3",
            "١٢x",
        ] {
            #expect(NumberFormat.automatic.parse(text) == nil, "\(text.debugDescription) is not a number")
        }
    }

    @Test("Digits of the person's own script are read: Arabic-Indic, Persian, Devanagari and full-width")
    func digitsOfEveryScript() {
        #expect(NumberFormat.automatic.parse("\u{0662}\u{0660}") == 20)  // ٢٠
        #expect(NumberFormat.automatic.parse("\u{06F2}\u{06F5}") == 25)  // ۲۵, Persian
        #expect(NumberFormat.automatic.parse("\u{0968}\u{0966}") == 20)  // २०
        #expect(NumberFormat.automatic.parse("\u{FF12}\u{FF10}") == 20)  // ２０
        #expect(NumberFormat.automatic.parse("\u{FF0D}\u{FF13}\u{FF0E}\u{FF15}") == -3.5)  // －３．５
        #expect(NumberFormat.automatic.parse("\u{2212}7") == -7)  // − (minus sign)
        #expect(NumberFormat.automatic.parse("\u{0661}\u{066B}\u{0665}") == 1.5)  // ١٫٥, the Arabic decimal separator
        #expect(NumberFormat.integer.parse("+5") == 5)
        let french = TextConventions(decimalSeparator: ",", dateOrder: .dayMonthYear, dateSeparator: "/")
        TextConventions.withConventions(french) {
            #expect(NumberFormat.automatic.parse("\u{FF12}\u{FF0C}\u{FF15}") == 2.5)  // ２，５
            #expect(NumberFormat.automatic.parse("2.5") == nil)
        }
    }

    @Test("Decimal text reads as Double(_:) reads it, -0 and leading zeros included; anything else is no number")
    func decimalTextReadsAsDoubleReads() {
        // The reference: Double(_:) on text of the decimal form only.
        let decimalForm = /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)/
        func expectAsDouble(_ text: String, note: String = "") {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let expected = trimmed.wholeMatch(of: decimalForm) == nil ? nil : Double(trimmed).flatMap { $0.isFinite ? $0 : nil }
            let read = NumberFormat.automatic.parse(text)
            // Compared by their bits: `-0` must stay `-0`.
            #expect(
                read?.bitPattern == expected?.bitPattern,
                "\(text.debugDescription): \(String(describing: read)) against \(String(describing: expected)) \(note)")
        }
        let cases = [
            "0", "-0", "00", "-00", "007", "-007", "1", "-1", "42", "999999999999999", "-999999999999999", "9999999999999999",
            "100000000000000000000", "-", "--1", "+5", "1-", "1e3", "12a", "0x10", "4 2", " 42", "42 ", "1.", ".5", "-.5",
            "\t-3\t", "\u{3000}17\u{00A0}", "\n7", "7\n", "", " ", String(repeating: "9", count: 400),
        ]
        for text in cases { expectAsDouble(text) }
        var generator = SeededGenerator(defaultSeed: 0xD0_0B1E)
        let replay = generator.replay
        let alphabet: [Character] = ["0", "1", "5", "9", "-", "+", ".", "e", "x", "a", " ", "\t", "\u{00A0}"]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...18, using: &generator)
            let digitsOnly = Bool.random(using: &generator)
            let characters = (0..<length).map { index -> Character in
                guard digitsOnly else { return alphabet.randomElement(using: &generator)! }
                if index == 0, Bool.random(using: &generator) { return "-" }
                return Character(String(Int.random(in: 0...9, using: &generator)))
            }
            expectAsDouble(String(characters), note: replay)
        }
    }
}
