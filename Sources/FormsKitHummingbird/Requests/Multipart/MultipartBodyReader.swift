import FormsKitHTML
import MultipartKit

/// A `multipart/form-data` body (a form with a file input), read chunk by
/// chunk as it streams in, through multipart-kit's parser, and checked
/// against the same limits as an urlencoded body: the body's size (checked
/// on every chunk, so a large upload is refused before it is read whole),
/// the number of parts, each text value's length, each name's length and
/// depth. Text parts become the submission's pairs and file parts its files;
/// a file input left empty sends a part with an empty file name, which is no
/// file.
///
/// However the body is cut into chunks, a body that reads gives the same
/// submission (the fuzzer `FuzzMultipart` checks it). Nothing here depends
/// on a server framework: ``MultipartFormReading`` feeds it a Hummingbird
/// request's body.
struct MultipartBodyReader {
    /// What reading gave.
    enum Outcome {
        case form(FormsKitHTML.URLEncodedForm)
        case tooLarge(size: Int)
        case unreadable(FormsKitHTML.URLEncodedFormError)
        case malformed(MultipartFormError)
    }

    private let limits: URLEncodedFormLimits
    private let parts: PartCollector
    private let parser: MultipartParser
    /// Whether the parser has read the closing delimiter, which ends a
    /// well-formed body.
    private var closing: MultipartClosingTracker
    private var size = 0
    private var headerGuard: MultipartHeaderGuard
    /// Why reading stopped, once it has.
    private var stopped: Outcome?

    /// A reader of a body whose parts are separated by `boundary` (see
    /// ``MultipartFormReading/boundary(ofContentType:)``).
    init(boundary: String, limits: URLEncodedFormLimits) {
        self.limits = limits
        let parts = PartCollector(limits: limits)
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in parts.header(name, value) }
        parser.onBody = { buffer in parts.body(&buffer) }
        parser.onPartComplete = { parts.complete() }
        self.parts = parts
        self.parser = parser
        closing = MultipartClosingTracker(boundary: boundary)
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
        var rest = buffer
        guard let part = rest.readSlice(length: closing.read(buffer.readableBytesView)), part.readableBytes > 0 else { return nil }
        guard headerGuard.accepts(part.readableBytesView) else { return stop(.malformed(.syntax)) }
        do {
            try parser.execute(part)
        } catch {
            return stop(.malformed(.syntax))
        }
        if let problem = parts.problem { return stop(problem) }
        return nil
    }

    /// What the body gave, once every byte is read.
    func finish() -> Outcome {
        if let stopped { return stopped }
        guard closing.hasReadClosingDelimiter else { return .malformed(.truncated) }
        do throws(FormsKitHTML.URLEncodedFormError) {
            return .form(try FormsKitHTML.URLEncodedForm(pairs: parts.pairs, files: parts.files, limits: limits))
        } catch {
            return .unreadable(error)
        }
    }

    private mutating func stop(_ outcome: Outcome) -> Outcome {
        stopped = outcome
        return outcome
    }
}
