import Logging
import NIOCore
import NIOEmbedded
import Testing
@testable import Remote

/// The watch first in every phone connection's pipeline (ADR 040): the caps, per address and
/// in total, and the deadlines, on NIO's embedded event loop, whose clock moves only when the
/// test moves it.
@Suite struct ConnectionWatchTests {
    static let limits = ConnectionLimits(maxOpen: 3, maxPerPeer: 2, requestTimeout: .seconds(10), idleTimeout: .seconds(30))

    /// A connection accepted from `address`: the watch sees it open as the server would.
    func accept(_ census: ConnectionCensus, from address: String, on loop: EmbeddedEventLoop = EmbeddedEventLoop()) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: ConnectionWatch(census: census, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })), loop: loop)
        let peer = try SocketAddress(ipAddress: address, port: 50_000)
        channel.remoteAddress = peer  // before it opens, as an accepted socket has it
        channel.connect(to: peer, promise: nil)
        return channel
    }

    @Test func theNewestOverACapIsClosedAtOnceAndAPlaceFreedIsTakenAgain() throws {
        let census = ConnectionCensus(limits: Self.limits)
        let first = try accept(census, from: "10.0.0.1")
        let second = try accept(census, from: "10.0.0.1")
        let thirdFromThere = try accept(census, from: "10.0.0.1")
        #expect(first.isActive && second.isActive)
        #expect(!thirdFromThere.isActive, "a third from one address is over the 2 per address")
        #expect(census.openCount(from: "10.0.0.1") == 2)
        let other = try accept(census, from: "10.0.0.2")
        let overTotal = try accept(census, from: "10.0.0.3")
        #expect(other.isActive)
        #expect(!overTotal.isActive, "a fourth in all is over the 3 in total")
        #expect(census.openCount == 3)
        first.close(promise: nil)
        #expect(census.openCount == 2 && census.openCount(from: "10.0.0.1") == 1)
        let again = try accept(census, from: "10.0.0.3")
        #expect(again.isActive)
        #expect(census.openCount == 3)
    }

    @Test func aConnectionThatSendsNothingIsClosedAtTheRequestDeadline() throws {
        let census = ConnectionCensus(limits: Self.limits)
        let loop = EmbeddedEventLoop()
        let silent = try accept(census, from: "10.0.0.1", on: loop)
        loop.advanceTime(by: .seconds(9))
        #expect(silent.isActive)
        loop.advanceTime(by: .seconds(1))
        #expect(!silent.isActive)
        #expect(census.openCount == 0)
    }

    @Test func aByteAtATimeDoesNotExtendTheRequestDeadline() throws {
        let census = ConnectionCensus(limits: Self.limits)
        let loop = EmbeddedEventLoop()
        let drip = try accept(census, from: "10.0.0.1", on: loop)
        for _ in 0..<4 {
            try drip.writeInbound(ByteBuffer(string: "G"))
            loop.advanceTime(by: .seconds(2))
        }
        loop.advanceTime(by: .seconds(1))
        #expect(drip.isActive, "9 s after opening")
        try drip.writeInbound(ByteBuffer(string: "E"))
        loop.advanceTime(by: .seconds(1))
        #expect(!drip.isActive, "10 s after opening, bytes or not")
        #expect(census.openCount == 0)
    }

    @Test func afterAnAnswerTheIdleDeadlineThenTheNextRequestsOwn() throws {
        let census = ConnectionCensus(limits: Self.limits)
        let loop = EmbeddedEventLoop()
        let phone = try accept(census, from: "10.0.0.1", on: loop)
        try phone.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: kiosk\r\n\r\n"))
        loop.advanceTime(by: .seconds(5))
        try phone.writeOutbound(ByteBuffer(string: "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"))
        loop.advanceTime(by: .seconds(29))
        #expect(phone.isActive, "idle 29 s after the answer, past the request's 10 s")
        try phone.writeInbound(ByteBuffer(string: "GET /matches HTTP/1.1\r\n"))
        loop.advanceTime(by: .seconds(9))
        #expect(phone.isActive)
        loop.advanceTime(by: .seconds(1))
        #expect(!phone.isActive, "the second request's head did not finish within 10 s of its first byte")

        let idle = try accept(census, from: "10.0.0.2", on: loop)
        try idle.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: kiosk\r\n\r\n"))
        try idle.writeOutbound(ByteBuffer(string: "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"))
        loop.advanceTime(by: .seconds(30))
        #expect(!idle.isActive, "30 s idle after an answer")
        #expect(census.openCount == 0)
    }

    @Test func aWebSocketHasNoDeadlineOfOurs() throws {
        let census = ConnectionCensus(limits: Self.limits)
        let loop = EmbeddedEventLoop()
        let view = try accept(census, from: "10.0.0.1", on: loop)
        try view.writeInbound(ByteBuffer(string: "GET /ws/live HTTP/1.1\r\nUpgrade: websocket\r\n\r\n"))
        try view.writeOutbound(ByteBuffer(string: "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n"))
        loop.advanceTime(by: .seconds(120))
        try view.writeInbound(ByteBuffer(bytes: [0x8A, 0x80, 0, 0, 0, 0]))  // a pong
        loop.advanceTime(by: .seconds(120))
        #expect(view.isActive, "the server's pings decide, not the watch")
        #expect(census.openCount == 1)
    }

    @Test func refusalsAreReportedAtMostOnceAMinute() {
        let census = ConnectionCensus(limits: ConnectionLimits(maxOpen: 1, maxPerPeer: 1, requestTimeout: .seconds(10), idleTimeout: .seconds(30)))
        let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
        #expect(census.admit(peer: "a", now: start) == .admitted)
        #expect(census.admit(peer: "b", now: start) == .refused(report: 1))
        #expect(census.admit(peer: "b", now: start + .seconds(1)) == .refused(report: nil))
        #expect(census.admit(peer: "c", now: start + .seconds(59)) == .refused(report: nil))
        #expect(census.admit(peer: "c", now: start + .seconds(60)) == .refused(report: 3))
    }

    @Test func theCapsShrinkToFitALowDescriptorLimit() {
        let standard = ConnectionLimits.standard
        #expect(standard.fitting(descriptorLimit: 1024) == standard)
        #expect(standard.fitting(descriptorLimit: 512) == standard)
        // 300 leaves 44 past the kiosk's reserve of 256: a quarter of the limit, 75, instead.
        #expect(standard.fitting(descriptorLimit: 300).maxOpen == 75)
        #expect(standard.fitting(descriptorLimit: 300).maxPerPeer == 16)
        #expect(standard.fitting(descriptorLimit: 40).maxOpen == 10)
        #expect(standard.fitting(descriptorLimit: 40).maxPerPeer == 10)
        #expect(standard.fitting(descriptorLimit: 2).maxOpen == 1)
        #expect(standard.fitting(descriptorLimit: 300).requestTimeout == .seconds(10))
    }
}
