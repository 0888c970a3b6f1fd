import Logging
import NIOCore

/// The first handler of every phone connection (ADR 040). It takes the connection's place in
/// the census, closing it at once when over a cap, and it keeps the connection's deadlines.
/// It sees the raw bytes, ahead of any HTTP decoding: Hummingbird's own idle timer is set up
/// only once a request head has been read, so a connection that sends nothing, or a byte at
/// a time, would otherwise never be closed, and enough of them would use up the kiosk's
/// descriptors.
///
/// - A new connection's first request must have arrived, and the kiosk begun to answer,
///   `requestTimeout` after it opened; every later request, `requestTimeout` after its first
///   byte. Bytes that keep coming do not extend it (a slow drip is closed all the same).
/// - After an answer, a connection with nothing more is closed after `idleTimeout`.
/// - A WebSocket (the answer was `101 Switching Protocols`) has no deadline of ours: the
///   server pings it every 30 s and closes it when a ping goes unanswered.
final class ConnectionWatch: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    // What HTTP's encoder and the WebSocket frame encoder write: bytes (IOData holds both).
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private enum Phase {
        case opening
        /// A request is arriving or being answered: the request deadline is set.
        case receiving
        /// An answer went out: the idle deadline is set until the next byte.
        case waiting
        case webSocket
        case refused
        case finished
    }

    private static let switchingProtocols = Array("HTTP/1.1 101".utf8)

    private let census: ConnectionCensus
    private let logger: Logger
    private var phase = Phase.opening
    /// The address whose place this connection holds; nil until admitted and after release.
    private var peer: String?
    private var deadline: Scheduled<Void>?

    init(census: ConnectionCensus, logger: Logger) {
        self.census = census
        self.logger = logger
    }

    private var limits: ConnectionLimits { census.limits }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        finish()
    }

    func channelActive(context: ChannelHandlerContext) {
        admit(context)
        // A refused connection is already closed: nothing after us hears of it.
        if phase != .refused { context.fireChannelActive() }
    }

    func channelInactive(context: ChannelHandlerContext) {
        finish()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if phase == .waiting {
            phase = .receiving
            arm(context, in: limits.requestTimeout)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if phase == .receiving || phase == .waiting {
            if case .byteBuffer(let bytes) = Self.unwrapOutboundIn(data), bytes.readableBytesView.starts(with: Self.switchingProtocols) {
                phase = .webSocket
                disarm()
            } else {
                phase = .waiting
                arm(context, in: limits.idleTimeout)
            }
        }
        context.write(data, promise: promise)
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard phase == .opening else { return }
        let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        switch census.admit(peer: address, now: context.eventLoop.now) {
        case .admitted:
            peer = address
            phase = .receiving
            arm(context, in: limits.requestTimeout)
        case .refused(let report):
            phase = .refused
            if let report {
                logger.warning("\(RemoteMessages.refusedConnections(report, maxOpen: limits.maxOpen, maxPerPeer: limits.maxPerPeer))")
            }
            context.close(promise: nil)
        }
    }

    private func arm(_ context: ChannelHandlerContext, in time: TimeAmount) {
        deadline?.cancel()
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: time) { [weak self] in
            guard let self, self.phase == .receiving || self.phase == .waiting else { return }
            self.deadline = nil
            context.close(promise: nil)
        }
    }

    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }

    /// The connection closed (or the handler left it): its deadline goes, its place is given back.
    private func finish() {
        disarm()
        if let peer { census.release(peer: peer) }
        peer = nil
        if phase != .refused { phase = .finished }
    }
}
