/// An ICU pattern (what `PatternRule` runs) as the value of an
/// HTML `pattern` attribute, when browsers read it the same way.
///
/// Browsers compile `pattern` as a JavaScript expression with the `v` flag
/// and match it against the whole value, while the rule matches anywhere in
/// the text. Only a conservative subset that means the same in both engines
/// is converted: literal characters, `.`, classes of letters, digits and
/// ranges, `\d \D \w \W \s \S`, escaped punctuation, groups `( )` and
/// `(?: )`, alternation, anchors and quantifiers; `\d` and `\w` become the
/// Unicode properties ICU means by them. Anything else (inline
/// flags, lookaround, POSIX classes, back references, Unicode properties)
/// gives `nil`: the rule then runs on the server only, which is always safe.
package enum BrowserPattern {
    /// `icu` as an HTML `pattern` value, or `nil` when browsers might read it
    /// differently.
    package static func convert(_ icu: String) -> String? {
        guard let translated = translate(Array(icu.unicodeScalars)) else { return nil }
        if let inner = fullyAnchoredInner(translated) { return inner }
        return "[\\s\\S]*(?:" + translated + ")[\\s\\S]*"
    }

    /// The pattern without its `^` and `$` when both anchor the whole of it
    /// (no alternation outside groups), so the attribute stays readable.
    private static func fullyAnchoredInner(_ pattern: String) -> String? {
        let scalars = Array(pattern.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "^", scalars.last == "$" else { return nil }
        // The `$` must not be escaped.
        var backslashes = 0
        var index = scalars.count - 2
        while index >= 0, scalars[index] == "\\" {
            backslashes += 1
            index -= 1
        }
        guard backslashes % 2 == 0 else { return nil }
        var depth = 0
        var inClass = false
        var escaped = false
        for scalar in scalars.dropFirst().dropLast() {
            if escaped {
                escaped = false
                continue
            }
            switch scalar {
            case "\\": escaped = true
            case "[": inClass = true
            case "]": inClass = false
            case "(" where !inClass: depth += 1
            case ")" where !inClass: depth -= 1
            case "|" where !inClass && depth == 0: return nil
            case "^", "$": if !inClass { return nil }
            default: break
            }
        }
        var inner = String.UnicodeScalarView()
        inner.append(contentsOf: scalars.dropFirst().dropLast())
        return String(inner)
    }

    /// ICU's `\d` and `\w` are Unicode-aware, JavaScript's ASCII-only:
    /// written as the Unicode properties ICU means, which `v` mode reads.
    private static let digit = "\\p{Nd}"
    private static let nonDigit = "\\P{Nd}"
    private static let wordMembers = "\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\u200C\\u200D"
    /// Punctuation that may follow a backslash in both engines (in `v` mode
    /// an escaped character must be a syntax character or `-`).
    private static let escapablePunctuation: Set<Unicode.Scalar> = [
        "\\", "^", "$", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/", "-",
    ]

    /// `scalars` written for JavaScript's `v` mode, or `nil` when they use
    /// syntax outside the portable subset.
    private static func translate(_ scalars: [Unicode.Scalar]) -> String? {
        var output = ""
        var index = 0
        var depth = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                guard index + 1 < scalars.count else { return nil }
                let next = scalars[index + 1]
                switch next {
                case "d": output += digit
                case "D": output += nonDigit
                case "w": output += "[" + wordMembers + "]"
                case "W": output += "[^" + wordMembers + "]"
                case "s", "S": output += "\\" + String(next)
                default:
                    guard escapablePunctuation.contains(next) else { return nil }
                    output += "\\" + String(next)
                }
                index += 2
                continue
            case "[":
                guard let (end, members) = translateClass(scalars, from: index) else { return nil }
                output += members
                index = end + 1
                continue
            case "(":
                if index + 1 < scalars.count, scalars[index + 1] == "?" {
                    guard index + 2 < scalars.count, scalars[index + 2] == ":" else { return nil }
                    output += "(?:"
                    index += 3
                    depth += 1
                    continue
                }
                depth += 1
            case ")":
                depth -= 1
                guard depth >= 0 else { return nil }
            case "{":
                guard let end = quantifierEnd(scalars, from: index) else { return nil }
                output.unicodeScalars.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            case "}", "]":
                return nil
            case "*", "+", "?":
                // A possessive quantifier (`a++`) exists in ICU only.
                if index + 1 < scalars.count, scalars[index + 1] == "+" { return nil }
            default:
                guard isPlain(scalar) || "^$.|".unicodeScalars.contains(scalar) else { return nil }
            }
            output.unicodeScalars.append(scalar)
            index += 1
        }
        return depth == 0 ? output : nil
    }

    /// The class that opens at `start`, written for `v` mode, and the index
    /// of its `]`, when it holds only letters, digits, ranges between them,
    /// `\d`, `\w`, escaped punctuation and a few single punctuation marks.
    private static func translateClass(_ scalars: [Unicode.Scalar], from start: Int) -> (end: Int, text: String)? {
        var text = "["
        var index = start + 1
        if index < scalars.count, scalars[index] == "^" {
            text += "^"
            index += 1
        }
        var members = 0
        var previous: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "]" { return members > 0 ? (index, text + "]") : nil }
            if scalar == "\\" {
                guard index + 1 < scalars.count else { return nil }
                let next = scalars[index + 1]
                switch next {
                case "d": text += digit
                case "D": text += nonDigit
                case "w": text += wordMembers
                case "s": text += "\\s"
                default:
                    guard escapablePunctuation.contains(next) else { return nil }
                    text += "\\" + String(next)
                }
                index += 2
                previous = nil
            } else if isAlphanumeric(scalar) {
                if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                    guard isAlphanumeric(scalars[index + 2]), scalar.value <= scalars[index + 2].value else { return nil }
                    text.unicodeScalars.append(contentsOf: scalars[index...(index + 2)])
                    index += 3
                } else {
                    text.unicodeScalars.append(scalar)
                    index += 1
                }
                previous = nil
            } else if " _.@,:'".unicodeScalars.contains(scalar) {
                // `v` mode reserves doubled punctuation (`..`, `::`) in classes.
                guard scalar != previous else { return nil }
                text.unicodeScalars.append(scalar)
                previous = scalar
                index += 1
            } else {
                return nil
            }
            members += 1
        }
        return nil
    }

    /// The index of the `}` of a quantifier `{n}`, `{n,}` or `{n,m}` at
    /// `start` (not a possessive one); JSON Schema patterns read them too
    /// (``PortablePattern``).
    static func quantifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        var digits = 0
        var commas = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "}" {
                guard digits > 0 else { return nil }
                if index + 1 < scalars.count, scalars[index + 1] == "+" { return nil }
                return index
            }
            if ("0"..."9").contains(scalar) {
                digits += 1
            } else if scalar == ",", commas == 0, digits > 0 {
                commas += 1
            } else {
                return nil
            }
            index += 1
        }
        return nil
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }

    /// A character that stands for itself in both engines.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        if isAlphanumeric(scalar) { return true }
        if !scalar.isASCII { return scalar.properties.isAlphabetic || scalar.properties.numericType != nil }
        return " _@,:;'\"!#%&=<>~`-".unicodeScalars.contains(scalar)
    }
}
