/// A submission's pairs as the parser left them: plain names and values as
/// ranges of the body's bytes, the ones that needed decoding as ranges of
/// the decoded bytes that follow them, each made into a string only when
/// read.
///
/// A request's handler reads a value per row and looks up each row's name,
/// and most names are only compared: a body of 26 pairs would otherwise
/// make 52 strings to read 20 values.
///
/// The body's bytes and the decoded ones are one allocation, owned by the
/// pairs and never written after they are made (so the pairs are shared
/// freely): two arrays of bytes were two allocations, each of which looked
/// its storage type up at run time.
final class URLEncodedPairs: @unchecked Sendable {
    /// Where a name or a value is: `count` bytes of the body from `start`,
    /// or, when `start` is negative, of the decoded bytes from
    /// `-start - 1`.
    struct Part: Sendable {
        let start: Int
        let count: Int

        static func decoded(_ range: Range<Int>) -> Part { Part(start: -range.lowerBound - 1, count: range.count) }
        static func bytes(_ range: Range<Int>) -> Part { Part(start: range.lowerBound, count: range.count) }
    }

    /// A pair: its name, its value, and its name's hash
    /// (``PairNameIndex/hash(_:)``): names with different hashes differ,
    /// and are passed over without comparing bytes.
    struct Entry: Sendable {
        let name: Part
        let value: Part
        let hash: Int
    }

    /// The body's bytes (none for pairs given as strings), then the decoded
    /// names and values (or those given as strings), one after another.
    private let storage: UnsafeMutablePointer<UInt8>
    /// How many of ``storage``'s bytes are the body's.
    private let bodyCount: Int
    /// The pairs, in the order they came.
    private let entries: [Entry]

    var count: Int { entries.count }

    /// Pairs whose bytes are in `storage`, which they take over (and free):
    /// `bodyCount` bytes of the body, then the decoded ones.
    init(taking storage: UnsafeMutablePointer<UInt8>, bodyCount: Int, entries: [Entry]) {
        self.storage = storage
        self.bodyCount = bodyCount
        self.entries = entries
    }

    deinit {
        storage.deallocate()
    }

    /// Pairs given as strings (decoded from another format, or renumbered).
    convenience init(_ pairs: [(name: String, value: String)]) {
        var total = 0
        for pair in pairs { total += pair.name.utf8.count + pair.value.utf8.count }
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(total, 1))
        var entries: [Entry] = []
        entries.reserveCapacity(pairs.count)
        var end = 0
        func append(_ text: String) -> Part {
            let start = end
            for byte in text.utf8 {
                (storage + end).initialize(to: byte)
                end += 1
            }
            return .decoded(start..<end)
        }
        for pair in pairs {
            let name = append(pair.name)
            let value = append(pair.value)
            entries.append(Entry(name: name, value: value, hash: PairNameIndex.hash(pair.name)))
        }
        self.init(taking: storage, bodyCount: 0, entries: entries)
    }

    /// The hash of the name at `index`.
    func hash(at index: Int) -> Int { entries[index].hash }

    func name(at index: Int) -> String { string(entries[index].name) }

    func value(at index: Int) -> String { string(entries[index].value) }

    private func string(_ part: Part) -> String {
        withBytes(of: part) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of the name at `index`.
    func withNameBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBytes(of: entries[index].name, body)
    }

    /// Calls `body` with the UTF-8 bytes of the value at `index`.
    func withValueBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBytes(of: entries[index].value, body)
    }

    private func withBytes<Result>(of part: Part, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let start = part.start < 0 ? bodyCount + (-part.start - 1) : part.start
        return body(UnsafeBufferPointer(start: storage + start, count: part.count))
    }

    /// Whether the name at `index` is `name`, whose hash is `hash`.
    func name(at index: Int, equals name: String, hash: Int) -> Bool {
        entries[index].hash == hash && self.name(at: index, equals: name)
    }

    /// Whether the name at `index` is `name`.
    func name(at index: Int, equals name: String) -> Bool {
        part(entries[index].name, equals: name)
    }

    /// Whether the value at `index` is `value`.
    func value(at index: Int, equals value: String) -> Bool {
        part(entries[index].value, equals: value)
    }

    /// Whether the bytes of `part` are `name`'s.
    private func part(_ part: Part, equals name: String) -> Bool {
        // Different lengths differ: no bytes compared.
        guard name.utf8.count == part.count else { return false }
        guard part.count > 0 else { return true }
        func matches(_ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
            withBytes(of: part) { bytesEqual(wanted.baseAddress!, $0.baseAddress!, count: part.count) }
        }
        // A native string's bytes read in place (no copy of the string to
        // borrow them); others through a copy.
        if let equal = name.utf8.withContiguousStorageIfAvailable(matches) { return equal }
        var name = name
        return name.withUTF8(matches)
    }

    /// Whether the names at `index` and `other` are the same.
    func name(at index: Int, equalsNameAt other: Int) -> Bool {
        withNameBytes(at: index) { first in
            withNameBytes(at: other) { second in
                first.count == second.count && (first.isEmpty || bytesEqual(first.baseAddress!, second.baseAddress!, count: first.count))
            }
        }
    }
}
