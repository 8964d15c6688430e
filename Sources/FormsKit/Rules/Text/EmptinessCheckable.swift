/// A value ``NotEmptyRule`` can check: text, collections, and optionals of them.
public protocol EmptinessCheckable {
    /// Whether the value counts as not filled in. Text that is only
    /// whitespace counts as empty.
    var isEmptyForValidation: Bool { get }
}

extension String: EmptinessCheckable {
    /// Read in place, as ``Substring``'s: no substring made. Most texts
    /// are decided by their first byte (none, or an ASCII character that
    /// is not whitespace) without the loop over the rest.
    public var isEmptyForValidation: Bool {
        guard let first = utf8.first else { return true }
        if isASCIIOtherThanWhitespace(first) { return false }
        return isWhitespaceOnly(utf8, unicodeScalars)
    }
}

extension Substring: EmptinessCheckable {
    /// Stops at the first character that is not whitespace, so filled-in
    /// text is decided at once, whatever its length.
    public var isEmptyForValidation: Bool { isWhitespaceOnly(utf8, unicodeScalars) }
}

/// Whether `byte` is a whole ASCII character that is not whitespace (a
/// space, or a control from tab to carriage return).
@inline(__always)
private func isASCIIOtherThanWhitespace(_ byte: UInt8) -> Bool {
    byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
}

/// Whether text, given as its bytes and its scalars (views of the same
/// text, sharing indices), is only whitespace. ASCII bytes decide at once;
/// Unicode properties are read only from the first non-ASCII byte on,
/// without going back over the bytes already seen.
@inline(__always)
private func isWhitespaceOnly<Bytes: BidirectionalCollection<UInt8>, Scalars: BidirectionalCollection<Unicode.Scalar>>(
    _ utf8: Bytes, _ unicodeScalars: Scalars
) -> Bool where Bytes.Index == String.Index, Scalars.Index == String.Index {
    var position = utf8.startIndex
    while position < utf8.endIndex {
        switch utf8[position] {
        case 0x09...0x0D, 0x20: utf8.formIndex(after: &position)
        case 0x00..<0x80: return false
        default: return unicodeScalars[position...].allSatisfy(\.properties.isWhitespace)
        }
    }
    return true
}

extension Array: EmptinessCheckable {
    public var isEmptyForValidation: Bool { isEmpty }
}

extension Set: EmptinessCheckable {
    public var isEmptyForValidation: Bool { isEmpty }
}

extension Dictionary: EmptinessCheckable {
    public var isEmptyForValidation: Bool { isEmpty }
}

extension Optional: EmptinessCheckable where Wrapped: EmptinessCheckable {
    public var isEmptyForValidation: Bool { self?.isEmptyForValidation ?? true }
}
