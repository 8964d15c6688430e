import FormsKitModel
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
}
