import Foundation

/// What surfaces work out about the rows of one outline, by position: each
/// row's name on the wire and a surface's facts about it (its ids, its
/// browser constraints). A row's name and facts depend only on where it is,
/// so they are kept for as long as the outline; the sessions made from one
/// ``FormSessionTemplate`` share one, by reference, while their outline is
/// the template's.
///
/// Those sessions run in different tasks at once (one per web request), so
/// the entries are read and written with a lock held: an entry made twice
/// at the same time is the same entry, whichever write lands last.
final class RowCache {
    private let lock = NSLock()
    private var names: [String?]
    private var facts: [Any?]

    init(count: Int) {
        names = Array(repeating: nil, count: count)
        facts = Array(repeating: nil, count: count)
    }

    /// The name kept for the row at `index`, or `make`'s, kept from now on.
    func name(at index: Int, orMake make: () -> String) -> String {
        if let name = lock.withLock({ names[index] }) { return name }
        let name = make()
        lock.withLock { names[index] = name }
        return name
    }

    /// The facts kept for the row at `index`, or `make`'s, kept from now on.
    func facts<Facts>(at index: Int, orMake make: () -> Facts) -> Facts {
        if let facts = lock.withLock({ facts[index] }) as? Facts { return facts }
        let made = make()
        lock.withLock { facts[index] = made }
        return made
    }
}
