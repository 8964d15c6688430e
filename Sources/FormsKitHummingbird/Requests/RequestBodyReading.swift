import Hummingbird

/// A request's body, read up to a limit.
enum RequestBodyReading {
    /// The bytes, no more than the limit.
    case bytes([UInt8])
    /// More bytes than the limit: by `Content-Length` before reading, or
    /// while reading a body of unknown length (`size` is what was read).
    case tooLarge(size: Int)

    /// Reads `request`'s body, stopping as soon as it is bigger than `limit`.
    static func read(_ request: Request, limit: Int) async throws -> RequestBodyReading {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            return .tooLarge(size: length)
        }
        var bytes: [UInt8] = []
        for try await buffer in request.body {
            guard bytes.count + buffer.readableBytes <= limit else { return .tooLarge(size: bytes.count + buffer.readableBytes) }
            bytes += buffer.readableBytesView
        }
        return .bytes(bytes)
    }
}
