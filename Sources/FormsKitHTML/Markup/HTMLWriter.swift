/// Writes HTML into a string, escaped by construction: element and attribute
/// names are `StaticString`s (written in code, never from input), and every
/// `String` is escaped for the context it goes into. No method writes a
/// `String` as markup.
public struct HTMLWriter {
    /// The markup written so far, as UTF-8: literals are copied in without
    /// making strings, and text is escaped as it is copied.
    private var bytes: [UInt8] = []

    /// The markup written so far.
    public var html: String { String(decoding: bytes, as: UTF8.self) }

    /// An empty writer.
    public init() {
        bytes.reserveCapacity(8192)
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
            switch name.count {
            case 1: return name[0] == UInt8(ascii: "p") || name[0] == UInt8(ascii: "a")
            case 2:
                return (name[0] == UInt8(ascii: "h") && (name[1] == UInt8(ascii: "1") || name[1] == UInt8(ascii: "2")))
                    || (name[0] == UInt8(ascii: "u") && name[1] == UInt8(ascii: "l")) || (name[0] == UInt8(ascii: "l") && name[1] == UInt8(ascii: "i"))
            case 3: return name.elementsEqual("div".utf8)
            case 4: return name.elementsEqual("form".utf8)
            case 5: return name.elementsEqual("label".utf8)
            case 6:
                return name.elementsEqual("legend".utf8) || name.elementsEqual("select".utf8) || name.elementsEqual("option".utf8)
                    || name.elementsEqual("button".utf8) || name.elementsEqual("output".utf8)
            case 8: return name.elementsEqual("fieldset".utf8) || name.elementsEqual("textarea".utf8)
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
        bytes.append(contentsOf: other.bytes)
    }

    private mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func appendEscaped(_ string: String, quotes: Bool) {
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for (index, byte) in utf8.enumerated() {
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\"") where quotes: replacement = "&quot;"
                case UInt8(ascii: "'") where quotes: replacement = "&#39;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                append(replacement)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    private mutating func start(_ tag: StaticString, _ attributes: [Attribute?]) {
        append("<")
        append(tag)
        for case let attribute? in attributes {
            append(" ")
            append(attribute.name)
            if let value = attribute.value {
                append("=\"")
                if attribute.isURL, !HTMLEscaping.isAllowedURL(value) {
                    append("#")
                } else {
                    appendEscaped(value, quotes: true)
                }
                append("\"")
            }
        }
    }
}
