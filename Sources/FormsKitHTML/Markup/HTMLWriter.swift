/// Writes HTML into a string, escaped by construction: element and attribute
/// names are `StaticString`s (written in code, never from input), and every
/// `String` is escaped for the context it goes into. No method writes a
/// `String` as markup.
public struct HTMLWriter {
    /// The markup written so far.
    public private(set) var html = ""

    /// An empty writer.
    public init() {
        html.reserveCapacity(4096)
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
        html += ">"
    }

    /// Writes a void element `<tag …>` (no content, no end tag).
    public mutating func void(_ tag: StaticString, _ attributes: Attribute?...) {
        start(tag, attributes)
        html += ">\n"
    }

    /// Opens `<tag …>` with a list of attributes.
    public mutating func open(_ tag: StaticString, attributes: [Attribute?]) {
        start(tag, attributes)
        html += ">"
    }

    /// Writes a void element with a list of attributes.
    public mutating func void(_ tag: StaticString, attributes: [Attribute?]) {
        start(tag, attributes)
        html += ">\n"
    }

    /// Closes `</tag>`. A line break follows block elements, so the markup
    /// reads (and diffs) a block a line.
    public mutating func close(_ tag: StaticString) {
        html += "</"
        html += tag.description
        html += ">"
        if Self.blocks.contains(tag.description) { html += "\n" }
    }

    private static let blocks: Set<String> = [
        "div", "fieldset", "form", "ul", "li", "p", "h1", "h2", "legend", "select", "textarea", "option", "button", "label", "output", "a",
    ]

    /// Writes `text`, escaped for element content.
    public mutating func text(_ text: String) {
        html += HTMLEscaping.text(text)
    }

    /// `<tag …>text</tag>`.
    public mutating func element(_ tag: StaticString, _ attributes: Attribute?..., text: String) {
        start(tag, attributes)
        html += ">"
        html += HTMLEscaping.text(text)
        close(tag)
    }

    /// Writes markup that is known to be safe: a literal written in code.
    public mutating func raw(_ literal: StaticString) {
        html += literal.description
    }

    /// Appends what another writer wrote (already escaped).
    public mutating func append(_ other: HTMLWriter) {
        html += other.html
    }

    private mutating func start(_ tag: StaticString, _ attributes: [Attribute?]) {
        html += "<"
        html += tag.description
        for case let attribute? in attributes {
            html += " "
            html += attribute.name.description
            if let value = attribute.value {
                html += "=\""
                html += attribute.isURL ? HTMLEscaping.url(value) : HTMLEscaping.attribute(value)
                html += "\""
            }
        }
    }
}
