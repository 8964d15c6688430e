import FormsKitModel
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

    @Test("Whole numbers, read without the C library's reader, read exactly as Double(_:) reads them, -0 and leading zeros included")
    func wholeNumbersReadAsDoubleReads() {
        func expectAsDouble(_ text: String, note: String = "") {
            let expected = Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
            let read = NumberFormat.automatic.parse(text)
            // Compared by their bits: `-0` must stay `-0`.
            #expect(
                read?.bitPattern == expected?.bitPattern,
                "\(text.debugDescription): \(String(describing: read)) against \(String(describing: expected)) \(note)")
        }
        let cases = [
            "0", "-0", "00", "-00", "007", "-007", "1", "-1", "42", "999999999999999", "-999999999999999", "9999999999999999",
            "100000000000000000000", "-", "--1", "+5", "1-", "1e3", "12a", "0x10", "\u{0661}\u{0662}", "4 2", " 42", "42 ",
            "\t-3\t", "\u{3000}17\u{00A0}", "\n7", "7\n", "", " ",
        ]
        for text in cases { expectAsDouble(text) }
        var generator = SeededGenerator(defaultSeed: 0xD0_0B1E)
        let replay = generator.replay
        let alphabet: [Character] = ["0", "1", "5", "9", "-", "+", ".", "e", " ", "\t", "\u{00A0}"]
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
