import FormsKit

/// A form as submitted: the name/value pairs of an
/// `application/x-www-form-urlencoded` body (or a query string), in order,
/// repeated keys kept, as a browser sends them; and the files of a
/// `multipart/form-data` body. A JSON body is read into the same pairs.
///
/// ```swift
/// let form = try SubmittedForm(parsing: "tags=a&tags=b&age=")
/// form.values(for: "tags")   // ["a", "b"]
/// form.value(for: "age")     // ""
/// ```
///
/// Unlike decoders that map straight onto `Codable` types, nothing here is
/// rejected for its shape: repeated keys, empty values, pairs without `=`
/// (an empty value) are all kept, as browsers mean them. What is rejected, each
/// with a ``SubmittedFormError`` that says what and where, is input no browser
/// sends or that is too big: malformed percent-encoding, invalid UTF-8, and
/// anything over the ``SubmittedFormLimits``.
public struct SubmittedForm: Sendable, Equatable {
    /// The pairs, in the order they came.
    public let pairs: [(name: String, value: String)]
    /// The position of each name's first pair: looking a field up costs the
    /// same however many fields were sent.
    private let firstPosition: [String: Int]
    /// For each pair, the position of the next pair of the same name, if
    /// any: a name's values in order.
    private let nextPosition: [Int?]
    /// Files sent with the form (a `multipart/form-data` body), by field
    /// name: the first for each name. Empty for other bodies.
    public private(set) var files: [String: UploadedFile] = [:]

    /// Parses `body` within `limits`.
    public init(parsing body: String, limits: SubmittedFormLimits = .standard) throws(SubmittedFormError) {
        try self.init(parsing: Array(body.utf8), limits: limits)
    }

    /// Parses the bytes of `body` within `limits`.
    ///
    /// Pairs are separated by `&`; a pair's name ends at its first `=`
    /// (without one, its value is empty); `+` is a space and `%` with two
    /// hexadecimal digits a byte; empty pairs (`a&&b`) are skipped. Each
    /// pair is checked as it is read, name before value, against `limits`.
    public init(parsing body: [UInt8], limits: SubmittedFormLimits = .standard) throws(SubmittedFormError) {
        guard body.count <= limits.maximumBodySize else { throw .bodyTooLarge(size: body.count, limit: limits.maximumBodySize) }
        var pairs: [(name: String, value: String)] = []
        var start = 0
        while start <= body.count {
            // The pair ends at `&` or the end of the body; its name at the first `=`.
            var end = start
            var equals: Int?
            while end < body.count, body[end] != UInt8(ascii: "&") {
                if equals == nil, body[end] == UInt8(ascii: "=") { equals = end }
                end += 1
            }
            defer { start = end + 1 }
            guard end > start else { continue }
            guard pairs.count < limits.maximumPairCount else { throw .tooManyPairs(limit: limits.maximumPairCount) }
            let name = try Self.decode(body[start..<(equals ?? end)])
            try Self.check(name: name, limits: limits)
            let value = if let equals { try Self.decode(body[(equals + 1)..<end]) } else { "" }
            guard value.utf8.count <= limits.maximumValueLength else { throw .valueTooLong(name: name, limit: limits.maximumValueLength) }
            pairs.append((name, value))
        }
        self.init(pairs: pairs)
    }

    /// Parses the query of a URL (what a `method="get"` form sends): the
    /// text after `?` up to any `#`, or all of `query` when it has neither.
    public init(query: String, limits: SubmittedFormLimits = .standard) throws(SubmittedFormError) {
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
        pairs: [(name: String, value: String)], files: [(name: String, file: UploadedFile)], limits: SubmittedFormLimits = .standard
    ) throws(SubmittedFormError) {
        guard pairs.count + files.count <= limits.maximumPairCount else { throw .tooManyPairs(limit: limits.maximumPairCount) }
        for (name, _) in files { try Self.check(name: name, limits: limits) }
        try self.init(checking: pairs, limits: limits)
        for (name, file) in files where self.files[name] == nil {
            self.files[name] = file
        }
    }

    /// A submission of these pairs, decoded from another format, checked
    /// against `limits` as a parsed body is.
    init(checking pairs: [(name: String, value: String)], limits: SubmittedFormLimits) throws(SubmittedFormError) {
        guard pairs.count <= limits.maximumPairCount else { throw .tooManyPairs(limit: limits.maximumPairCount) }
        for (name, value) in pairs {
            try Self.check(name: name, limits: limits)
            guard value.utf8.count <= limits.maximumValueLength else { throw .valueTooLong(name: name, limit: limits.maximumValueLength) }
        }
        self.init(pairs: pairs)
    }

    /// A submission of these pairs and files, already decoded and checked.
    init(pairs: [(name: String, value: String)], files: [String: UploadedFile] = [:]) {
        var firstPosition: [String: Int] = [:]
        var lastPosition: [String: Int] = [:]
        var nextPosition = [Int?](repeating: nil, count: pairs.count)
        for (position, pair) in pairs.enumerated() {
            if let last = lastPosition.updateValue(position, forKey: pair.name) {
                nextPosition[last] = position
            } else {
                firstPosition[pair.name] = position
            }
        }
        self.pairs = pairs
        self.firstPosition = firstPosition
        self.nextPosition = nextPosition
        self.files = files
    }

    /// The first value sent for `name`, or `nil` when none was.
    public func value(for name: String) -> String? {
        firstPosition[name].map { pairs[$0].value }
    }

    /// Whether `name` was sent more than once.
    func isRepeated(_ name: String) -> Bool {
        firstPosition[name].map { nextPosition[$0] != nil } ?? false
    }

    /// Every value sent for `name`, in order.
    public func values(for name: String) -> [String] {
        var values: [String] = []
        var next = firstPosition[name]
        while let position = next {
            values.append(pairs[position].value)
            next = nextPosition[position]
        }
        return values
    }

    /// Whether `name` was sent at all.
    public func contains(_ name: String) -> Bool {
        firstPosition[name] != nil
    }

    public static func == (lhs: SubmittedForm, rhs: SubmittedForm) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value } && lhs.files == rhs.files
    }

    // MARK: Checks

    /// Checks a name's length and the parts of its path against `limits`.
    private static func check(name: String, limits: SubmittedFormLimits) throws(SubmittedFormError) {
        guard name.utf8.count <= limits.maximumNameLength else {
            throw .nameTooLong(name: String(name.prefix(40)), limit: limits.maximumNameLength)
        }
        guard name.utf8.contains(UInt8(ascii: ".")) else { return }
        // A dotted name (`options.2.title`) nests forms by its parts, and
        // names a repeated group's element by a part of digits.
        let parts = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        for (position, part) in parts.enumerated() {
            let isIndex = !part.isEmpty && part.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            if isIndex, part.count > 9 || part.reduce(0, { $0 * 10 + Int($1 - UInt8(ascii: "0")) }) >= limits.maximumGroupSize {
                throw .indexTooLarge(name: String(name.prefix(40)), limit: limits.maximumGroupSize)
            }
            if position + 2 > limits.maximumNameDepth, position < parts.count - 1 {
                throw .nameTooDeep(name: String(name.prefix(40)), limit: limits.maximumNameDepth)
            }
        }
    }

    /// `bytes` percent-decoded (`+` is a space), as UTF-8 text; where they
    /// start in the body is their indices' start, for errors.
    private static func decode(_ bytes: ArraySlice<UInt8>) throws(SubmittedFormError) -> String {
        // Most names and values are ASCII with nothing to decode: their
        // bytes are their text.
        if !bytes.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") || $0 >= 0x80 }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "+"):
                decoded.append(UInt8(ascii: " "))
                index += 1
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    throw .malformedPercentEncoding(offset: index)
                }
                decoded.append(high << 4 | low)
                index += 3
            case let byte:
                decoded.append(byte)
                index += 1
            }
        }
        let text = String(decoding: decoded, as: UTF8.self)
        // Decoding replaces each ill-formed sequence, so the text's bytes
        // differ from them exactly when they are not UTF-8.
        guard text.utf8.elementsEqual(decoded) else { throw .invalidUTF8(offset: bytes.startIndex) }
        return text
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

/// The largest submission ``SubmittedForm`` accepts.
public struct SubmittedFormLimits: Hashable, Sendable {
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
    public static let standard = SubmittedFormLimits(
        maximumBodySize: 1 << 20,
        maximumPairCount: 10_000,
        maximumNameLength: 256,
        maximumValueLength: 64 << 10
    )
}

/// Why a form submission could not be read. Each says what was wrong and how
/// to fix it, for a log or a 400/413 page.
public enum SubmittedFormError: Error, Hashable, Sendable, CustomStringConvertible {
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
    /// A name sent more than once where one value is meant
    /// (``HTMLFormDecoding/repeatedName``).
    case repeatedName(name: String)

    /// What to tell the person who sent the form, in the message
    /// provider's words: what happened and what they can do, with nothing
    /// about the server's settings. ``description`` is for a developer (a
    /// log, a JSON client).
    public var personMessage: String {
        switch self {
        case .bodyTooLarge(_, let limit):
            return ValidationMessages.text(for: .submissionTooLarge(maximum: UploadedFile.formattedSize(limit)))
        case .tooManyPairs(let limit):
            return ValidationMessages.text(for: .tooManyAnswers(maximum: limit))
        case .valueTooLong(_, let limit):
            // The limit is in bytes of UTF-8, which writes a character of
            // any script but emoji in at most three: that many fit.
            return ValidationMessages.text(for: .answerTooLong(maximum: limit / 3))
        case .indexTooLarge(_, let limit):
            return ValidationMessages.text(for: .listTooLong(maximum: limit))
        case .nameTooLong, .malformedPercentEncoding, .nameTooDeep, .invalidJSON, .invalidUTF8, .repeatedName:
            return ValidationMessages.text(for: .submissionDamaged)
        }
    }

    /// What was wrong, for the program that sent the request (a JSON
    /// client): how to send it instead, with the limit, and nothing about
    /// the server's settings, which its sender cannot change.
    public var senderMessage: String { explanation(mentioningSettings: false) }

    /// What was wrong, for the server's developer (a log): with the setting
    /// that raises a limit.
    public var description: String { explanation(mentioningSettings: true) }

    private func explanation(mentioningSettings: Bool) -> String {
        /// `", or raise <setting>"` for the developer.
        func orRaise(_ setting: String) -> String { mentioningSettings ? ", or raise \(setting)" : "" }
        switch self {
        case .bodyTooLarge(let size, let limit):
            return "The form submission is \(size) bytes, more than the limit of \(limit); send less\(orRaise("maximumBodySize"))."
        case .tooManyPairs(let limit):
            return "The form submission has more than \(limit) fields; send fewer\(orRaise("maximumPairCount"))."
        case .nameTooLong(let name, let limit):
            return "The field name starting \"\(name)\" is longer than \(limit) bytes; field names must be shorter."
        case .valueTooLong(let name, let limit):
            return "The value of \"\(name)\" is longer than \(limit) bytes; shorten it\(orRaise("maximumValueLength"))."
        case .malformedPercentEncoding(let offset):
            return "The form submission has a % not followed by two hexadecimal digits at byte \(offset); encode % as %25."
        case .nameTooDeep(let name, let limit):
            return "The field name starting \"\(name)\" has more than \(limit) dotted parts; nest forms less deeply\(orRaise("maximumNameDepth"))."
        case .indexTooLarge(let name, let limit):
            return
                "The field name starting \"\(name)\" names element \(limit) or later of a list, which holds at most \(limit); send fewer elements\(orRaise("maximumGroupSize"))."
        case .invalidJSON(let reason):
            return "The JSON body could not be read: \(reason). Send an object whose members are the form's field names."
        case .invalidUTF8(let offset):
            return "The form submission's percent-escapes at byte \(offset) are not valid UTF-8; send the form as UTF-8 (accept-charset=\"UTF-8\")."
        case .repeatedName(let name):
            return "\"\(name.prefix(64))\" was sent more than once, and it takes one value; send it once (only a multiple choice takes several)."
        }
    }
}
