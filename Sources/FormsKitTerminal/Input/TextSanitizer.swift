/// Removes what must never reach a form's values from typed or pasted text:
/// control characters (C0, DEL, C1) and whole terminal escape sequences
/// (`ESC [ … m` colours, `ESC ] … BEL` titles), which would otherwise be
/// saved and then echoed back, corrupting the screen. Tabs become spaces;
/// line breaks become spaces unless kept.
enum TextSanitizer {
    /// `text` without control characters and escape sequences.
    static func clean(_ text: String, keepingNewlines: Bool) -> String {
        // Most text has nothing to remove: return it as it is.
        if !text.unicodeScalars.contains(where: isControl) { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x0A, 0x0D:
                result.append(keepingNewlines ? "\n" : " ")
            case 0x09:
                result.append(" ")
            default:
                if !isControl(scalar) { result.append(scalar) }
            }
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Skips the rest of an escape sequence after its ESC: a CSI sequence up
    /// to its final byte, an OSC, DCS, PM or APC string up to BEL or ST, or
    /// one following character.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[":
            while let scalar = scalars.next(), !(0x40...0x7E).contains(scalar.value) {}
        case "]", "P", "^", "_":
            var previous: Unicode.Scalar?
            while let scalar = scalars.next() {
                if scalar.value == 0x07 || (previous?.value == 0x1B && scalar == "\\") { break }
                previous = scalar
            }
        default:
            break
        }
    }
}
