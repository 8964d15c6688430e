/// Valid, unique HTML ids from field names, whatever the names hold.
///
/// A name (a key path's name, a repeated group's index: `options.2`) may hold
/// any character. The id keeps ASCII letters and digits and writes every other
/// character as `-` followed by its code point in hex and `-`, so two
/// different names never give the same id, and every id is a valid HTML id
/// (no spaces, starts with a letter).
public enum HTMLIdentifier {
    /// The id of the control for the field `name`: `field-` and the encoded name.
    public static func control(_ name: String) -> String {
        "field-" + encode(name)
    }

    /// The id of the field's hint.
    public static func hint(_ name: String) -> String {
        "hint-" + encode(name)
    }

    /// The id of the field's error message.
    public static func error(_ name: String) -> String {
        "error-" + encode(name)
    }

    /// `name` with every character but ASCII letters and digits written as
    /// `-hex-`.
    public static func encode(_ name: String) -> String {
        var result = ""
        result.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "-" + String(scalar.value, radix: 16) + "-"
            }
        }
        return result
    }
}
