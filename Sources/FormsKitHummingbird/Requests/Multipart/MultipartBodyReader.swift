import FormsKitHTML
import MultipartKit

/// A `multipart/form-data` body (a form with a file input), read chunk by
/// chunk as it streams in, through multipart-kit's parser, and checked
/// against the same limits as an urlencoded body: the body's size (checked
/// on every chunk, so a large upload is refused before it is read whole),
/// the number of parts, each text value's length, each name's length and
/// depth; and each part's headers against ``maximumHeaderBlockSize``. Text
/// parts become the submission's pairs and file parts its files; a file
/// input left empty sends a part with an empty file name, which is no file.
///
/// However the body is cut into chunks, a body that reads gives the same
/// submission, and what follows its closing delimiter is ignored (the
/// fuzzer `FuzzMultipart` checks both). The parser is given the bytes
/// ``parserBatchSize`` at a time, however small the chunks that bring them:
/// it copies the header line it has read so far on every call. Nothing
/// here depends on a server framework: ``MultipartFormReading`` feeds it a
/// Hummingbird request's body.
struct MultipartBodyReader {
    /// What reading gave.
    enum Outcome {
        case form(FormsKitHTML.URLEncodedForm)
        case tooLarge(size: Int)
        case unreadable(FormsKitHTML.URLEncodedFormError)
        case malformed(MultipartFormError)
    }

    /// The most bytes a part's headers may take unless said otherwise
    /// (browsers send a few hundred).
    static let maximumHeaderBlockSize = 16 << 10
    /// The parser is given at least this many bytes a call, but at the end.
    static let parserBatchSize = 16 << 10

    private let limits: URLEncodedFormLimits
    private let maximumHeaderBlockSize: Int
    private let parts: PartCollector
    private let parser: MultipartParser
    /// Where the parser is: whether it has read the closing delimiter,
    /// which ends a well-formed body, and how long the headers it reads are.
    private var tracker: MultipartParseTracker
    private var headerGuard: MultipartHeaderGuard
    /// Bytes read, checked by the guard, not yet given to the parser.
    private var pending: [UInt8] = []
    private var size = 0
    /// Why reading stopped, once it has.
    private var stopped: Outcome?

    /// A reader of a body whose parts are separated by `boundary` (see
    /// ``MultipartFormReading/boundary(ofContentType:)``), whose parts'
    /// headers take at most `maximumHeaderBlockSize` bytes each.
    init(boundary: String, limits: URLEncodedFormLimits, maximumHeaderBlockSize: Int = Self.maximumHeaderBlockSize) {
        self.limits = limits
        self.maximumHeaderBlockSize = maximumHeaderBlockSize
        let parts = PartCollector(limits: limits)
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in parts.header(name, value) }
        parser.onBody = { buffer in parts.body(&buffer) }
        parser.onPartComplete = { parts.complete() }
        self.parts = parts
        self.parser = parser
        tracker = MultipartParseTracker(boundary: boundary, maximumHeaderBlockSize: maximumHeaderBlockSize)
        headerGuard = MultipartHeaderGuard(boundary: boundary)
    }

    /// Reads the body's next bytes. Returns why the body is refused when
    /// it is (stop reading then: every later call returns the same), or
    /// `nil` to go on.
    mutating func read(_ buffer: ByteBuffer) -> Outcome? {
        if let stopped { return stopped }
        size += buffer.readableBytes
        guard size <= limits.maximumBodySize else { return stop(.tooLarge(size: size)) }
        // What follows the closing delimiter (an epilogue) is ignored, as
        // the parser ignores it: it reaches neither the guard nor the parser.
        let count = tracker.read(buffer.readableBytesView)
        guard !tracker.hasHeadersOverLimit else {
            return stop(.malformed(.headersTooLarge(limit: maximumHeaderBlockSize)))
        }
        let bytes = buffer.readableBytesView.prefix(count)
        guard headerGuard.accepts(bytes) else {
            // What was read before is fine: a problem in it comes first.
            return stop(parse() ?? .malformed(.syntax))
        }
        pending += bytes
        if pending.count >= Self.parserBatchSize || tracker.hasReadClosingDelimiter, let problem = parse() {
            return stop(problem)
        }
        return nil
    }

    /// What the body gave, once every byte is read.
    mutating func finish() -> Outcome {
        if let stopped { return stopped }
        if let problem = parse() { return stop(problem) }
        guard tracker.hasReadClosingDelimiter else { return .malformed(.truncated) }
        do throws(FormsKitHTML.URLEncodedFormError) {
            return .form(try FormsKitHTML.URLEncodedForm(pairs: parts.pairs, files: parts.files, limits: limits))
        } catch {
            return .unreadable(error)
        }
    }

    /// Gives the parser the pending bytes; returns the first problem found.
    private mutating func parse() -> Outcome? {
        guard !pending.isEmpty else { return parts.problem }
        defer { pending.removeAll(keepingCapacity: true) }
        do {
            try parser.execute(pending)
        } catch {
            return parts.problem ?? .malformed(.syntax)
        }
        return parts.problem
    }

    private mutating func stop(_ outcome: Outcome) -> Outcome {
        stopped = outcome
        return outcome
    }
}
