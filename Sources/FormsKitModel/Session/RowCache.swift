/// What surfaces work out about the rows of one outline, by position: each
/// row's name on the wire and a surface's facts about it (its ids, its
/// browser constraints). A row's name and facts depend only on where it is,
/// so they are kept for as long as the outline; the sessions made from one
/// ``FormSessionTemplate`` share one, by reference, while their outline is
/// the template's.
final class RowCache {
    var names: [String?]
    var facts: [Any?]

    init(count: Int) {
        names = Array(repeating: nil, count: count)
        facts = Array(repeating: nil, count: count)
    }
}
