import FormsKitHTML
import FormsKitTestSupport
import Testing

@Suite("Reading a urlencoded submission")
struct SubmittedFormTests {
    @Test("What browsers send is kept: repeated keys, empty values, pairs without =, + and escapes")
    func browserInput() throws {
        let form = try SubmittedForm(parsing: "tags=a&tags=b&age=&flag&name=Ada+Lovelace&city=Z%C3%BCrich&empty=&&x%2By=1%2B1")
        #expect(form.values(for: "tags") == ["a", "b"])
        #expect(form.value(for: "age") == "")
        #expect(form.value(for: "flag") == "")
        #expect(form.contains("flag"))
        #expect(form.value(for: "name") == "Ada Lovelace")
        #expect(form.value(for: "city") == "Zürich")
        #expect(form.value(for: "x+y") == "1+1")
        #expect(form.value(for: "missing") == nil)
        #expect(form.pairs.count == 8)
    }

    @Test("A name's values come in the order sent, however the names interleave")
    func interleavedValues() throws {
        let form = try SubmittedForm(parsing: "a=1&b=x&a=2&c=&a=3&b=y&a=4")
        #expect(form.values(for: "a") == ["1", "2", "3", "4"])
        #expect(form.values(for: "b") == ["x", "y"])
        #expect(form.values(for: "c") == [""])
        #expect(form.values(for: "d") == [])
        #expect(form.value(for: "a") == "1")
        #expect(form.value(for: "b") == "x")
        #expect(!form.contains("d"))
    }

    @Test("A pair's first = divides it: escapes, + and non-ASCII on either side are decoded on that side only, later = are the value's")
    func sidesOfTheFirstEquals() throws {
        let form = try SubmittedForm(parsing: "a%3Db=c%3Dd&e+f=g=h+i&=x&j=&k=%E2%9C%93&%C3%A9=plain&l=café")
        #expect(form.pairs.map(\.name) == ["a=b", "e f", "", "j", "k", "é", "l"])
        #expect(form.pairs.map(\.value) == ["c=d", "g=h i", "x", "", "✓", "plain", "café"])
        #expect(form.values(for: "") == ["x"])
        #expect(throws: SubmittedFormError.malformedPercentEncoding(offset: 10)) { try SubmittedForm(parsing: "plain=1&a=%G0") }
        #expect(throws: SubmittedFormError.malformedPercentEncoding(offset: 8)) { try SubmittedForm(parsing: "plain=1&%=1") }
        #expect(throws: SubmittedFormError.invalidUTF8(offset: 8)) { try SubmittedForm(parsing: "plain=1&%FF=1") }
        #expect(throws: SubmittedFormError.invalidUTF8(offset: 10)) { try SubmittedForm(parsing: "plain=1&a=%C3") }
    }

    @Test("Malformed percent-encoding and invalid UTF-8 are reported with where they are")
    func malformed() throws {
        #expect(throws: SubmittedFormError.malformedPercentEncoding(offset: 5)) { try SubmittedForm(parsing: "name=%zz") }
        #expect(throws: SubmittedFormError.malformedPercentEncoding(offset: 5)) { try SubmittedForm(parsing: "name=%4") }
        #expect(throws: SubmittedFormError.invalidUTF8(offset: 5)) { try SubmittedForm(parsing: "name=%FF%FE") }
        let error = SubmittedFormError.malformedPercentEncoding(offset: 5)
        #expect(error.description.contains("encode % as %25"))
        // Raw bytes that are not UTF-8, in a body read as bytes: reported
        // where they are, in a name or a value, not repaired.
        #expect(throws: SubmittedFormError.invalidUTF8(offset: 5)) { try SubmittedForm(parsing: Array("name=".utf8) + [0xFF, 0x41]) }
        #expect(throws: SubmittedFormError.invalidUTF8(offset: 8)) { try SubmittedForm(parsing: Array("plain=1&".utf8) + [0xC3] + Array("=1".utf8)) }
        #expect(throws: SubmittedFormError.invalidUTF8(offset: 5)) { try SubmittedForm(parsing: Array("name=".utf8) + [0xED, 0xA0, 0x80]) }
        #expect(throws: SubmittedFormError.invalidUTF8(offset: 5)) { try SubmittedForm(parsing: Array("name=".utf8) + [0xC0, 0xAF]) }
        #expect(try SubmittedForm(parsing: Array("name=".utf8) + [0xC3, 0xA9]).value(for: "name") == "é")
    }

    @Test("Each limit has its own error, saying how to fix it")
    func limits() {
        let small = SubmittedFormLimits(maximumBodySize: 64, maximumPairCount: 3, maximumNameLength: 8, maximumValueLength: 10)
        #expect(throws: SubmittedFormError.bodyTooLarge(size: 65, limit: 64)) {
            try SubmittedForm(parsing: String(repeating: "a", count: 65), limits: small)
        }
        #expect(throws: SubmittedFormError.tooManyPairs(limit: 3)) { try SubmittedForm(parsing: "a=1&b=2&c=3&d=4", limits: small) }
        #expect(throws: SubmittedFormError.nameTooLong(name: "abcdefghi", limit: 8)) {
            try SubmittedForm(parsing: "abcdefghi=1", limits: small)
        }
        #expect(throws: SubmittedFormError.valueTooLong(name: "a", limit: 10)) {
            try SubmittedForm(parsing: "a=12345678901", limits: small)
        }
        #expect(SubmittedFormError.tooManyPairs(limit: 3).description.contains("maximumPairCount"))
    }

    @Test("A URL's query reads as a body does: after ?, up to #")
    func query() throws {
        let form = try SubmittedForm(query: "/search?q=caf%C3%A9+au+lait&tags=a&tags=b#results")
        #expect(form.value(for: "q") == "café au lait")
        #expect(form.values(for: "tags") == ["a", "b"])
        #expect(try SubmittedForm(query: "q=1").value(for: "q") == "1")
        #expect(try SubmittedForm(query: "/path").pairs.count == 1, "no ? means the whole text is the query")
    }

    @Test("Names nest no deeper than the limit, and name no element past the group size limit")
    func nameLimits() throws {
        let limits = SubmittedFormLimits(
            maximumBodySize: 1_000, maximumPairCount: 10, maximumNameLength: 100, maximumValueLength: 10, maximumNameDepth: 3, maximumGroupSize: 5
        )
        _ = try SubmittedForm(parsing: "a.4.b=1&options.4=x&version2=1&a.b.c=1&x.99999999999999999999z=1", limits: limits)
        #expect(throws: SubmittedFormError.nameTooDeep(name: "a.b.c.d", limit: 3)) { try SubmittedForm(parsing: "a.b.c.d=1", limits: limits) }
        #expect(throws: SubmittedFormError.indexTooLarge(name: "options.5", limit: 5)) {
            try SubmittedForm(parsing: "options.5=x", limits: limits)
        }
        #expect(throws: SubmittedFormError.indexTooLarge(name: "a.99999999999999999999.b", limit: 5)) {
            try SubmittedForm(parsing: "a.99999999999999999999.b=x", limits: limits)
        }
        #expect(SubmittedFormError.nameTooDeep(name: "a", limit: 3).description.contains("maximumNameDepth"))
        #expect(SubmittedFormError.indexTooLarge(name: "a", limit: 3).description.contains("maximumGroupSize"))
    }

    @Test("Random bytes read as a plain split and decode reads them: the same pairs, or the same error at the same byte")
    func randomBytes() {
        var random = SeededGenerator(defaultSeed: 0xB17E5)
        let replay = random.replay
        let alphabet = Array("ab=&%+2FZ\u{00}é".utf8) + [0xFF, 0x80, 0xC3]
        var outcomes: [String: Int] = [:]
        for _ in 0..<5_000 {
            let length = Int.random(in: 0..<40, using: &random)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
            let expected = URLEncodedReading.pairs(of: bytes)
            let read: Result<[URLEncodedReading.Pair], URLEncodedReading.Problem>
            do throws(SubmittedFormError) {
                read = .success(try SubmittedForm(parsing: bytes).pairs.map(URLEncodedReading.Pair.init))
            } catch .malformedPercentEncoding(let offset) {
                read = .failure(.malformedPercentEncoding(offset: offset))
            } catch .invalidUTF8(let offset) {
                read = .failure(.invalidUTF8(offset: offset))
            } catch {
                Issue.record("\(bytes): \(error), which no body this short can have; \(replay)")
                continue
            }
            #expect(read == expected, "\(bytes) (\(String(decoding: bytes, as: UTF8.self).debugDescription)); \(replay)")
            switch expected {
            case .success: outcomes["read", default: 0] += 1
            case .failure(.malformedPercentEncoding): outcomes["malformed", default: 0] += 1
            case .failure(.invalidUTF8): outcomes["not UTF-8", default: 0] += 1
            }
        }
        #expect(outcomes.count == 3 && outcomes.values.allSatisfy { $0 >= 100 }, "each outcome is drawn often: \(outcomes); \(replay)")
    }
}
