import FormsKitTestSupport
import Foundation
import Testing

@testable import FormsKitHTML

/// The parser's own pieces: the table of names and the UTF-8 check, each
/// against what it stands in for.
@Suite("URL-encoded forms: the name table and the UTF-8 check")
struct URLEncodedFormIndexTests {
    /// `value(for:)`, `values(for:)` and `contains(_:)` as a list search
    /// finds them; `note` says which case (and seed) it is.
    private func expectLookups(_ form: URLEncodedForm, names: [String], note: String = "") {
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
            let form = try URLEncodedForm(parsing: body)
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
            let form = try URLEncodedForm(parsing: body)
            let expected = URLEncodedReading.pairs(of: body)
            #expect(expected == .success(form.pairs.map(URLEncodedReading.Pair.init)), "\(body.debugDescription); \(replay)")
            #expect(try URLEncodedForm(parsing: Array(body.utf8)) == form, "\(body.debugDescription); \(replay)")
            let names = (try? expected.get())?.map(\.name) ?? []
            expectLookups(form, names: Array(Set(names)) + ["missing"], note: "in \(body.debugDescription); \(replay)")
        }
    }

    @Test("Names chosen to collide in the table are looked up through a seeded table, with the same answers")
    func collidingNames() throws {
        // Forty names whose hashes agree in the table's bits (a body of
        // forty pairs has a table of 128 slots).
        var buckets: [Int: [String]] = [:]
        var colliding: [String] = []
        for number in 0... {
            let name = "n\(number)"
            let bucket = PairNameIndex.hash(name) & 127
            buckets[bucket, default: []].append(name)
            if buckets[bucket]!.count == 40 {
                colliding = buckets[bucket]!
                break
            }
        }
        var pairs = colliding.map { ($0, "1") }
        pairs += colliding.prefix(5).map { ($0, "2") }
        let form = URLEncodedForm(pairs: pairs)
        expectLookups(form, names: colliding + ["missing", "n"])
        #expect(form.values(for: colliding[0]) == ["1", "2"])
    }

    @Test("An empty name hashes the same with or without an address")
    func emptyNameHash() {
        var empty = ""
        let fromString = empty.withUTF8 { PairNameIndex.hash($0) }
        #expect(PairNameIndex.hash(UnsafeBufferPointer(start: nil, count: 0)) == fromString)
        #expect(PairNameIndex.hash("") == fromString)
        let form = URLEncodedForm(pairs: [("", "empty"), ("a", "1")])
        #expect(form.value(for: "") == "empty")
    }

    @Test("Percent-decoded bytes are accepted exactly when String(validating:) accepts them")
    func utf8CheckMatchesTheStandardLibrary() throws {
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
                let form = try URLEncodedForm(parsing: body)
                #expect(expected != nil && form.value(for: "v") == expected, "\(bytes); \(replay)")
            } catch {
                #expect(expected == nil, "\(bytes): \(error); \(replay)")
            }
        }
    }

    @Test("An option's index read in place reads as Int(_:) reads the value, for signs, spaces, other digits and the ends of Int")
    func integersReadAsIntReads() throws {
        let values = [
            "0", "1", "7", "01", "+1", "-1", "-0", "+0", "", "+", "-", "--1", "+-1", " 1", "1 ", "1.0", "1e3", "0x1", "١", "１",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "99999999999999999999",
            "00000000000000000000000000001", "-00000000000000000000000000001", "12a", "a12", "%31", "1%2B", "+%31",
            // A `+` in a body is a space; an encoded one is a sign.
            "%2B1", "%2B0", "%2B", "%2B-1", "%2B9223372036854775807", "%2B9223372036854775808", "-%2B1",
        ]
        for value in values {
            let form = try URLEncodedForm(parsing: "choice=\(value)")
            let position = try #require(form.firstPair(named: "choice", hash: URLEncodedForm.nameHash("choice")))
            #expect(form.integer(at: position) == Int(form.value(at: position)), "\(value)")
        }
        // And any random digits, signs and other bytes.
        var generator = SeededGenerator(defaultSeed: 0x1_2345)
        let replay = generator.replay
        let alphabet = Array("0123456789+- x")
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...22, using: &generator)
            let value = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let form = try URLEncodedForm(parsing: "n=" + (value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
            let position = try #require(form.firstPair(named: "n", hash: URLEncodedForm.nameHash("n")), "\(value.debugDescription); \(replay)")
            #expect(form.integer(at: position) == Int(value), "\(value.debugDescription); \(replay)")
        }
    }
}
