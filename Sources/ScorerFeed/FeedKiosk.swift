import EventLoop
import Logging
import MatchEngine
import Store
#if canImport(Glibc)
import Glibc
#endif

/// `scoreline run` with `[bluetooth] feed = true`: a display-only kiosk that shows the scorer's
/// app (docs/bluetooth.md). One loop with the displays' descriptors, the signals, the D-Bus
/// connection to BlueZ and the settling timers; the feed journal in the data directory; no
/// buttons and no scored match. It runs until SIGTERM or SIGINT.
public enum FeedKiosk {
    /// - Parameters:
    ///   - show: puts a board on every display (the projection hub's `project`).
    ///   - attach: joins the displays' descriptors and timers to the loop.
    ///   - now: the local clock for "disconnected at 14:02" and the journal's times.
    public static func run(
        name: String, link: any ScorerAppLink, dataDirectory: String, files: any FileLayer = PosixFileLayer(),
        settle: FeedFollower.Settle, now: @escaping () -> Timestamp?,
        show: @escaping (Scoreboard) -> Void, attach: (Reactor) -> Void,
        notifier: any ServiceNotifier = SystemdNotifier(), logger: Logger = Logger(label: "scoreline.feed"),
        reactor: Reactor = Reactor()
    ) throws(FeedError) {
        let recorder: FeedRecorder
        let resumed: FeedRecorder.Resumed
        do throws(StoreError) {
            (recorder, resumed) = try FeedRecorder.open(dataDirectory: dataDirectory, files: files)
        } catch {
            throw FeedError("\(error)")
        }
        if let recovery = resumed.recovery { logger.warning("\(recovery.sentence)") }
        if !resumed.skipped.isEmpty { logger.warning("\(ScorerFeedMessages.skipped(resumed.skipped, path: recorder.path))") }
        if !resumed.state.isEmpty { logger.notice("\(ScorerFeedMessages.resumed(records: recorder.records, path: recorder.path))") }

        var announced = false
        let follower = FeedFollower(
            name: name, link: link, recorder: recorder, resumed: resumed, now: now,
            show: { board in
                show(board)
                // systemd hears "ready" once the first frame (resumed or waiting) is up.
                if !announced {
                    announced = true
                    notifier.ready(status: ScorerFeedMessages.status(name))
                }
            }, settle: settle, logger: logger)
        let error = try DisplayOnlyLoop.run(on: reactor, notifier: notifier, hangup: {
            logger.notice("\(ScorerFeedMessages.hangup)")
        }) { () throws(FeedError) in
            attach(reactor)
            try follower.start(on: reactor)
        }
        if let error { logger.error("poll failed: \(String(cString: strerror(error)))") }
        follower.stop()
    }
}
