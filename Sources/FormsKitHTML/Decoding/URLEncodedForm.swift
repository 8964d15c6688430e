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
    /// The pairs, in the order they came.
    public let pairs: [(name: String, value: String)]
    /// The position in ``pairs`` of each name's first pair, so that looking
    /// a field up costs the same however many fields were sent.
    private let firstPairByName: [String: Int]
    /// For each pair, the position of the next pair of the same name, or
    /// `nil`: a name's values without an array per name.
    private let nextPairOfName: [Int?]
    /// Files sent with the form (a `multipart/form-data` body), by field
    /// name: the first for each name. Empty for other bodies.
    public private(set) var files: [String: UploadedFile] = [:]

    /// Parses `body` within `limits`.
    public init(parsing body: String, limits: URLEncodedFormLimits = .standard) throws(URLEncodedFormError) {
        try self.init(parsing: Array(body.utf8), limits: limits)
    }

    /// Parses the bytes of `body` within `limits`.
    public init(parsing body: [UInt8], limits: URLEncodedFormLimits = .standard) throws(URLEncodedFormError) {
        guard body.count <= limits.maximumBodySize else {
            throw .bodyTooLarge(size: body.count, limit: limits.maximumBodySize)
        }
        var pairs: [(name: String, value: String)] = []
        // A pair per `&`, and one more: no growing the list pair by pair.
        var separators = 0
        for byte in body where byte == UInt8(ascii: "&") { separators += 1 }
        pairs.reserveCapacity(min(separators + 1, limits.maximumPairCount))
        var start = 0
        while start <= body.count {
            let end = body[start...].firstIndex(of: UInt8(ascii: "&")) ?? body.count
            if end > start {
                guard pairs.count < limits.maximumPairCount else {
                    throw .tooManyPairs(limit: limits.maximumPairCount)
                }
                let pair = body[start..<end]
                let equals = pair.firstIndex(of: UInt8(ascii: "="))
                let rawName = body[start..<(equals ?? end)]
                let rawValue = equals.map { body[($0 + 1)..<end] } ?? []
                let name = try Self.decode(rawName, at: start)
                guard name.utf8.count <= limits.maximumNameLength else {
                    throw .nameTooLong(name: String(name.prefix(40)), limit: limits.maximumNameLength)
                }
                try Self.checkPath(of: name, limits: limits)
                let value = try Self.decode(rawValue, at: equals.map { $0 + 1 } ?? end)
                guard value.utf8.count <= limits.maximumValueLength else {
                    throw .valueTooLong(name: name, limit: limits.maximumValueLength)
                }
                pairs.append((name, value))
            }
            start = end + 1
        }
        self.init(pairs: pairs)
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

    /// A submission of these pairs, already decoded.
    init(pairs: [(name: String, value: String)]) {
        self.pairs = pairs
        var firstPairByName: [String: Int] = [:]
        firstPairByName.reserveCapacity(pairs.count)
        var lastPairByName: [String: Int] = [:]
        var nextPairOfName = [Int?](repeating: nil, count: pairs.count)
        for index in pairs.indices {
            let name = pairs[index].name
            guard let first = firstPairByName[name] else {
                firstPairByName[name] = index
                continue
            }
            // A repeated name: chained after its last pair so far.
            nextPairOfName[lastPairByName[name] ?? first] = index
            lastPairByName[name] = index
        }
        self.firstPairByName = firstPairByName
        self.nextPairOfName = nextPairOfName
    }

    /// Checks a name's path (`options.2.title`): no deeper than the limit,
    /// and no element index a repeated group could not hold.
    private static func checkPath(of name: String, limits: URLEncodedFormLimits) throws(URLEncodedFormError) {
        var depth = 1
        var index = 0
        var isNumber = true
        var digits = 0
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") {
                if isNumber, digits > 0, index >= limits.maximumGroupSize {
                    throw .indexTooLarge(name: String(name.prefix(40)), limit: limits.maximumGroupSize)
                }
                depth += 1
                guard depth <= limits.maximumNameDepth else { throw .nameTooDeep(name: String(name.prefix(40)), limit: limits.maximumNameDepth) }
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
        if depth > 1, isNumber, digits > 0, index >= limits.maximumGroupSize {
            throw .indexTooLarge(name: String(name.prefix(40)), limit: limits.maximumGroupSize)
        }
    }

    /// The first value sent for `name`, or `nil` when none was.
    public func value(for name: String) -> String? {
        firstPairByName[name].map { pairs[$0].value }
    }

    /// Every value sent for `name`, in order.
    public func values(for name: String) -> [String] {
        var values: [String] = []
        var next = firstPairByName[name]
        while let index = next {
            values.append(pairs[index].value)
            next = nextPairOfName[index]
        }
        return values
    }

    /// Whether `name` was sent at all.
    public func contains(_ name: String) -> Bool {
        firstPairByName[name] != nil
    }

    public static func == (lhs: URLEncodedForm, rhs: URLEncodedForm) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value } && lhs.files == rhs.files
    }

    /// Percent-decodes `bytes` (`+` is a space), checking the escapes and the
    /// UTF-8 they spell.
    private static func decode(_ bytes: ArraySlice<UInt8>, at offset: Int) throws(URLEncodedFormError) -> String {
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") || $0 >= 0x80 }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "+"):
                decoded.append(UInt8(ascii: " "))
                index += 1
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.endIndex,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else {
                    throw .malformedPercentEncoding(offset: offset + (index - bytes.startIndex))
                }
                decoded.append(high << 4 | low)
                index += 3
            default:
                decoded.append(byte)
                index += 1
            }
        }
        guard let string = String(validating: decoded, as: UTF8.self) else {
            throw .invalidUTF8(offset: offset)
        }
        return string
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
