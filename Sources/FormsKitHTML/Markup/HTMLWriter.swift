/// Writes HTML into a string, escaped by construction: element and attribute
/// names are `StaticString`s (written in code, never from input), and every
/// `String` is escaped for the context it goes into. No method writes a
/// `String` as markup.
public struct HTMLWriter {
    /// The markup written so far, as UTF-8: shared by copies of the writer
    /// until one of them writes.
    private var buffer = HTMLByteBuffer(capacity: 8192)

    /// The markup written so far.
    public var html: String {
        buffer.string
    }

    /// An empty writer.
    public init() {}

    /// The buffer, made this writer's own before a write.
    private var ownBuffer: HTMLByteBuffer {
        mutating get {
            if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
            return buffer
        }
    }

    /// Writes `value` in decimal digits (which need no escaping).
    mutating func integer(_ value: Int) {
        let buffer = ownBuffer
        for byte in String(value).utf8 { buffer.append(byte) }
    }

    /// Writes `value` escaped for an attribute value, after `name="`.
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
    /// ``attribute(_:_:)-(_,String)``, ``urlAttribute(_:_:)`` and ``flag(_:_:)``, and
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
        blockElements.contains(tag.description)
    }

    private static let blockElements: Set<String> = [
        "div", "fieldset", "form", "ul", "li", "p", "h1", "h2", "legend", "select", "textarea", "option", "button", "label", "output", "a",
    ]

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
        ownBuffer.append(other.buffer)
    }

    private mutating func append(_ literal: StaticString) {
        ownBuffer.append(literal)
    }

    /// Appends `string`, with `&`, `<` and `>` (and, with `quotes`, `"` and
    /// `'`) as character references, and control characters as U+FFFD
    /// (``HTMLEscaping``).
    private mutating func appendEscaped(_ string: String, quotes: Bool) {
        // A C1 control (U+0080 to U+009F, two bytes from 0xC2) is shown as
        // U+FFFD, as other controls are; 0xC2 also leads `£`, `©`, `°`…
        if string.utf8.contains(0xC2), string.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) {
            var cleaned = String.UnicodeScalarView()
            for scalar in string.unicodeScalars { cleaned.append((0x80...0x9F).contains(scalar.value) ? "\u{FFFD}" : scalar) }
            ownBuffer.append(String(cleaned)) { Self.replacement(for: $0, quotes: quotes) }
            return
        }
        ownBuffer.append(string) { Self.replacement(for: $0, quotes: quotes) }
    }

    /// The character reference that stands for `byte`, when it is one that
    /// must be escaped.
    @inline(__always)
    private static func replacement(for byte: UInt8, quotes: Bool) -> StaticString? {
        // Every byte that is escaped lies between `"` and `>`, but for
        // control characters.
        guard byte >= UInt8(ascii: "\""), byte <= UInt8(ascii: ">") else {
            return byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D || byte == 0x7F ? "\u{FFFD}" : nil
        }
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\"") where quotes: return "&quot;"
        case UInt8(ascii: "'") where quotes: return "&#39;"
        default: return nil
        }
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
