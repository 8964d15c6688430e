/// Follows a `multipart/form-data` body as multipart-kit 4.7.1's
/// `MultipartParser` reads it, to tell two things the parser keeps to
/// itself:
///
/// - whether it has read the closing delimiter (`CRLF--boundary--`): a body
///   that stops before it was cut short, and its last part never completed
///   (the parser says nothing at the end of such a body, nor of what follows
///   the closing delimiter, an epilogue, which it ignores);
/// - how long the part's headers it is reading are: the parser sets no
///   limit, and copies the line it has read so far on every call, so a long
///   header line costs it time quadratic in its length.
///
/// The states and their changes are the parser's, byte for byte (where the
/// parser throws, this stops following: the reader refuses the body then).
/// The first delimiter may be anywhere in the preamble and need not follow
/// a line break; every later one must. The reader gives the guard and the
/// parser only the bytes before the epilogue, which the parser would
/// ignore.
struct MultipartParseTracker {
    /// `CRLF--boundary`, as the parser matches it.
    private let delimiter: [UInt8]
    private var state = State.preamble(matched: 0)
    /// The most bytes a part's headers may take, from the line break after
    /// its delimiter to the empty line that ends them.
    private let maximumHeaderBlockSize: Int
    /// The bytes of the current part's headers so far.
    private var headerBlockSize = 0

    private enum State: Equatable {
        case preamble(matched: Int)
        case headers(HeaderPhase)
        case body
        case delimiter(matched: Int)
        /// After the closing delimiter: the rest is ignored.
        case epilogue
        /// The parser threw here.
        case failed
        /// A part's headers went over the limit: reading stops.
        case headersOverLimit
    }

    private enum HeaderPhase: Equatable {
        /// After the first delimiter: a CR, then an LF.
        case expectingCR
        case expectingLF
        /// At the start of a line: a name, or the CR of the empty line.
        case lineStart
        case name
        case value
        /// The LF that ends a header's line.
        case lineLF
        /// The LF of the empty line that ends the block.
        case endLF
    }

    init(boundary: String, maximumHeaderBlockSize: Int) {
        delimiter = Array("\r\n--\(boundary)".utf8)
        self.maximumHeaderBlockSize = maximumHeaderBlockSize
    }

    /// Whether the closing delimiter has been read.
    var hasReadClosingDelimiter: Bool { state == .epilogue }

    /// Whether a part's headers went over the limit.
    var hasHeadersOverLimit: Bool { state == .headersOverLimit }

    /// Follows the body's next bytes, and returns how many of them come
    /// before the epilogue: all of them, or those up to the byte that ends
    /// the closing delimiter (the parser reads no further).
    @discardableResult
    mutating func read(_ bytes: some Collection<UInt8>) -> Int {
        var count = 0
        for byte in bytes {
            switch state {
            case .epilogue:
                return count
            case .failed, .headersOverLimit:
                return bytes.count  // the parser throws on them, or reading stops
            case .preamble(let matched):
                let next: Int
                if matched == 0, byte == delimiter[2] {
                    next = 3  // the parser lets the first delimiter go without its line break
                } else if byte == delimiter[matched] {
                    next = matched + 1
                } else if matched > 0, byte == delimiter[0] {
                    next = 1
                } else {
                    next = 0
                }
                state = next >= delimiter.count ? .headers(.expectingCR) : .preamble(matched: next)
            case .headers(let phase):
                headerBlockSize += 1
                if headerBlockSize > maximumHeaderBlockSize {
                    state = .headersOverLimit
                } else {
                    state = Self.headers(phase, byte)
                    if state == .body { headerBlockSize = 0 }  // the block's empty line
                }
            case .body:
                // The parser ends a part's body at a CR, then reads it again
                // as the delimiter's first byte.
                if byte == delimiter[0] { state = .delimiter(matched: 1) }
            case .delimiter(let matched):
                if matched >= delimiter.count {
                    switch byte {
                    case 13: state = .headers(.expectingLF)
                    case UInt8(ascii: "-"): state = .epilogue
                    default: state = .failed
                    }
                } else if byte == delimiter[matched] {
                    state = .delimiter(matched: matched + 1)
                } else if byte == delimiter[0] {
                    state = .delimiter(matched: 1)
                } else {
                    state = .body
                }
            }
            count += 1
        }
        return count
    }

    private static func headers(_ phase: HeaderPhase, _ byte: UInt8) -> State {
        switch phase {
        case .expectingCR:
            return byte == 13 ? .headers(.expectingLF) : .failed
        case .expectingLF:
            return byte == 10 ? .headers(.lineStart) : .failed
        case .lineStart:
            if byte == 13 { return .headers(.endLF) }
            return isNameByte(byte) ? .headers(.name) : .failed
        case .name:
            if byte == UInt8(ascii: ":") { return .headers(.value) }
            return isNameByte(byte) ? .headers(.name) : .failed
        case .value:
            return byte == 13 ? .headers(.lineLF) : .headers(.value)
        case .lineLF:
            return byte == 10 ? .headers(.lineStart) : .failed
        case .endLF:
            return byte == 10 ? .body : .failed
        }
    }

    /// A token character (RFC 9110), as the parser allows in a header's name.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
            UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
