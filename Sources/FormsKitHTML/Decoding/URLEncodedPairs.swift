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
/// ranges of the body's bytes, made into strings only when read, and the
/// ones that needed decoding (or came as strings) as strings.
///
/// A request's handler reads a value per row and looks up each row's name,
/// and most names are only compared: a body of 26 pairs would otherwise
/// make 52 strings to read 20 values.
final class URLEncodedPairs: Sendable {
    /// Where a name or a value is: `count` bytes of ``bytes`` from `start`,
    /// or, when `start` is negative, the string at `-start - 1` of
    /// ``strings``.
    struct Part: Sendable {
        let start: Int
        let count: Int

        static func string(_ index: Int) -> Part { Part(start: -index - 1, count: 0) }
        static func bytes(_ range: Range<Int>) -> Part { Part(start: range.lowerBound, count: range.count) }
    }

    /// The body, for a parsed one; empty for pairs given as strings.
    private let bytes: [UInt8]
    /// Each pair's name and value, in the order they came.
    private let entries: [(name: Part, value: Part)]
    /// Names and values that were decoded, or given as strings.
    private let strings: [String]
    /// Each pair's name's hash (``PairNameIndex/hash(_:)``): names with
    /// different hashes differ, and are passed over without comparing bytes.
    let hashes: [Int]

    var count: Int { entries.count }

    init(bytes: [UInt8], entries: [(name: Part, value: Part)], strings: [String], hashes: [Int]) {
        self.bytes = bytes
        self.entries = entries
        self.strings = strings
        self.hashes = hashes
    }

    /// Pairs given as strings (decoded from another format, or renumbered).
    convenience init(_ pairs: [(name: String, value: String)]) {
        var strings: [String] = []
        strings.reserveCapacity(2 * pairs.count)
        var entries: [(name: Part, value: Part)] = []
        entries.reserveCapacity(pairs.count)
        for pair in pairs {
            entries.append((.string(strings.count), .string(strings.count + 1)))
            strings.append(pair.name)
            strings.append(pair.value)
        }
        self.init(bytes: [], entries: entries, strings: strings, hashes: pairs.map { PairNameIndex.hash($0.name) })
    }

    func name(at index: Int) -> String { string(entries[index].name) }

    func value(at index: Int) -> String { string(entries[index].value) }

    private func string(_ part: Part) -> String {
        if part.start < 0 { return strings[-part.start - 1] }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[part.start..<part.start + part.count]), as: UTF8.self) }
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
            var string = strings[-part.start - 1]
            return string.withUTF8(body)
        }
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[part.start..<part.start + part.count])) }
    }

    /// Whether the name at `index` is `name`, whose hash is `hash`.
    func name(at index: Int, equals name: String, hash: Int) -> Bool {
        hashes[index] == hash && self.name(at: index, equals: name)
    }

    /// Whether the name at `index` is `name`.
    func name(at index: Int, equals name: String) -> Bool {
        let part = entries[index].name
        if part.start < 0 { return strings[-part.start - 1] == name }
        // Different lengths differ: no bytes compared.
        guard name.utf8.count == part.count else { return false }
        var name = name
        return name.withUTF8 { wanted in
            bytes.withUnsafeBufferPointer { body in
                guard part.count > 0 else { return true }
                return memcmp(wanted.baseAddress!, body.baseAddress! + part.start, part.count) == 0
            }
        }
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
