/// What a browser posts for ``SignUpForm``, in document order, and the same
/// values shaped for a decoder that maps a body onto a `Codable` struct.
public enum SignUpSubmission {
    /// The values a person typed, by field name; choices are option indices.
    public struct Values: Sendable {
        public var firstName, lastName, username, email, password, confirmPassword: String
        public var birthday, age, phone, website, company, bio: String
        public var country, plan: Int
        public var interests: [Int]
        public var newsletter, terms: Bool
        public var teammates: [String]
    }

    /// A submission that fails with 14 messages: seven empty or too short
    /// fields, a date that does not read, an age out of range, a phone number
    /// and a URL that are wrong, passwords that differ, no interest, terms not
    /// accepted, and one teammate's address that is not one. Some values hold
    /// `&`, `<`, `>` and `"`, so every renderer escapes something.
    public static let failing = Values(
        firstName: "", lastName: "", username: "ab", email: "not-an-email", password: "short", confirmPassword: "shorter",
        birthday: "31/12/1990", age: "12", phone: "call \"me\" & <now>", website: "example.com", company: "",
        bio: "Ships forms at Smith & Sons <fast>", country: 7, plan: 1, interests: [], newsletter: true, terms: false,
        teammates: ["ada@example.com", "not-an-email", ""]
    )

    /// A submission that passes every rule.
    public static let passing = Values(
        firstName: "Ada", lastName: "Lovelace", username: "ada", email: "ada@example.com", password: "correct horse battery",
        confirmPassword: "correct horse battery", birthday: "1990-12-10", age: "35", phone: "+44 1632 960001",
        website: "https://example.com/ada", company: "Analytical Engines & Sons <Ltd>", bio: "Ships forms at Smith & Sons <fast>",
        country: 7, plan: 1, interests: [1, 4], newsletter: true, terms: true,
        teammates: ["grace@example.com", "alan@example.com", "edsger@example.com"]
    )

    /// The body a browser sends for the rendered form: every control in
    /// document order, ticked boxes as `on`, each chosen option as a pair of
    /// its own, the hidden markers the renderer writes, and the submit button.
    public static func browserBody(_ values: Values) -> String {
        var pairs: [(String, String)] = [
            ("firstName", values.firstName), ("lastName", values.lastName), ("username", values.username),
            ("email", values.email), ("password", values.password), ("confirmPassword", values.confirmPassword),
            ("birthday", values.birthday), ("age", values.age), ("phone", values.phone), ("website", values.website),
            ("company", values.company), ("bio", values.bio), ("country", String(values.country)), ("plan", String(values.plan)),
        ]
        pairs += values.interests.map { ("interests", String($0)) }
        pairs.append(("_fk_present", "interests"))
        if values.newsletter { pairs.append(("newsletter", "on")) }
        pairs.append(("_fk_present", "newsletter"))
        if values.terms { pairs.append(("terms", "on")) }
        pairs.append(("_fk_present", "terms"))
        pairs.append(("_fk_group", "teammates:\(values.teammates.count)"))
        for (index, email) in values.teammates.enumerated() {
            pairs.append(("teammates.\(index).email", email))
        }
        pairs.append(("_fk_action", "submit"))
        return encode(pairs)
    }

    /// The same values as Hummingbird's `URLEncodedFormDecoder` can decode
    /// them: it refuses a key sent twice and reads `Bool` only from `true` or
    /// `false`, so lists are sent as `interests[]` and `teammates[]`,
    /// checkboxes as `true`/`false`, and the renderer's hidden markers
    /// (`_fk_present`, sent once per checkbox field, and `_fk_group`) are left
    /// out.
    ///
    /// `teammateKey` names each teammate's pair: `teammates[]` for a list of
    /// addresses (Hummingbird's), `teammates[0][email]` for a list of
    /// structs (Vapor's).
    public static func codableBody(_ values: Values, teammateKey: (Int) -> String = { _ in "teammates[]" }) -> String {
        var pairs: [(String, String)] = [
            ("firstName", values.firstName), ("lastName", values.lastName), ("username", values.username),
            ("email", values.email), ("password", values.password), ("confirmPassword", values.confirmPassword),
            ("birthday", values.birthday), ("age", values.age), ("phone", values.phone), ("website", values.website),
            ("company", values.company), ("bio", values.bio), ("country", String(values.country)), ("plan", String(values.plan)),
        ]
        pairs += values.interests.map { ("interests[]", String($0)) }
        pairs.append(("newsletter", String(values.newsletter)))
        pairs.append(("terms", String(values.terms)))
        for (index, email) in values.teammates.enumerated() {
            pairs.append((teammateKey(index), email))
        }
        pairs.append(("_fk_action", "submit"))
        return encode(pairs)
    }

    /// A body of `fieldCount` fields of ``SizedForm``, each `value`.
    public static func sizedBody(fieldCount: Int, value: String = "y") -> String {
        var pairs: [(String, String)] = []
        pairs.reserveCapacity(fieldCount + 1)
        for field in 0..<fieldCount {
            pairs.append(("groups.\(field / 10).f\(field % 10)", value))
        }
        pairs.append(("_fk_action", "submit"))
        return encode(pairs)
    }

    /// `application/x-www-form-urlencoded`, as browsers encode it: letters,
    /// digits and `*-._` as they are, spaces as `+`, every other byte `%XX`.
    public static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&")
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "):
                result += "+"
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 15)])
            }
        }
        return result
    }
}
