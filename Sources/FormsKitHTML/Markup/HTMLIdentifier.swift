/// Valid, unique HTML ids from field names, whatever the names hold.
///
/// A name (a key path's name, a repeated group's index: `options.2`) may hold
/// any character. The id keeps ASCII letters and digits and writes every other
/// character as `-` followed by its code point in hex and `-`, so two
/// different names never give the same id, and every id is a valid HTML id
/// (no spaces, starts with a letter).
package enum HTMLIdentifier {
    /// The id of the control for the field `name`: `field-` and the encoded name.
    package static func control(_ name: String) -> String {
        "field-" + encode(name)
    }

    /// The id of the field's hint.
    package static func hint(_ name: String) -> String {
        "hint-" + encode(name)
    }

    /// The id of the note that asks for a password again.
    package static func retypeNote(_ name: String) -> String {
        "retype-" + encode(name)
    }

    /// The id of a whole row, for a row the live script replaces: `row-`
    /// and the encoded name.
    package static func row(_ name: String) -> String {
        "row-" + encode(name)
    }

    /// The id of the words that say why a button cannot be pressed now.
    package static func disabledReason(_ name: String) -> String {
        "why-" + encode(name)
    }

    /// The id of the field's error message.
    package static func error(_ name: String) -> String {
        "error-" + encode(name)
    }

    /// `name` with every character but ASCII letters and digits written as
    /// `-hex-`.
    package static func encode(_ name: String) -> String {
        // Most names are plain ASCII letters and digits: no work beyond a scan.
        if name.utf8.allSatisfy(isLetterOrDigit) { return name }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 8)
        for scalar in name.unicodeScalars {
            if scalar.isASCII, isLetterOrDigit(UInt8(scalar.value)) {
                bytes.append(UInt8(scalar.value))
                continue
            }
            bytes.append(UInt8(ascii: "-"))
            var value = scalar.value
            var digits: [UInt8] = []
            repeat {
                digits.append(hexDigits[Int(value & 0xF)])
                value >>= 4
            } while value > 0
            bytes.append(contentsOf: digits.reversed())
            bytes.append(UInt8(ascii: "-"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
