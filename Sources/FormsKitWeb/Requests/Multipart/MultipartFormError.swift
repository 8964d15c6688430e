/// Why a `multipart/form-data` body could not be read. Each says what was
/// wrong, for a 400 page or a log.
@_spi(FormsKitAdapter) public enum MultipartFormError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The content type names no boundary.
    case missingBoundary
    /// The boundary is longer than the 70 characters a boundary may have, or
    /// has a character a boundary may not have (RFC 2046: letters, digits
    /// and `'()+_,-./:=?`, and spaces but not at the end).
    case invalidBoundary
    /// The body is not multipart data with that boundary.
    case syntax
    /// The body ends before its closing boundary.
    case truncated
    /// A part has no `Content-Disposition` with a name.
    case partWithoutName
    /// A text part is not UTF-8.
    case invalidUTF8(name: String)
    /// A part's headers are longer than `limit` bytes (browsers send a few
    /// hundred).
    case headersTooLarge(limit: Int)

    @_spi(FormsKitAdapter) public var description: String {
        switch self {
        case .missingBoundary:
            return "The multipart/form-data content type gives no boundary; send it as Content-Type: multipart/form-data; boundary=…"
        case .invalidBoundary:
            return
                "The multipart boundary is longer than 70 characters or has characters a boundary may not have; use at most 70 letters, digits and '()+_,-./:=? (RFC 2046)."
        case .syntax:
            return "The body is not multipart/form-data with the boundary its content type gives."
        case .truncated:
            return "The multipart body ends before its closing boundary; it was cut short, send it whole."
        case .partWithoutName:
            return "A part of the multipart body has no Content-Disposition: form-data; name=…; every part must name its field."
        case .headersTooLarge(let limit):
            return "A part of the multipart body has headers longer than \(limit) bytes; send a part's name, file name and type in fewer."
        case .invalidUTF8(let name):
            return "The value of \(name.prefix(40)) is not UTF-8 text; send text fields in UTF-8."
        }
    }
}
