/// Where each name's pairs are in a submission's list of pairs: a table of
/// each name's first pair, open-addressed and hashed by the name's bytes,
/// and the pairs of a name chained in order.
///
/// Made once per request, for every pair sent, and looked up once per row:
/// cheaper than a `Dictionary<String, Int>`, whose hashing (seeded SipHash,
/// through `Hasher`) cost more than parsing the body. The parser hashes a
/// plain name as it reads its bytes, and a decoder that knows its rows'
/// names hashes them once (``hash(_:)``), so neither side makes or hashes a
/// string per request. The hash is not seeded, so a body could be
/// made of names that collide: a name whose place is not found within
/// ``longestProbe`` slots turns the table into a `Dictionary`, whose
/// hashing is seeded, so no body costs more than that.
struct PairNameIndex: Sendable {
    /// The most slots looked at for one name before the table gives way to
    /// a `Dictionary`.
    static let longestProbe = 32

    /// Each name's first pair, plus one (`0` for an empty slot), in the
    /// table's first ``slotCount`` places; then, for each pair, the next
    /// pair of the same name, or `-1`. One allocation for both. (Not
    /// written after the index is made, so shared freely.)
    nonisolated(unsafe) private let table: PairNameTable
    /// How many slots the table has: a power of two at least twice the
    /// number of pairs; `0` when ``firstPairByName`` is used instead.
    private let slotCount: Int
    /// Whether a name repeats: otherwise no pair has a next one.
    private let hasRepeats: Bool
    /// Each name's first pair, for a body whose names collide in the slots.
    private let firstPairByName: [String: Int]?

    /// The index of `pairs`, by their names' hashes.
    init(_ pairs: URLEncodedPairs) {
        let count = pairs.count
        var capacity = 8
        while capacity < 2 * count { capacity <<= 1 }
        let mask = capacity - 1
        // Slots, then each pair's next, then (while the table is made) the
        // last pair so far of each name, by its first pair.
        let table = PairNameTable.make(count: capacity + 2 * count)
        var repeats = false
        let collides = table.withElements { elements in
            elements.initialize(repeating: 0, count: capacity)
            let next = elements + capacity
            next.initialize(repeating: -1, count: count)
            let lastByFirst = next + count
            for index in 0..<count { (lastByFirst + index).initialize(to: Int32(truncatingIfNeeded: index)) }
            for index in 0..<count {
                let hash = pairs.hash(at: index)
                var slot = hash & mask
                var probes = 0
                while true {
                    let first = Int(elements[slot]) - 1
                    if first < 0 {
                        elements[slot] = Int32(truncatingIfNeeded: index + 1)
                        break
                    }
                    if pairs.hash(at: first) == hash, pairs.name(at: first, equalsNameAt: index) {
                        repeats = true
                        next[Int(lastByFirst[first])] = Int32(truncatingIfNeeded: index)
                        lastByFirst[first] = Int32(truncatingIfNeeded: index)
                        break
                    }
                    probes += 1
                    guard probes < Self.longestProbe else { return true }
                    slot = (slot + 1) & mask
                }
            }
            return false
        }
        guard collides else {
            self.table = table
            self.slotCount = capacity
            self.hasRepeats = repeats
            self.firstPairByName = nil
            return
        }
        // Names that collide: a seeded table, the chains made again.
        var firstPairByName: [String: Int] = [:]
        let chained = PairNameTable.make(count: count)
        var last: [Int: Int] = [:]
        chained.withElements { next in
            next.initialize(repeating: -1, count: count)
            for index in 0..<count {
                let name = pairs.name(at: index)
                guard let first = firstPairByName[name] else {
                    firstPairByName[name] = index
                    continue
                }
                next[last[first] ?? first] = Int32(truncatingIfNeeded: index)
                last[first] = index
            }
        }
        self.table = chained
        self.slotCount = 0
        self.hasRepeats = true
        self.firstPairByName = firstPairByName
    }

    /// The position of the first pair named `name` (whose ``hash(_:)`` is
    /// `hash`) in `pairs`, the list the index was made of.
    func first(named name: String, hash: Int, in pairs: URLEncodedPairs) -> Int? {
        if let firstPairByName { return firstPairByName[name] }
        let mask = slotCount - 1
        return table.withElements { slots in
            var slot = hash & mask
            var probes = 0
            while true {
                let first = Int(slots[slot]) - 1
                if first < 0 { return nil }
                if pairs.name(at: first, equals: name, hash: hash) { return first }
                // Every name was placed within `longestProbe` slots.
                probes += 1
                if probes >= Self.longestProbe { return nil }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The position of the next pair with the name of the pair at `index`.
    func next(after index: Int) -> Int? {
        guard hasRepeats else { return nil }
        let following = table.withElements { Int($0[slotCount + index]) }
        return following < 0 ? nil : following
    }

    /// The hash's starting value.
    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    /// An odd constant with bits all over (2^64 divided by the golden ratio).
    private static let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15

    /// The hash of a name's UTF-8 bytes: names are short, and a table made
    /// per request needs no protection from chosen collisions beyond its
    /// size (a body has at most `maximumPairCount` pairs, each probe a
    /// comparison).
    static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { hash($0) }
    }

    /// The hash of `bytes`, taken eight at a time: each word mixed in by a
    /// multiplication, whose high half is folded into the low (which the
    /// table's slot is taken from).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = seed ^ UInt64(truncatingIfNeeded: bytes.count)
        let count = bytes.count
        // An empty name hashes as one with an address does (no word, no tail).
        guard let base = bytes.baseAddress, count > 0 else {
            hash = hash &* multiplier
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }
        var index = 0
        while index &+ 8 <= count {
            hash = (hash ^ WordScan.word(at: base + index)) &* multiplier
            hash ^= hash >> 32
            index &+= 8
        }
        // The last one to seven bytes: two loads of four (overlapping)
        // from four bytes on, else one by one.
        let rest = count &- index
        var last: UInt64 = 0
        if rest >= 4 {
            last = WordScan.halfWord(at: base + index) | WordScan.halfWord(at: base + count - 4) << 32
        } else {
            var shift: UInt64 = 0
            while index < count {
                last |= UInt64(base[index]) << shift
                shift &+= 8
                index &+= 1
            }
        }
        hash = (hash ^ last) &* multiplier
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}

/// The storage of a ``PairNameIndex``: 32-bit places, allocated with the
/// object (one allocation, and a class whose type needs no lookup at run
/// time, where an array of them looked its storage type up each time).
/// Written only while the index is made; read-only afterwards.
final class PairNameTable: ManagedBuffer<Int, Int32> {
    /// A table of `count` places, not yet initialized.
    static func make(count: Int) -> PairNameTable {
        unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: PairNameTable.self)
    }

    /// Runs `body` with the places.
    @inline(__always)
    func withElements<Result>(_ body: (UnsafeMutablePointer<Int32>) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointerToElements(body)
    }
}
