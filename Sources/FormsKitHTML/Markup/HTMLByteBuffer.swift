/// The bytes an ``HTMLWriter`` writes: one allocation, doubled when full,
/// appended to by copying.
///
/// The one place FormsKitHTML handles memory itself. A page is written in a
/// couple of thousand short appends (a tag's name, `="`, an attribute's
/// value); through `Array.append(contentsOf:)` each cost about a hundred
/// instructions, which made appending alone take as long as rendering the
/// rest of a page. Here an append is a bounds check and a copy.
///
/// Invariant: `base` is an allocation of `capacity` bytes that only this
/// object holds and frees; its first `count` bytes are initialized, and
/// nothing is written past `capacity` (every append reserves room first).
/// Memory of others (a literal's or a string's bytes) is read only inside
/// the closure that lends it.
final class HTMLByteBuffer {
    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(byteCount: self.capacity, alignment: 1)
    }

    deinit {
        base.deallocate()
    }

    /// A buffer of its own holding the same bytes.
    func copy() -> HTMLByteBuffer {
        let copy = HTMLByteBuffer(capacity: capacity)
        copy.append(from: base, count: count)
        return copy
    }

    /// The bytes written, as text.
    var string: String {
        String(decoding: UnsafeRawBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Appends `literal`'s bytes.
    func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes in
            if let start = bytes.baseAddress { append(from: start, count: bytes.count) }
        }
    }

    /// Appends one byte.
    func append(_ byte: UInt8) {
        reserve(1)
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Appends another buffer's bytes.
    func append(_ other: HTMLByteBuffer) {
        append(from: other.base, count: other.count)
    }

    /// Appends `string`'s UTF-8 bytes with each byte `replacement` gives a
    /// replacement for (a character reference) replaced: a native string's
    /// bytes are read where they are and copied a run at a time.
    func append(_ string: String, replacing replacement: (UInt8) -> StaticString?) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
            guard let start = utf8.baseAddress else { return }
            var runStart = 0
            for index in 0..<utf8.count {
                guard let replacing = replacement(utf8[index]) else { continue }
                append(from: start + runStart, count: index - runStart)
                append(replacing)
                runStart = index + 1
            }
            append(from: start + runStart, count: utf8.count - runStart)
        }
        guard done == nil else { return }
        for byte in string.utf8 {
            if let replacing = replacement(byte) { append(replacing) } else { append(byte) }
        }
    }

    /// Copies `count` bytes from `source`, which the caller lends for the call.
    private func append(from source: UnsafeRawPointer, count length: Int) {
        guard length > 0 else { return }
        reserve(length)
        (base + count).copyMemory(from: source, byteCount: length)
        count += length
    }

    /// Makes room for `additional` more bytes.
    @inline(__always)
    private func reserve(_ additional: Int) {
        guard count + additional > capacity else { return }
        let grown = max(capacity * 2, count + additional)
        let moved = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 1)
        moved.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}
