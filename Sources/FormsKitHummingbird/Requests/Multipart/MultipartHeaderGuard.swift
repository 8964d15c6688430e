/// Stops bytes that would crash multipart-kit 4.7.1's parser before they
/// reach it: a byte of 0x80 or more in a part's header *name* makes
/// `MultipartParser` index past its 128-entry table of allowed characters
/// (a trap, so one request would bring the server down). Header values (a
/// file name in UTF-8) and bodies may hold any byte, and are let through.
///
/// Every header block the parser reads follows a delimiter (`--` and the
/// boundary) and a line break, and ends at an empty line; a header's name
/// is what comes before the `:` of its line. This guard watches the stream
/// for exactly that, wherever `--boundary` occurs outside a header block
/// (the parser accepts a first delimiter in the middle of its preamble;
/// inside a header block the delimiter's text is a header's), so it
/// refuses at least every input that would reach the parser's table with
/// such a byte.
struct MultipartHeaderGuard {
    private let delimiter: [UInt8]
    /// KMP failure function of the delimiter, so overlapping text such as
    /// `---boundary` is matched.
    private let failure: [Int]
    private var matched = 0
    private var state = State.body

    private enum State {
        case body
        /// After a delimiter: a CR then an LF start a header block.
        case afterDelimiter(sawCR: Bool)
        /// In a header block: bytes on the line so far, whether the name has
        /// ended (`:`), and whether a CR was just read.
        case headers(lineLength: Int, inName: Bool, sawCR: Bool)
    }

    init(boundary: String) {
        delimiter = Array("--\(boundary)".utf8)
        var failure = Array(repeating: 0, count: delimiter.count)
        var length = 0
        for index in delimiter.indices.dropFirst() {
            while length > 0, delimiter[index] != delimiter[length] { length = failure[length - 1] }
            if delimiter[index] == delimiter[length] { length += 1 }
            failure[index] = length
        }
        self.failure = failure
    }

    /// Reads the next bytes of the body; `false` when one of them would be
    /// a non-ASCII byte in a header name.
    mutating func accepts(_ bytes: some Sequence<UInt8>) -> Bool {
        for byte in bytes {
            switch state {
            case .body:
                break
            case .afterDelimiter(let sawCR):
                if !sawCR, byte == 13 {
                    state = .afterDelimiter(sawCR: true)
                } else if sawCR, byte == 10 {
                    state = .headers(lineLength: 0, inName: true, sawCR: false)
                } else {
                    state = .body
                }
            case .headers(let lineLength, let inName, let sawCR):
                if sawCR, byte == 10 {
                    // The end of a line; an empty one ends the block.
                    state = lineLength == 0 ? .body : .headers(lineLength: 0, inName: true, sawCR: false)
                } else if byte == 13 {
                    state = .headers(lineLength: lineLength, inName: inName, sawCR: true)
                } else {
                    if inName, byte >= 0x80 { return false }
                    let length = lineLength + (sawCR ? 2 : 1)
                    state = .headers(lineLength: length, inName: inName && byte != UInt8(ascii: ":"), sawCR: false)
                }
            }
            // Any `--boundary` outside a header block, wherever it is, may
            // start one. Inside a header block it is a header's text: the
            // parser reads on to the block's empty line, and so does this
            // (taking it for a delimiter there, then for a body's start,
            // let the next line's name through unchecked).
            while matched > 0, byte != delimiter[matched] { matched = failure[matched - 1] }
            if byte == delimiter[matched] { matched += 1 }
            if matched == delimiter.count {
                matched = failure[matched - 1]
                if case .headers = state { continue }
                state = .afterDelimiter(sawCR: false)
            }
        }
        return true
    }
}
