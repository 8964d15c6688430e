import FormsKitHTML

/// libFuzzer's entry point: the input is a `multipart/form-data` body as a
/// server receives it, read by `MultipartBodyReader` (the main package's
/// `Sources/FormsKitWeb/Requests/Multipart`, compiled into this
/// harness through the link `Reading`, with the two helpers it needs
/// linked beside it) with its `MultipartParser`. The
/// first byte picks the boundary (bits 0–1:
/// `fz`, `-`, `--` or `xYz`) and the limits (bit 2: tiny ones, so that each
/// is reached, a part's headers 120 bytes at most among them); the second, the size of the chunks the body arrives in (1
/// to 32 bytes); the third, where to cut the body short (a fraction of its
/// length); the rest is the body.
///
/// Nothing may crash, and:
///
/// - a body reads the same however it is cut into chunks: if it reads as a
///   form in one chunk, it reads as the same form in chunks of the chosen
///   size and, for a body of at most 512 bytes, in chunks of one byte; if it
///   reads in chunks, it reads whole;
/// - what follows the closing delimiter changes nothing: a body that reads
///   reads the same with more bytes after it (which look like another
///   part, one whose header name would be refused), within the size limit;
/// - a body cut short is not taken for a whole one: if the body's first
///   bytes (up to the cut) read as a form, the whole body reads as the same
///   form (so the cut came after the closing delimiter), unless it is over
///   the size limit;
/// - every refusal has a description.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMultipart(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard input.count >= 3 else { return 0 }
    let boundary = boundaries[Int(input[0] & 0b11)]
    let isTiny = input[0] & 0b100 != 0
    let limits = isTiny ? tinyLimits : .standard
    let headerLimit = isTiny ? 120 : MultipartBodyReader.maximumHeaderBlockSize
    let chunkSize = 1 + Int(input[1] % 32)
    let body = Array(input.dropFirst(3))
    let cut = body.count * Int(input[2]) / 256

    let whole = read(body, boundary: boundary, limits: limits, headerLimit: headerLimit, chunkSize: max(1, body.count))
    var chunkings = [chunkSize]
    if body.count <= 512, chunkSize != 1 { chunkings.append(1) }
    for size in chunkings {
        let chunked = read(body, boundary: boundary, limits: limits, headerLimit: headerLimit, chunkSize: size)
        switch (whole, chunked) {
        case (.form(let one), .form(let other)):
            check(one == other, "chunks of \(size) gave another form than the whole body")
        case (.form, _):
            fail("the whole body reads, but in chunks of \(size) it is refused: \(chunked)")
        case (_, .form):
            fail("in chunks of \(size) the body reads, but whole it is refused: \(whole)")
        default:
            checkRefusal(chunked)
        }
    }
    checkRefusal(whole)

    if case .form(let form) = whole, body.count + epilogue(boundary).count <= limits.maximumBodySize {
        let more = body + epilogue(boundary)
        guard case .form(let withMore) = read(more, boundary: boundary, limits: limits, headerLimit: headerLimit, chunkSize: chunkSize) else {
            fail("the body reads, but not with bytes after it")
        }
        check(withMore == form, "bytes after the body changed what it reads as")
    }
    if cut < body.count, case .form(let first) = read(Array(body[..<cut]), boundary: boundary, limits: limits, headerLimit: headerLimit, chunkSize: chunkSize) {
        switch whole {
        case .form(let form):
            check(form == first, "the body's first \(cut) bytes read as another form than the whole body")
        case .tooLarge:
            break  // the rest of the body goes over the size limit
        default:
            fail("the body's first \(cut) bytes read as a form, but the whole body is refused: \(whole)")
        }
    }
    return 0
}

private let boundaries = ["fz", "-", "--", "xYz"]

/// Bytes after a closing delimiter that look like another part, with a
/// header name that would be refused in a part.
private func epilogue(_ boundary: String) -> [UInt8] {
    Array("\r\n--\(boundary)\r\n".utf8) + [0x80] + Array(": v\r\nContent-Disposition: form-data; name=\"more\"\r\n\r\nv\r\n--\(boundary)--\r\n".utf8)
}

/// Small enough that the fuzzer's inputs reach every limit.
private let tinyLimits = SubmittedFormLimits(
    maximumBodySize: 300, maximumPairCount: 4, maximumNameLength: 12, maximumValueLength: 24, maximumNameDepth: 2)

private func read(_ body: [UInt8], boundary: String, limits: SubmittedFormLimits, headerLimit: Int, chunkSize: Int)
    -> MultipartBodyReader.BodyReading
{
    var reader = MultipartBodyReader(boundary: boundary, limits: limits, maximumHeaderBlockSize: headerLimit)
    for start in stride(from: 0, to: body.count, by: chunkSize) {
        if let refused = reader.read(body[start..<min(body.count, start + chunkSize)]) { return refused }
    }
    return reader.finish()
}

private func checkRefusal(_ outcome: MultipartBodyReader.BodyReading) {
    switch outcome {
    case .form:
        break
    case .tooLarge(let size):
        check(size > 0, "a body of \(size) bytes refused as too large")
    case .unreadable(let error):
        check(!error.description.isEmpty, "an error without a description")
    case .malformed(let error):
        check(!error.description.isEmpty, "an error without a description")
    case .refusedFirstPart:
        check(false, "a first part refused, though the harness checks none")
    }
}

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
}

/// Stops the run: libFuzzer reports the input that broke an invariant.
private func fail(_ message: String) -> Never {
    fatalError("FuzzMultipart: " + message)
}
