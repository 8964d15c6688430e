import FormsKitHTML
import FormsKitTestSupport
import Foundation
import Testing

/// The parser against what it stands for: names looked up as a search of
/// the pairs finds them, pairs as a plain split and decode finds them,
/// UTF-8 as the standard library checks it.
@Suite("URL-encoded forms: lookups, pairs and UTF-8 against references")
struct SubmittedFormIndexTests {
    /// `value(for:)`, `values(for:)` and `contains(_:)` as a list search
    /// finds them; `note` says which case (and seed) it is.
    private func expectLookups(_ form: SubmittedForm, names: [String], note: String = "") {
        for name in names {
            let values = form.pairs.filter { $0.name == name }.map(\.value)
            #expect(form.values(for: name) == values, "\(name) \(note)")
            #expect(form.value(for: name) == values.first, "\(name) \(note)")
            #expect(form.contains(name) == !values.isEmpty, "\(name) \(note)")
        }
    }

    @Test("Names looked up, repeated or not, find what a search of the pairs finds, in random bodies")
    func lookupsMatchASearch() throws {
        var generator = SeededGenerator(defaultSeed: 0x100C_0005)
        let replay = generator.replay
        let vocabulary = ["a", "b", "name", "email", "tags", "teammates.0.email", "teammates.1.email", "_fk_present", "é", "x y", ""]
        for _ in 0..<300 {
            let count = Int.random(in: 0...60, using: &generator)
            let pairs = (0..<count).map { _ in (vocabulary.randomElement(using: &generator)!, String(Int.random(in: 0...9, using: &generator))) }
            let body = pairs.map { "\($0.0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")=\($0.1)" }.joined(separator: "&")
            let form = try SubmittedForm(parsing: body)
            expectLookups(form, names: vocabulary + ["missing", "teammates.2.email"], note: "in \(body.debugDescription); \(replay)")
        }
    }

    @Test("Pairs read in place (names and values left in the body's bytes) are the pairs a plain split and decode finds, in random bodies")
    func pairsMatchASplit() throws {
        var generator = SeededGenerator(defaultSeed: 0x5B11_7000)
        let replay = generator.replay
        let pieces = ["a", "name", "x.1.y", "%C3%A9", "%2B", "+", "%26", "%3D", "=", "", "_fk_present", "teammates.0.email", "%20sp", "é"]
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let body = (0..<count).map { _ in
                let name = (0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.filter { $0 != "=" }.randomElement(using: &generator)! }.joined()
                let value = (0..<Int.random(in: 0...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                return Bool.random(using: &generator) ? name + "=" + value : name
            }.joined(separator: "&")
            let form = try SubmittedForm(parsing: body)
            let expected = URLEncodedReading.pairs(of: body)
            #expect(expected == .success(form.pairs.map(URLEncodedReading.Pair.init)), "\(body.debugDescription); \(replay)")
            #expect(try SubmittedForm(parsing: Array(body.utf8)) == form, "\(body.debugDescription); \(replay)")
            let names = (try? expected.get())?.map(\.name) ?? []
            expectLookups(form, names: Array(Set(names)) + ["missing"], note: "in \(body.debugDescription); \(replay)")
        }
    }

    @Test("An empty name is a name like any other")
    func emptyName() throws {
        let form = try SubmittedForm(parsing: "=empty&a=1&=again")
        #expect(form.value(for: "") == "empty")
        #expect(form.values(for: "") == ["empty", "again"])
    }

    @Test("Percent-decoded bytes are accepted exactly when String(validating:) accepts them")
    func utf8CheckMatchesTheStandardLibrary() throws {
        // The standard library's check is the judge where it exists.
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        var generator = SeededGenerator(defaultSeed: 0x0007_F800)
        let replay = generator.replay
        // Every one- and two-byte sequence, then random ones weighted to the
        // bytes that start and continue multi-byte characters.
        var samples: [[UInt8]] = (0...255).map { [UInt8($0)] }
        for first in 0xC0...0xFF { for second in 0...255 { samples.append([UInt8(first), UInt8(second)]) } }
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
            0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        for _ in 0..<20_000 {
            samples.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in interesting.randomElement(using: &generator)! })
        }
        for bytes in samples {
            let expected = String(validating: bytes, as: UTF8.self)
            let body = "v=" + bytes.map { String(format: "%%%02X", $0) }.joined()
            do {
                let form = try SubmittedForm(parsing: body)
                #expect(expected != nil && form.value(for: "v") == expected, "\(bytes); \(replay)")
            } catch {
                #expect(expected == nil, "\(bytes): \(error); \(replay)")
            }
        }
    }
}
