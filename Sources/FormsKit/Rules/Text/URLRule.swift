import Foundation

/// Requires text that is an absolute URL with a host and one of the allowed
/// schemes (`http` and `https` by default). Empty text and `nil` pass.
public struct URLRule<Value: TextValidatable>: ValidationRule {
    /// The allowed schemes, lowercase.
    public let schemes: [String]
    /// The message; `nil` uses ``ValidationMessage/invalidURL(schemes:)``.
    public let message: String?

    /// Creates the rule.
    public init(schemes: [String] = ["https", "http"], message: String? = nil) {
        self.schemes = schemes.map { $0.lowercased() }
        self.message = message
    }

    public func validate(value: Value) -> String? {
        guard let text = value.validatableText, !text.isEmpty, !isAllowedURL(String(text)) else { return nil }
        return message ?? ValidationMessages.text(for: .invalidURL(schemes: schemes))
    }

    private func isAllowedURL(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace),
              let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(),
              schemes.isEmpty || schemes.contains(scheme),
              let host = components.host, !host.isEmpty
        else { return false }
        return true
    }
}

extension ValidationRule {
    /// Requires an absolute URL with a host and one of `schemes`. Empty text and `nil` pass.
    public static func url<V>(schemes: [String] = ["https", "http"], message: String? = nil) -> Self where Self == URLRule<V> {
        URLRule(schemes: schemes, message: message)
    }
}
