/// Reading a run of ASCII digits in place, as a decoder reads the counts
/// and indices in names and markers (`teammates.2.email`, `teammates:3`).
enum ASCIIDigits {
    /// The number the digits of `bytes` from `start` make, and where the
    /// first byte that is not a digit is (`start` when there is no digit);
    /// `nil` when the number is beyond `Int`.
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (value: Int, end: Int)? {
        var value = 0
        var end = start
        while end < bytes.count, case let digit = bytes[end] &- UInt8(ascii: "0"), digit < 10 {
            let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowedAgain) = tens.addingReportingOverflow(Int(digit))
            guard !overflowed, !overflowedAgain else { return nil }
            value = sum
            end += 1
        }
        return (value, end)
    }
}
