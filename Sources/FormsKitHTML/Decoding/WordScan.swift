/// Scanning a body eight bytes at a time: the parser looks for the few
/// bytes that mean something (`&`, `=`, `%`, `+`, `.`, non-ASCII) in a
/// 64-bit word at once, rather than comparing each byte with each.
enum WordScan {
    /// Eight copies of `0x01`.
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    /// The high bit of each byte.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `pointer`, the first in the low byte.
    @inline(__always)
    static func word(at pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// The high bit set in the bytes of `word` equal to `byte`. Exact for
    /// the lowest one set; a byte above one that is set may be set without
    /// being equal (a borrow), so only ask whether any is set below a
    /// position, or where the first is.
    @inline(__always)
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highBits
    }

    /// The high bit set in the bytes of `word` that decoding changes or
    /// checks (`%`, `+`, non-ASCII); as ``bytes(of:equalTo:)``, exact for
    /// the lowest.
    @inline(__always)
    static func escapes(in word: UInt64) -> UInt64 {
        bytes(of: word, equalTo: UInt8(ascii: "%")) | bytes(of: word, equalTo: UInt8(ascii: "+")) | (word & highBits)
    }

    /// The index (0 to 7) of the byte whose high bit is the lowest set in
    /// `mask`, which must not be zero.
    @inline(__always)
    static func firstByte(in mask: UInt64) -> Int {
        mask.trailingZeroBitCount >> 3
    }

    /// How many bytes' high bits are set in `mask` (one bit a byte at most):
    /// the high bits moved to the low ones and summed by a multiplication
    /// into the top byte.
    @inline(__always)
    static func count(of mask: UInt64) -> Int {
        Int(truncatingIfNeeded: ((mask >> 7) &* ones) >> 56)
    }

    /// The four bytes at `pointer`, the first in the low byte.
    @inline(__always)
    static func halfWord(at pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(UInt32(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self)))
    }

    /// The bits of the bytes before byte `index` (0 to 7).
    @inline(__always)
    static func bytes(before index: Int) -> UInt64 {
        index == 0 ? 0 : ~0 >> (64 - 8 * index)
    }
}
