import Foundation

/// Requires text that is an absolute URL with a host and one of the allowed
/// schemes (`http` and `https` by default). Empty text and `nil` pass.
///
/// Text that does not start with an allowed scheme fails with
/// ``ValidationMessage/invalidURL(schemes:)`` ("Enter a URL starting with
/// https:// or http://"); text that does, but has no host or is not a URL
/// after it (`https://`, `https:example.com`), fails with
/// ``ValidationMessage/incompleteURL(scheme:)`` ("Enter a full URL, such as
/// https://example.com").
public struct URLRule<Value: TextValidatable>: ValidationRule {
    /// The allowed schemes, lowercase.
    public let schemes: [String]
    /// The message for every failure; `nil` uses
    /// ``ValidationMessage/invalidURL(schemes:)`` or
    /// ``ValidationMessage/incompleteURL(scheme:)``.
    public let message: String?

    /// Creates the rule.
    public init(schemes: [String] = ["https", "http"], message: String? = nil) {
        self.schemes = schemes.map { $0.lowercased() }
        self.message = message
    }

    public func validate(value: Value) -> String? {
        guard let text = value.validatableText, !text.isEmpty else { return nil }
        guard let scheme = URLShape.scheme(of: text), schemes.isEmpty || schemes.contains(scheme) else {
            return message ?? ValidationMessages.text(for: .invalidURL(schemes: schemes))
        }
        guard !URLShape.hasHost(String(text)) else { return nil }
        return message ?? ValidationMessages.text(for: .incompleteURL(scheme: scheme))
    }
}

/// The checks behind ``URLRule``, independent of the value type.
enum URLShape {
    /// The lowercased scheme `text` starts with (the letters before its first
    /// `:`, as RFC 3986 allows them), if any.
    static func scheme(of text: Substring) -> String? {
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = text.utf8[..<colon]
        guard let first = scheme.first, isLetter(first), scheme.allSatisfy(isSchemeByte) else { return nil }
        return String(text[..<colon]).lowercased()
    }

    /// Whether `text` parses as a URL with a host (and has no whitespace).
    static func hasHost(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace),
            let host = URLComponents(string: text)?.host
        else { return false }
        return !host.isEmpty
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}

extension ValidationRule {
    /// Requires an absolute URL with a host and one of `schemes`. Empty text and `nil` pass.
    public static func url<V>(schemes: [String] = ["https", "http"], message: String? = nil) -> Self where Self == URLRule<V> {
        URLRule(schemes: schemes, message: message)
    }
}

extension URLRule: ClientCheckableRule {
    public var clientChecks: [ClientCheck] {
        [ClientCheck(.url(schemes: schemes), message: message ?? ValidationMessages.text(for: .invalidURL(schemes: schemes)))]
    }

    public var clientCheckKinds: [ClientCheck.Kind] { [.url(schemes: schemes)] }
}
