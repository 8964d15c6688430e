import FormsKit

/// The pairs of an `application/x-www-form-urlencoded` body (or a query
/// string), in order, repeated keys kept: what a browser sends.
///
/// ```swift
/// let form = try URLEncodedForm(parsing: "tags=a&tags=b&age=")
/// form.values(for: "tags")   // ["a", "b"]
/// form.value(for: "age")     // ""
/// ```
///
/// Unlike decoders that map straight onto `Codable` types, nothing here is
/// rejected for its shape: repeated keys, empty values, pairs without `=`
/// (an empty value) are all kept, as browsers mean them. What is rejected, each
/// with a ``URLEncodedFormError`` that says what and where, is input no browser
/// sends or that is too big: malformed percent-encoding, invalid UTF-8, and
/// anything over the ``URLEncodedFormLimits``.
public struct URLEncodedForm: Sendable, Equatable {
    /// The pairs, in the order they came. Each read makes every name and
    /// value a string: read it once, or look names up with
    /// ``value(for:)`` and ``values(for:)``.
    public var pairs: [(name: String, value: String)] {
        (0..<storage.count).map { (storage.name(at: $0), storage.value(at: $0)) }
    }
    /// The pairs: plain names and values as ranges of the body's bytes,
    /// made into strings when read.
    private let storage: URLEncodedPairs
    /// Where each name's pairs are, so that looking a field up costs the
    /// same however many fields were sent.
    private let index: PairNameIndex
    /// Files sent with the form (a `multipart/form-data` body), by field
    /// name: the first for each name. Empty for other bodies.
    public private(set) var files: [String: UploadedFile] = [:]

    /// Parses `body` within `limits`.
    public init(parsing body: String, limits: URLEncodedFormLimits = .standard) throws(URLEncodedFormError) {
        let count = body.utf8.count
        guard count <= limits.maximumBodySize else { throw .bodyTooLarge(size: count, limit: limits.maximumBodySize) }
        // The bytes copied once, kept for the names and values read from
        // them: read in place from a native string, else from a copy.
        let parsed: Result<URLEncodedPairs, URLEncodedFormError>? = body.utf8.withContiguousStorageIfAvailable { Self.parse($0, limits: limits) }
        switch parsed ?? Array(body.utf8).withUnsafeBufferPointer({ Self.parse($0, limits: limits) }) {
        case .success(let pairs): self.init(pairs: pairs)
        case .failure(let error): throw error
        }
    }

    /// Parses the bytes of `body` within `limits`.
    public init(parsing body: [UInt8], limits: URLEncodedFormLimits = .standard) throws(URLEncodedFormError) {
        guard body.count <= limits.maximumBodySize else {
            throw .bodyTooLarge(size: body.count, limit: limits.maximumBodySize)
        }
        try self.init(parsed: body, limits: limits)
    }

    private init(parsed body: [UInt8], limits: URLEncodedFormLimits) throws(URLEncodedFormError) {
        switch body.withUnsafeBufferPointer({ Self.parse($0, limits: limits) }) {
        case .success(let pairs): self.init(pairs: pairs)
        case .failure(let error): throw error
        }
    }

    private init(pairs: URLEncodedPairs) {
        storage = pairs
        index = PairNameIndex(pairs)
    }

    /// The pairs of `body`, its bytes copied into storage of their own with
    /// room after them for the decoded ones. A `Result`, not a typed throw:
    /// older standard libraries' `withUnsafeBufferPointer` (and
    /// `withContiguousStorageIfAvailable`) only throw `any Error`.
    private static func parse(_ body: UnsafeBufferPointer<UInt8>, limits: URLEncodedFormLimits) -> Result<URLEncodedPairs, URLEncodedFormError> {
        let count = body.count
        // Decoding never makes bytes longer: room for the body's size twice.
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(2 * count, 1))
        if let base = body.baseAddress { storage.initialize(from: base, count: count) }
        do throws(URLEncodedFormError) {
            let entries = try pairs(of: UnsafeBufferPointer(start: storage, count: count), decodingInto: storage + count, limits: limits)
            return .success(URLEncodedPairs(taking: storage, bodyCount: count, entries: entries))
        } catch {
            storage.deallocate()
            return .failure(error)
        }
    }

    /// The pairs of `body`, read in one pass over its bytes, eight at a
    /// time (``WordScan``): each pair's `=` and `&` found, and whether its
    /// name and value hold a byte that decoding changes or checks (`%`,
    /// `+`, non-ASCII) noted on the way, so that plain names and values
    /// (most) stay ranges of the body. The others are decoded, one after
    /// another, into `decoded`, which has room for the body's size.
    private static func pairs(
        of body: UnsafeBufferPointer<UInt8>, decodingInto decoded: UnsafeMutablePointer<UInt8>, limits: URLEncodedFormLimits
    ) throws(URLEncodedFormError) -> [URLEncodedPairs.Entry] {
        guard let base = body.baseAddress, !body.isEmpty else { return [] }
        // A first look: a pair per `&` and one more (no growing the list
        // pair by pair), and whether anything needs decoding.
        let count = body.count
        var separators = 0
        var escapes: UInt64 = 0
        var index = 0
        while index &+ 8 <= count {
            let word = WordScan.word(at: base + index)
            // A `'` right after an `&` may count as one more: room to spare.
            separators &+= WordScan.count(of: WordScan.bytes(of: word, equalTo: UInt8(ascii: "&")))
            escapes |= WordScan.escapes(in: word)
            index &+= 8
        }
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "&") { separators &+= 1 }
            if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+") || byte >= 0x80 { escapes = 1 }
            index &+= 1
        }
        let capacity = min(separators + 1, limits.maximumPairCount)
        var decodedCount = 0
        return try pairs(
            of: base, count: count, capacity: capacity,
            decodingInto: escapes != 0 ? UnsafeMutableBufferPointer(start: decoded, count: count) : nil, decodedCount: &decodedCount,
            limits: limits)
    }

    /// The pairs of the `count` bytes at `base`, the decoded names and
    /// values written to `decoded` (given when the body has any), of which
    /// `decodedCount` bytes are written.
    private static func pairs(
        of base: UnsafePointer<UInt8>, count: Int, capacity: Int, decodingInto decoded: UnsafeMutableBufferPointer<UInt8>?,
        decodedCount: inout Int, limits: URLEncodedFormLimits
    ) throws(URLEncodedFormError) -> [URLEncodedPairs.Entry] {
        var entries: [URLEncodedPairs.Entry] = []
        entries.reserveCapacity(capacity)
        var start = 0
        while start <= count {
            let name = scanName(base, from: start, count: count)
            let nameEnd = name.end
            var end = nameEnd
            var valueIsPlain = true
            let hasEquals = end < count && base[end] == UInt8(ascii: "=")
            if hasEquals { (end, valueIsPlain) = scanValue(base, from: end &+ 1, count: count) }
            if end > start {
                guard entries.count < limits.maximumPairCount else {
                    throw .tooManyPairs(limit: limits.maximumPairCount)
                }
                var nameBytes = UnsafeBufferPointer(start: base + start, count: nameEnd - start)
                let namePart: URLEncodedPairs.Part
                if name.isPlain {
                    namePart = .bytes(start..<nameEnd)
                } else {
                    // Only a body with something to decode has names that need it.
                    let range = try decode(nameBytes, at: start, into: decoded!, count: &decodedCount)
                    nameBytes = UnsafeBufferPointer(rebasing: decoded![range])
                    namePart = .decoded(range)
                }
                guard nameBytes.count <= limits.maximumNameLength else {
                    throw .nameTooLong(name: String(String(decoding: nameBytes, as: UTF8.self).prefix(40)), limit: limits.maximumNameLength)
                }
                // A plain name without a dot is one part, with no index:
                // nothing in it to check.
                if name.hasDot || !name.isPlain { try checkPath(of: nameBytes, limits: limits) }
                let valuePart: URLEncodedPairs.Part
                let valueStart = hasEquals ? nameEnd + 1 : end
                if valueIsPlain {
                    valuePart = .bytes(valueStart..<end)
                } else {
                    let bytes = UnsafeBufferPointer(start: base + valueStart, count: end - valueStart)
                    valuePart = .decoded(try decode(bytes, at: valueStart, into: decoded!, count: &decodedCount))
                }
                guard valuePart.count <= limits.maximumValueLength else {
                    throw .valueTooLong(name: String(decoding: nameBytes, as: UTF8.self), limit: limits.maximumValueLength)
                }
                entries.append(URLEncodedPairs.Entry(name: namePart, value: valuePart, hash: PairNameIndex.hash(nameBytes)))
            }
            start = end &+ 1
        }
        return entries
    }

    /// Where the name starting at `start` ends (at `=`, `&` or the end of
    /// the body), whether it needs no decoding, and whether it has a dot.
    @inline(__always)
    private static func scanName(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> (end: Int, isPlain: Bool, hasDot: Bool) {
        var index = start
        var escaped: UInt64 = 0
        var dots: UInt64 = 0
        while index &+ 8 <= count {
            let word = WordScan.word(at: base + index)
            let stops = WordScan.bytes(of: word, equalTo: UInt8(ascii: "=")) | WordScan.bytes(of: word, equalTo: UInt8(ascii: "&"))
            let escapes = WordScan.escapes(in: word)
            let dotted = WordScan.bytes(of: word, equalTo: UInt8(ascii: "."))
            if stops != 0 {
                let first = WordScan.firstByte(in: stops)
                let before = WordScan.bytes(before: first)
                return (index &+ first, escaped | (escapes & before) == 0, dots | (dotted & before) != 0)
            }
            escaped |= escapes
            dots |= dotted
            index &+= 8
        }
        var isPlain = escaped == 0
        var hasDot = dots != 0
        while index < count {
            switch base[index] {
            case UInt8(ascii: "="), UInt8(ascii: "&"): return (index, isPlain, hasDot)
            case UInt8(ascii: "%"), UInt8(ascii: "+"), 0x80...0xFF: isPlain = false
            case UInt8(ascii: "."): hasDot = true
            default: break
            }
            index &+= 1
        }
        return (index, isPlain, hasDot)
    }

    /// Where the value starting at `start` ends (at `&` or the end of the
    /// body), and whether it needs no decoding.
    @inline(__always)
    private static func scanValue(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> (end: Int, isPlain: Bool) {
        var index = start
        var escaped: UInt64 = 0
        while index &+ 8 <= count {
            let word = WordScan.word(at: base + index)
            let stops = WordScan.bytes(of: word, equalTo: UInt8(ascii: "&"))
            let escapes = WordScan.escapes(in: word)
            if stops != 0 {
                let first = WordScan.firstByte(in: stops)
                return (index &+ first, escaped | (escapes & WordScan.bytes(before: first)) == 0)
            }
            escaped |= escapes
            index &+= 8
        }
        var isPlain = escaped == 0
        while index < count {
            switch base[index] {
            case UInt8(ascii: "&"): return (index, isPlain)
            case UInt8(ascii: "%"), UInt8(ascii: "+"), 0x80...0xFF: isPlain = false
            default: break
            }
            index &+= 1
        }
        return (index, isPlain)
    }

    /// Parses the query of a URL (what a `method="get"` form sends): the
    /// text after `?` up to any `#`, or all of `query` when it has neither.
    public init(query: String, limits: URLEncodedFormLimits = .standard) throws(URLEncodedFormError) {
        var bytes = Array(query.utf8)
        if let mark = bytes.firstIndex(of: UInt8(ascii: "?")) { bytes.removeSubrange(...mark) }
        if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) { bytes.removeSubrange(hash...) }
        try self.init(parsing: bytes, limits: limits)
    }

    /// A submission of text pairs and files, as a `multipart/form-data` body
    /// holds them, checked against `limits` as a parsed body is (each file
    /// counts as a pair; its name is checked as a field's). A file input
    /// left empty is not a file: leave it out.
    public init(
        pairs: [(name: String, value: String)], files: [(name: String, file: UploadedFile)], limits: URLEncodedFormLimits = .standard
    ) throws(URLEncodedFormError) {
        guard pairs.count + files.count <= limits.maximumPairCount else { throw .tooManyPairs(limit: limits.maximumPairCount) }
        for (name, _) in files { try Self.check(name: name, value: "", limits: limits) }
        try self.init(checking: pairs, limits: limits)
        for (name, file) in files where self.files[name] == nil {
            self.files[name] = file
        }
    }

    /// A submission of these pairs, decoded from another format, checked
    /// against `limits` as a parsed body is.
    init(checking pairs: [(name: String, value: String)], limits: URLEncodedFormLimits) throws(URLEncodedFormError) {
        guard pairs.count <= limits.maximumPairCount else { throw .tooManyPairs(limit: limits.maximumPairCount) }
        for (name, value) in pairs { try Self.check(name: name, value: value, limits: limits) }
        self.init(pairs: pairs)
    }

    /// Checks a decoded pair's name (length, path) and value against `limits`.
    private static func check(name: String, value: String, limits: URLEncodedFormLimits) throws(URLEncodedFormError) {
        guard name.utf8.count <= limits.maximumNameLength else {
            throw .nameTooLong(name: String(name.prefix(40)), limit: limits.maximumNameLength)
        }
        try checkPath(of: name, limits: limits)
        guard value.utf8.count <= limits.maximumValueLength else { throw .valueTooLong(name: name, limit: limits.maximumValueLength) }
    }

    /// A submission of these pairs and files, already decoded and checked.
    init(pairs: [(name: String, value: String)], files: [String: UploadedFile] = [:]) {
        storage = URLEncodedPairs(pairs)
        index = PairNameIndex(storage)
        self.files = files
    }

    private static func checkPath(of name: String, limits: URLEncodedFormLimits) throws(URLEncodedFormError) {
        var name = name
        // The name's own bytes, read as a buffer, not byte by byte through
        // the string.
        if let problem = name.withUTF8({ pathProblem(of: $0, limits: limits) }) { throw problem }
    }

    private static func checkPath(of bytes: UnsafeBufferPointer<UInt8>, limits: URLEncodedFormLimits) throws(URLEncodedFormError) {
        if let problem = pathProblem(of: bytes, limits: limits) { throw problem }
    }

    /// What is wrong with the parts of a dotted name, if anything: too
    /// many, or an element index past the group size limit.
    private static func pathProblem(of bytes: UnsafeBufferPointer<UInt8>, limits: URLEncodedFormLimits) -> URLEncodedFormError? {
        enum PathProblem { case indexTooLarge, tooDeep }
        let problem: PathProblem? = {
            var depth = 1
            var index = 0
            var isNumber = true
            var digits = 0
            for byte in bytes {
                if byte == UInt8(ascii: ".") {
                    if isNumber, digits > 0, index >= limits.maximumGroupSize { return .indexTooLarge }
                    depth += 1
                    guard depth <= limits.maximumNameDepth else { return .tooDeep }
                    index = 0
                    isNumber = true
                    digits = 0
                } else if isNumber, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    digits += 1
                    index = digits > 9 ? Int.max : index * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    isNumber = false
                }
            }
            if depth > 1, isNumber, digits > 0, index >= limits.maximumGroupSize { return .indexTooLarge }
            return nil
        }()
        guard let problem else { return nil }
        let name = String(decoding: bytes, as: UTF8.self)
        switch problem {
        case .indexTooLarge: return .indexTooLarge(name: String(name.prefix(40)), limit: limits.maximumGroupSize)
        case .tooDeep: return .nameTooDeep(name: String(name.prefix(40)), limit: limits.maximumNameDepth)
        }
    }

    /// The first value sent for `name`, or `nil` when none was.
    public func value(for name: String) -> String? {
        firstPair(named: name, hash: PairNameIndex.hash(name)).map(storage.value(at:))
    }

    /// Every value sent for `name`, in order.
    public func values(for name: String) -> [String] {
        var values: [String] = []
        var next = firstPair(named: name, hash: PairNameIndex.hash(name))
        while let position = next {
            values.append(storage.value(at: position))
            next = index.next(after: position)
        }
        return values
    }

    /// Whether `name` was sent at all.
    public func contains(_ name: String) -> Bool {
        firstPair(named: name, hash: PairNameIndex.hash(name)) != nil
    }

    public static func == (lhs: URLEncodedForm, rhs: URLEncodedForm) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value } && lhs.files == rhs.files
    }

    // MARK: Reading pairs in place

    /// A name's hash, for ``firstPair(named:hash:)``: worked out once for a
    /// name looked up in every request.
    package static func nameHash(_ name: String) -> Int {
        PairNameIndex.hash(name)
    }

    /// How many pairs were sent.
    package var pairCount: Int { storage.count }

    /// The position of the first pair named `name`, whose ``nameHash(_:)``
    /// is `hash`.
    package func firstPair(named name: String, hash: Int) -> Int? {
        index.first(named: name, hash: hash, in: storage)
    }

    /// The position of the next pair with the name of the pair at `position`.
    package func pair(after position: Int) -> Int? {
        index.next(after: position)
    }

    /// The value of the pair at `position`.
    package func value(at position: Int) -> String {
        storage.value(at: position)
    }

    /// The value of the pair at `position` read as `Int(_:)` reads a
    /// string (an optional `+` or `-`, then decimal digits, nothing else;
    /// `nil` beyond `Int`), in place: no string made for an option's
    /// index.
    package func integer(at position: Int) -> Int? {
        storage.withValueBytes(at: position) { bytes in
            guard let first = bytes.first else { return nil }
            let isNegative = first == UInt8(ascii: "-")
            let start = isNegative || first == UInt8(ascii: "+") ? 1 : 0
            guard start < bytes.count else { return nil }
            // Counted down from zero, so that `Int.min` reads too.
            var value = 0
            for byte in bytes[start...] {
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowedAgain) = tens.subtractingReportingOverflow(Int(digit))
                guard !overflowed, !overflowedAgain else { return nil }
                value = sum
            }
            if isNegative { return value }
            let (positive, overflowed) = (0).subtractingReportingOverflow(value)
            return overflowed ? nil : positive
        }
    }

    /// Whether the value of the pair at `position` is `value`, compared in
    /// place, byte for byte.
    package func value(at position: Int, is value: String) -> Bool {
        storage.value(at: position, equals: value)
    }

    /// Whether the value of the pair at `position` is `text` as Swift
    /// compares text (canonically equivalent spellings are equal): in
    /// place for ASCII, whose only spelling is its bytes; as strings when
    /// either is not ASCII.
    package func value(at position: Int, isText text: String) -> Bool {
        if storage.value(at: position, equals: text) { return true }
        let valueIsASCII = storage.withValueBytes(at: position) { bytes in bytes.allSatisfy { $0 < 0x80 } }
        guard !valueIsASCII || !text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        return storage.value(at: position) == text
    }

    /// The name of the pair at `position`.
    package func name(at position: Int) -> String {
        storage.name(at: position)
    }

    /// Whether the name of the pair at `position` is `name`, whose
    /// ``nameHash(_:)`` is `hash`.
    package func name(at position: Int, is name: String, hash: Int) -> Bool {
        storage.name(at: position, equals: name, hash: hash)
    }

    /// Calls `body` with the UTF-8 bytes of the name of the pair at `position`.
    package func withNameBytes<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withNameBytes(at: position, body)
    }

    /// Calls `body` with the UTF-8 bytes of the value of the pair at `position`.
    package func withValueBytes<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withValueBytes(at: position, body)
    }

    /// Percent-decodes `bytes` (`+` is a space) into `decoded` after its
    /// first `count` bytes, checking the escapes and the UTF-8 they spell;
    /// `offset` is where `bytes` start in the body. Returns where the
    /// decoded bytes are. `decoded` has room: decoding never makes bytes
    /// longer, and it is the body's size.
    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, into decoded: UnsafeMutableBufferPointer<UInt8>, count: inout Int
    ) throws(URLEncodedFormError) -> Range<Int> {
        let start = count
        let target = decoded.baseAddress! + start
        var written = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "+"):
                target[written] = UInt8(ascii: " ")
                index += 1
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.count,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else {
                    throw .malformedPercentEncoding(offset: offset + index)
                }
                target[written] = high << 4 | low
                index += 3
            default:
                target[written] = byte
                index += 1
            }
            written += 1
        }
        guard UTF8Validation.isValid(UnsafeBufferPointer(start: target, count: written)) else { throw .invalidUTF8(offset: offset) }
        count = start + written
        return start..<start + written
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// The largest submission ``URLEncodedForm`` accepts.
public struct URLEncodedFormLimits: Hashable, Sendable {
    /// Bytes in the whole body.
    public var maximumBodySize: Int
    /// Pairs in the body.
    public var maximumPairCount: Int
    /// UTF-8 bytes in one decoded name.
    public var maximumNameLength: Int
    /// UTF-8 bytes in one decoded value.
    public var maximumValueLength: Int
    /// Parts of a dotted name (`options.2.title` has three): how deeply
    /// repeated groups and sub-forms may nest.
    public var maximumNameDepth: Int
    /// Elements of one repeated group: an index in a name (`options.5000`)
    /// or a group's count at or above it is refused.
    public var maximumGroupSize: Int

    /// Limits of your own.
    public init(
        maximumBodySize: Int, maximumPairCount: Int, maximumNameLength: Int, maximumValueLength: Int, maximumNameDepth: Int = 8,
        maximumGroupSize: Int = 1_000
    ) {
        self.maximumBodySize = maximumBodySize
        self.maximumPairCount = maximumPairCount
        self.maximumNameLength = maximumNameLength
        self.maximumValueLength = maximumValueLength
        self.maximumNameDepth = maximumNameDepth
        self.maximumGroupSize = maximumGroupSize
    }

    /// 1 MiB, 10,000 pairs, names of 256 bytes, values of 64 KiB, names
    /// eight parts deep, groups of 1,000 elements.
    public static let standard = URLEncodedFormLimits(
        maximumBodySize: 1 << 20,
        maximumPairCount: 10_000,
        maximumNameLength: 256,
        maximumValueLength: 64 << 10
    )
}

/// Why a form submission could not be read. Each says what was wrong and how
/// to fix it, for a log or a 400/413 page.
public enum URLEncodedFormError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The body is bigger than the limit.
    case bodyTooLarge(size: Int, limit: Int)
    /// More pairs than the limit.
    case tooManyPairs(limit: Int)
    /// A name longer than the limit (its start is given).
    case nameTooLong(name: String, limit: Int)
    /// A value longer than the limit, for the field `name`.
    case valueTooLong(name: String, limit: Int)
    /// A `%` not followed by two hex digits, at this byte offset.
    case malformedPercentEncoding(offset: Int)
    /// Percent-escapes that spell invalid UTF-8, in the pair starting at this byte offset.
    case invalidUTF8(offset: Int)
    /// A name with more dotted parts than the limit (its start is given).
    case nameTooDeep(name: String, limit: Int)
    /// A name whose element index is at or above the group size limit.
    case indexTooLarge(name: String, limit: Int)
    /// A JSON body that is not valid JSON, or not an object of fields.
    case invalidJSON(reason: String)

    public var description: String {
        switch self {
        case .bodyTooLarge(let size, let limit):
            return "The form submission is \(size) bytes, more than the limit of \(limit); send less, or raise maximumBodySize."
        case .tooManyPairs(let limit):
            return "The form submission has more than \(limit) fields; send fewer, or raise maximumPairCount."
        case .nameTooLong(let name, let limit):
            return "The field name starting \"\(name)\" is longer than \(limit) bytes; field names must be shorter."
        case .valueTooLong(let name, let limit):
            return "The value of \"\(name)\" is longer than \(limit) bytes; shorten it, or raise maximumValueLength."
        case .malformedPercentEncoding(let offset):
            return "The form submission has a % not followed by two hexadecimal digits at byte \(offset); encode % as %25."
        case .nameTooDeep(let name, let limit):
            return "The field name starting \"\(name)\" has more than \(limit) dotted parts; nest forms less deeply, or raise maximumNameDepth."
        case .indexTooLarge(let name, let limit):
            return
                "The field name starting \"\(name)\" names element \(limit) or later of a list, which holds at most \(limit); send fewer elements, or raise maximumGroupSize."
        case .invalidJSON(let reason):
            return "The JSON body could not be read: \(reason). Send an object whose members are the form's field names."
        case .invalidUTF8(let offset):
            return "The form submission's percent-escapes at byte \(offset) are not valid UTF-8; send the form as UTF-8 (accept-charset=\"UTF-8\")."
        }
    }
}
