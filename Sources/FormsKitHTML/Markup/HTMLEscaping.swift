/// Escaping for the contexts HTML text goes into. ``HTMLWriter`` applies these
/// to every `String` it is given, so nothing written through it is left
/// unescaped; they are public for markup written by other means.
public enum HTMLEscaping {
    /// `text` for element content: `&`, `<` and `>` become character references.
    public static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// `value` for a double- or single-quoted attribute value: also `"` and `'`.
    public static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    /// `url` for an `href` or `action`: relative URLs and the `http`, `https`
    /// and `mailto` schemes pass (attribute-escaped); anything else, such as
    /// `javascript:`, becomes `#`. Control characters and spaces that browsers
    /// strip before reading a scheme are considered, so `java\tscript:` is
    /// refused too.
    public static func url(_ url: String) -> String {
        let significant = url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
        let scheme = String(String.UnicodeScalarView(significant.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }))
        let hasScheme =
            significant.contains(":") && significant.count > scheme.unicodeScalars.count
            && significant[significant.index(significant.startIndex, offsetBy: scheme.unicodeScalars.count)] == ":"
        if hasScheme && !["http", "https", "mailto"].contains(scheme.lowercased()) {
            return "#"
        }
        return attribute(url)
    }

    private static func escape(_ string: String, quotes: Bool) -> String {
        // Most text needs nothing: return it without copying.
        guard
            string.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                    || (quotes && ($0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")))
            })
        else {
            return string
        }
        var result = ""
        result.reserveCapacity(string.utf8.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
