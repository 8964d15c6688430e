import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request does not arrive in time, so that a
/// client that trickles its request (a byte of its headers every few
/// seconds, 7 of 1,000 body bytes) cannot hold a connection, or a graceful
/// stop, for as long as it likes. An idle timeout alone does not catch such
/// a client: it never goes quiet for long.
///
/// Each request's head must arrive within ``headerTimeout``, and the whole
/// request within ``requestTimeout``, both counted from when the connection
/// is ready for it: when it opens, and when the answer to the request before
/// has been written. Add one to each connection of an HTTP/1 server:
///
/// ```swift
/// let app = Application(
///     router: router,
///     server: .http1(configuration: .init(
///         idleTimeout: .seconds(30),
///         additionalChannelHandlers: [RequestDeadlineHandler()])))
/// ```
public final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPRequestPart
    public typealias InboundOut = HTTPRequestPart
    public typealias OutboundIn = HTTPResponsePart
    public typealias OutboundOut = HTTPResponsePart

    /// How long a request's head may take to arrive (20 s by default).
    public let headerTimeout: Duration
    /// How long a whole request may take to arrive, its body included (2
    /// minutes by default: a 10 MB upload at 1 Mbit/s takes 80 s).
    public let requestTimeout: Duration

    private var headerDeadline: Scheduled<Void>?
    private var requestDeadline: Scheduled<Void>?

    /// A handler with these deadlines.
    public init(headerTimeout: Duration = .seconds(20), requestTimeout: Duration = .seconds(120)) {
        self.headerTimeout = headerTimeout
        self.requestTimeout = requestTimeout
    }

    public func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startWaiting(context: context) }
    }

    public func handlerRemoved(context: ChannelHandlerContext) {
        stopWaiting()
    }

    public func channelActive(context: ChannelHandlerContext) {
        startWaiting(context: context)
        context.fireChannelActive()
    }

    public func channelInactive(context: ChannelHandlerContext) {
        stopWaiting()
        context.fireChannelInactive()
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            headerDeadline?.cancel()
            headerDeadline = nil
        case .end:
            stopWaiting()
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            // The answer is written: the connection waits for the next
            // request, which the deadlines count from.
            startWaiting(context: context)
        }
        context.write(data, promise: promise)
    }

    private func startWaiting(context: ChannelHandlerContext) {
        stopWaiting()
        let loop = context.eventLoop.assumeIsolated()
        headerDeadline = loop.scheduleTask(in: TimeAmount(headerTimeout)) { context.close(promise: nil) }
        requestDeadline = loop.scheduleTask(in: TimeAmount(requestTimeout)) { context.close(promise: nil) }
    }

    private func stopWaiting() {
        headerDeadline?.cancel()
        requestDeadline?.cancel()
        headerDeadline = nil
        requestDeadline = nil
    }
}
