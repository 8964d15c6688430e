/// Where each name's pairs are in a submission's list of pairs: a table of
/// each name's first pair, open-addressed and hashed by the name's bytes,
/// and the pairs of a name chained in order.
///
/// Made once per request, for every pair sent, and looked up once per row:
/// cheaper than a `Dictionary<String, Int>`, whose hashing (seeded SipHash,
/// through `Hasher`) cost more than parsing the body. The parser hashes a
/// plain name as it reads its bytes, and a decoder that knows its rows'
/// names hashes them once (``hash(_:)``), so neither side makes or hashes a
/// string per request. The hash (FNV-1a) is not seeded, so a body could be
/// made of names that collide: a name whose place is not found within
/// ``longestProbe`` slots turns the table into a `Dictionary`, whose
/// hashing is seeded, so no body costs more than that.
struct PairNameIndex: Sendable {
    /// The most slots looked at for one name before the table gives way to
    /// a `Dictionary`.
    static let longestProbe = 32

    /// Each name's first pair, plus one (`0` for an empty slot); the count
    /// is a power of two at least twice the number of pairs. Empty when
    /// ``firstPairByName`` is used instead.
    private let slots: [Int32]
    /// Each name's first pair, for a body whose names collide in ``slots``.
    private let firstPairByName: [String: Int]?
    /// For each pair, the next pair of the same name, or `-1`; empty when
    /// no name repeats.
    private let next: [Int32]

    /// The index of `pairs`, by their names' hashes.
    init(_ pairs: URLEncodedPairs) {
        let hashes = pairs.hashes
        let count = pairs.count
        var capacity = 8
        while capacity < 2 * count { capacity <<= 1 }
        let mask = capacity - 1
        var slots = [Int32](repeating: 0, count: capacity)
        var next: [Int32] = []
        // The last pair so far of each repeated name, by its first pair:
        // made when a name first repeats.
        var lastByFirst: [Int32] = []
        var collides = false
        pairsLoop: for index in 0..<count {
            var slot = hashes[index] & mask
            var probes = 0
            while true {
                let first = Int(slots[slot]) - 1
                if first < 0 {
                    slots[slot] = Int32(truncatingIfNeeded: index + 1)
                    break
                }
                if hashes[first] == hashes[index], pairs.name(at: first, equalsNameAt: index) {
                    if next.isEmpty {
                        next = [Int32](repeating: -1, count: count)
                        lastByFirst = Array(0..<Int32(truncatingIfNeeded: count))
                    }
                    next[Int(lastByFirst[first])] = Int32(truncatingIfNeeded: index)
                    lastByFirst[first] = Int32(truncatingIfNeeded: index)
                    break
                }
                probes += 1
                guard probes < Self.longestProbe else {
                    collides = true
                    break pairsLoop
                }
                slot = (slot + 1) & mask
            }
        }
        guard collides else {
            self.slots = slots
            self.next = next
            self.firstPairByName = nil
            return
        }
        // Names that collide: a seeded table, the chains made again.
        var firstPairByName: [String: Int] = [:]
        var chained = [Int32](repeating: -1, count: count)
        var last: [Int: Int] = [:]
        for index in 0..<count {
            let name = pairs.name(at: index)
            guard let first = firstPairByName[name] else {
                firstPairByName[name] = index
                continue
            }
            chained[last[first] ?? first] = Int32(truncatingIfNeeded: index)
            last[first] = index
        }
        self.slots = []
        self.next = chained
        self.firstPairByName = firstPairByName
    }

    /// The position of the first pair named `name` (whose ``hash(_:)`` is
    /// `hash`) in `pairs`, the list the index was made of.
    func first(named name: String, hash: Int, in pairs: URLEncodedPairs) -> Int? {
        if let firstPairByName { return firstPairByName[name] }
        let mask = slots.count - 1
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

    /// The position of the next pair with the name of the pair at `index`.
    func next(after index: Int) -> Int? {
        guard !next.isEmpty else { return nil }
        let following = Int(next[index])
        return following < 0 ? nil : following
    }

    /// The hash's starting value (FNV-1a's offset basis).
    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// One more byte into a hash begun with ``seed``.
    @inline(__always)
    static func combine(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// A finished hash, as the table uses it.
    @inline(__always)
    static func finish(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// FNV-1a of the name's UTF-8 bytes: names are short, and a table made
    /// per request needs no protection from chosen collisions beyond its
    /// size (a body has at most `maximumPairCount` pairs, each probe a
    /// comparison).
    static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { hash($0) }
    }

    /// FNV-1a of `bytes`.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = seed
        for byte in bytes { hash = combine(hash, byte) }
        return finish(hash)
    }
}
