import Crypto
import Foundation

/// The Content Security Policy of every page these routes render: scripts
/// and stylesheets from this origin only, no inline script or `<style>`, no
/// plugins, frames or foreign form targets.
///
/// Rendered forms style a few elements with `style` attributes (a card's
/// padding, a theme's colours). Rather than allow every inline style, the
/// policy lists the SHA-256 of each attribute value the page holds
/// (`style-src-attr 'unsafe-hashes' 'sha256-…'`), so only the server's own
/// attributes apply.
enum ContentSecurityPolicy {
    /// The policy for a response whose body is `html` (`nil` for bodies that
    /// are not HTML).
    static func header(forHTML html: String?) -> String {
        var directives = [
            "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self'", "form-action 'self'",
            "frame-ancestors 'none'", "base-uri 'none'",
        ]
        let hashes = html.map(styleAttributeHashes(in:)) ?? []
        directives.append(hashes.isEmpty ? "style-src-attr 'none'" : "style-src-attr 'unsafe-hashes' " + hashes.joined(separator: " "))
        return directives.joined(separator: "; ")
    }

    /// `'sha256-…'` for each distinct `style` attribute value in `html`,
    /// in order of first appearance.
    static func styleAttributeHashes(in html: String) -> [String] {
        var hashes: [String] = []
        var seen: Set<String> = []
        var rest = html[...]
        while let start = rest.range(of: " style=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let value = unescaped(rest[..<end])
            rest = rest[rest.index(after: end)...]
            guard seen.insert(value).inserted else { continue }
            hashes.append("'sha256-" + Data(SHA256.hash(data: Array(value.utf8))).base64EncodedString() + "'")
        }
        return hashes
    }

    /// An attribute value as the browser reads it: the character references
    /// `HTMLEscaping` writes, undone.
    private static func unescaped(_ value: Substring) -> String {
        guard value.contains("&") else { return String(value) }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
