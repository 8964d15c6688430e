import FormsKitHTML

/// The parameters of an address's query (`?step=2&flow=a1`), decoded as a
/// browser encodes them (`FormsKitHTML`'s `SubmittedForm(query:)`: `+` is
/// a space, `%2B` a plus); a name given twice has its first value. A query
/// that cannot be read (a broken escape, text that is not UTF-8) has no
/// parameters: FormsKit's own addresses never hold one.
@_spi(FormsKitAdapter) public struct WebFormQuery: Sendable {
    private let form: SubmittedForm?

    /// The parameters of `query`, the part of an address after `?` as sent.
    @_spi(FormsKitAdapter) public init(_ query: String) {
        // A query that does not read has no parameters.
        form = query.isEmpty ? nil : try? SubmittedForm(query: query)
    }

    /// The first value of the parameter `name`; `nil` when there is none.
    @_spi(FormsKitAdapter) public subscript(name: String) -> String? {
        form?.value(for: name)
    }
}
