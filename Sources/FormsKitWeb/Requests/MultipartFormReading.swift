import FormsKitHTML
import HTTPTypes

/// A request's `multipart/form-data` body, read as it streams in by a
/// ``MultipartBodyReader``.
enum MultipartFormReading {
    /// Reads `request`'s body; a `Content-Length` over the limit is refused
    /// before any byte is read, and a first part `acceptsFirstPart` refuses
    /// before the rest is.
    nonisolated(nonsending) static func read(
        _ request: WebFormRequest, boundary: String, limits: SubmittedFormLimits, acceptsFirstPart: ((String, String?) -> Bool)? = nil
    ) async throws -> MultipartBodyReader.BodyReading {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limits.maximumBodySize {
            return .tooLarge(size: length)
        }
        var reader = MultipartBodyReader(boundary: boundary, limits: limits, acceptsFirstPart: acceptsFirstPart)
        for try await chunk in request.body {
            if let refused = reader.read(chunk) { return refused }
        }
        return reader.finish()
    }

    /// The boundary of a `multipart/form-data` content type, or why it
    /// cannot be used.
    static func boundary(ofContentType contentType: String) -> Result<String, MultipartFormError> {
        guard let parameter = ContentParameters(contentType)["boundary"], !parameter.isEmpty else { return .failure(.missingBoundary) }
        guard parameter.utf8.count <= 70, parameter.utf8.allSatisfy(isBoundaryByte), parameter.utf8.last != UInt8(ascii: " ") else {
            return .failure(.invalidBoundary)
        }
        return .success(parameter)
    }

    /// A character RFC 2046 allows in a boundary.
    private static func isBoundaryByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "+"), UInt8(ascii: "_"), UInt8(ascii: ","),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "?"),
            UInt8(ascii: " "):
            return true
        default:
            return false
        }
    }
}
