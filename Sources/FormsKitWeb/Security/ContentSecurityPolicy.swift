import Crypto

/// The Content Security Policy of every page these routes render: scripts
/// and stylesheets from this origin only, no inline script or `<style>`, no
/// plugins, frames or foreign form targets, and requests from scripts
/// (the live script's refresh of rows other fields work out) to this
/// origin only.
///
/// Rendered forms style a few elements with `style` attributes (a card's
/// padding, a theme's colours). Rather than allow every inline style, the
/// policy lists the SHA-256 of each attribute value the page holds
/// (`style-src-attr 'unsafe-hashes' 'sha256-…'`), so only the server's own
/// attributes apply.
///
/// Every page is read for its attributes, so the reading works on the
/// page's UTF-8 bytes, in one pass that skips most of them, and only the
/// few values found are copied and hashed.
enum ContentSecurityPolicy {
    /// The directives every policy starts with, each followed by `; `.
    private static let fixedDirectives =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; "
    /// The policy of a body without `style` attributes, or that is not HTML.
    private static let withoutStyleAttributes = fixedDirectives + "style-src-attr 'none'"

    /// The policy for a response whose body is `html` (`nil` for bodies that
    /// are not HTML).
    static func header(forHTML html: String?) -> String {
        guard let html else { return withoutStyleAttributes }
        let values = styleAttributeValues(in: html)
        guard !values.isEmpty else { return withoutStyleAttributes }
        var header = Array(fixedDirectives.utf8)
        header.reserveCapacity(header.count + 30 + values.count * 54)
        header.append(contentsOf: "style-src-attr 'unsafe-hashes'".utf8)
        for value in values {
            header.append(UInt8(ascii: " "))
            appendHashSource(of: value, to: &header)
        }
        return String(decoding: header, as: UTF8.self)
    }

    /// `'sha256-…'` for each distinct `style` attribute value in `html`,
    /// in order of first appearance.
    static func styleAttributeHashes(in html: String) -> [String] {
        styleAttributeValues(in: html).map { value in
            var source: [UInt8] = []
            appendHashSource(of: value, to: &source)
            return String(decoding: source, as: UTF8.self)
        }
    }

    /// Appends `'sha256-…'`, the source that allows an attribute whose
    /// value is `value` (its SHA-256 in standard Base64), to `text`.
    private static func appendHashSource(of value: [UInt8], to text: inout [UInt8]) {
        var digest: [UInt8] = []
        digest.reserveCapacity(SHA256.Digest.byteCount)
        digest.append(contentsOf: SHA256.hash(data: value))
        text.append(contentsOf: "'sha256-".utf8)
        Base64URL.appendStandard(digest, to: &text)
        text.append(UInt8(ascii: "'"))
    }

    /// ` style="`, the 8 bytes before an attribute value, as one number
    /// (the first byte highest).
    private static let attributeStart: UInt64 = 0x2073_7479_6C65_3D22

    /// The distinct values of the `style` attributes in `html`, as the
    /// browser reads them (UTF-8, character references undone), in order
    /// of first appearance.
    ///
    /// An attribute is ` style="` up to the next `"`; one without its
    /// closing quote is left out, and the next is looked for after the
    /// closing quote.
    ///
    /// The search is Horspool's: it looks at the byte where a ` style="`
    /// would end. Unless it is `"`, the 8 bytes cannot be one, and that
    /// byte says how far on the next may end: 8 bytes on for most bytes
    /// (any not in ` style=`), fewer for those in it. So most of a page's
    /// bytes are never read.
    static func styleAttributeValues(in html: String) -> [[UInt8]] {
        let bytes = Array(html.utf8)
        var values: [[UInt8]] = []
        // Past a few values, a set tells which are new.
        var seen: Set<[UInt8]> = []
        // Where the `"` of the next ` style="` may be.
        var end = 7
        while end < bytes.count {
            let byte = bytes[end]
            guard byte == UInt8(ascii: "\"") else {
                end += distanceToNextEnd(after: byte)
                continue
            }
            var window: UInt64 = 0
            for byte in bytes[(end - 7)...end] { window = window << 8 | UInt64(byte) }
            guard window == attributeStart else {
                end += 8
                continue
            }
            guard let valueEnd = bytes[(end + 1)...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let value = unescaped(bytes[(end + 1)..<valueEnd])
            let isNew: Bool
            if values.count < 8 {
                isNew = !values.contains(value)
            } else {
                if seen.isEmpty { seen = Set(values) }
                isNew = seen.insert(value).inserted
            }
            if isNew { values.append(value) }
            // The next attribute starts after this one's closing quote.
            end = valueEnd + 8
        }
        return values
    }

    /// How much further on the next ` style="` may end, when `byte` (not
    /// `"`) is where one could have ended: enough to bring `byte` under its
    /// own place in ` style=`, the last when it has two, or 8, past it, when
    /// it has none.
    private static func distanceToNextEnd(after byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "="): 1
        case UInt8(ascii: "e"): 2
        case UInt8(ascii: "l"): 3
        case UInt8(ascii: "y"): 4
        case UInt8(ascii: "t"): 5
        case UInt8(ascii: "s"): 6
        case UInt8(ascii: " "): 7
        default: 8
        }
    }

    /// The character references `HTMLEscaping` writes in attribute values,
    /// each with the byte it stands for.
    private static let references: [(text: [UInt8], byte: UInt8)] = [
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")), (Array("&lt;".utf8), UInt8(ascii: "<")),
        (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

    /// An attribute value as the browser reads it: the character references
    /// `HTMLEscaping` writes, undone, left to right.
    private static func unescaped(_ value: ArraySlice<UInt8>) -> [UInt8] {
        guard value.contains(UInt8(ascii: "&")) else { return Array(value) }
        let references = references
        var result: [UInt8] = []
        result.reserveCapacity(value.count)
        var index = value.startIndex
        next: while index < value.endIndex {
            if value[index] == UInt8(ascii: "&") {
                for reference in references where value[index...].starts(with: reference.text) {
                    result.append(reference.byte)
                    index += reference.text.count
                    continue next
                }
            }
            result.append(value[index])
            index += 1
        }
        return result
    }
}
