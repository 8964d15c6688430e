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
        switch URLShape.address(in: String(text)) {
        case .full: return nil
        case .incomplete: return message ?? ValidationMessages.text(for: .incompleteURL(scheme: scheme))
        case .portOutOfRange: return message ?? ValidationMessages.text(for: .urlPortOutOfRange)
        }
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

    /// What a URL's host and port make of it.
    enum Address: Equatable {
        /// A host on a network (a domain name with a top-level domain,
        /// `localhost` or an IP address) and a port, if any, from 1 to 65535.
        case full
        /// No host, or one that names nothing on a network (`https://a`,
        /// `https://.com`, `https://x.99`), or not a URL after the scheme.
        case incomplete
        /// A port of 0 or above 65535.
        case portOutOfRange
    }

    /// The verdict on `text`'s host and port.
    static func address(in text: String) -> Address {
        guard let (host, port) = hostAndPort(text) else { return .incomplete }
        guard isFullHost(host) else { return .incomplete }
        if let port, !(1...65_535).contains(port) { return .portOutOfRange }
        return .full
    }

    /// Whether `text` parses as a URL with a host (and has no whitespace).
    static func hasHost(_ text: String) -> Bool {
        hostAndPort(text) != nil
    }

    /// The host and port of `text`, when it parses as a URL with a host
    /// (and has no whitespace).
    private static func hostAndPort(_ text: String) -> (host: String, port: Int?)? {
        // Most addresses people type are plain: read without Foundation,
        // whose parse costs more than the rest of a form's validation.
        if let plain = plainHostAndPort(text) { return plain }
        guard !text.contains(where: \.isWhitespace), let components = URLComponents(string: text),
            let host = components.host, !host.isEmpty
        else { return nil }
        return (host, components.port)
    }

    /// Whether `host` names a host on a network: `localhost`, an IP
    /// address, or a domain name of labels of letters, digits and inner
    /// `-`, whose last label (the top-level domain) is letters or punycode.
    /// `a`, `.com`, `a..b` and `x.99` name nothing a browser can reach.
    static func isFullHost(_ host: String) -> Bool {
        var name = host.lowercased()
        // An IPv6 address, which URLComponents has read.
        if name.hasPrefix("[") || name.contains(":") { return true }
        if name.hasSuffix(".") { name.removeLast() }
        if name == "localhost" { return true }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy(isLabel) else { return false }
        // Four numbers up to 255: an IPv4 address.
        if labels.count == 4, labels.allSatisfy({ $0.count <= 3 && UInt8($0) != nil }) { return true }
        let top = labels[labels.count - 1]
        return (top.hasPrefix("xn--") && top.count > 4) || (top.count >= 2 && top.allSatisfy(\.isLetter))
    }

    /// A label of a domain name: 1 to 63 letters, digits and `-`, the
    /// first and last not `-`.
    private static func isLabel(_ label: Substring) -> Bool {
        guard let first = label.first, let last = label.last, label.count <= 63, first != "-", last != "-" else { return false }
        return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }

    /// Whether `text` is a plain URL with a host: see ``plainHostAndPort(_:)``.
    static func isPlainURLWithHost(_ text: String) -> Bool {
        plainHostAndPort(text) != nil
    }

    /// When `text` is, in ASCII, `scheme://host[:port][/path][?query][#fragment]`
    /// with a host of letters, digits, `-`, `.`, `_` and `~` (and no label
    /// that starts `xn--`), no user, a
    /// port of one to five digits, and only characters RFC 3986 allows (and
    /// well-formed `%` escapes) in the rest: a URL with that host by every
    /// reading, `URLComponents`' included, and its host and port. `nil`
    /// says nothing: the text is then left to `URLComponents`.
    private static func plainHostAndPort(_ text: String) -> (host: String, port: Int?)? {
        var text = text
        return text.withUTF8 { bytes -> (host: String, port: Int?)? in
            var index = 0
            // The scheme, up to `:`.
            guard let first = bytes.first, isLetter(first) else { return nil }
            while index < bytes.count, isSchemeByte(bytes[index]) { index += 1 }
            guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
                bytes[index + 2] == UInt8(ascii: "/")
            else { return nil }
            index += 3
            // The host. A label that starts `xn--` is punycode, which
            // `URLComponents` decodes and refuses when it is not valid: left
            // to it.
            let hostStart = index
            while index < bytes.count, isUnreserved(bytes[index]) {
                if index == hostStart || bytes[index - 1] == UInt8(ascii: "."), index + 3 < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "x"),
                    bytes[index + 1] | 0x20 == UInt8(ascii: "n"), bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-")
                {
                    return nil
                }
                index += 1
            }
            guard index > hostStart else { return nil }
            let host = String(decoding: bytes[hostStart..<index], as: UTF8.self)
            // The port.
            var port: Int?
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                index += 1
                let portStart = index
                var value = 0
                while index < bytes.count, isDigit(bytes[index]), index - portStart < 5 {
                    value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                }
                guard index > portStart, index == bytes.count || !isDigit(bytes[index]) else { return nil }
                port = value
            }
            // The path, the query and the fragment.
            guard index == bytes.count || [UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")].contains(bytes[index]) else { return nil }
            var inFragment = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%") {
                    guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return nil }
                    index += 3
                    continue
                }
                if byte == UInt8(ascii: "#") {
                    // One fragment, at the end.
                    guard !inFragment else { return nil }
                    inFragment = true
                } else if !(isUnreserved(byte) || isSubDelimiter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
                    || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?"))
                {
                    return nil
                }
                index += 1
            }
            return (host, port)
        }
    }

    /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_`, `~`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "~")
    }

    /// RFC 3986's sub-delimiters: `!$&'()*+,;=`.
    private static func isSubDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
            UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
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
