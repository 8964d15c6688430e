/// Character-count comparisons that stop after `limit` characters, so that
/// a length rule costs the same on a long value as on a short one.
///
/// Characters are user-perceived characters (extended grapheme clusters), as
/// `String.count` counts them: "é" and "👍🏽" are one character each, however
/// many code points they are made of.
extension Substring {
    /// Whether the text has more than `limit` characters. Looks at no more
    /// than `limit + 1` characters.
    func hasMoreCharacters(than limit: Int) -> Bool {
        guard limit >= 0 else { return true }
        // No more bytes than the limit, so no more characters: no
        // characters counted (most texts checked against a maximum).
        guard utf8.count > limit else { return false }
        guard let end = index(startIndex, offsetBy: limit, limitedBy: endIndex) else { return false }
        return end != endIndex
    }

    /// Whether the text has fewer than `limit` characters. Looks at no more
    /// than `limit` characters.
    func hasFewerCharacters(than limit: Int) -> Bool {
        guard limit > 0 else { return false }
        // Fewer bytes than the limit, so fewer characters.
        if utf8.count < limit { return true }
        return index(startIndex, offsetBy: limit, limitedBy: endIndex) == nil
    }
}
