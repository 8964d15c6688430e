#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#elseif canImport(WASILibc)
import WASILibc
#endif

/// A submission's pairs as the parser left them: plain names and values as
/// ranges of the body's bytes, the ones that needed decoding as ranges of
/// one buffer of decoded bytes, each made into a string only when read.
///
/// A request's handler reads a value per row and looks up each row's name,
/// and most names are only compared: a body of 26 pairs would otherwise
/// make 52 strings to read 20 values.
final class URLEncodedPairs: Sendable {
    /// Where a name or a value is: `count` bytes of ``bytes`` from `start`,
    /// or, when `start` is negative, of ``decoded`` from `-start - 1`.
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

    /// The body, for a parsed one; empty for pairs given as strings.
    private let bytes: [UInt8]
    /// The names and values that were decoded (or given as strings), one
    /// after another.
    private let decoded: [UInt8]
    /// The pairs, in the order they came.
    private let entries: [Entry]

    var count: Int { entries.count }

    init(bytes: [UInt8], decoded: [UInt8], entries: [Entry]) {
        self.bytes = bytes
        self.decoded = decoded
        self.entries = entries
    }

    /// Pairs given as strings (decoded from another format, or renumbered).
    convenience init(_ pairs: [(name: String, value: String)]) {
        var decoded: [UInt8] = []
        var entries: [Entry] = []
        entries.reserveCapacity(pairs.count)
        for pair in pairs {
            let nameStart = decoded.count
            decoded.append(contentsOf: pair.name.utf8)
            let valueStart = decoded.count
            decoded.append(contentsOf: pair.value.utf8)
            entries.append(
                Entry(
                    name: .decoded(nameStart..<valueStart), value: .decoded(valueStart..<decoded.count),
                    hash: PairNameIndex.hash(pair.name)))
        }
        self.init(bytes: [], decoded: decoded, entries: entries)
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
        if part.start < 0 {
            let start = -part.start - 1
            return decoded.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + part.count])) }
        }
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[part.start..<part.start + part.count])) }
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
            withBytes(of: part) { memcmp(wanted.baseAddress!, $0.baseAddress!, part.count) == 0 }
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
                first.count == second.count && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
            }
        }
    }
}
