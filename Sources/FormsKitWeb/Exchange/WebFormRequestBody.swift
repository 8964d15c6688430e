/// A request's body as it arrives, a chunk of bytes at a time: an adapter
/// wraps its framework's body stream, so that FormsKit reads no more of it
/// than it needs.
///
/// A body is read once, by the one task that answers the request.
@_spi(FormsKitAdapter) public struct WebFormRequestBody: AsyncSequence, Sendable {
    /// A chunk of the body's bytes.
    @_spi(FormsKitAdapter) public typealias Element = [UInt8]
    /// What reading the body may throw: the framework's own errors.
    @_spi(FormsKitAdapter) public typealias Failure = any Error

    /// Makes the function that gives the next chunk, `nil` at the end.
    private let makeNext: @Sendable () -> (() async throws -> [UInt8]?)

    /// A body read from `chunks`, each turned into bytes by `bytes`.
    @_spi(FormsKitAdapter) public init<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks, bytes: @escaping @Sendable (Chunks.Element) -> [UInt8]) {
        makeNext = {
            var iterator = chunks.makeAsyncIterator()
            return { try await iterator.next().map(bytes) }
        }
    }

    /// A body that is all there in `bytes`.
    @_spi(FormsKitAdapter) public init(bytes: [UInt8]) {
        makeNext = {
            var sent = bytes.isEmpty
            return {
                defer { sent = true }
                return sent ? nil : bytes
            }
        }
    }

    /// No body.
    @_spi(FormsKitAdapter) public static let empty = WebFormRequestBody(bytes: [])

    /// Reads the body a chunk at a time.
    @_spi(FormsKitAdapter) public struct AsyncIterator: AsyncIteratorProtocol {
        let nextChunk: () async throws -> [UInt8]?

        /// The next chunk; `nil` at the end.
        @_spi(FormsKitAdapter) public mutating func next() async throws -> [UInt8]? {
            try await nextChunk()
        }
    }

    /// Starts reading the body (once per request).
    @_spi(FormsKitAdapter) public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(nextChunk: makeNext())
    }
}
