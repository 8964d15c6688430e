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
        guard let end = index(startIndex, offsetBy: limit, limitedBy: endIndex) else { return false }
        return end != endIndex
    }

    /// Whether the text has fewer than `limit` characters. Looks at no more
    /// than `limit` characters.
    func hasFewerCharacters(than limit: Int) -> Bool {
        guard limit > 0 else { return false }
        return index(startIndex, offsetBy: limit, limitedBy: endIndex) == nil
    }
}
