/// Reads a `multipart/form-data` body (RFC 7578) as it streams in, in one
/// pass, and tells a ``PartCollector`` each part's headers, body bytes and
/// end.
///
/// A part's body is handed over in runs: the bytes up to the next carriage
/// return in one go, so a body costs the same whatever it holds. A part's
/// headers are at most `maximumHeaderBlockSize` bytes. The first delimiter
/// (`--boundary`) may come anywhere in the preamble, without a line break
/// before it; every later one is `CRLF--boundary`. After the closing
/// delimiter (`--boundary--`) the rest, an epilogue, is not read.
struct MultipartParser {
    /// What ``parse(_:into:)`` found.
    enum Progress: Equatable {
        /// Every byte was read; more may follow.
        case readAll
        /// The closing delimiter ended the body; the rest is not read.
        case closed
        /// The bytes are not multipart data with this boundary.
        case syntax
        /// A part's headers went over the limit.
        case headersTooLarge
    }

    /// `CRLF--boundary`.
    private let delimiter: [UInt8]
    private let maximumHeaderBlockSize: Int
    private var state = State.preamble(matched: 0)
    /// The bytes of the current part's headers so far.
    private var headerBlockSize = 0
    private var headerName: [UInt8] = []
    private var headerValue: [UInt8] = []

    private enum State: Equatable {
        case preamble(matched: Int)
        case headers(HeaderPhase)
        case body
        /// In a part's body, `matched` bytes of a delimiter read (held back
        /// from the body until it is clear whether they are one).
        case delimiter(matched: Int)
        /// A part ended; `-` closes the body, CR starts the next part.
        case afterDelimiter
        case epilogue
        case failed
    }

    private enum HeaderPhase: Equatable {
        /// After a delimiter: a CR, then an LF.
        case expectingCR
        case expectingLF
        /// At the start of a line: a name, or the CR of the empty line.
        case lineStart
        case name
        /// After the `:`, before the value's first byte that is not a space
        /// or a tab.
        case valueStart
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

    /// Reads the body's next bytes, reporting parts to `parts`.
    mutating func parse<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, into parts: PartCollector) -> Progress {
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch state {
            case .epilogue:
                return .closed
            case .failed:
                return .syntax
            case .body:
                index = readBody(bytes, from: index, into: parts)
                continue
            case .preamble(let matched):
                let byte = bytes[index]
                let next: Int
                if matched == 0, byte == delimiter[2] {
                    next = 3  // the first delimiter needs no line break before it
                } else if byte == delimiter[matched] {
                    next = matched + 1
                } else {
                    next = byte == delimiter[0] ? 1 : 0
                }
                state = next == delimiter.count ? .headers(.expectingCR) : .preamble(matched: next)
            case .delimiter(let matched):
                let byte = bytes[index]
                if byte == delimiter[matched] {
                    state = matched + 1 == delimiter.count ? .afterDelimiter : .delimiter(matched: matched + 1)
                } else {
                    // Not a delimiter: what was held back is body, and this
                    // byte is read with the run it starts (a CR may start a
                    // delimiter; the delimiter has no other CR, so no later
                    // start can be missed).
                    parts.body(delimiter[0..<matched])
                    state = .body
                    continue
                }
            case .afterDelimiter:
                // The part ends with the byte after its delimiter: a body
                // that stops at the delimiter was cut short.
                parts.complete()
                switch bytes[index] {
                case 13: state = .headers(.expectingLF)
                case UInt8(ascii: "-"): state = .epilogue
                default: state = .failed
                }
            case .headers(let phase):
                headerBlockSize += 1
                guard headerBlockSize <= maximumHeaderBlockSize else { return .headersTooLarge }
                state = header(phase, bytes[index], parts: parts)
            }
            index = bytes.index(after: index)
        }
        switch state {
        case .failed: return .syntax
        case .epilogue: return .closed
        default: return .readAll
        }
    }

    /// Reads a part's body from `start`: hands the collector the run up to
    /// the delimiter, or up to the end of `bytes` but for what may start a
    /// delimiter there, and returns where reading stopped. A CR that does
    /// not start a delimiter stays in the run.
    private mutating func readBody<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Bytes.Index, into parts: PartCollector)
        -> Bytes.Index
    {
        var scan = start
        while let carriageReturn = bytes[scan...].firstIndex(of: delimiter[0]) {
            var matched = 0
            var index = carriageReturn
            while matched < delimiter.count, index != bytes.endIndex, bytes[index] == delimiter[matched] {
                matched += 1
                index = bytes.index(after: index)
            }
            if matched == delimiter.count || index == bytes.endIndex {
                // A delimiter, or what may start one at the end of the bytes.
                if carriageReturn != start { parts.body(bytes[start..<carriageReturn]) }
                state = matched == delimiter.count ? .afterDelimiter : .delimiter(matched: matched)
                return index
            }
            scan = bytes.index(after: carriageReturn)
        }
        if start != bytes.endIndex { parts.body(bytes[start...]) }
        return bytes.endIndex
    }

    /// The state after `byte` in a part's headers.
    private mutating func header(_ phase: HeaderPhase, _ byte: UInt8, parts: PartCollector) -> State {
        switch phase {
        case .expectingCR:
            return byte == 13 ? .headers(.expectingLF) : .failed
        case .expectingLF:
            return byte == 10 ? .headers(.lineStart) : .failed
        case .lineStart:
            if byte == 13 { return .headers(.endLF) }
            guard Self.isNameByte(byte) else { return .failed }
            headerName = [byte]
            return .headers(.name)
        case .name:
            if byte == UInt8(ascii: ":") { return .headers(.valueStart) }
            guard Self.isNameByte(byte) else { return .failed }
            headerName.append(byte)
            return .headers(.name)
        case .valueStart:
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { return .headers(.valueStart) }
            headerValue = []
            return value(byte)
        case .value:
            return value(byte)
        case .lineLF:
            guard byte == 10 else { return .failed }
            parts.header(String(decoding: headerName, as: UTF8.self), String(strictUTF8: headerValue) ?? "")
            headerValue = []
            return .headers(.lineStart)
        case .endLF:
            guard byte == 10 else { return .failed }
            headerBlockSize = 0
            return .body
        }
    }

    private mutating func value(_ byte: UInt8) -> State {
        if byte == 13 { return .headers(.lineLF) }
        headerValue.append(byte)
        return .headers(.value)
    }

    /// A token character (RFC 9110), as a header's name may hold.
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
