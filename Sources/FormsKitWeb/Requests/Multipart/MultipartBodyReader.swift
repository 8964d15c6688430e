import FormsKitHTML

/// A `multipart/form-data` body (a form with a file input), read chunk by
/// chunk as it streams in, by a ``MultipartParser``, and checked against the
/// same limits as an urlencoded body: the body's size (checked on every
/// chunk, so a large upload is refused before it is read whole), the number
/// of parts, each text value's length, each name's length and depth; and
/// each part's headers against ``maximumHeaderBlockSize``. Text parts become
/// the submission's pairs and file parts its files; a file input left empty
/// sends a part with an empty file name, which is no file.
///
/// However the body is cut into chunks, a body that reads gives the same
/// submission, and what follows its closing delimiter is ignored (the
/// fuzzer `FuzzMultipart` checks both). Nothing here depends on a server
/// framework: ``MultipartFormReading`` feeds it a Hummingbird request's body.
struct MultipartBodyReader {
    /// What reading gave.
    enum BodyReading {
        case form(SubmittedForm)
        case tooLarge(size: Int)
        case unreadable(SubmittedFormError)
        case malformed(MultipartFormError)
        /// The first part is not one the caller takes (a wrong CSRF token):
        /// refused before the rest is read.
        case refusedFirstPart
    }

    /// The most bytes a part's headers may take unless said otherwise
    /// (browsers send a few hundred).
    static let maximumHeaderBlockSize = 16 << 10

    private let limits: SubmittedFormLimits
    private let maximumHeaderBlockSize: Int
    private let parts: PartCollector
    private var parser: MultipartParser
    private var hasReadClosingDelimiter = false
    private var size = 0
    /// Why reading stopped, once it has.
    private var stopped: BodyReading?
    /// Whether the body's first part may be taken, asked once it is read
    /// whole; `nil` takes any.
    private var acceptsFirstPart: ((_ name: String, _ value: String?) -> Bool)?

    /// A reader of a body whose parts are separated by `boundary` (see
    /// ``MultipartFormReading/boundary(ofContentType:)``), whose parts'
    /// headers take at most `maximumHeaderBlockSize` bytes each.
    /// `acceptsFirstPart` is asked about the first part as soon as it is
    /// read whole (before any later part is), so that a body whose first
    /// part is refused (a wrong CSRF token, which pages send first) is not
    /// read on.
    init(
        boundary: String, limits: SubmittedFormLimits, maximumHeaderBlockSize: Int = Self.maximumHeaderBlockSize,
        acceptsFirstPart: ((_ name: String, _ value: String?) -> Bool)? = nil
    ) {
        self.limits = limits
        self.acceptsFirstPart = acceptsFirstPart
        self.maximumHeaderBlockSize = maximumHeaderBlockSize
        parts = PartCollector(limits: limits)
        parser = MultipartParser(boundary: boundary, maximumHeaderBlockSize: maximumHeaderBlockSize)
    }

    /// Reads the body's next bytes. Returns why the body is refused when
    /// it is (stop reading then: every later call returns the same), or
    /// `nil` to go on.
    mutating func read(_ bytes: some RandomAccessCollection<UInt8>) -> BodyReading? {
        if let stopped { return stopped }
        size += bytes.count
        guard size <= limits.maximumBodySize else { return stop(.tooLarge(size: size)) }
        // What follows the closing delimiter (an epilogue) is not read.
        guard !hasReadClosingDelimiter else { return nil }
        switch parser.parse(bytes, into: parts) {
        case .readAll:
            break
        case .closed:
            hasReadClosingDelimiter = true
        case .syntax:
            return stop(parts.problem ?? .malformed(.syntax))
        case .headersTooLarge:
            return stop(parts.problem ?? .malformed(.headersTooLarge(limit: maximumHeaderBlockSize)))
        }
        if let problem = parts.problem { return stop(problem) }
        if let accepts = acceptsFirstPart, let first = parts.firstPart {
            acceptsFirstPart = nil
            if !accepts(first.name, first.value) { return stop(.refusedFirstPart) }
        }
        return nil
    }

    /// What the body gave, once every byte is read.
    mutating func finish() -> BodyReading {
        if let stopped { return stopped }
        guard hasReadClosingDelimiter else { return .malformed(.truncated) }
        // A body of no parts has no first part to ask about.
        if let accepts = acceptsFirstPart, !accepts("", nil) { return stop(.refusedFirstPart) }
        do throws(SubmittedFormError) {
            return .form(try SubmittedForm(pairs: parts.pairs, files: parts.files, limits: limits))
        } catch {
            return .unreadable(error)
        }
    }

    private mutating func stop(_ outcome: BodyReading) -> BodyReading {
        stopped = outcome
        return outcome
    }
}
