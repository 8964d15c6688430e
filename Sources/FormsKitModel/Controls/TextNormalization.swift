/// What typed text becomes before it is stored and checked, the same on
/// every surface: the value a form's rules check is the value it stores
/// and outputs.
///
/// - Control characters (NUL, escape, DEL, C1) are removed. A line break or
///   a tab in single-line text becomes a space; multi-line text keeps its
///   line breaks (`\r\n` and `\r` become `\n`) and tabs.
/// - Single-line and multi-line text lose the white space at their ends,
///   zero-width spaces, word joiners and byte order marks among it, so a
///   name of spaces is an empty name, and `"xy "` is two characters.
/// - Passwords keep their spaces: they are the user's secret as typed. Only
///   control characters are removed.
struct TextNormalization {
    /// Whether the ends are trimmed (not for passwords).
    let trimsEnds: Bool
    /// Whether line breaks and tabs are kept (multi-line text).
    let keepsLineBreaks: Bool

    init<Form>(_ style: TextControl<Form>.Style) {
        trimsEnds = style != .secure
        keepsLineBreaks = style == .multiline
    }

    /// `text` as it is stored.
    func apply(_ text: String) -> String {
        // Most text is printable ASCII without spaces at its ends: its
        // bytes tell, without looking at its scalars.
        if isPlainAlready(text) { return text }
        var cleaned = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousWasReturn:
                continue
            case 0x0A, 0x0D:
                cleaned.append(keepsLineBreaks ? "\n" : " ")
            case 0x09:
                cleaned.append(keepsLineBreaks ? "\t" : " ")
            case 0x00..<0x20, 0x7F...0x9F:
                continue
            default:
                cleaned.append(scalar)
            }
        }
        guard trimsEnds else { return String(cleaned) }
        guard let first = cleaned.firstIndex(where: { !Self.isBlank($0) }) else { return "" }
        let last = cleaned.lastIndex(where: { !Self.isBlank($0) }) ?? first
        return String(cleaned[first...last])
    }

    /// Whether `text` has nothing to normalize: printable ASCII bytes, and
    /// neither end blank when ends are trimmed.
    private func isPlainAlready(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last else { return true }
        if trimsEnds, first == 0x20 || last == 0x20 { return false }
        return bytes.allSatisfy { (0x20..<0x7F).contains($0) }
    }

    /// White space as people see it, and the invisible characters that
    /// stand for none: zero-width space, word joiner, byte order mark,
    /// Mongolian vowel separator.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x2060, 0xFEFF, 0x180E: return true
        default: return scalar.properties.isWhitespace
        }
    }
}
