import EventLoop
import FoundationEssentials
import MatchEngine
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Broadcast

/// The display-only kiosk's loop with the in-memory broker: the waiting board first, systemd
/// hears "ready" once that frame is up, then the retained board.
@Suite struct FollowKioskTests {
    final class Notes: ServiceNotifier {
        var lines: [String] = []
        var watchdogPingInterval: UInt64? { nil }
        func ready(status: String) { lines.append("ready: \(status)") }
        func status(_ text: String) { lines.append("status: \(text)") }
        func watchdog() {}
        func reloading() { lines.append("reloading") }
        func stopping() { lines.append("stopping") }
    }

    @Test func theWaitingBoardThenReadyThenTheRetainedBoard() throws {
        let broker = InMemoryBroker()
        let board = Scoreboard(layout: .badmintonCourt, fields: [BoardField("leftPoints", "5", priority: 1)])
        broker.accept(MQTTMessage(topic: "scoreline/riverside/3/board", payload: Array(try JSONEncoder().encode(board))))
        let source = try FollowSource(parsing: "mqtt://broker.test/scoreline/riverside/3")
        let notes = Notes()
        let reactor = Reactor()
        var shown: [Scoreboard] = []
        var attached = false
        // A deadline, so a board that never comes fails instead of hanging.
        let deadline = reactor.after(milliseconds: 5000) { reactor.stop() }
        try FollowKiosk.run(source, client: broker.client(), venue: nil, show: { next in
            shown.append(next)
            if next == board { reactor.stop() }
        }, attach: { _ in attached = true }, notifier: notes, logger: RecordedLog().logger, reactor: reactor)
        reactor.cancel(deadline)
        // The kiosk's signal watcher blocked these on this thread: give them back, so a process
        // a later test starts from this thread does not inherit them blocked.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        #expect(attached)
        #expect(shown == [Scoreboard.waitingForScorer(topic: "scoreline/riverside/3"), board])
        #expect(notes.lines == ["ready: following scoreline/riverside/3", "stopping"])
    }
}
