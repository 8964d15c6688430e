import FormsKitHTML
import Hummingbird

/// A request's `multipart/form-data` body, read as it streams in by a
/// ``MultipartBodyReader``.
enum MultipartFormReading {
    /// Reads `request`'s body; a `Content-Length` over the limit is refused
    /// before any byte is read.
    static func read(_ request: Request, boundary: String, limits: URLEncodedFormLimits) async throws -> MultipartBodyReader.Outcome {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limits.maximumBodySize {
            return .tooLarge(size: length)
        }
        var reader = MultipartBodyReader(boundary: boundary, limits: limits)
        for try await buffer in request.body {
            if let refused = reader.read(buffer) { return refused }
        }
        return reader.finish()
    }

    /// The boundary of a `multipart/form-data` content type, or why it
    /// cannot be used.
    static func boundary(ofContentType contentType: String) -> Result<String, MultipartFormError> {
        guard let parameter = ContentParameters(contentType)["boundary"], !parameter.isEmpty else { return .failure(.missingBoundary) }
        guard parameter.utf8.count <= 70 else { return .failure(.invalidBoundary) }
        return .success(parameter)
    }
}
