/// Writes HTML into a string, escaped by construction: element and attribute
/// names are `StaticString`s (written in code, never from input), and every
/// `String` is escaped for the context it goes into. No method writes a
/// `String` as markup.
public struct HTMLWriter {
    /// The markup written so far, as UTF-8: literals are copied in without
    /// making strings, and text is escaped as it is copied. A buffer of its
    /// own rather than an array, so that the thousands of short appends of a
    /// render cost a bounds check and a copy each; copied on write.
    private var storage: HTMLByteStorage
    /// How many bytes of `storage` are written.
    private var count = 0
    /// The holes of the row template being recorded, where they are:
    /// `nil` unless the writer records one (``init(recordingTemplate:)``).
    private var holes: [HTMLRowTemplate.Hole]?

    /// The markup written so far.
    public var html: String {
        String(decoding: UnsafeBufferPointer(start: storage.base, count: count), as: UTF8.self)
    }

    /// An empty writer.
    public init() {
        storage = HTMLByteStorage(capacity: 8192)
    }

    /// An empty writer with room for `capacity` bytes, for a caller that
    /// knows how much it will write (``reserveCapacity(_:)`` then).
    init(capacity: Int) {
        storage = HTMLByteStorage(capacity: capacity)
    }

    /// How many bytes are written.
    var byteCount: Int { count }

    /// Makes room for `additional` more bytes, so that writing them does
    /// not copy what is written.
    mutating func reserveCapacity(_ additional: Int) {
        precondition(additional >= 0, "Room is made for a number of bytes, not taken away.")
        guard count + additional > storage.capacity || !isKnownUniquelyReferenced(&storage) else { return }
        storage = storage.copy(count: count, capacity: count + additional)
    }

    /// A writer that records a row's template: the markup it is given, and
    /// where each ``HTMLRowHole`` it is told of goes.
    init(recordingTemplate: ()) {
        storage = HTMLByteStorage(capacity: 512)
        holes = []
    }

    /// Marks where `kind` goes, in a writer that records a template.
    mutating func hole(_ kind: HTMLRowHole) {
        precondition(holes != nil, "A hole is marked only in a writer that records a row template.")
        holes?.append(HTMLRowTemplate.Hole(offset: count, kind: kind))
    }

    /// The template recorded: the markup and its holes.
    var template: HTMLRowTemplate {
        HTMLRowTemplate(bytes: Array(UnsafeBufferPointer(start: storage.base, count: count)), holes: holes ?? [])
    }

    /// Writes the markup of `template`, which has no holes.
    mutating func write(_ template: HTMLRowTemplate) {
        template.bytes.withUnsafeBytes { append($0) }
    }

    /// Writes the markup of `template` from byte `start` to byte `end`
    /// (between its holes, for a caller that fills them itself).
    mutating func write(_ template: HTMLRowTemplate, bytesFrom start: Int, to end: Int) {
        template.bytes.withUnsafeBytes { append(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
    }

    /// Writes `template`'s markup, and each of its holes with `fill`.
    mutating func write(_ template: HTMLRowTemplate, fill: (HTMLRowHole, inout HTMLWriter) -> Void) {
        template.bytes.withUnsafeBytes { bytes in
            var start = 0
            for index in template.holes.indices {
                let hole = template.holes[index]
                append(UnsafeRawBufferPointer(rebasing: bytes[start..<hole.offset]))
                fill(hole.kind, &self)
                start = hole.offset
            }
            append(UnsafeRawBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// Writes `value` in decimal digits (which need no escaping).
    mutating func integer(_ value: Int) {
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var magnitude = value.magnitude
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            append(UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Writes `value` escaped for an attribute value, in a hole after `name="`.
    mutating func attributeValue(_ value: String) {
        appendEscaped(value, quotes: true)
    }

    /// An attribute: a name written in code and a value that is escaped.
    public struct Attribute {
        let name: StaticString
        let value: String?
        let isURL: Bool

        /// `name="value"`, the value attribute-escaped.
        public init(_ name: StaticString, _ value: String) {
            self.name = name
            self.value = value
            isURL = false
        }

        /// A boolean attribute (`required`, `checked`), written when `isOn`.
        public static func flag(_ name: StaticString, _ isOn: Bool = true) -> Attribute? {
            isOn ? Attribute(name: name, value: nil, isURL: false) : nil
        }

        /// A URL attribute (`href`, `action`), refused (`#`) unless relative or
        /// `http`, `https` or `mailto`.
        public static func url(_ name: StaticString, _ value: String) -> Attribute {
            Attribute(name: name, value: value, isURL: true)
        }

        private init(name: StaticString, value: String?, isURL: Bool) {
            self.name = name
            self.value = value
            self.isURL = isURL
        }
    }

    /// Opens `<tag …>`.
    public mutating func open(_ tag: StaticString, _ attributes: Attribute?...) {
        start(tag, attributes)
        append(">")
    }

    /// Writes a void element `<tag …>` (no content, no end tag).
    public mutating func void(_ tag: StaticString, _ attributes: Attribute?...) {
        start(tag, attributes)
        append(">\n")
    }

    /// Opens `<tag …>` with a list of attributes.
    public mutating func open(_ tag: StaticString, attributes: [Attribute?]) {
        start(tag, attributes)
        append(">")
    }

    /// Writes a void element with a list of attributes.
    public mutating func void(_ tag: StaticString, attributes: [Attribute?]) {
        start(tag, attributes)
        append(">\n")
    }

    // MARK: A tag attribute by attribute

    /// Starts `<tag`, for attributes written one by one with
    /// ``attribute(_:_:)``, ``urlAttribute(_:_:)`` and ``flag(_:_:)``, and
    /// ended with ``endOpen()`` or ``endVoid()``: the same markup as
    /// ``open(_:_:)`` without making a list of attributes.
    public mutating func startTag(_ tag: StaticString) {
        append("<")
        append(tag)
    }

    /// Writes ` name="value"` in a tag started with ``startTag(_:)``, the
    /// value attribute-escaped.
    public mutating func attribute(_ name: StaticString, _ value: String) {
        append(" ")
        append(name)
        append("=\"")
        appendEscaped(value, quotes: true)
        append("\"")
    }

    /// Writes ` name="value"` when `value` is not `nil`.
    public mutating func attribute(_ name: StaticString, _ value: String?) {
        if let value { attribute(name, value) }
    }

    /// Writes a URL attribute (`href`, `action`), `#` unless the URL is
    /// relative or `http`, `https` or `mailto`.
    public mutating func urlAttribute(_ name: StaticString, _ value: String) {
        append(" ")
        append(name)
        append("=\"")
        if HTMLEscaping.isAllowedURL(value) {
            appendEscaped(value, quotes: true)
        } else {
            append("#")
        }
        append("\"")
    }

    /// Writes a boolean attribute (`required`, `checked`) when `isOn`.
    public mutating func flag(_ name: StaticString, _ isOn: Bool = true) {
        guard isOn else { return }
        append(" ")
        append(name)
    }

    /// Ends a tag started with ``startTag(_:)``: `>`, content follows.
    public mutating func endOpen() {
        append(">")
    }

    /// Ends a void element started with ``startTag(_:)``: `>` and a line break.
    public mutating func endVoid() {
        append(">\n")
    }

    /// Closes `</tag>`. A line break follows block elements, so the markup
    /// reads (and diffs) a block a line.
    public mutating func close(_ tag: StaticString) {
        append("</")
        append(tag)
        append(Self.isBlock(tag) ? ">\n" : ">")
    }

    /// Whether `tag` is one of the elements a line break follows: `div`,
    /// `fieldset`, `form`, `ul`, `li`, `p`, `h1`, `h2`, `legend`, `select`,
    /// `textarea`, `option`, `button`, `label`, `output`, `a`.
    private static func isBlock(_ tag: StaticString) -> Bool {
        tag.withUTF8Buffer { name in
            func equals(_ word: StaticString) -> Bool {
                word.withUTF8Buffer { word in
                    guard word.count == name.count else { return false }
                    for index in 0..<word.count where word[index] != name[index] { return false }
                    return true
                }
            }
            switch name.count {
            case 1: return name[0] == UInt8(ascii: "p") || name[0] == UInt8(ascii: "a")
            case 2: return equals("h1") || equals("h2") || equals("ul") || equals("li")
            case 3: return equals("div")
            case 4: return equals("form")
            case 5: return equals("label")
            case 6: return equals("legend") || equals("select") || equals("option") || equals("button") || equals("output")
            case 8: return equals("fieldset") || equals("textarea")
            default: return false
            }
        }
    }

    /// Writes `text`, escaped for element content.
    public mutating func text(_ text: String) {
        appendEscaped(text, quotes: false)
    }

    /// `<tag …>text</tag>`.
    public mutating func element(_ tag: StaticString, _ attributes: Attribute?..., text: String) {
        start(tag, attributes)
        append(">")
        appendEscaped(text, quotes: false)
        close(tag)
    }

    /// Writes markup that is known to be safe: a literal written in code.
    public mutating func raw(_ literal: StaticString) {
        append(literal)
    }

    /// Appends what another writer wrote (already escaped).
    public mutating func append(_ other: HTMLWriter) {
        append(UnsafeRawBufferPointer(start: other.storage.base, count: other.count))
    }

    /// Copies `bytes` in: into the storage when this writer is its only
    /// owner and it has room, into a larger copy otherwise.
    @inline(__always)
    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        let length = bytes.count
        guard length > 0, let source = bytes.baseAddress else { return }
        if count + length > storage.capacity || !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy(count: count, capacity: max(storage.capacity, (count + length) * 2))
        }
        let target = UnsafeMutableRawPointer(storage.base + count)
        // Most appends are a few bytes of markup: a call to memcpy costs
        // more than copying them here, and copying them a byte at a time
        // more again. Up to 16 bytes, two loads and two stores that may
        // overlap (the first and last 8, 4 or 2 bytes).
        if length >= 8 {
            if length <= 16 {
                let head = source.loadUnaligned(as: UInt64.self)
                let tail = source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
                target.storeBytes(of: head, as: UInt64.self)
                target.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
            } else {
                target.copyMemory(from: source, byteCount: length)
            }
        } else if length >= 4 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else if length >= 2 {
            let head = source.loadUnaligned(as: UInt16.self)
            let tail = source.loadUnaligned(fromByteOffset: length - 2, as: UInt16.self)
            target.storeBytes(of: head, as: UInt16.self)
            target.storeBytes(of: tail, toByteOffset: length - 2, as: UInt16.self)
        } else {
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
        }
        count += length
    }

    @inline(__always)
    private mutating func append(_ literal: StaticString) {
        if literal.hasPointerRepresentation {
            append(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        } else {
            literal.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
        }
    }

    private mutating func appendEscaped(_ string: String, quotes: Bool) {
        // The string's own bytes, borrowed (no copy of the string, so no
        // retain and release); a string that does not keep UTF-8 bytes
        // (bridged from Objective-C) is made native first.
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { appendEscaped(utf8: $0, quotes: quotes) }
        guard done == nil else { return }
        var native = string
        native.withUTF8 { appendEscaped(utf8: $0, quotes: quotes) }
    }

    private mutating func appendEscaped(utf8: UnsafeBufferPointer<UInt8>, quotes: Bool) {
        guard let base = utf8.baseAddress else { return }
        let count = utf8.count
        var runStart = 0
        var index = 0
        while index < count {
            // Eight bytes at a time while none of them is one escaping
            // replaces (most text: words, spaces, digits).
            if count &- index >= 8 {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if !Self.mayNeedEscaping(word) {
                    index &+= 8
                    continue
                }
            }
            // Byte by byte to the end of this word (or of the text).
            let end = Swift.min(index &+ 8, count)
            while index < end {
                let byte = base[index]
                // Every byte that needs escaping is `"`, `&`, `'`, `<` or `>`:
                // between 0x22 and 0x3E. Spaces, letters and digits go on
                // without a branch on which byte it is.
                if byte &- 0x22 > 0x3E - 0x22 || Self.isPlainPunctuation(byte) {
                    index &+= 1
                    continue
                }
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""):
                    guard quotes else {
                        index &+= 1
                        continue
                    }
                    replacement = "&quot;"
                case UInt8(ascii: "'"):
                    guard quotes else {
                        index &+= 1
                        continue
                    }
                    replacement = "&#39;"
                default:
                    index &+= 1
                    continue
                }
                append(UnsafeRawBufferPointer(start: base + runStart, count: index - runStart))
                append(replacement)
                index &+= 1
                runStart = index
            }
        }
        append(UnsafeRawBufferPointer(start: base + runStart, count: count - runStart))
    }

    /// Whether one of the eight bytes of `word` may be one escaping
    /// replaces: `"`, `&`, `'`, `<` or `>` (and `#`, which shares a
    /// test with `"`; its byte is then looked at and passed). Each test
    /// finds a byte equal to a constant after setting the bit in which
    /// the pair it stands for differs.
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        @inline(__always)
        func hasByte(_ word: UInt64, _ byte: UInt64) -> Bool {
            let difference = word ^ (byte &* ones)
            return (difference &- ones) & ~difference & (ones &* 0x80) != 0
        }
        let lowBitSet = word | ones
        // `"` and `#` (0x22, 0x23); `&` and `'` (0x26, 0x27); `<` and `>` (0x3C, 0x3E).
        return hasByte(lowBitSet, 0x23) || hasByte(lowBitSet, 0x27) || hasByte(word | (ones &* 0x02), 0x3E)
    }

    /// Whether `byte`, between `"` and `>`, is not one escaping replaces
    /// (in either context: quotes are checked where they matter).
    @inline(__always)
    private static func isPlainPunctuation(_ byte: UInt8) -> Bool {
        // Bit n stands for byte 0x22 + n: `"` (0), `&` (4), `'` (5), `<` (26), `>` (28).
        let escaped: UInt32 = 1 << 0 | 1 << 4 | 1 << 5 | 1 << 26 | 1 << 28
        return escaped & (1 << UInt32(byte &- 0x22)) == 0
    }

    private mutating func start(_ tag: StaticString, _ attributes: [Attribute?]) {
        startTag(tag)
        for case let attribute? in attributes {
            if let value = attribute.value {
                if attribute.isURL {
                    urlAttribute(attribute.name, value)
                } else {
                    self.attribute(attribute.name, value)
                }
            } else {
                flag(attribute.name)
            }
        }
    }
}

/// The bytes of an ``HTMLWriter``: a fixed allocation, replaced by a larger
/// copy when full, so that the writer's appends touch no class property
/// (and so pay no exclusivity check).
final class HTMLByteStorage {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// A storage of `capacity` bytes holding the first `count` of these.
    func copy(count: Int, capacity: Int) -> HTMLByteStorage {
        let copy = HTMLByteStorage(capacity: capacity)
        copy.base.initialize(from: base, count: count)
        return copy
    }
}
