import FormsKitHTML

/// libFuzzer's entry point: the input is an `application/x-www-form-urlencoded`
/// body, parsed by ``SubmittedForm`` under the standard limits and under tiny
/// ones. Nothing may crash, and these must hold (a broken one is a crash):
///
/// - an error names a real place: a malformed escape's offset is a `%` of the
///   body, an invalid UTF-8 offset is inside it;
/// - tiny limits are stricter, never different: if they accept the body, the
///   standard limits give the same pairs, and if the standard limits reject
///   it, so do tiny ones;
/// - the lookups agree with the pairs;
/// - the pairs, percent-encoded again, parse back to the same pairs;
/// - a body that is valid UTF-8 parses the same as a `String`;
/// - a body the parser accepts gives the pairs a plain split and decode
///   gives (``referencePairs(_:)``), and one it refuses for an escape or its
///   UTF-8 is one that reference cannot read either.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzURLEncodedForm(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    let standard = Result { () throws(SubmittedFormError) in try SubmittedForm(parsing: body) }
    let tiny = Result { () throws(SubmittedFormError) in try SubmittedForm(parsing: body, limits: tinyLimits) }

    switch (standard, tiny) {
    case (.failure(let error), .success):
        fail("tiny limits accepted a body the standard limits reject (\(error))")
    case (.success(let form), .success(let tinyForm)):
        check(form == tinyForm, "tiny limits gave different pairs")
    case (.failure, .failure), (.success, .failure):
        break
    }
    for case .failure(let error) in [standard, tiny] {
        checkError(error, body: body)
    }
    let reference = referencePairs(body)
    switch standard {
    case .success(let form):
        let matches = reference.map { form.pairs.elementsEqual($0) { $0.name == $1.0 && $0.value == $1.1 } }
        check(matches == true, "the pairs differ from a plain split and decode")
    case .failure(.malformedPercentEncoding), .failure(.invalidUTF8):
        check(reference == nil, "an escape or its UTF-8 refused, which a plain decode reads")
    case .failure:
        break
    }
    guard case .success(let form) = standard else { return 0 }

    checkLookups(form)
    let encoded = encode(form.pairs)
    let reparsed = Result { () throws(SubmittedFormError) in try SubmittedForm(parsing: encoded, limits: roomyLimits) }
    guard case .success(let again) = reparsed else { fail("the re-encoded pairs did not parse: \(reparsed)") }
    check(again == form, "the re-encoded pairs parsed differently")
    if let text = String(validating: body, as: UTF8.self) {
        let fromString = Result { () throws(SubmittedFormError) in try SubmittedForm(parsing: text) }
        check((try? fromString.get()) == form, "parsing the body as a String gave different pairs")
    }
    return 0
}

/// The pairs of `body` read the plainest way: split on `&` (dropping empty
/// pieces), then at the first `=`; `+` is a space and `%XX` a byte; `nil`
/// when an escape is malformed or a name or value is not UTF-8.
private func referencePairs(_ body: [UInt8]) -> [(String, String)]? {
    func decode(_ bytes: ArraySlice<UInt8>) -> String? {
        var decoded: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "+"): decoded.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.endIndex, let byte = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16),
                    bytes[index + 1...index + 2].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
                else { return nil }
                decoded.append(byte)
                index += 2
            case let byte: decoded.append(byte)
            }
            index += 1
        }
        return String(validating: decoded, as: UTF8.self)
    }
    var pairs: [(String, String)] = []
    for piece in body.split(separator: UInt8(ascii: "&")) {
        let parts = piece.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = decode(parts[0]), let value = parts.count > 1 ? decode(parts[1]) : "" else { return nil }
        pairs.append((name, value))
    }
    return pairs
}

/// Small enough that the fuzzer's inputs reach every limit.
private let tinyLimits = SubmittedFormLimits(maximumBodySize: 200, maximumPairCount: 6, maximumNameLength: 12, maximumValueLength: 24)
/// For re-parsing re-encoded pairs, which take up to three times the bytes.
private let roomyLimits = SubmittedFormLimits(
    maximumBodySize: 3 * SubmittedFormLimits.standard.maximumBodySize,
    maximumPairCount: SubmittedFormLimits.standard.maximumPairCount,
    maximumNameLength: SubmittedFormLimits.standard.maximumNameLength,
    maximumValueLength: SubmittedFormLimits.standard.maximumValueLength
)

private func checkError(_ error: SubmittedFormError, body: [UInt8]) {
    check(!error.description.isEmpty, "an error without a description")
    switch error {
    case .malformedPercentEncoding(let offset):
        check(body.indices.contains(offset) && body[offset] == UInt8(ascii: "%"), "malformed escape at \(offset), which is not a %")
    case .invalidUTF8(let offset):
        check(body.indices.contains(offset), "invalid UTF-8 at \(offset), outside the body of \(body.count) bytes")
    case .bodyTooLarge, .tooManyPairs, .nameTooLong, .valueTooLong, .nameTooDeep, .indexTooLarge:
        break
    case .invalidJSON, .repeatedName:
        // Only a JSON body can be malformed JSON or name a field twice.
        check(false, "a JSON error from an urlencoded body")
    }
}

private func checkLookups(_ form: SubmittedForm) {
    var valuesByName: [String: [String]] = [:]
    for (name, value) in form.pairs {
        valuesByName[name, default: []].append(value)
    }
    for (name, values) in valuesByName {
        check(form.contains(name), "a sent name is not found")
        check(form.values(for: name) == values, "values(for:) differs from the pairs")
        check(form.value(for: name) == values.first, "value(for:) is not the first value")
    }
    let unsent = "_fk_unsent" + String(valuesByName.count)
    if valuesByName[unsent] == nil {
        check(!form.contains(unsent) && form.value(for: unsent) == nil && form.values(for: unsent).isEmpty, "a name never sent is found")
    }
}

/// The pairs as a browser encodes them: unreserved bytes as they are, space
/// as `+`, everything else (`&`, `=`, `+`, `%`, UTF-8) as `%XX`.
private func encode(_ pairs: [(name: String, value: String)]) -> [UInt8] {
    var body: [UInt8] = []
    for (index, pair) in pairs.enumerated() {
        if index > 0 { body.append(UInt8(ascii: "&")) }
        appendEncoded(pair.name, to: &body)
        body.append(UInt8(ascii: "="))
        appendEncoded(pair.value, to: &body)
    }
    return body
}

private func appendEncoded(_ text: String, to body: inout [UInt8]) {
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "*"):
            body.append(byte)
        case UInt8(ascii: " "):
            body.append(UInt8(ascii: "+"))
        default:
            body += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        }
    }
}

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
}

/// Stops the run: libFuzzer reports the input that broke an invariant.
private func fail(_ message: String) -> Never {
    fatalError("FuzzURLEncodedForm: " + message)
}
