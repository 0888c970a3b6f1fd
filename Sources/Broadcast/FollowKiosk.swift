import EventLoop
import Logging
import MatchEngine
#if canImport(Glibc)
import Glibc
#endif

/// `scoreline run --follow URL` (or `[display] source`): a display-only kiosk. One loop with
/// the displays' descriptors, the signals and the inbox's doorbell; no input, no journal, no
/// data directory. It runs until SIGTERM or SIGINT, then leaves the broker cleanly.
public enum FollowKiosk {
    /// - Parameters:
    ///   - show: puts a board on every display (the projection hub's `project`).
    ///   - attach: joins the displays' descriptors and timers to the loop.
    public static func run(
        _ source: FollowSource, options: MQTTOptions, venue: String?,
        show: @escaping (Scoreboard) -> Void, attach: (Reactor) -> Void,
        notifier: any ServiceNotifier = SystemdNotifier(), logger: Logger = Logger(label: "scoreline.follow")
    ) throws(BroadcastError) {
        let client = try MosquittoClient(options: options)
        try run(source, client: client, venue: venue, show: show, attach: attach, notifier: notifier, logger: logger)
    }

    /// The same with any client: the tests' in-memory one.
    public static func run(
        _ source: FollowSource, client: any MQTTClient, venue: String?,
        show: @escaping (Scoreboard) -> Void, attach: (Reactor) -> Void,
        notifier: any ServiceNotifier, logger: Logger, reactor: Reactor = Reactor()
    ) throws(BroadcastError) {
        guard let inbox = BoardInbox(target: source.target, address: source.address, logger: logger) else {
            throw BroadcastError(BroadcastMessages.noEventfd)
        }
        var announced = false
        let follower = BoardFollower(target: source.target, client: client, inbox: inbox, venue: venue, show: { board in
            show(board)
            // systemd hears "ready" once the first frame (the waiting board) is up.
            if !announced {
                announced = true
                notifier.ready(status: BroadcastMessages.followStatus(source.target.shown))
            }
        }, logger: logger)
        // SIGHUP keeps the screen up: the source and the displays are read at start, so a
        // change needs a restart, and the log says so.
        let error = try DisplayOnlyLoop.run(on: reactor, notifier: notifier, hangup: {
            logger.notice("\(BroadcastMessages.followHangup)")
        }) { () throws(BroadcastError) in
            attach(reactor)
            logger.info("\(BroadcastMessages.following(source.address, filter: source.target.shown))")
            try follower.start(on: reactor)
        }
        if let error { logger.error("poll failed: \(String(cString: strerror(error)))") }
        follower.stop()
    }
}
