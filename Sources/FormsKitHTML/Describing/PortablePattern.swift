/// An ICU pattern (what `PatternRule` runs) as a JSON Schema `pattern`,
/// when every engine a schema meets reads it the same way: ECMA-262 with
/// and without the `u` flag, and the engines of the tools that check
/// schemas (Python's `re`).
///
/// Both the rule and a schema's `pattern` look for a match anywhere in the
/// text, so a pattern that means the same is the same text. Only a small
/// subset is taken: literal characters, `\` before a syntax character,
/// bracket classes of literals and ranges (and a leading `^`), groups
/// `( )` and `(?: )`, alternation, greedy and lazy quantifiers, and the
/// anchors. Everything with a meaning that differs between engines gives
/// `nil`: `.` (ICU's stops at more line ends), `\d`, `\w`, `\s` and `\b`
/// (Unicode-aware in ICU, ASCII-only in ECMA-262), Unicode properties,
/// set operations, inline flags, lookaround, back references, possessive
/// quantifiers. The rule then stays in `x-formskit-rules` only.
enum PortablePattern {
    /// Characters that must be escaped to be literal, in every engine; the
    /// only ones ECMA-262's `u` mode lets a backslash escape.
    private static let syntax: Set<Unicode.Scalar> = ["\\", "^", "$", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/"]

    /// `icu` as a portable pattern, or `nil`. `endAnchorIsPortable` says
    /// whether `$` is: ICU's also matches before a line terminator that
    /// ends the text, which text trimmed of white space at its end never
    /// has.
    static func convert(_ icu: String, endAnchorIsPortable: Bool) -> String? {
        let scalars = Array(icu.unicodeScalars)
        var index = 0
        var depth = 0
        /// Whether what came last can take a quantifier.
        var quantifiable = false
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                guard index + 1 < scalars.count, syntax.contains(scalars[index + 1]) else { return nil }
                index += 2
                quantifiable = true
                continue
            case "[":
                guard let end = classEnd(scalars, from: index) else { return nil }
                index = end + 1
                quantifiable = true
                continue
            case "(":
                if index + 1 < scalars.count, scalars[index + 1] == "?" {
                    guard index + 2 < scalars.count, scalars[index + 2] == ":" else { return nil }
                    index += 3
                } else {
                    index += 1
                }
                depth += 1
                quantifiable = false
                continue
            case ")":
                guard depth > 0 else { return nil }
                depth -= 1
                quantifiable = true
            case "|":
                quantifiable = false
            case "^":
                quantifiable = false
            case "$":
                guard endAnchorIsPortable else { return nil }
                quantifiable = false
            case "*", "+", "?", "{":
                guard quantifiable else { return nil }
                if scalar == "{" {
                    guard let end = BrowserPattern.quantifierEnd(scalars, from: index) else { return nil }
                    index = end
                }
                index += 1
                // Lazy (`*?`) matches where greedy does; possessive
                // (`*+`) may not, and ECMA-262 has none.
                if index < scalars.count, scalars[index] == "?" { index += 1 }
                if index < scalars.count, scalars[index] == "+" || scalars[index] == "*" || scalars[index] == "{" { return nil }
                quantifiable = false
                continue
            case ".", "]", "}":
                return nil
            default:
                guard isPortableLiteral(scalar) else { return nil }
                quantifiable = true
            }
            index += 1
        }
        guard depth == 0 else { return nil }
        return icu
    }

    /// A character that means itself in every engine, outside escapes.
    private static func isPortableLiteral(_ scalar: Unicode.Scalar) -> Bool {
        if syntax.contains(scalar) { return false }
        // Controls and white space: ICU's free-spacing mode or a line end
        // would read them otherwise; a pattern has no need of them raw.
        if scalar.value < 0x20 || scalar.value == 0x7F { return false }
        if !scalar.isASCII, scalar.properties.isWhitespace || scalar.properties.generalCategory == .format { return false }
        return true
    }

    /// The position of the `]` that closes the class opened at `start`, or
    /// `nil` when the class uses anything beyond literals, escaped syntax
    /// characters and ranges.
    private static func classEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        if index < scalars.count, scalars[index] == "^" { index += 1 }
        var members = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "]":
                return members > 0 ? index : nil
            case "\\":
                guard index + 1 < scalars.count, syntax.contains(scalars[index + 1]) || scalars[index + 1] == "-" else { return nil }
                index += 2
            case "[", "&":
                // Nested classes and ICU's set operations.
                return nil
            case "-":
                // A literal `-` only first or last; a range between two literals.
                let isFirst = members == 0
                let isLast = index + 1 < scalars.count && scalars[index + 1] == "]"
                guard isFirst || isLast else { return nil }
                index += 1
            default:
                guard
                    isPortableLiteral(scalar) || scalar == "^" || scalar == "." || scalar == "$" || scalar == "*" || scalar == "+"
                        || scalar == "?" || scalar == "(" || scalar == ")" || scalar == "{" || scalar == "}" || scalar == "|" || scalar == "/"
                else { return nil }
                if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                    let upper = scalars[index + 2]
                    guard upper != "\\", upper != "[", isPortableLiteral(upper), upper.value >= scalar.value else { return nil }
                    index += 3
                } else {
                    index += 1
                }
            }
            members += 1
        }
        return nil
    }
}
