import FormsKitHummingbird
import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

/// The request deadlines, on an embedded channel whose clock the test moves.
@Suite("Web forms: request deadlines")
struct RequestDeadlineTests {
    private func channel() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: RequestDeadlineHandler(headerTimeout: .seconds(20), requestTimeout: .seconds(120)))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        return channel
    }

    private let head = HTTPRequestPart.head(HTTPRequest(method: .post, scheme: nil, authority: "localhost", path: "/create-plan"))

    @Test("Headers that never end close the connection at the header deadline, however the client trickles (regression: held forever)")
    func headersTrickled() throws {
        let channel = try channel()
        channel.embeddedEventLoop.advanceTime(by: .seconds(19))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
    }

    @Test("A body trickled after its head is cut at the request deadline (regression: 7 of 1,000 bytes held the connection)")
    func bodyTrickled() throws {
        let channel = try channel()
        try channel.writeInbound(head)
        for _ in 0..<11 {
            channel.embeddedEventLoop.advanceTime(by: .seconds(10))
            try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "x")))
        }
        #expect(channel.isActive, "the head came in time; 110 s of 120")
        channel.embeddedEventLoop.advanceTime(by: .seconds(10))
        #expect(!channel.isActive)
    }

    @Test("A whole request stops the clocks; the answer starts them again for the next request on the connection")
    func keepAlive() throws {
        let channel = try channel()
        try channel.writeInbound(head)
        try channel.writeInbound(HTTPRequestPart.end(nil))
        channel.embeddedEventLoop.advanceTime(by: .seconds(300))
        #expect(channel.isActive, "a server may take its time to answer")
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        channel.embeddedEventLoop.advanceTime(by: .seconds(19))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive, "the next request's head is late")
    }
}
