/// The names surfaces give the rows of one outline, by position. A row's
/// name depends only on where it is, so names are kept for as long as the
/// outline; the sessions made from one ``FormSessionTemplate`` share one, by
/// reference, while their outline is the template's.
final class RowCache {
    var names: [String?]

    init(count: Int) {
        names = Array(repeating: nil, count: count)
    }
}
