/// Whether the `count` bytes at `first` and at `second` are the same,
/// compared eight at a time: the names and values a decoder compares are
/// short, and `memcmp` is a call into the C library, through the dynamic
/// linker's table, for each.
@inline(__always)
func bytesEqual(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
    var offset = 0
    while offset &+ 8 <= count {
        guard first.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        else { return false }
        offset &+= 8
    }
    // The last seven bytes at most: four, two, one.
    if count &- offset >= 4 {
        guard first.loadUnaligned(fromByteOffset: offset, as: UInt32.self) == second.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        else { return false }
        offset &+= 4
    }
    if count &- offset >= 2 {
        guard first.loadUnaligned(fromByteOffset: offset, as: UInt16.self) == second.loadUnaligned(fromByteOffset: offset, as: UInt16.self)
        else { return false }
        offset &+= 2
    }
    return offset == count || first.load(fromByteOffset: offset, as: UInt8.self) == second.load(fromByteOffset: offset, as: UInt8.self)
}
