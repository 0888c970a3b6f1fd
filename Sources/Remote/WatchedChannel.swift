import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// Hummingbird's HTTP/1 channel with the WebSocket upgrade, with a `ConnectionWatch` put first
/// in every connection's pipeline (ADR 040). The channel's own `additionalChannelHandlers`
/// are added only once a request head has been read, too late to see a connection that never
/// sends one; this wrapper adds the watch as the connection is accepted.
struct WatchedChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let inner: HTTP1WebSocketUpgradeChannel
    let census: ConnectionCensus
    let logger: Logger

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let (census, watchLogger, inner) = (census, self.logger, inner)
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(ConnectionWatch(census: census, logger: watchLogger), position: .first)
        }.flatMap { inner.setup(channel: channel, logger: logger) }
    }

    func handle(value: Value, logger: Logger) async {
        // Hummingbird logs, as an error, every connection that ended before its first request
        // was read: each one the watch refused or timed out, and each malformed head. A flood
        // would write one line per connection; the watch's own sentence (once a minute) says
        // what matters. Only that error uses this logger; requests and sockets log as before.
        var quiet = logger
        quiet.logLevel = .critical
        await inner.handle(value: value, logger: quiet)
    }
}
