/// Whether bytes are well-formed UTF-8, as `String(validating:as:)` decides
/// (no overlong forms, no surrogates, nothing above U+10FFFF), checked
/// without it: called from code the compiler does not specialize, it looked
/// its generic types up at run time for every decoded value, which cost more
/// than the check.
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index &+= 1
                continue
            }
            // The second byte's range depends on the lead (overlongs,
            // surrogates and code points above U+10FFFF excluded); the
            // others are 0x80...0xBF.
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return false
            }
            guard index &+ length <= count else { return false }
            let second = bytes[index &+ 1]
            guard second >= low, second <= high else { return false }
            var next = index &+ 2
            while next < index &+ length {
                guard bytes[next] & 0xC0 == 0x80 else { return false }
                next &+= 1
            }
            index &+= length
        }
        return true
    }
}
