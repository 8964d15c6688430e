/// The cookies a request carries, from its `Cookie` fields
/// (`a=1; b=2`), by name: a name sent twice has the value sent first,
/// which RFC 6265 says is the cookie of the longest path.
@_spi(FormsKitAdapter) public struct WebFormCookies: Sendable {
    private let pairs: [(name: String, value: String)]

    /// The cookies of the `Cookie` field values `fields`.
    @_spi(FormsKitAdapter) public init(_ fields: [String]) {
        pairs = fields.flatMap { field in
            field.split(separator: ";").compactMap { pair -> (name: String, value: String)? in
                let pair = pair.trimmingHTTPWhitespace()
                guard let equals = pair.firstIndex(of: "=") else { return nil }
                var value = pair[pair.index(after: equals)...]
                // A value may be quoted (RFC 6265, 4.1.1).
                if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
                return (pair[..<equals].trimmingHTTPWhitespace(), String(value))
            }
        }
    }

    /// The value of the cookie `name`; `nil` when the request has none.
    @_spi(FormsKitAdapter) public subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// The names of the cookies, in the order sent.
    @_spi(FormsKitAdapter) public var names: [String] {
        pairs.map(\.name)
    }
}
