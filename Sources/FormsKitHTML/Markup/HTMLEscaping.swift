/// Escaping for the contexts HTML text goes into. ``HTMLWriter`` applies these
/// to every `String` it is given, so nothing written through it is left
/// unescaped; they are public for markup written by other means.
public enum HTMLEscaping {
    /// `text` for element content: `&`, `<` and `>` become character
    /// references, and control characters other than tab and line breaks
    /// (errors in HTML) become U+FFFD.
    public static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// `value` for a double- or single-quoted attribute value: also `"` and
    /// `'`.
    public static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    /// `url` for an `href` or `action`: relative URLs and the `http`, `https`
    /// and `mailto` schemes pass (attribute-escaped); anything else, such as
    /// `javascript:`, becomes `#`. Control characters and spaces that browsers
    /// strip before reading a scheme are considered, so `java\tscript:` is
    /// refused too.
    public static func url(_ url: String) -> String {
        isAllowedURL(url) ? attribute(url) : "#"
    }

    /// Whether `url` is relative or has the `http`, `https` or `mailto`
    /// scheme, ignoring the control characters and spaces browsers strip.
    static func isAllowedURL(_ url: String) -> Bool {
        // A scheme is what comes before the first ":", unless a "/", "?" or
        // "#" comes first (then the URL is relative).
        var scheme: [UInt8] = []
        for byte in url.utf8 {
            if byte <= 0x20 || byte == 0x7F { continue }
            switch byte {
            case UInt8(ascii: ":"):
                return scheme == Array("http".utf8) || scheme == Array("https".utf8) || scheme == Array("mailto".utf8)
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                return true
            default:
                guard scheme.count < 7 else { continue }
                scheme.append(byte | (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? 0x20 : 0))
            }
        }
        return true
    }

    private static func escape(_ string: String, quotes: Bool) -> String {
        // Most text needs nothing: return it without copying. 0xC2 leads
        // the C1 controls' UTF-8 (and `£`, `©`…, passed on below).
        guard
            string.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                    || (quotes && ($0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")))
                    || ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F || $0 == 0xC2
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
            // A control character is an error in an HTML page (a NUL is
            // dropped or read differently by each parser): it is shown as
            // U+FFFD, so the person sees that something is there.
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
