/// Requires text shaped like an email address: `local@domain.tld`. Empty text
/// and `nil` pass: combine with `.isNotEmpty()` to require an address.
///
/// Accepts what the common `^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$`
/// shape accepts, except addresses with empty dot-separated parts
/// (`a..b@example.com`, `a@example..com`, `.a@example.com`), which no mail
/// server delivers to. Checked without a regular expression.
public struct EmailRule<Value: TextValidatable>: ValidationRule {
    /// The message; `nil` uses ``ValidationMessage/invalidEmail``.
    public let message: String?

    /// Creates the rule.
    public init(message: String? = nil) {
        self.message = message
    }

    public func validate(value: Value) -> String? {
        guard let text = value.validatableText, !text.isEmpty, !EmailAddressShape.matches(text) else { return nil }
        return message ?? ValidationMessages.text(for: .invalidEmail)
    }
}

/// The shape check behind ``EmailRule``, independent of the value type.
enum EmailAddressShape {
    static func matches(_ text: Substring) -> Bool {
        let bytes = Array(text.utf8)
        guard let at = bytes.firstIndex(of: UInt8(ascii: "@")) else { return false }
        let local = bytes[..<at]
        let domain = bytes[(at + 1)...]
        guard !local.isEmpty, local.allSatisfy(isLocalByte), hasNoEmptyParts(local) else { return false }
        guard domain.allSatisfy(isDomainByte), hasNoEmptyParts(domain),
            let lastDot = domain.lastIndex(of: UInt8(ascii: "."))
        else { return false }
        let topLevel = domain[(lastDot + 1)...]
        return topLevel.count >= 2 && topLevel.allSatisfy(isLetter)
    }

    /// Whether no dot-separated part of `bytes` is empty: no dot first,
    /// last, or right after another.
    private static func hasNoEmptyParts(_ bytes: ArraySlice<UInt8>) -> Bool {
        let dot = UInt8(ascii: ".")
        guard bytes.first != dot, bytes.last != dot else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == dot, previous == dot { return false }
            previous = byte
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isDomainByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    private static func isLocalByte(_ byte: UInt8) -> Bool {
        isDomainByte(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+")
    }
}

extension ValidationRule {
    /// Requires text shaped like an email address. Empty text and `nil` pass.
    public static func email<V>(message: String? = nil) -> Self where Self == EmailRule<V> {
        EmailRule(message: message)
    }
}

extension EmailRule: ClientCheckableRule {
    public var clientChecks: [ClientCheck] {
        [ClientCheck(.email, message: message ?? ValidationMessages.text(for: .invalidEmail))]
    }

    public var clientCheckKinds: [ClientCheck.Kind] { [.email] }
}
