import HTTPTypes

/// A request's body, read up to a limit.
enum RequestBodyReading {
    /// The bytes, no more than the limit.
    case bytes([UInt8])
    /// More bytes than the limit: by `Content-Length` before reading, or
    /// while reading a body of unknown length (`size` is what was read).
    case tooLarge(size: Int)

    /// Reads `request`'s body, stopping as soon as it is bigger than `limit`.
    nonisolated(nonsending) static func read(_ request: WebFormRequest, limit: Int) async throws -> RequestBodyReading {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            return .tooLarge(size: length)
        }
        var bytes: [UInt8] = []
        for try await chunk in request.body {
            guard bytes.count + chunk.count <= limit else { return .tooLarge(size: bytes.count + chunk.count) }
            bytes += chunk
        }
        return .bytes(bytes)
    }
}
